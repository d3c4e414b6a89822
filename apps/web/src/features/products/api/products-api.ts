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

/** How many related products a product page shows. */
export const RELATED_PRODUCTS = 4;

/**
 * The listing the product page's related products come from: its category, best rated first, one more
 * than shown in case the product itself is among them. The page and its route loader ask the same.
 */
export const relatedProductsQuery = (product: Pick<Product, 'category'>): ListingQuery => ({
  category: product.category,
  sort: 'rating-desc',
  pageSize: RELATED_PRODUCTS + 1,
});

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
