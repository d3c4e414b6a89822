import { describe, expect, it } from 'vitest';
import { itemAdded, newCartItem } from '@/features/cart/cart-slice';
import { productViewed, wishlistItemAdded } from '@/features/user/user-slice';
import { product } from '@/testing/fixtures';
import { loadPersistedState, persistState } from './persisted-state';
import { makeStore } from './store';

describe('state kept on this device', () => {
  it('saves the wishlist, recently viewed and cart, and a new visit starts from them', () => {
    const store = makeStore();
    persistState(store);
    store.dispatch(wishlistItemAdded('p1'));
    store.dispatch(productViewed('p2'));
    store.dispatch(itemAdded(newCartItem(product({ id: 'p3', price: 60, stockQuantity: 5 }), 2)));

    const next = makeStore(loadPersistedState());
    const state = next.getState();
    expect(state.user.wishlist).toEqual(['p1']);
    expect(state.user.recentlyViewed).toEqual(['p2']);
    expect(state.cart.items).toHaveLength(1);
    expect(state.cart).toMatchObject({ itemCount: 2, subtotal: 120, shipping: 0, total: 129.6, isOpen: false });
  });

  it('ignores saved state that is missing, malformed or not ours', () => {
    expect(loadPersistedState()).toBeUndefined();
    localStorage.setItem('cartwise:state', '{not json');
    expect(loadPersistedState()).toBeUndefined();
    localStorage.setItem('cartwise:state', JSON.stringify({ version: 1, wishlist: [42], cartItems: [{ id: 'x' }] }));
    expect(loadPersistedState()).toMatchObject({ user: { wishlist: [] }, cart: { items: [] } });
  });
});
