import type { Facets } from '@cartwise/domain/catalogue/facets';
import type { Product } from '@cartwise/domain/catalogue/product';
import { api } from '@/lib/api-client';
import { toSearchParams, type ListingQuery } from '../listing-query';

export interface ProductListing {
  products: Product[];
  totalCount: number;
  currentPage: number;
  totalPages: number;
  pageSize: number;
  facets: Facets;
}

export interface CategoryCount {
  name: string;
  count: number;
}

const listingUrl = (query: ListingQuery) => {
  const search = toSearchParams(query).toString();
  return search ? `/products?${search}` : '/products';
};

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The listing the shopper is looking at (home and /products); the products slice mirrors it. */
    getProducts: build.query<ProductListing, ListingQuery>({
      query: listingUrl,
    }),
    /** Other product lists (related products): same endpoint, not the shopper's current listing. */
    getRelatedProducts: build.query<ProductListing, ListingQuery>({
      query: listingUrl,
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
    }),
    getCategories: build.query<CategoryCount[], void>({
      query: () => '/categories',
      transformResponse: (body: { categories: CategoryCount[] }) => body.categories,
    }),
  }),
});

export const { useGetProductsQuery, useGetRelatedProductsQuery, useGetProductQuery, useGetCategoriesQuery } =
  productsApi;
