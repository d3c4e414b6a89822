import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../src/modules/catalog/generate.ts';
import { queryString } from './reference-listing.ts';
import { createTestApp, readDemoCatalog, type TestContext } from './test-app.ts';

type Query = Parameters<typeof queryString>[0];

/** Requests that exercise every parameter, alone and combined, over a catalogue. */
function requestsFor(products: readonly ProductInput[]): Query[] {
  const categories = [...new Set(products.map((p) => p.category))];
  const brands = [...new Set(products.map((p) => p.brand))];
  const subcategories = [...new Set(products.map((p) => p.subcategory ?? ''))].filter(Boolean);
  const words = [...new Set(products.flatMap((p) => p.name.split(/\s+/)).filter((w) => w.length >= 4))].slice(0, 12);
  const sorts = ['featured-asc', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'rating-desc', 'newest-desc'];
  const requests: Query[] = [{}, { pageSize: 100 }, { page: 3 }, { page: 999 }];
  sorts.forEach((sort, i) => requests.push({ sort, page: 1 + i, pageSize: 24 }));
  categories.forEach((category, i) => requests.push({ category, sort: sorts[i % sorts.length] }));
  subcategories.slice(0, 5).forEach((subcategory) => requests.push({ subcategory }));
  brands.slice(0, 6).forEach((brand, i) => requests.push({ brand: [brand, brands[i + 7] ?? brand], inStock: 'true' }));
  words.forEach((q, i) => {
    requests.push({ q });
    requests.push({ q: q.slice(1, 4).toUpperCase(), sort: sorts[i % sorts.length] });
  });
  requests.push({ q: 'ab' }, { q: 'x' }, { q: "men's" }, { q: '50%' });
  requests.push({ minPrice: 50, maxPrice: 100 }, { minPrice: 500 }, { maxPrice: 9.99 }, { rating: 4.5, sort: 'rating-desc' });
  requests.push({ category: categories[0], minPrice: 10, maxPrice: 200, rating: 3, inStock: 'true', sort: 'price-desc', page: 2 });
  return requests;
}

const generated: ProductInput[] = [...generateCatalog({ count: 3000, seed: 11 })];

describe.each([
  ['the demo catalogue', readDemoCatalog()],
  ['a generated catalogue', generated],
] as const)('SQLite and PostgreSQL agree on %s', (_name, products) => {
  let sqlite: TestContext;
  let postgres: TestContext;
  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([createTestApp('sqlite', products), createTestApp('postgres', products)]);
  });
  afterAll(async () => {
    await sqlite?.close();
    await postgres?.close();
  });

  it('gives the same products, order, counts and facets for every request', async () => {
    const requests = requestsFor(products);
    expect(requests.length).toBeGreaterThan(40);
    let nonEmpty = 0;
    for (const query of requests) {
      const url = `/api/products${queryString(query)}`;
      const [a, b] = await Promise.all([sqlite.app.inject(url), postgres.app.inject(url)]);
      expect(a.statusCode, url).toBe(200);
      expect(b.statusCode, url).toBe(200);
      expect(b.json(), url).toEqual(a.json());
      if (a.json().totalCount > 0) nonEmpty += 1;
    }
    // The comparison means something only if most requests find products.
    expect(nonEmpty).toBeGreaterThan(requests.length * 0.7);
  });

  it('gives the same categories and product pages', async () => {
    const [a, b] = await Promise.all([sqlite.app.inject('/api/categories'), postgres.app.inject('/api/categories')]);
    expect(b.json()).toEqual(a.json());
    for (const product of products.slice(0, 20)) {
      const url = `/api/products/${product.id}`;
      const [x, y] = await Promise.all([sqlite.app.inject(url), postgres.app.inject(url)]);
      expect(y.json(), url).toEqual(x.json());
    }
  });
});
