import { hasSessionMarker } from '@cartwise/domain/accounts/session-marker';
import { accountApi, SHOPPER_TAGS } from '@/features/account/api/account-api';
import { cartApi } from '@/features/cart/api/cart-api';
import { EMPTY_CART } from '@/features/cart/cart-changes';
import { shopperListsApi } from '@/features/user/api/shopper-lists-api';
import type { AppStore } from './store';

/**
 * A browser without the session marker (`document.cookie`) holds no shopper session, so the server would
 * answer an empty cart, wishlist and recently-viewed list and nobody signed in. The store starts with
 * those answers, and the page does not ask for them after hydrating: on a first visit that is three or
 * four requests, and the work of their answers, fewer while the page starts (ADR 0013). Whatever the
 * shopper then does (a heart, Add to Cart, signing in) asks the server as before. Returns whether it did.
 */
export function startGuestShopper(store: AppStore, cookies: string): boolean {
  if (hasSessionMarker(cookies)) return false;
  const empty = { products: [] };
  store.dispatch(cartApi.util.upsertQueryEntries([{ endpointName: 'getCart', arg: undefined, value: EMPTY_CART }]));
  store.dispatch(accountApi.util.upsertQueryEntries([{ endpointName: 'getMe', arg: undefined, value: null }]));
  store.dispatch(
    shopperListsApi.util.upsertQueryEntries([
      { endpointName: 'getWishlist', arg: undefined, value: empty },
      { endpointName: 'getRecentlyViewed', arg: undefined, value: empty },
    ]),
  );
  return true;
}

/**
 * When the shopper comes back to this tab or window after leaving it, what the server keeps for them (the
 * cart, the lists, who is signed in, orders) is read again if they have a session: another tab may have
 * changed it. Only what is on screen is asked for. Returns a function that stops listening.
 */
export function refreshShopperOnReturn(store: AppStore, win: Window = window): () => void {
  let away = false;
  const left = () => {
    away = true;
  };
  const returned = () => {
    if (!away || win.document.visibilityState !== 'visible') return;
    away = false;
    if (hasSessionMarker(win.document.cookie)) store.dispatch(accountApi.util.invalidateTags([...SHOPPER_TAGS]));
  };
  const onVisibility = () => (win.document.visibilityState === 'visible' ? returned() : left());
  win.addEventListener('blur', left);
  win.addEventListener('focus', returned);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('blur', left);
    win.removeEventListener('focus', returned);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
