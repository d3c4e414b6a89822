import type { ApplyCoupon, CartResponse, UpdateCartItem } from '@cartwise/domain/cart/schemas';
import { current } from '@reduxjs/toolkit';
import { api } from '@/lib/api-client';
import {
  cartAfterAdd,
  cartAfterQuantity,
  cartAfterRemove,
  cartWithoutCoupon,
  EMPTY_CART,
  type AddCartItemArg,
} from '../cart-changes';

/** The tag of the shopper's cart: invalidate it when something else changed the cart (an order placed). */
export const CART_TAG = 'Cart';

const cartQueryApi = api.enhanceEndpoints({ addTagTypes: [CART_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The shopper's cart, kept on the server; every change below answers the whole cart and lands here. */
    getCart: build.query<CartResponse, void>({
      query: () => '/cart',
      providesTags: [CART_TAG],
    }),
  }),
});

interface LifecycleApi {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: CartResponse }>;
  requestId: string;
}

/** The last cart change started in each store (keyed by its getState), whose answer is the one to show. */
const latestChange = new WeakMap<object, string>();

/**
 * Shows the change at once (optimistic update), then the server's answer; on an error the change is
 * undone and the cart read again. While several changes are in flight only the answer to the last one is
 * shown (it includes the earlier ones), so quick clicks do not flicker back through intermediate carts.
 */
function applyOptimistically<Arg>(change?: (cart: CartResponse, arg: Arg) => CartResponse) {
  return async (arg: Arg, { dispatch, getState, queryFulfilled, requestId }: LifecycleApi) => {
    latestChange.set(getState, requestId);
    const patch = change
      ? (dispatch(cartQueryApi.util.updateQueryData('getCart', undefined, (draft) => change(current(draft), arg))) as {
          undo: () => void;
        })
      : undefined;
    try {
      const { data } = await queryFulfilled;
      if (latestChange.get(getState) === requestId) dispatch(cartQueryApi.util.upsertQueryData('getCart', undefined, data));
    } catch {
      // Undo what was shown and read the cart again: the server may have changed it meanwhile.
      if (patch) {
        patch.undo();
        dispatch(cartQueryApi.util.invalidateTags([CART_TAG]));
      }
    }
  };
}

export const cartApi = cartQueryApi.injectEndpoints({
  endpoints: (build) => ({
    /** Adds a product; `preview` (name, price, image, maxQuantity) lets its line show before the answer. */
    addCartItem: build.mutation<CartResponse, AddCartItemArg>({
      query: ({ preview: _preview, ...body }) => ({ url: '/cart/items', method: 'POST', body }),
      onQueryStarted: applyOptimistically(cartAfterAdd),
    }),
    updateCartItem: build.mutation<CartResponse, UpdateCartItem & { itemId: string }>({
      query: ({ itemId, ...body }) => ({ url: `/cart/items/${encodeURIComponent(itemId)}`, method: 'PATCH', body }),
      onQueryStarted: applyOptimistically((cart, { itemId, quantity }) => cartAfterQuantity(cart, itemId, quantity)),
    }),
    removeCartItem: build.mutation<CartResponse, string>({
      query: (itemId) => ({ url: `/cart/items/${encodeURIComponent(itemId)}`, method: 'DELETE' }),
      onQueryStarted: applyOptimistically(cartAfterRemove),
    }),
    clearCart: build.mutation<CartResponse, void>({
      query: () => ({ url: '/cart', method: 'DELETE' }),
      onQueryStarted: applyOptimistically(() => EMPTY_CART),
    }),
    /** Only the server knows a coupon: the discount shows when it answers, or its 400 says why not. */
    applyCoupon: build.mutation<CartResponse, ApplyCoupon>({
      query: (body) => ({ url: '/cart/coupon', method: 'PUT', body }),
      onQueryStarted: applyOptimistically(),
    }),
    removeCoupon: build.mutation<CartResponse, void>({
      query: () => ({ url: '/cart/coupon', method: 'DELETE' }),
      onQueryStarted: applyOptimistically(cartWithoutCoupon),
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddCartItemMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useClearCartMutation,
  useApplyCouponMutation,
  useRemoveCouponMutation,
} = cartApi;
