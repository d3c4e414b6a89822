import { describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexRow } from './catalog-index.ts';

function row(seq: number, patch: Partial<IndexRow>): IndexRow {
  return {
    seq,
    name: `Product ${seq}`,
    description: '',
    tags: [],
    features: [],
    specifications: {},
    name_key: `product ${seq}`,
    category: 'Electronics',
    subcategory: 'Audio',
    brand: 'SoundMax',
    price_cents: 1000,
    rating: 4,
    review_count: 1,
    stock_quantity: 1,
    created_at: `2026-01-${String(seq).padStart(2, '0')}T00:00:00.000Z`,
    ...patch,
  };
}

const index = new CatalogIndex([
  row(1, { name_key: 'studio headphones', price_cents: 5000, rating: 4.6 }),
  row(2, { name_key: 'fitness watch', brand: 'FitTech', price_cents: 19999, rating: 3.9, stock_quantity: 0 }),
  row(3, { name_key: 'leather jacket', category: 'Fashion', brand: 'UrbanStyle', price_cents: 8900, rating: 4.2 }),
  row(4, { name_key: 'organic coffee', category: 'Food & Beverages', brand: 'EcoBrew', price_cents: 1850, rating: 2.5 }),
  row(5, { name_key: 'oled tv', brand: 'LuxVision', price_cents: 129999, rating: 4.8, review_count: 9 }),
]);
const seqs = (sort: Parameters<CatalogIndex['page']>[1], filters = {}, page = 1, pageSize = 10) =>
  index.page(index.match(filters), sort, page, pageSize);

describe('catalogue index', () => {
  it('counts each facet with every filter but its own', () => {
    const match = index.match({ category: 'Electronics', inStock: true });
    expect(match.totalCount).toBe(2);
    expect(match.facets.categories).toEqual([
      { value: 'Electronics', count: 2 },
      { value: 'Fashion', count: 1 },
      { value: 'Food & Beverages', count: 1 },
    ]);
    expect(match.facets.brands).toEqual([
      { value: 'LuxVision', count: 1 },
      { value: 'SoundMax', count: 1 },
    ]);
    // $50.00 starts the $50 – $100 band and is counted there only.
    expect(match.facets.priceBands.map((b) => b.count)).toEqual([0, 1, 0, 0, 1]);
    expect(match.facets.ratings).toEqual([
      { min: 4, count: 2 },
      { min: 3, count: 2 },
      { min: 2, count: 2 },
      { min: 1, count: 2 },
    ]);
  });

  it('matches nothing for a category or brand the catalogue lacks', () => {
    expect(index.match({ category: 'Books & Media' }).totalCount).toBe(0);
    expect(index.match({ brand: ['Nope'] }).totalCount).toBe(0);
    expect(index.match({ brand: ['Nope', 'EcoBrew'] }).totalCount).toBe(1);
  });

  it('pages through each sort with featured order breaking ties', () => {
    expect(seqs('featured-asc')).toEqual([1, 2, 3, 4, 5]);
    expect(seqs('price-asc')).toEqual([4, 1, 3, 2, 5]);
    expect(seqs('price-desc')).toEqual([5, 2, 3, 1, 4]);
    expect(seqs('name-asc')).toEqual([2, 3, 5, 4, 1]);
    expect(seqs('rating-desc')).toEqual([5, 1, 3, 2, 4]);
    expect(seqs('newest-desc')).toEqual([5, 4, 3, 2, 1]);
    expect(seqs('price-asc', {}, 2, 2)).toEqual([3, 2]);
    expect(seqs('price-asc', {}, 4, 2)).toEqual([]);
  });

  it("pages a search's matches in the search's own order, filtered", () => {
    // Rows of seqs 4, 1 and 3, as the text search ranked them.
    const ranked = Int32Array.from([3, 0, 2]);
    const search = { rows: Int32Array.from([0, 2, 3]), top: (k: number) => ranked.subarray(0, k) };
    const match = index.match({}, search);
    expect(match.totalCount).toBe(3);
    expect(index.page(match, 'relevance', 1, 10)).toEqual([4, 1, 3]);
    expect(index.page(match, 'relevance', 2, 2)).toEqual([3]);
    expect(index.page(index.match({ category: 'Electronics' }, search), 'relevance', 1, 10)).toEqual([1]);
    expect(index.page(match, 'price-asc', 1, 10)).toEqual([4, 1, 3]);
    // The facets count the search's matches only.
    expect(match.facets.brands).toEqual(expect.arrayContaining([{ value: 'EcoBrew', count: 1 }]));
    expect(match.facets.brands.map((b) => b.value)).not.toContain('LuxVision');
  });

  it('updates rows in place, keeping the sort orders no changed key moves', () => {
    const updated = new CatalogIndex([row(1, { price_cents: 300 }), row(2, { price_cents: 200 }), row(3, { price_cents: 100 })]);
    const byPrice = () => updated.page(updated.match({}), 'price-asc', 1, 10);
    expect(byPrice()).toEqual([3, 2, 1]);
    updated.update([row(2, { price_cents: 200, stock_quantity: 0 })]);
    expect(updated.match({ inStock: true }).totalCount).toBe(2);
    expect(byPrice()).toEqual([3, 2, 1]);
    updated.update([row(1, { price_cents: 50, brand: 'NewBrand' })]);
    expect(byPrice()).toEqual([1, 3, 2]);
    expect(updated.match({ brand: ['NewBrand'] }).totalCount).toBe(1);
    expect(updated.rowOf(4)).toBeUndefined();
  });

  it('keeps what was derived from the texts across updates that change none', () => {
    const updated = new CatalogIndex([row(1, {}), row(2, { category: 'Fashion' })]);
    const values = updated.facetValues();
    expect(values.categories).toEqual(expect.arrayContaining([{ name: 'Fashion', count: 1 }, { name: 'Electronics', count: 1 }]));
    updated.update([row(1, { stock_quantity: 0 })]);
    expect(updated.facetValues()).toBe(values);
    updated.update([row(1, { category: 'Fashion' })]);
    expect(updated.facetValues().categories).toEqual([{ name: 'Fashion', count: 2 }]);
  });

  it('rates popularity by rating, leaning to 3 stars while reviews are few', () => {
    const rated = new CatalogIndex([row(1, { rating: 5, review_count: 1000 }), row(2, { rating: 5, review_count: 1 }), row(3, { rating: 2, review_count: 1000 })]);
    expect(rated.popularity(0)).toBeGreaterThan(rated.popularity(1));
    expect(rated.popularity(1)).toBeGreaterThan(rated.popularity(2));
  });
});
