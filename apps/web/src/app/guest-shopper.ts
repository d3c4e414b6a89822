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
 *
 * A page the server drew for a request without a session already holds these answers (`seedGuestShopper`
 * in `entry-server.tsx`, ADR 0040): they are not put in again, which would give the header, the cards'
 * hearts and the account menu new objects and so draw them again, synchronously, right after hydrating.
 */
export function startGuestShopper(store: AppStore, cookies: string): boolean {
  if (hasSessionMarker(cookies)) return false;
  seedGuestShopper(store);
  return true;
}

/** Puts a guest's answers (an empty cart and lists, nobody signed in) in the store, those it does not hold yet. */
export function seedGuestShopper(store: AppStore): void {
  // These endpoints take no argument: an entry of the endpoint is the one the page reads.
  const queries = Object.values(store.getState().api.queries);
  const missing = (endpoint: string) => !queries.some((entry) => entry?.endpointName === endpoint && entry.status === 'fulfilled');
  const empty = { products: [] };
  if (missing('getCart')) {
    store.dispatch(cartApi.util.upsertQueryEntries([{ endpointName: 'getCart', arg: undefined, value: EMPTY_CART }]));
  }
  if (missing('getMe')) {
    store.dispatch(accountApi.util.upsertQueryEntries([{ endpointName: 'getMe', arg: undefined, value: null }]));
  }
  const lists = [
    { endpointName: 'getWishlist' as const, arg: undefined, value: empty },
    { endpointName: 'getRecentlyViewed' as const, arg: undefined, value: empty },
  ].filter(({ endpointName }) => missing(endpointName));
  if (lists.length > 0) store.dispatch(shopperListsApi.util.upsertQueryEntries(lists));
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
