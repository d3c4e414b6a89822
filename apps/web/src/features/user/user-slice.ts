import { RECENTLY_VIEWED_CAP } from '@cartwise/domain/policy';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in shopper; its fields arrive with accounts (spec §3 leaves them unshown). */
export interface CurrentUser {
  id: string;
  email: string;
  name?: string;
}

export interface UserState {
  currentUser: CurrentUser | null;
  isAuthenticated: boolean;
  /** Product ids, kept on this device until the wishlist moves to the server. */
  wishlist: string[];
  /** Product ids, most recent first. */
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
      const id = action.payload;
      state.recentlyViewed = [id, ...state.recentlyViewed.filter((r) => r !== id)].slice(0, RECENTLY_VIEWED_CAP);
    },
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
