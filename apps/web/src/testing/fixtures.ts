import { computeFacets } from '@cartwise/domain/catalogue/facets';
import type { Product } from '@cartwise/domain/catalogue/product';
import { product as domainProduct } from '@cartwise/domain/catalogue/test-products';
import type { ProductList } from '@cartwise/domain/catalogue/listing';

/** A product as the API answers it (the domain's test product without its featured position). */
export function product(overrides: Partial<Product> & { id: string }): Product {
  const { position: _position, ...rest } = domainProduct(overrides);
  return rest;
}

/** A page of a listing as GET /api/products answers it, its facets counted from the products on it. */
export function listing(products: Product[], overrides: Partial<ProductList> = {}): ProductList {
  return {
    products,
    totalCount: products.length,
    currentPage: 1,
    totalPages: 1,
    pageSize: 12,
    facets: computeFacets(products, {}),
    ...overrides,
  };
}
