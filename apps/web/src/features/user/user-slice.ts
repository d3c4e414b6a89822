import { recentlyViewedAfter } from '@cartwise/domain/cart/shopper-lists';
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { shopperListsApi } from './api/shopper-lists-api';

/** The signed-in shopper; its fields arrive with accounts (spec §3 leaves them unshown). */
export interface CurrentUser {
  id: string;
  email: string;
  name?: string;
}

export interface UserState {
  currentUser: CurrentUser | null;
  isAuthenticated: boolean;
  /**
   * Product ids, mirroring the server's wishlist whenever it answers. The server is the source of truth:
   * screens read it through `shopper-lists-api.ts`.
   */
  wishlist: string[];
  /** Product ids, most recent first, mirroring the server's recently viewed list. */
  recentlyViewed: string[];
  loading: boolean;
  error: string | null;
}

export const initialUserState: UserState = {
  currentUser: null,
  isAuthenticated: false,
  wishlist: [],
  recentlyViewed: [],
  loading: false,
  error: null,
};

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    userSet(state, action: PayloadAction<CurrentUser>) {
      state.currentUser = action.payload;
      state.isAuthenticated = true;
    },
    userCleared(state) {
      state.currentUser = null;
      state.isAuthenticated = false;
    },
    wishlistItemAdded(state, action: PayloadAction<string>) {
      if (!state.wishlist.includes(action.payload)) state.wishlist.push(action.payload);
    },
    wishlistItemRemoved(state, action: PayloadAction<string>) {
      state.wishlist = state.wishlist.filter((id) => id !== action.payload);
    },
    wishlistItemToggled(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.wishlist = state.wishlist.includes(id) ? state.wishlist.filter((w) => w !== id) : [...state.wishlist, id];
    },
    productViewed(state, action: PayloadAction<string>) {
      state.recentlyViewed = recentlyViewedAfter(state.recentlyViewed, action.payload);
    },
  },
  extraReducers: (builder) => {
    const { getWishlist, addToWishlist, removeFromWishlist, getRecentlyViewed, recordView } = shopperListsApi.endpoints;
    builder
      .addMatcher(isAnyOf(getWishlist.matchFulfilled, addToWishlist.matchFulfilled, removeFromWishlist.matchFulfilled), (state, action) => {
        state.wishlist = action.payload.products.map((product) => product.id);
      })
      .addMatcher(isAnyOf(getRecentlyViewed.matchFulfilled, recordView.matchFulfilled), (state, action) => {
        state.recentlyViewed = action.payload.products.map((product) => product.id);
      });
  },
  selectors: {
    selectWishlist: (state) => state.wishlist,
    selectWishlistCount: (state) => state.wishlist.length,
    selectRecentlyViewed: (state) => state.recentlyViewed,
  },
});

export const { userSet, userCleared, wishlistItemAdded, wishlistItemRemoved, wishlistItemToggled, productViewed } =
  userSlice.actions;
export const { selectWishlist, selectWishlistCount, selectRecentlyViewed } = userSlice.selectors;
