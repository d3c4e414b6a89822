import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { cartApi } from './api/cart-api';

/** A cart change the server refused: what to tell the shopper, and the line it was about. */
export interface CartProblem {
  message: string;
  itemId?: string;
}

/**
 * What the browser keeps of the cart: whether the drawer is open, and the last change the server
 * refused. The cart itself (lines, totals, coupon) is the server's: `api/cart-api.ts`.
 */
export interface CartState {
  isOpen: boolean;
  problem: CartProblem | null;
}

export const initialCartState: CartState = { isOpen: false, problem: null };

const UNREACHABLE = 'The shop could not be reached. Your cart is as it was; please try again.';
const LINE_GONE = 'That item was taken out of your cart in another tab or window.';

const { addCartItem, updateCartItem, removeCartItem, clearCart, removeCoupon } = cartApi.endpoints;

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    opened(state) {
      state.isOpen = true;
    },
    closed(state) {
      state.isOpen = false;
    },
    toggled(state) {
      state.isOpen = !state.isOpen;
    },
    problemDismissed(state) {
      state.problem = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(
        isAnyOf(addCartItem.matchPending, updateCartItem.matchPending, removeCartItem.matchPending, clearCart.matchPending, removeCoupon.matchPending),
        (state) => {
          state.problem = null;
        },
      )
      .addMatcher(addCartItem.matchRejected, (state, action) => {
        const name = action.meta.arg.originalArgs.preview?.name;
        state.problem = {
          message: apiErrorMessage(action.payload ?? action.error, name ? `'${name}' could not be added. ${UNREACHABLE}` : UNREACHABLE),
        };
      })
      .addMatcher(isAnyOf(updateCartItem.matchRejected, removeCartItem.matchRejected), (state, action) => {
        const arg = action.meta.arg.originalArgs;
        // A line another tab or window removed: the cart is read again (cart-api.ts), and a removal did
        // what the shopper wanted.
        if (apiErrorStatus(action.payload) === 404) {
          state.problem = typeof arg === 'string' ? null : { message: LINE_GONE };
          return;
        }
        state.problem = {
          message: apiErrorMessage(action.payload ?? action.error, UNREACHABLE),
          itemId: typeof arg === 'string' ? arg : arg.itemId,
        };
      })
      .addMatcher(isAnyOf(clearCart.matchRejected, removeCoupon.matchRejected), (state, action) => {
        state.problem = { message: apiErrorMessage(action.payload ?? action.error, UNREACHABLE) };
      });
  },
  selectors: {
    selectCartIsOpen: (state) => state.isOpen,
    selectCartProblem: (state) => state.problem,
  },
});

export const { opened, closed, toggled, problemDismissed } = cartSlice.actions;
export const { selectCartIsOpen, selectCartProblem } = cartSlice.selectors;
