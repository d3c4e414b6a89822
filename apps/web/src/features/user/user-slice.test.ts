import { RECENTLY_VIEWED_CAP } from '@cartwise/domain/policy';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { product } from '@/testing/fixtures';
import { mockApi } from '@/testing/test-utils';
import { shopperListsApi } from './api/shopper-lists-api';
import {
  initialUserState,
  productViewed,
  userCleared,
  userSet,
  userSlice,
  wishlistItemAdded,
  wishlistItemRemoved,
  wishlistItemToggled,
} from './user-slice';

const reduce = userSlice.reducer;

describe('user slice (spec §4)', () => {
  it('setting the user marks authenticated; clearing removes the user and marks unauthenticated', () => {
    const signedIn = reduce(initialUserState, userSet({ id: 'u1', email: 'ada@example.com' }));
    expect(signedIn).toMatchObject({ currentUser: { id: 'u1' }, isAuthenticated: true });

    const signedOut = reduce(signedIn, userCleared());
    expect(signedOut).toMatchObject({ currentUser: null, isAuthenticated: false });
  });

  it('adding to the wishlist is idempotent', () => {
    let state = reduce(initialUserState, wishlistItemAdded('p1'));
    state = reduce(state, wishlistItemAdded('p2'));
    state = reduce(state, wishlistItemAdded('p1'));
    expect(state.wishlist).toEqual(['p1', 'p2']);
  });

  it('removes from the wishlist by product id', () => {
    const state = reduce({ ...initialUserState, wishlist: ['p1', 'p2', 'p3'] }, wishlistItemRemoved('p2'));
    expect(state.wishlist).toEqual(['p1', 'p3']);
    expect(reduce(state, wishlistItemRemoved('absent')).wishlist).toEqual(['p1', 'p3']);
  });

  it('toggling adds a product that is not in the wishlist and removes one that is', () => {
    const added = reduce(initialUserState, wishlistItemToggled('p1'));
    expect(added.wishlist).toEqual(['p1']);
    expect(reduce(added, wishlistItemToggled('p1')).wishlist).toEqual([]);
  });

  it('recently viewed puts the product first without duplicates', () => {
    let state = reduce(initialUserState, productViewed('p1'));
    state = reduce(state, productViewed('p2'));
    state = reduce(state, productViewed('p1'));
    expect(state.recentlyViewed).toEqual(['p1', 'p2']);
  });

  it(`recently viewed keeps at most ${RECENTLY_VIEWED_CAP}`, () => {
    let state = initialUserState;
    for (let i = 1; i <= RECENTLY_VIEWED_CAP + 2; i++) state = reduce(state, productViewed(`p${i}`));
    expect(state.recentlyViewed).toHaveLength(RECENTLY_VIEWED_CAP);
    expect(state.recentlyViewed[0]).toBe(`p${RECENTLY_VIEWED_CAP + 2}`);
    expect(state.recentlyViewed).not.toContain('p1');
  });
});

describe('user slice mirrors the server lists', () => {
  it("takes the wishlist and recently viewed product ids from the server's answers", async () => {
    const one = product({ id: 'p1' });
    const two = product({ id: 'p2' });
    mockApi({
      '/api/wishlist': { body: { products: [two, one] } },
      '/api/recently-viewed': { body: { products: [one] } },
    });
    const store = makeStore();
    await store.dispatch(shopperListsApi.endpoints.getWishlist.initiate());
    await store.dispatch(shopperListsApi.endpoints.getRecentlyViewed.initiate());
    expect(store.getState().user).toMatchObject({ wishlist: ['p2', 'p1'], recentlyViewed: ['p1'] });
  });
});
