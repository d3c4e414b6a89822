import type { CategoryList, ProductList, RelatedProducts } from '@cartwise/domain/catalogue/listing';
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
const RELATED_PRODUCTS = 4;

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The listing the shopper is looking at (home and /products); the products slice mirrors it. */
    getProducts: build.query<ProductList, ListingQuery>({
      query: listingUrl,
    }),
    /** A product's related products (those sharing the most words with it, its subcategory's first), by its id. */
    getRelatedProducts: build.query<Product[], string>({
      query: (id) => `/products/${encodeURIComponent(id)}/related?limit=${RELATED_PRODUCTS}`,
      transformResponse: (body: RelatedProducts) => body.products,
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
    }),
    /** Home's featured products: those the owner chose, else the catalogue's first, in stock first. */
    getFeaturedProducts: build.query<Product[], void>({ query: () => '/featured-products' }),
    getCategories: build.query<CategoryCount[], void>({
      query: () => '/categories',
      transformResponse: (body: CategoryList) => body.categories,
    }),
  }),
});

export const { useGetProductsQuery, useGetRelatedProductsQuery, useGetProductQuery, useGetCategoriesQuery, useGetFeaturedProductsQuery } =
  productsApi;

/** The featured products as last read (home's merchandising rows skip what they show). */
export const selectFeaturedProducts = productsApi.endpoints.getFeaturedProducts.select();
