import { cartWith, type CartItem } from '@/features/cart/cart-slice';
import { initialUserState } from '@/features/user/user-slice';
import type { AppStore, RootState } from './store';

/** What the shop keeps on this device until carts and wishlists move to the server. */
interface Saved {
  version: 1;
  wishlist: string[];
  recentlyViewed: string[];
  cartItems: CartItem[];
}

const KEY = 'cartwise:state';

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 100);

const isCartItem = (value: unknown): value is CartItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    ['id', 'productId', 'variant', 'name', 'image'].every((key) => typeof item[key] === 'string') &&
    ['price', 'quantity', 'maxQuantity'].every((key) => typeof item[key] === 'number' && Number.isFinite(item[key])) &&
    (item.quantity as number) >= 1 &&
    (item.quantity as number) <= Math.max(1, item.maxQuantity as number)
  );
};

/** The state saved by an earlier visit, or nothing when there is none or it is not ours. */
export function loadPersistedState(storage: Storage = localStorage): Partial<RootState> | undefined {
  let saved: Partial<Saved>;
  try {
    saved = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Saved>;
  } catch {
    return undefined;
  }
  if (!saved || saved.version !== 1) return undefined;
  const cartItems = Array.isArray(saved.cartItems) ? saved.cartItems.filter(isCartItem) : [];
  return {
    user: {
      ...initialUserState,
      wishlist: isIdList(saved.wishlist) ? saved.wishlist : [],
      recentlyViewed: isIdList(saved.recentlyViewed) ? saved.recentlyViewed : [],
    },
    cart: cartWith(cartItems),
  };
}

/** Saves the wishlist, recently viewed and cart whenever they change. */
export function persistState(store: AppStore, storage: Storage = localStorage): () => void {
  let last: Saved | undefined;
  return store.subscribe(() => {
    const { user, cart } = store.getState();
    if (last && last.wishlist === user.wishlist && last.recentlyViewed === user.recentlyViewed && last.cartItems === cart.items) {
      return;
    }
    last = { version: 1, wishlist: user.wishlist, recentlyViewed: user.recentlyViewed, cartItems: cart.items };
    try {
      storage.setItem(KEY, JSON.stringify(last));
    } catch {
      // Storage full or disabled (private mode): the shop still works for this visit.
    }
  });
}
