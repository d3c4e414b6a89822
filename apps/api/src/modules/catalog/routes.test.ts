import { categoriesSchema, productListSchema, relatedProductsSchema } from '@cartwise/domain/catalogue/listing';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { errorResponseSchema } from '@cartwise/domain/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogRepository } from './repository.ts';
import { createTestApp, ENGINES, readDemoCatalog, type TestContext } from '../../../test/test-app.ts';
import { asStoredProducts, queryString, referenceListing } from '../../../test/reference-listing.ts';

const demo = readDemoCatalog();
const stored = asStoredProducts(demo);

type Query = Parameters<typeof queryString>[0];

describe.each(ENGINES)('catalogue API on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, demo, { imageHosts: ['cdn.dummyjson.com'] });
  });
  afterAll(async () => ctx?.close());

  async function list(query: Query = {}) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products${queryString(query)}` });
    // Every answer has exactly the documented shape.
    if (res.statusCode === 200) expect(productListSchema.strict().parse(res.json())).toEqual(res.json());
    else expect(errorResponseSchema.parse(res.json())).toEqual(res.json());
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }

  /** Every product a search matches, in relevance order, without filters: the search engine's own answer. */
  async function searched(q: string): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const { body } = await list({ q, sort: 'relevance', page, pageSize: 100 });
      ids.push(...body.products.map((p: { id: string }) => p.id));
      if (page >= body.totalPages) return ids;
    }
  }

  /**
   * The API's answer must equal the domain rules applied to the demo catalogue; with a search, to the products
   * the search matched (filters, facets, sorts and pages compose with the search).
   */
  async function expectMatchesReference(query: Query) {
    const { status, body } = await list(query);
    expect(status).toBe(200);
    const expected = referenceListing(stored, query, typeof query.q === 'string' ? await searched(query.q) : undefined);
    expect({
      ids: body.products.map((p: { id: string }) => p.id),
      totalCount: body.totalCount,
      totalPages: body.totalPages,
      facets: body.facets,
    }).toEqual(expected);
    return body;
  }

  it('lists the first page of 12 in featured order with paging fields and facets', async () => {
    const { status, body, headers } = await list();
    expect(status).toBe(200);
    expect(body.products).toHaveLength(12);
    expect(body.products[0].id).toBe(demo[0]!.id);
    expect(body).toMatchObject({ totalCount: 194, currentPage: 1, totalPages: 17, pageSize: 12 });
    expect(body.facets.categories).toContainEqual({ value: 'Electronics', count: 38 });
    expect(headers['cache-control']).toContain('max-age');
    await expectMatchesReference({});
  });

  it('answers products with every spec field and money in dollars', async () => {
    const { body } = await list({ q: 'AirPods Max' });
    const airpods = body.products[0];
    expect(airpods).toMatchObject({ id: 'dj-101', price: 549.99, originalPrice: 637.08, discount: 14, inStock: true });
    expect(Object.keys(airpods).sort()).toEqual(
      ['brand', 'category', 'createdAt', 'description', 'discount', 'features', 'id', 'images', 'inStock', 'name',
        'originalPrice', 'price', 'rating', 'reviewCount', 'specifications', 'stockQuantity', 'subcategory', 'tags',
        'thumbnail', 'updatedAt'].sort(),
    );
  });

  it('filters by exact category and subcategory', async () => {
    const body = await expectMatchesReference({ category: 'Fashion', pageSize: 100 });
    expect(body.totalCount).toBe(49);
    expect(body.products.every((p: ProductInput) => p.category === 'Fashion')).toBe(true);
    expect((await list({ category: 'fashion' })).body.totalCount).toBe(0);
    const laptops = await expectMatchesReference({ subcategory: 'Laptops' });
    expect(laptops.totalCount).toBe(5);
  });

  it('filters by one brand or several (OR)', async () => {
    const one = await expectMatchesReference({ brand: 'Apple', pageSize: 100 });
    expect(one.products.every((p: ProductInput) => p.brand === 'Apple')).toBe(true);
    const two = await expectMatchesReference({ brand: ['Apple', 'Samsung'], pageSize: 100 });
    expect(new Set(two.products.map((p: ProductInput) => p.brand))).toEqual(new Set(['Apple', 'Samsung']));
    expect(two.totalCount).toBeGreaterThan(one.totalCount);
  });

  it('filters by an inclusive price range', async () => {
    const edge = demo.find((p) => p.price === 9.99)!;
    const body = await expectMatchesReference({ minPrice: 9.99, maxPrice: 9.99, pageSize: 100 });
    expect(body.products.map((p: ProductInput) => p.id)).toContain(edge.id);
    expect(body.products.every((p: ProductInput) => p.price === 9.99)).toBe(true);
    await expectMatchesReference({ minPrice: 50, maxPrice: 100 });
    await expectMatchesReference({ minPrice: 500, sort: 'price-asc' });
  });

  it('filters by minimum rating and stock', async () => {
    const rated = await expectMatchesReference({ rating: 4.5, pageSize: 100 });
    expect(rated.products.every((p: ProductInput) => (p.rating ?? 0) >= 4.5)).toBe(true);
    const inStock = await expectMatchesReference({ inStock: 'true', pageSize: 100 });
    expect(inStock.totalCount).toBe(190);
    expect((await list({ inStock: 'false' })).body.totalCount).toBe(194);
  });

  it('filters to the products on sale, alone, with others and in a search, the facets counted among them', async () => {
    const onSale = await expectMatchesReference({ onSale: 'true', pageSize: 100 });
    expect(onSale.totalCount).toBe(stored.filter((p) => p.originalPrice !== undefined && p.originalPrice > p.price).length);
    expect(onSale.totalCount).toBeGreaterThan(0);
    expect(onSale.totalCount).toBeLessThan(stored.length);
    expect(onSale.products.every((p: { price: number; originalPrice?: number }) => p.originalPrice !== undefined && p.originalPrice > p.price)).toBe(true);
    // The filter is part of what a list's counts are kept by: the unfiltered list still counts every product.
    expect((await list({})).body.totalCount).toBe(194);
    await expectMatchesReference({ onSale: 'true', category: 'Electronics', sort: 'price-asc' });
    await expectMatchesReference({ onSale: 'true', inStock: 'true', rating: 4 });
    await expectMatchesReference({ q: 'watch', onSale: 'true' });
    expect((await list({ onSale: 'false' })).body.totalCount).toBe(194);
    const bad = await list({ onSale: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ field: 'onSale', message: "must be 'true' or 'false'" }]);
  });

  it('searches whole words of every field case-insensitively, and filters, sorts and pages what it found', async () => {
    const byName = await expectMatchesReference({ q: 'mascara' });
    expect(byName.products[0].name).toContain('Mascara');
    expect((await list({ q: 'MASCARA' })).body.products).toEqual(byName.products);
    expect((await expectMatchesReference({ q: 'essence' })).totalCount).toBeGreaterThan(0);
    const byCategory = await expectMatchesReference({ q: 'beverages', pageSize: 50 });
    expect(byCategory.products.filter((p: ProductInput) => p.category === 'Food & Beverages').length).toBeGreaterThanOrEqual(27);
    // A word, not a fragment: 'phon' is in no word as a whole.
    expect((await list({ q: 'phon' })).body.products.every((p: ProductInput) => /\bphon/i.test(`${p.name} ${p.description} ${p.subcategory}`))).toBe(true);
    await expectMatchesReference({ q: 'watch', inStock: 'true' });
    await expectMatchesReference({ q: 'steel', category: 'Home & Garden', sort: 'price-desc' });
    await expectMatchesReference({ q: 'apple', brand: 'Apple', minPrice: 100, sort: 'name-asc' });
    expect((await list({ q: 'zzzqqq' })).body).toMatchObject({ totalCount: 0, totalPages: 0, products: [] });
  });

  it('reads price limits said in the search as the price filter, the tighter of them and the one asked for', async () => {
    const prices = (body: { products: ProductInput[] }) => body.products.map((p) => p.price);
    const words = await list({ q: 'laptop', pageSize: 50 });
    const under = await list({ q: 'laptop under $1,500', pageSize: 50 });
    expect(under.body.searched).toEqual({ query: 'laptop', corrected: false, dropped: [], price: { maxPrice: 1499.99 } });
    // The laptops the words find, within the limit: no product matched for holding "1500" or "under".
    expect(under.body.products.map((p: ProductInput) => p.id)).toEqual(words.body.products.filter((p: ProductInput) => p.price < 1500).map((p: ProductInput) => p.id));
    expect(under.body.totalCount).toBeGreaterThan(0);
    expect(under.body.totalCount).toBeLessThan(words.body.totalCount);
    const range = await list({ q: 'watch between 100 and 300', maxPrice: 200 });
    expect(range.body.searched.price).toEqual({ minPrice: 100, maxPrice: 200 });
    expect(prices(range.body).every((price) => price >= 100 && price <= 200)).toBe(true);
    // A limit alone lists everything within it; one nothing is within is kept, as the filter would be.
    const cheap = await list({ q: 'under $5', pageSize: 100 });
    expect(cheap.body.searched).toEqual({ query: '', corrected: false, dropped: [], price: { maxPrice: 4.99 } });
    expect(cheap.body.totalCount).toBe(stored.filter((p) => p.price < 5).length);
    expect((await list({ q: 'laptop under 10' })).body).toMatchObject({ totalCount: 0, searched: { query: 'laptop', price: { maxPrice: 9.99 } } });
    // A number with a unit is no price.
    expect((await list({ q: 'iphone 12' })).body.searched?.price).toBeUndefined();
  });

  it('finds a search of several words in any order, a plural by its singular, and small words left out', async () => {
    const iphoneCase = 'iPhone 12 Silicone Case with MagSafe Plum';
    for (const q of ['iphone case', 'case iphone', 'iphone cases', 'a case for an iphone']) {
      const body = await expectMatchesReference({ q });
      expect(body.products.map((p: ProductInput) => p.name), q).toContain(iphoneCase);
    }
    // The words may be in different fields: 'apple' is the brand, 'laptop' the subcategory.
    expect((await expectMatchesReference({ q: 'laptops apple' })).products.map((p: ProductInput) => p.name)).toContain(
      'Apple MacBook Pro 14 Inch Space Grey',
    );
    // Relevance pages through one order: page 2 goes on where page 1 ended.
    const [first, second, all] = await Promise.all(
      [{ page: 1, pageSize: 5 }, { page: 2, pageSize: 5 }, { page: 1, pageSize: 10 }].map((paging) =>
        expectMatchesReference({ q: 'apple', sort: 'relevance', ...paging }),
      ),
    );
    expect([...first!.products, ...second!.products].map((p: ProductInput) => p.id)).toEqual(all!.products.map((p: ProductInput) => p.id));
  });

  it('orders a search by relevance: name matches before matches elsewhere', async () => {
    const body = await expectMatchesReference({ q: 'apple', pageSize: 50 });
    const firstNonName = body.products.findIndex((p: ProductInput) => !p.name.toLowerCase().includes('apple'));
    expect(firstNonName).toBeGreaterThan(0);
    expect(body.products.slice(firstNonName).some((p: ProductInput) => p.name.toLowerCase().includes('apple'))).toBe(false);
  });

  it.each(['featured-asc', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'rating-desc', 'newest-desc'])(
    'sorts by %s',
    async (sort) => {
      const body = await expectMatchesReference({ sort, pageSize: 100, page: 2 });
      expect(body.products.length).toBe(94);
    },
  );

  it('sorts names A to Z and prices low to high as a shopper reads them', async () => {
    const names = (await list({ sort: 'name-asc', pageSize: 100 })).body.products.map((p: ProductInput) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const prices = (await list({ sort: 'price-asc', pageSize: 100 })).body.products.map((p: ProductInput) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages with page and pageSize, and answers an empty page past the end', async () => {
    const body = await expectMatchesReference({ page: 3, pageSize: 5 });
    expect(body).toMatchObject({ currentPage: 3, pageSize: 5, totalPages: 39 });
    const past = await list({ page: 40, pageSize: 5 });
    expect(past.body).toMatchObject({ products: [], totalCount: 194, currentPage: 40 });
  });

  it('counts facets for the query with the other filters applied', async () => {
    const wide = await expectMatchesReference({ category: 'Electronics', minPrice: 100 });
    // The category facet ignores the category filter: other categories stay visible with their counts.
    expect(wide.facets.categories.length).toBeGreaterThan(3);
    const body = await expectMatchesReference({ category: 'Electronics', brand: 'Apple', rating: 4, minPrice: 100, maxPrice: 2000 });
    // The brand facet ignores the brand filter: other Electronics brands stay visible.
    expect(body.facets.brands.map((b: { value: string }) => b.value)).toContain('Samsung');
    expect(body.facets.priceBands.map((b: { id: string }) => b.id)).toEqual(['0-50', '50-100', '100-200', '200-500', '500+']);
    expect(body.facets.ratings.map((r: { min: number }) => r.min)).toEqual([4, 3, 2, 1]);
    await expectMatchesReference({ q: 'watch', brand: 'Rolex', rating: 4 });
  });

  it.each([
    ['sort', { sort: 'cheapest' }],
    ['minPrice', { minPrice: -1 }],
    ['maxPrice', { maxPrice: 'ten' }],
    ['page', { page: 0 }],
    ['pageSize', { pageSize: 1000 }],
    ['rating', { rating: 'abc' }],
    ['rating', { rating: 6 }],
    ['inStock', { inStock: 'yes' }],
    ['maxPrice', { minPrice: 100, maxPrice: 50 }],
    ['minPrice', { minPrice: 10.001 }],
  ] as [string, Query][])('rejects a bad %s with a 400 naming the field', async (field, query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_error');
    expect(body.error.message).toContain(field);
    expect(body.error.details).toContainEqual(expect.objectContaining({ field }));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('says which limit a number passed, not that it is no number', async () => {
    for (const [field, value, limit] of [['page', 100_001, 100_000], ['maxPrice', 10_000_001, 10_000_000]] as const) {
      const { status, body } = await list({ [field]: value });
      expect(status).toBe(400);
      expect(body.error.details).toContainEqual({ field, message: `must be at most ${limit}` });
    }
  });

  it('answers one product by id and 404 for an unknown id', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/products/dj-101' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: 'dj-101', name: 'Apple AirPods Max Silver', price: 549.99 });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/products/nope-42' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: "Product 'nope-42' was not found" } });
  });

  async function related(id: string, query = '') {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}/related${query}` });
    if (res.statusCode === 200) expect(relatedProductsSchema.strict().parse(res.json())).toEqual(res.json());
    else expect(errorResponseSchema.parse(res.json())).toEqual(res.json());
    return { status: res.statusCode, body: res.json(), ids: (res.json().products ?? []).map((p: { id: string }) => p.id) };
  }

  it('relates a product to its subcategory first, those sharing the most words first, then its category, never itself', async () => {
    // Laptops has five products: the two others named "... Pro" before the two that share only the kind.
    const laptop = await related('dj-80');
    expect(new Set(laptop.ids.slice(0, 2))).toEqual(new Set(['dj-78', 'dj-79']));
    expect(new Set(laptop.ids.slice(2))).toEqual(new Set(['dj-81', 'dj-82']));
    // Wireless earphones among the mobile accessories (chargers, speakers): the other wireless earphones first.
    expect((await related('dj-107')).ids[0]).toBe('dj-100');

    // Tablets has three: the Samsung tablet like it, the other tablet, then Electronics, the most alike first.
    const tablet = await related('dj-160');
    expect(tablet.status).toBe(200);
    expect(tablet.ids.slice(0, 2)).toEqual(['dj-161', 'dj-159']);
    expect(tablet.body.products.map((p: { category: string }) => p.category)).toEqual(Array(4).fill('Electronics'));
    expect(tablet.body.products.slice(2).map((p: { name: string }) => p.name)).toEqual([expect.stringContaining('Samsung Galaxy'), expect.stringContaining('Samsung Galaxy')]);
  });

  it('answers as many related products as asked for, up to what the category holds', async () => {
    expect((await related('dj-160', '?limit=1')).ids).toEqual(['dj-161']);
    const automotive = stored.filter((p) => p.category === 'Automotive');
    const all = await related(automotive[0]!.id, '?limit=24');
    expect(all.ids).toHaveLength(automotive.length - 1);
    expect(new Set(all.ids)).toEqual(new Set(automotive.slice(1).map((p) => p.id)));
  });

  it('answers 404 for an unknown product and 400 for a limit out of range', async () => {
    expect(await related('nope-42')).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found', message: "Product 'nope-42' was not found" } },
    });
    for (const limit of ['0', '25', 'abc', '2.5']) {
      const res = await related('dj-160', `?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.error.details).toEqual([{ field: 'limit', message: expect.any(String) }]);
    }
  });

  it('lists categories with counts, a picture of one of their products in stock and their subcategories', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(categoriesSchema.strict().parse(res.json())).toEqual(res.json());
    const categories: { name: string; count: number; image: string; subcategories: { name: string; count: number }[] }[] = res.json().categories;
    expect(categories.map(({ name, count }) => ({ name, count }))).toEqual([
      { name: 'Automotive', count: 10 },
      { name: 'Beauty & Health', count: 13 },
      { name: 'Electronics', count: 38 },
      { name: 'Fashion', count: 49 },
      { name: 'Food & Beverages', count: 27 },
      { name: 'Home & Garden', count: 40 },
      { name: 'Sports & Outdoors', count: 17 },
    ]);
    for (const category of categories) {
      const own = stored.filter((p) => p.category === category.name);
      expect(own.filter((p) => p.stockQuantity > 0).map((p) => p.thumbnail), category.name).toContain(category.image);
      const subcategories = new Map<string, number>();
      for (const p of own) if (p.subcategory) subcategories.set(p.subcategory, (subcategories.get(p.subcategory) ?? 0) + 1);
      expect(category.subcategories, category.name).toEqual(
        [...subcategories].map(([name, count]) => ({ name, count })).sort((a, b) => (a.name < b.name ? -1 : 1)),
      );
    }
    expect(categories.find((c) => c.name === 'Electronics')!.subcategories.length).toBeGreaterThan(1);
  });

  it('lists a chosen category\'s subcategories with counts, the chosen one\'s siblings too', async () => {
    const electronics = (await expectMatchesReference({ category: 'Electronics' })).facets.subcategories;
    expect(electronics.length).toBeGreaterThan(1);
    const [first, second] = electronics;
    const chosen = (await expectMatchesReference({ category: 'Electronics', subcategory: first.value })).facets.subcategories;
    expect(chosen).toEqual(electronics);
    expect((await list({ category: 'Electronics', subcategory: second.value })).body.totalCount).toBe(second.count);
    expect((await list({})).body.facets.subcategories).toEqual([]);
  });

  it('sees catalogue changes at once although totals and facets are cached', async () => {
    const before = (await list({ category: 'Automotive' })).body.totalCount;
    await ctx.repository.upsert([
      {
        ...(await import('@cartwise/domain/catalogue/product')).productInputSchema.parse({
          id: 'test-car-wax',
          name: 'Carnauba Car Wax',
          price: 19.99,
          category: 'Automotive',
          brand: 'ShineCo',
          images: ['/images/placeholder.svg'],
          stockQuantity: 3,
        }),
      },
    ]);
    expect((await list({ category: 'Automotive' })).body.totalCount).toBe(before + 1);
  });

  it('patches the products an update changed (an order taking stock) without reading the whole catalogue again', async () => {
    const [sellsOut, getsCheap] = demo.filter((p) => p.stockQuantity! > 0).slice(3, 5).map((p) => p.id!);
    const inStockBefore = (await list({ inStock: true, pageSize: 1 })).body.totalCount;
    const indexRows = vi.spyOn(CatalogRepository.prototype, 'indexRows');
    try {
      await ctx.db.kysely.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', sellsOut!).execute();
      await ctx.db.kysely.updateTable('products').set({ price_cents: 1 }).where('id', '=', getsCheap!).execute();
      expect((await list({ inStock: true, pageSize: 1 })).body.totalCount).toBe(inStockBefore - 1);
      expect((await list({ q: demo.find((p) => p.id === sellsOut)!.name, inStock: true })).body.products.map((p: { id: string }) => p.id)).not.toContain(sellsOut);
      // The price moved a sort key: the price order follows it.
      expect((await list({ sort: 'price-asc', pageSize: 1 })).body.products[0].id).toBe(getsCheap);
      expect((await list({ maxPrice: 0.01 })).body.totalCount).toBe(1);
      // Only the changed rows were read, never the whole catalogue.
      expect(indexRows).toHaveBeenCalled();
      for (const call of indexRows.mock.calls) expect(call[0]?.length).toBeLessThanOrEqual(2);
    } finally {
      indexRows.mockRestore();
    }
  });

  it("keeps a list's counts through an order that leaves a product in stock, and moves them when one sells out", async () => {
    const product = demo.filter((p) => p.stockQuantity! > 2 && !p.options?.length)[6]!;
    const filters = { inStock: true, category: product.category, pageSize: 100 };
    const before = (await list(filters)).body;
    await ctx.db.kysely.updateTable('products').set({ stock_quantity: 1 }).where('id', '=', product.id!).execute();
    const after = (await list(filters)).body;
    expect(after.totalCount).toBe(before.totalCount);
    expect(after.facets).toEqual(before.facets);
    expect(after.products.find((p: { id: string }) => p.id === product.id)).toMatchObject({ stockQuantity: 1, inStock: true });
    await ctx.db.kysely.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', product.id!).execute();
    const soldOut = (await list(filters)).body;
    expect(soldOut.totalCount).toBe(before.totalCount - 1);
    expect(soldOut.products.map((p: { id: string }) => p.id)).not.toContain(product.id);
  });

  it('finds a word a description edit added, in a filtered search asked before the edit', async () => {
    const product = demo.filter((p) => p.stockQuantity! > 0 && !p.options?.length)[9]!;
    const search = { q: 'zephyrine', category: product.category };
    expect((await list(search)).body.totalCount).toBe(0);
    await ctx.db.kysely.updateTable('products').set({ description: `${product.description} Zephyrine finish.` }).where('id', '=', product.id!).execute();
    expect((await list(search)).body.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  it('ranks a search asking for cheap things by the prices as they are now, after a price edit', async () => {
    const cheapest = async () => (await list({ q: 'cheap smartphone', sort: 'relevance', pageSize: 3 })).body.products as { id: string; price: number }[];
    const before = await cheapest();
    expect(before.map((p) => p.price)).toEqual([...before.map((p) => p.price)].sort((a, b) => a - b));
    await ctx.db.kysely.updateTable('products').set({ price_cents: 999_999 }).where('id', '=', before[0]!.id).execute();
    const after = await cheapest();
    expect(after.map((p) => p.id)).not.toContain(before[0]!.id);
    expect(after[0]!.id).toBe(before[1]!.id);
  });
});

describe.each(ENGINES)('hyphenated searches on %s', (engine) => {
  const template = demo.find((p) => p.category === 'Electronics')!;
  const product = (id: string, name: string, description = 'A useful thing.'): ProductInput => ({
    ...template, id, name, description, brand: 'Hyphen Test',
  });
  // In featured order; written the ways real catalogues write the same word.
  const catalogue = [
    product('wifi-1', 'Dual-Band WiFi Router'),
    product('wifi-2', 'Mesh Wi Fi System, 4pack'),
    product('wifi-3', 'Smart Plug', 'Works over Wi-Fi; no hub needed.'),
    product('wifi-4', 'Wireless Fitness Tracker', 'Syncs with your phone.'),
    product('usbc-1', 'Anker USBC to USB A Cable'),
    product('usbc-2', 'Anker USB-C Cable'),
    product('usbc-3', 'USB Car Charger', 'Charges over USB-C.'),
    product('usb-1', 'USB Flash Drive, 4-Pack', 'Each fits a micro USB cable.'),
    product('usb-2', 'USB Car Charger, 2 Ports', 'Charges two phones over USB cables.'),
    product('case-1', 'Defender Case for iPhone', 'A rugged phone case.'),
    product('case-2', 'Slim Case for Galaxy S7 Phones'),
    product('ereader-1', 'Kindle E-Reader'),
    product('ereader-2', 'Kobo eReader Sleeve'),
  ];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, catalogue);
  });
  afterAll(async () => ctx?.close());

  /** The ids the API finds for a search. */
  async function found(q: string, sort?: string) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products${queryString({ q, sort, pageSize: 50 })}` });
    expect(res.statusCode).toBe(200);
    return res.json().products.map((p: { id: string }) => p.id);
  }

  it('finds a hyphenated word written with the hyphen, nothing or (two characters at each end) a space', async () => {
    // The name holding it earlier first ("Mesh Wi Fi …" at its second word, "Dual-Band WiFi …" at its third).
    expect(await found('wi-fi')).toEqual(['wifi-2', 'wifi-1', 'wifi-3']);
    // Then the other Wi-Fi products, matching fewer words (a short result is topped up).
    expect(await found('WI-FI router')).toEqual(['wifi-1', 'wifi-2', 'wifi-3']);
    expect(await found('e-readers')).toEqual(['ereader-1', 'ereader-2']);
    expect(await found('4-pack')).toEqual(['usb-1', 'wifi-2']);
    expect(await found('usb-c')).toEqual(['usbc-1', 'usbc-2', 'usbc-3']);
  });

  it('finds a word the catalogue writes with a hyphen or split, typed whole or split', async () => {
    expect(await found('wifi', 'featured-asc')).toEqual(['wifi-1', 'wifi-2', 'wifi-3']);
    expect(await found('Wi-Fi router', 'featured-asc')).toEqual(['wifi-1', 'wifi-2', 'wifi-3']);
    expect(await found('usbc', 'featured-asc')).toEqual(['usbc-1', 'usbc-2', 'usbc-3']);
    expect(await found('ereaders', 'featured-asc')).toEqual(['ereader-1', 'ereader-2']);
    // Typed split, the two short words are read joined too; "Wireless Fitness" holds neither as a word.
    expect(await found('wi fi', 'featured-asc')).toEqual(['wifi-1', 'wifi-2', 'wifi-3']);
    // A name writing the word otherwise ranks with the names that hold it, before a description.
    expect((await found('wifi system'))[0]).toBe('wifi-2');
    expect(await found('wifi')).toEqual(['wifi-2', 'wifi-1', 'wifi-3']);
  });

  it('does not join a typed word to a longer word the catalogue writes after a space', async () => {
    // "usbc" would be inside "USB Car Charger" and "USB cables" with the spaces dropped: only the charger
    // that says USB-C is one.
    // The other charger follows only as a product matching fewer words (a short result is topped up).
    expect(await found('usbc charger', 'featured-asc')).toEqual(['usbc-3', 'usb-2']);
    expect(await found('usbc cables', 'featured-asc')).toEqual(['usbc-1', 'usbc-2', 'usbc-3']);
  });

  it('ranks names with the search as typed first', async () => {
    // The charger that says USB-C follows, matching fewer words.
    expect(await found('usb-c cable', 'relevance')).toEqual(['usbc-2', 'usbc-1', 'usbc-3']);
    expect(await found('usb-c', 'name-asc')).toEqual(['usbc-2', 'usbc-1', 'usbc-3']);
  });

  it('reads a hyphen between words of four letters or more as a space', async () => {
    // "Phones" in a name outranks "phone" in a description.
    expect(await found('phone-case')).toEqual(['case-2', 'case-1']);
    // Typed apart, the two words match the same first; a short result is then topped up with either word.
    expect((await found('phone case')).slice(0, 2)).toEqual(await found('phone-case'));
  });
});
