import type { ShopperProducts } from '@cartwise/domain/cart/shopper-lists';
import type { Product } from '@cartwise/domain/catalogue/product';
import { createSelector, current } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { api } from '@/lib/api-client';

const WISHLIST_TAG = 'Wishlist';
const RECENTLY_VIEWED_TAG = 'RecentlyViewed';

const listsQueryApi = api.enhanceEndpoints({ addTagTypes: [WISHLIST_TAG, RECENTLY_VIEWED_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The wishlist's products, most recently added first. */
    getWishlist: build.query<ShopperProducts, void>({
      query: () => '/wishlist',
      providesTags: [WISHLIST_TAG],
    }),
    /** Recently viewed products, most recent first. */
    getRecentlyViewed: build.query<ShopperProducts, void>({
      query: () => '/recently-viewed',
      providesTags: [RECENTLY_VIEWED_TAG],
    }),
  }),
});

type Patch = { undo: () => void };

interface LifecycleApi {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: ShopperProducts }>;
  requestId: string;
}

/** The last wishlist change started in each store (keyed by its getState), whose answer is the one to show. */
const latestChange = new WeakMap<object, string>();

/**
 * Shows the wishlist change at once, then the server's list; on an error the change is undone and the list
 * read again. While several changes are in flight only the answer to the last one is shown (it includes the
 * earlier ones): hearts removed one after another do not come back for a moment as earlier answers land.
 */
function changeWishlist<Arg>(change: (products: Product[], arg: Arg) => Product[]) {
  return async (arg: Arg, { dispatch, getState, queryFulfilled, requestId }: LifecycleApi) => {
    latestChange.set(getState, requestId);
    const patch = dispatch(
      listsQueryApi.util.updateQueryData('getWishlist', undefined, (draft) => ({ products: change(current(draft).products, arg) })),
    ) as Patch;
    try {
      const { data } = await queryFulfilled;
      if (latestChange.get(getState) === requestId) dispatch(listsQueryApi.util.upsertQueryData('getWishlist', undefined, data));
    } catch {
      patch.undo();
      dispatch(listsQueryApi.util.invalidateTags([WISHLIST_TAG]));
    }
  };
}

export const shopperListsApi = listsQueryApi.injectEndpoints({
  endpoints: (build) => ({
    /** Adds a product to the wishlist (idempotent); it shows first at once. */
    addToWishlist: build.mutation<ShopperProducts, Product>({
      query: (product) => ({ url: `/wishlist/${encodeURIComponent(product.id)}`, method: 'PUT' }),
      onQueryStarted: changeWishlist((products, product: Product) => [product, ...products.filter((p) => p.id !== product.id)]),
    }),
    /** Removes a product from the wishlist (idempotent). */
    removeFromWishlist: build.mutation<ShopperProducts, string>({
      query: (productId) => ({ url: `/wishlist/${encodeURIComponent(productId)}`, method: 'DELETE' }),
      onQueryStarted: changeWishlist((products, productId: string) => products.filter((p) => p.id !== productId)),
    }),
    /** Records a view of a product page; the answer is the new recently viewed list. */
    recordView: build.mutation<ShopperProducts, string>({
      query: (productId) => ({ url: '/recently-viewed', method: 'POST', body: { productId } }),
      async onQueryStarted(_productId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(listsQueryApi.util.upsertQueryData('getRecentlyViewed', undefined, data));
        } catch {
          // A view that could not be recorded only leaves the list as it was.
        }
      },
    }),
  }),
});

export const {
  useGetWishlistQuery,
  useGetRecentlyViewedQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
  useRecordViewMutation,
} = shopperListsApi;

const EMPTY_IDS: ReadonlySet<string> = new Set();
const selectWishlistResult = shopperListsApi.endpoints.getWishlist.select();
/** The ids on the wishlist as last read or changed; none before it has been read. */
export const selectWishlistIds = createSelector(selectWishlistResult, ({ data }) =>
  data ? new Set(data.products.map((product) => product.id)) : EMPTY_IDS,
);

/**
 * Whether a product is on the wishlist. A component re-renders only when that answer changes, not when
 * the list is read or something else on it changes: a page of cards is not drawn again for each.
 */
export function useIsWishlisted(productId: string): boolean {
  return useSelector((state: ListsRootState) => selectWishlistIds(state).has(productId));
}

/** Whether a product is on the wishlist in a store's state (the app's store holds this API). */
export function wishlistHas(state: unknown, productId: string): boolean {
  return selectWishlistIds(state as ListsRootState).has(productId);
}

type ListsRootState = Parameters<typeof selectWishlistResult>[0];
