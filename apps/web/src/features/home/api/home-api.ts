import type { ProductList } from '@cartwise/domain/catalogue/listing';
import type { Product } from '@cartwise/domain/catalogue/product';
import { toSearchParams, type ListingQuery } from '@/features/products';
import { api } from '@/lib/api-client';
import { ROW_PRODUCTS } from '../merchandising-rows';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A merchandising row's products: the first of the list the query asks for. An endpoint of its own, not the
     * list's `getProducts`, whose answers the products slice takes as the shopper's current listing.
     */
    getRowProducts: build.query<Product[], ListingQuery>({
      query: (query) => `/products?${toSearchParams({ ...query, pageSize: ROW_PRODUCTS }).toString()}`,
      transformResponse: (body: ProductList) => body.products,
    }),
  }),
});

export const { useGetRowProductsQuery } = homeApi;
