import { describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexRow } from './catalog-index.ts';

function row(seq: number, patch: Partial<IndexRow>): IndexRow {
  return {
    seq,
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

  it('ranks name matches first for relevance', () => {
    const rows = index.maskOf([1, 3, 4]); // say the search text 'co' appears in these products
    const match = index.match({}, { q: 'CO', terms: ['co'], rows });
    expect(match.totalCount).toBe(3);
    expect(index.page(match, 'relevance', 1, 10)).toEqual([4, 1, 3]);
  });

  it('ranks the whole phrase in a name first, then every word in a name, then matches elsewhere', () => {
    // 'leather jacket' (3) has the phrase; 'studio headphones' (1) neither word; say all three matched.
    const shuffled = new CatalogIndex([
      row(1, { name_key: 'studio headphones' }),
      row(2, { name_key: 'jacket of black leather' }),
      row(3, { name_key: 'leather jacket' }),
    ]);
    const match = shuffled.match({}, { q: 'Leather  Jacket', terms: ['leather', 'jacket'], rows: shuffled.maskOf([1, 2, 3]) });
    expect(shuffled.page(match, 'relevance', 1, 10)).toEqual([3, 2, 1]);
    expect(shuffled.page(match, 'relevance', 2, 1)).toEqual([2]);
  });

  it('patches updated rows into a copy, keeping sorts valid and leaving the original as it was', () => {
    expect(seqs('price-asc')).toEqual([4, 1, 3, 2, 5]); // builds the price order on the original
    const restocked = index.withUpdates([row(2, { name_key: 'fitness watch', brand: 'FitTech', price_cents: 19999, rating: 3.9, stock_quantity: 4 })])!;
    expect(restocked.match({ inStock: true }).totalCount).toBe(5);
    expect(index.match({ inStock: true }).totalCount).toBe(4);

    const cheaper = restocked.withUpdates([row(5, { name_key: 'oled tv', brand: 'NewBrand', price_cents: 100, rating: 4.8, review_count: 9 })])!;
    expect(cheaper.page(cheaper.match({}), 'price-asc', 1, 10)).toEqual([5, 4, 1, 3, 2]);
    expect(cheaper.match({ brand: ['NewBrand'] }).totalCount).toBe(1);
    // $18.50 and the TV now at $1.00 are under $50; the headphones at $50.00 are not.
    expect(cheaper.match({}).facets.priceBands[0]!.count).toBe(2);
    expect(seqs('price-asc')).toEqual([4, 1, 3, 2, 5]);
    expect(index.match({ brand: ['LuxVision'] }).totalCount).toBe(1);

    // A product the index does not hold was added: the caller rebuilds instead.
    expect(index.withUpdates([row(6, {})])).toBeUndefined();
  });

  it("corrects a misspelt search with the catalogue's words, kept across updates that change no text", () => {
    const words = index.vocabulary();
    expect(words.closest('hedphones')).toBe('headphones');
    expect(words.closest('luxvison')).toBe('luxvision');
    const restocked = index.withUpdates([row(2, { name_key: 'fitness watch', brand: 'FitTech', price_cents: 19999, rating: 3.9, stock_quantity: 4 })])!;
    expect(restocked.vocabulary()).toBe(words);
    // A renamed product brings its words: the copy builds its own.
    const renamed = index.withUpdates([row(2, { name_key: 'running tracker', brand: 'FitTech', price_cents: 19999, rating: 3.9, stock_quantity: 0 })])!;
    expect(renamed.vocabulary().closest('runing')).toBe('running');
    expect(index.vocabulary().closest('runing')).toBeUndefined();
  });
});
