import type { ProductList } from '@cartwise/domain/catalogue/listing';
import type { Product } from '@cartwise/domain/catalogue/product';
import { createSelector } from '@reduxjs/toolkit';
import { selectFeaturedProducts, toSearchParams } from '@/features/products';
import { api } from '@/lib/api-client';
import { distinctRows, MERCHANDISING_ROWS, rowCandidateCount } from '../merchandising-rows';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The products a merchandising row (its index in MERCHANDISING_ROWS) picks from: the first of the list its query
     * asks for, as many as the rows and featured products above it could take (`rowCandidateCount`). An endpoint of
     * its own, not the list's `getProducts`, whose answers the products slice takes as the shopper's current listing.
     */
    getRowProducts: build.query<Product[], number>({
      query: (index) => `/products?${toSearchParams({ ...MERCHANDISING_ROWS[index]?.query, pageSize: rowCandidateCount(index) }).toString()}`,
      transformResponse: (body: ProductList) => body.products,
    }),
  }),
});

export const { useGetRowProductsQuery } = homeApi;

/** A list that has answered, or failed (nothing of it shown); undefined while it loads. */
const settled = (result: { data?: Product[]; isError: boolean }): readonly Product[] | undefined =>
  result.data ?? (result.isError ? [] : undefined);
const rowSelectors = MERCHANDISING_ROWS.map((_row, index) => homeApi.endpoints.getRowProducts.select(index));
/** The store's state as these selectors read it: the API's cache, with the products feature's endpoints and home's. */
type HomeState = Parameters<typeof selectFeaturedProducts>[0] & Parameters<(typeof rowSelectors)[number]>[0];

/**
 * What each row shows (`distinctRows`), once the featured products and every row have answered or failed; until
 * then undefined, so a row does not change its products under the shopper as the lists above it arrive.
 */
export const selectRowPicks = createSelector(
  [(state: HomeState) => selectFeaturedProducts(state), ...rowSelectors.map((select) => (state: HomeState) => select(state))],
  (featured, ...rows) => {
    const lists = [featured, ...rows].map(settled);
    if (lists.some((list) => list === undefined)) return undefined;
    const [shownFirst = [], ...rowLists] = lists as (readonly Product[])[];
    return distinctRows(shownFirst, rowLists);
  },
);

