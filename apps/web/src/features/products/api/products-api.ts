import type { CategoryList, ProductList } from '@cartwise/domain/catalogue/listing';
import type { Product } from '@cartwise/domain/catalogue/product';
import { api } from '@/lib/api-client';
import { toSearchParams, type ListingQuery } from '../listing-query';

/** One category with its product count, as GET /api/categories answers. */
export type CategoryCount = CategoryList['categories'][number];

const listingUrl = (query: ListingQuery) => {
  const search = toSearchParams(query).toString();
  return search ? `/products?${search}` : '/products';
};

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The listing the shopper is looking at (home and /products); the products slice mirrors it. */
    getProducts: build.query<ProductList, ListingQuery>({
      query: listingUrl,
    }),
    /** Other product lists (related products): same endpoint, not the shopper's current listing. */
    getRelatedProducts: build.query<ProductList, ListingQuery>({
      query: listingUrl,
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
    }),
    getCategories: build.query<CategoryCount[], void>({
      query: () => '/categories',
      transformResponse: (body: CategoryList) => body.categories,
    }),
  }),
});

export const { useGetProductsQuery, useGetRelatedProductsQuery, useGetProductQuery, useGetCategoriesQuery } =
  productsApi;
