import { trendingScore } from '@cartwise/domain/catalogue/trending';
import { matchesFilters } from '@cartwise/domain/catalogue/filters';
import { productInputSchema, type Product } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDb, readDemoCatalog } from '../../../test/test-app.ts';
import { SAMPLE_PRODUCTS } from '../../db/seed/sample-products.ts';
import { CatalogRepository } from './repository.ts';
import { CatalogService, type RankedFilters } from './service.ts';

const onSale = (p: Product) => p.originalPrice !== undefined && p.originalPrice > p.price;
const discount = (p: Product) => (p.originalPrice ? (p.originalPrice - p.price) / p.originalPrice : -Infinity);

/** What the assistant's look-ups must answer, from every product in featured order: the filters, then the order, ties featured. */
function reference(all: readonly Product[], filters: RankedFilters, order: 'popular' | 'discount'): string[] {
  const score = order === 'popular' ? (p: Product) => trendingScore(p.rating, p.reviewCount) : discount;
  return all
    .map((p, position) => ({ p, position, score: score(p) }))
    .filter(({ p }) => matchesFilters(p, filters) && (!filters.onSale || onSale(p)))
    .sort((a, b) => (b.score > a.score ? 1 : b.score < a.score ? -1 : a.position - b.position))
    .map(({ p }) => p.id);
}

describe.each(ENGINES)('the assistant look-ups of the catalogue service on %s', (engine) => {
  let close: () => Promise<void>;
  let repository: CatalogRepository;
  let catalog: CatalogService;
  let all: Product[];
  let inputs: ReturnType<typeof productInputSchema.parse>[];

  beforeAll(async () => {
    const opened = await openTestDb(engine);
    close = opened.close;
    repository = new CatalogRepository(opened.db);
    inputs = [...SAMPLE_PRODUCTS, ...readDemoCatalog()].map((p) => productInputSchema.parse(p));
    await repository.upsert(inputs);
    catalog = new CatalogService(repository);
    all = await repository.findBySeqs(Array.from({ length: await repository.count() }, (_, i) => i + 1));
  });
  afterAll(async () => close?.());

  const filterSets: RankedFilters[] = [{}, { onSale: true }, { category: 'Electronics' }, { onSale: true, maxPrice: 50 }, { brand: ['Apple', 'Samsung'], inStock: true }, { rating: 4.5 }];

  it('ranks by popularity and by biggest discount, filtered, ties in featured order, and pages through one ranking', async () => {
    for (const filters of filterSets) {
      for (const order of ['popular', 'discount'] as const) {
        const expected = reference(all, filters, order);
        const whole = await catalog.ranked(filters, order, all.length, 0);
        expect(whole.products.map((p) => p.id), `${order} ${JSON.stringify(filters)}`).toEqual(expected);
        expect(whole.totalCount).toBe(expected.length);
        const second = await catalog.ranked(filters, order, 4, 4);
        expect(second.products.map((p) => p.id)).toEqual(expected.slice(4, 8));
        expect(second.totalCount).toBe(expected.length);
      }
    }
  });

  it("ranks in the product list's orders as the product list does, and keeps only products on sale with onSale", async () => {
    for (const sort of ['featured-asc', 'price-asc', 'price-desc', 'rating-desc', 'newest-desc', 'name-asc'] as const) {
      for (const filters of [{}, { category: 'Electronics', minPrice: 20 }]) {
        const list = await catalog.list({ ...filters, sort, page: 1, pageSize: all.length });
        const ranked = await catalog.ranked(filters, sort, all.length, 0);
        expect(ranked.products.map((p) => p.id), sort).toEqual(list.products.map((p) => p.id));
        expect(ranked.totalCount).toBe(list.totalCount);
        const sale = await catalog.ranked({ ...filters, onSale: true }, sort, all.length, 0);
        expect(sale.products.map((p) => p.id)).toEqual(list.products.filter(onSale).map((p) => p.id));
      }
    }
  });

  it('finds the products with given names (lower case), with the filters, in the order asked', async () => {
    const phones = all.filter((p) => p.category === 'Electronics').slice(0, 12);
    const names = [...phones.map((p) => p.name.toLowerCase()), 'no such product'];
    expect((await catalog.byNames(names)).map((p) => p.id)).toEqual(phones.map((p) => p.id));
    const cheap = await catalog.byNames(names, { maxPrice: 100 }, 'price-asc');
    expect(cheap.map((p) => p.id)).toEqual(
      phones.filter((p) => p.price <= 100).sort((a, b) => a.price - b.price || phones.indexOf(a) - phones.indexOf(b)).map((p) => p.id),
    );
    const popular = await catalog.byNames(names, {}, 'popular');
    expect(popular.map((p) => p.id)).toEqual(reference(phones, {}, 'popular'));
    expect(await catalog.byNames([])).toEqual([]);
  });

  it('sees a price change at once: a product put on sale is on sale, and leaves the sale when its price is back', async () => {
    const plain = all.find((p) => !onSale(p) && p.price > 10)!;
    const source = inputs.find((p) => p.id === plain.id)!;
    const input = (extra: object) => productInputSchema.parse({ ...source, ...extra });
    await repository.upsert([input({ price: 1, originalPrice: plain.price })]);
    const sale = await catalog.ranked({ onSale: true }, 'discount', 1, 0);
    expect(sale.products.map((p) => p.id)).toEqual([plain.id]);
    await repository.upsert([input({ originalPrice: undefined })]);
    const after = await catalog.ranked({ onSale: true }, 'discount', all.length, 0);
    expect(after.products.map((p) => p.id)).not.toContain(plain.id);
  });

  it("counts the catalogue's categories, subcategories and brands", async () => {
    const values = await catalog.facetValues();
    const count = <K extends keyof Product>(key: K, value: Product[K]) => all.filter((p) => p[key] === value).length;
    for (const c of values.categories) expect(c.count).toBe(count('category', c.name));
    for (const b of values.brands) expect(b.count).toBe(count('brand', b.name));
    expect(values.subcategories.reduce((n, s) => n + s.count, 0)).toBe(all.filter((p) => p.subcategory !== '').length);
  });
});
