import { computeFacets } from '@cartwise/domain/catalogue/facets';
import { matchesFilters } from '@cartwise/domain/catalogue/filters';
import type { Product } from '@cartwise/domain/catalogue/product';
import { describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexRow, type IndexVariant } from './catalog-index.ts';

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
    original_price_cents: null,
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

describe('catalogue index, filtered lists visiting their own rows', () => {
  // A few hundred products over few values, so that every way through `match` (a subcategory's rows, a category's
  // or brands' rows with the facet's other values from the other filter, from the catalogue's counts or from a
  // pass over every row) meets filters that keep some rows and filters that keep none.
  const categories = ['Electronics', 'Fashion', 'Home', 'Toys'];
  const brands = ['SoundMax', 'FitTech', 'UrbanStyle', 'EcoBrew', 'LuxVision', 'Nimbus'];
  let state = 11;
  const rand = () => (state = (state * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const rows = Array.from({ length: 400 }, (_, k) => {
    const category = pick(categories);
    return row(k + 1, {
      name_key: `product ${(k * 7919) % 400}`,
      category,
      subcategory: `${category} ${pick(['A', 'B', 'C'])}`,
      brand: pick(brands),
      price_cents: 100 + Math.floor(rand() * 60_000),
      rating: Math.round(rand() * 50) / 10,
      review_count: Math.floor(rand() * 50),
      stock_quantity: rand() < 0.3 ? 0 : 3,
    });
  }).map((r, k) => ({ ...r, original_price_cents: k % 3 === 0 ? r.price_cents + 500 : k % 7 === 0 ? r.price_cents : null }));
  const big = new CatalogIndex(rows);

  /** The facets as the domain defines them: each counts the rows passing every filter but its own. */
  function reference(f: { category?: string; subcategory?: string; brand?: string[]; minPrice?: number; maxPrice?: number; rating?: number; inStock?: boolean; onSale?: boolean }) {
    const passes = (r: IndexRow, skip: string) =>
      (skip === 'category' || f.category === undefined || r.category === f.category) &&
      (skip === 'subcategory' || f.subcategory === undefined || r.subcategory === f.subcategory) &&
      (skip === 'brand' || !f.brand?.length || f.brand.includes(r.brand)) &&
      (skip === 'price' || ((f.minPrice === undefined || r.price_cents >= f.minPrice * 100) && (f.maxPrice === undefined || r.price_cents <= f.maxPrice * 100))) &&
      (skip === 'rating' || f.rating === undefined || r.rating >= f.rating) &&
      (!f.inStock || r.stock_quantity > 0) &&
      (!f.onSale || (r.original_price_cents !== null && r.original_price_cents > r.price_cents));
    const count = (skip: string, key: (r: IndexRow) => string) => {
      const counts = new Map<string, number>();
      for (const r of rows) if (passes(r, skip)) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
      return counts;
    };
    return {
      total: rows.filter((r) => passes(r, '')).length,
      categories: count('category', (r) => r.category),
      // Only with a category chosen: its subcategories.
      subcategories: f.category === undefined ? new Map() : count('subcategory', (r) => r.subcategory),
      brands: count('brand', (r) => r.brand),
      ratings: [4, 3, 2, 1].map((min) => rows.filter((r) => passes(r, 'rating') && r.rating >= min).length),
      featured: rows.filter((r) => passes(r, '')).map((r) => r.seq),
    };
  }

  it('counts the facets and pages as the domain rules say, whichever rows it visits', () => {
    for (let t = 0; t < 300; t++) {
      const filters: Parameters<typeof reference>[0] = {};
      if (rand() < 0.5) filters.category = rand() < 0.05 ? 'Garden' : pick(categories);
      if (rand() < 0.15) filters.subcategory = `${filters.category ?? pick(categories)} ${pick(['A', 'B'])}`;
      if (rand() < 0.4) filters.brand = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => (rand() < 0.1 ? 'Unknown' : pick(brands)));
      if (rand() < 0.3) filters.minPrice = Math.floor(rand() * 300);
      if (rand() < 0.3) filters.maxPrice = Math.floor(rand() * 600);
      if (rand() < 0.3) filters.rating = pick([1, 2, 3, 4, 4.5]);
      if (rand() < 0.3) filters.inStock = true;
      if (rand() < 0.25) filters.onSale = true;
      const match = big.match(filters);
      const expected = reference(filters);
      expect(match.totalCount, JSON.stringify(filters)).toBe(expected.total);
      expect(new Map(match.facets.categories.map((c) => [c.value, c.count])), JSON.stringify(filters)).toEqual(expected.categories);
      expect(new Map(match.facets.brands.map((c) => [c.value, c.count])), JSON.stringify(filters)).toEqual(expected.brands);
      expect(new Map(match.facets.subcategories.map((c) => [c.value, c.count])), JSON.stringify(filters)).toEqual(expected.subcategories);
      expect(match.facets.ratings.map((r) => r.count)).toEqual(expected.ratings);
      const page = 1 + Math.floor(rand() * 3);
      expect(big.page(match, 'featured-asc', page, 7)).toEqual(expected.featured.slice((page - 1) * 7, page * 7));
    }
  });

  it('keeps the in-stock counts right as stock changes', () => {
    const changing = new CatalogIndex(rows);
    changing.match({ category: 'Home' }); // builds the per-value rows and counts
    const sold = rows.filter((r) => r.category === 'Home' && r.stock_quantity > 0).slice(0, 5).map((r) => ({ ...r, stock_quantity: 0 }));
    changing.update(sold);
    const inStock = rows.filter((r) => r.stock_quantity > 0 && !sold.some((s) => s.seq === r.seq));
    const byCategory = new Map<string, number>();
    for (const r of inStock) byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + 1);
    const match = changing.match({ category: 'Home', inStock: true });
    expect(new Map(match.facets.categories.map((c) => [c.value, c.count]))).toEqual(byCategory);
  });
});

describe('catalogue index: option values (ADR 0019)', () => {
  const rand = (() => {
    let a = 7;
    return () => {
      a = (a * 1103515245 + 12345) % 2147483648;
      return a / 2147483648;
    };
  })();
  const sizes = ['S', 'M', 'L', 'XL'];
  const colours = ['Red', 'Blue', 'Black'];
  const rows: IndexRow[] = Array.from({ length: 300 }, (_, k) => {
    const kind = rand();
    const variants: IndexVariant[] | undefined =
      kind < 0.4
        ? undefined
        : sizes.flatMap((size) =>
            (kind < 0.7 ? [undefined] : colours).flatMap((colour) =>
              rand() < 0.3 ? [] : [{ options: colour ? { Size: size, Colour: colour } : ({ Size: size } as Record<string, string>), stock_quantity: rand() < 0.3 ? 0 : 2 }],
            ),
          );
    const live = variants?.length ? variants : undefined;
    return row(k + 1, {
      category: rand() < 0.5 ? 'Fashion' : 'Sports',
      brand: rand() < 0.5 ? 'UrbanStyle' : 'RunFast',
      price_cents: 1000 + Math.floor(rand() * 9000),
      stock_quantity: live ? live.reduce((sum, v) => sum + v.stock_quantity, 0) : rand() < 0.3 ? 0 : 3,
      ...(live && { variants: live }),
    });
  });
  const optionIndex = new CatalogIndex(rows);
  /** The same products as the domain's reference sees them. */
  const products = rows.map((r) => {
    const names = r.variants ? Object.keys(r.variants[0]!.options) : [];
    return {
      id: String(r.seq),
      category: r.category,
      subcategory: r.subcategory,
      brand: r.brand,
      price: r.price_cents / 100,
      rating: r.rating,
      inStock: r.stock_quantity > 0,
      ...(r.variants && {
        options: names.map((name) => ({ name, values: [...new Set(r.variants!.map((v) => v.options[name]!))] })),
        variants: r.variants.map((v) => ({ options: v.options, inStock: v.stock_quantity > 0 })),
      }),
    } as unknown as Product;
  });

  it('filters on one variant holding every chosen value and counts each option as the domain does', () => {
    for (let t = 0; t < 80; t++) {
      const option: string[] = [];
      if (rand() < 0.6) option.push(`Size:${sizes[Math.floor(rand() * 4)]}`);
      if (rand() < 0.3) option.push(`Size:${sizes[Math.floor(rand() * 4)]}`);
      if (rand() < 0.5) option.push(`Colour:${colours[Math.floor(rand() * 3)]}`);
      const filters = {
        option,
        ...(rand() < 0.4 && { category: 'Fashion' }),
        ...(rand() < 0.3 && { brand: ['RunFast'] }),
        ...(rand() < 0.3 && { maxPrice: 60 }),
        ...(rand() < 0.4 && { inStock: true }),
      };
      const match = optionIndex.match(filters);
      const expected = computeFacets(products.filter(() => true), filters);
      const total = products.filter((p) => matchesFilters(p, filters)).length;
      expect(match.totalCount, JSON.stringify(filters)).toBe(total);
      expect(match.facets.options, JSON.stringify(filters)).toEqual(expected.options);
      expect(match.facets.brands, JSON.stringify(filters)).toEqual(expected.brands);
      expect(match.facets.categories, JSON.stringify(filters)).toEqual(expected.categories);
      expect(match.facets.subcategories, JSON.stringify(filters)).toEqual(expected.subcategories);
      expect(match.facets.priceBands, JSON.stringify(filters)).toEqual(expected.priceBands);
    }
  });

  it('lists sizes small to large and leaves products without options out of the option facet', () => {
    const match = optionIndex.match({});
    expect(match.facets.options.map((o) => o.name)).toEqual(['Size', 'Colour']);
    expect(match.facets.options[0]!.values.map((v) => v.value)).toEqual(sizes);
    expect(match.facets.options[1]!.values.map((v) => v.value)).toEqual(['Black', 'Blue', 'Red']);
    expect(optionIndex.match({ option: ['Size:M'] }).totalCount).toBeLessThan(rows.filter((r) => r.variants).length);
  });

  it('follows a variant selling out', () => {
    const changing = new CatalogIndex(rows);
    const target = rows.find((r) => r.variants?.some((v) => v.options.Size === 'S' && v.stock_quantity > 0))!;
    const before = changing.match({ option: ['Size:S'], inStock: true }).totalCount;
    const soldOut = target.variants!.map((v) => (v.options.Size === 'S' ? { ...v, stock_quantity: 0 } : v));
    changing.update([{ ...target, variants: soldOut }]);
    expect(changing.match({ option: ['Size:S'], inStock: true }).totalCount).toBe(before - 1);
    expect(changing.match({ option: ['Size:S'] }).totalCount).toBe(optionIndex.match({ option: ['Size:S'] }).totalCount);
  });
});

describe('catalogue index: a list without a search counted over the cells', () => {
  // Products with and without options, over few values and ratings on the facets' own minimums and between
  // them, prices on the price bands' edges: the cells (`match` without a search, with the facets' own price
  // bands and star minimums) must answer what a pass over the rows answers, before and after updates.
  let state = 5;
  const rand = () => (state = (state * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const categories = ['Electronics', 'Fashion', 'Home'];
  const brands = ['SoundMax', 'FitTech', 'UrbanStyle', 'EcoBrew'];
  const make = (k: number): IndexRow => {
    const category = pick(categories);
    const variants =
      rand() < 0.15
        ? ['S', 'M', 'L'].map((size) => ({ options: { Size: size }, stock_quantity: rand() < 0.4 ? 0 : 2 }))
        : undefined;
    return row(k, {
      name_key: pick(['alpha', 'beta', 'gamma', 'delta', `item ${k % 17}`]),
      category,
      subcategory: rand() < 0.1 ? '' : `${category} ${pick(['A', 'B'])}`,
      brand: pick(brands),
      price_cents: pick([0, 4999, 5000, 9999, 10000, 19999, 20000, 49999, 50000, 120000, Math.floor(rand() * 80_000)]),
      rating: pick([0, 1, 2, 2.5, 3, 3.9, 4, 4.6, 5]),
      review_count: Math.floor(rand() * 5),
      stock_quantity: variants ? variants.reduce((sum, v) => sum + v.stock_quantity, 0) : rand() < 0.3 ? 0 : 3,
      created_at: `2026-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}T00:00:00.000Z`,
      ...(variants && { variants }),
    });
  };
  const rows = Array.from({ length: 500 }, (_, k) => make(k + 1));
  const sorts = ['featured-asc', 'relevance', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'rating-desc', 'newest-desc'] as const;
  const bands = [
    {},
    { minPrice: 0, maxPrice: 49.99 },
    { minPrice: 50, maxPrice: 199.99 },
    { minPrice: 200 },
    { maxPrice: 99.99 },
    { minPrice: 500 },
  ];

  function randomFilters(): Parameters<CatalogIndex['match']>[0] {
    return {
      ...(rand() < 0.5 && { category: rand() < 0.05 ? 'Garden' : pick(categories) }),
      ...(rand() < 0.2 && { subcategory: `${pick(categories)} ${pick(['A', 'B'])}` }),
      ...(rand() < 0.4 && { brand: Array.from({ length: 1 + Math.floor(rand() * 2) }, () => (rand() < 0.1 ? 'Unknown' : pick(brands))) }),
      ...pick(bands),
      ...(rand() < 0.3 && { rating: pick([1, 2, 3, 4]) }),
      ...(rand() < 0.3 && { inStock: true }),
      ...(rand() < 0.1 && { option: [`Size:${pick(['S', 'M'])}`] }),
    };
  }

  function compare(index: CatalogIndex, t: number): void {
    const filters = randomFilters();
    const cells = index.match(filters);
    const byRows = index.matchByRows(filters);
    const label = `${t} ${JSON.stringify(filters)}`;
    expect(cells.matched, 'counted over the cells').toBeUndefined();
    expect(cells.totalCount, label).toBe(byRows.totalCount);
    expect(cells.facets, label).toEqual(byRows.facets);
    const sort = pick(sorts);
    const page = pick([1, 2, 3, 9]);
    expect(index.page(cells, sort, page, 7), `${label} ${sort} ${page}`).toEqual(index.page(byRows, sort, page, 7));
  }

  it('counts the facets and pages as a pass over the rows does', () => {
    const index = new CatalogIndex(rows);
    for (let t = 0; t < 400; t++) compare(index, t);
  });

  it('says whether a change moves what a list reads: not an order that leaves a product in stock, nor a new description', () => {
    const stocked = rows.find((r) => r.variants === undefined && r.stock_quantity === 3)!;
    const sized = rows.find((r) => r.variants?.some((v) => v.stock_quantity === 2))!;
    const variantStock = (quantity: number) => {
      const k = sized.variants!.findIndex((v) => v.stock_quantity === 2);
      return { ...sized, variants: sized.variants!.map((v, j) => (j === k ? { ...v, stock_quantity: quantity } : v)) };
    };
    const moves = (changed: IndexRow) => new CatalogIndex(rows).update([changed]);
    expect(moves({ ...stocked, stock_quantity: 2 })).toBe(false);
    expect(moves({ ...stocked, description: 'Now with a longer cable.', features: ['Braided'] })).toBe(false);
    expect(moves(variantStock(1))).toBe(false);
    expect(moves({ ...stocked, stock_quantity: 0 })).toBe(true);
    expect(moves(variantStock(0))).toBe(true);
    expect(moves({ ...stocked, price_cents: stocked.price_cents + 1 })).toBe(true);
    expect(moves({ ...stocked, original_price_cents: stocked.price_cents + 500 })).toBe(true);
    expect(moves({ ...stocked, rating: stocked.rating === 5 ? 4 : 5 })).toBe(true);
    expect(moves({ ...stocked, review_count: stocked.review_count + 1 })).toBe(true);
    expect(moves({ ...stocked, brand: `${stocked.brand} Pro` })).toBe(true);
    expect(moves({ ...stocked, subcategory: `${stocked.subcategory} Z` })).toBe(true);
    expect(moves({ ...stocked, name_key: `${stocked.name_key} ii` })).toBe(true);
    expect(moves({ ...stocked, created_at: '2026-10-01T00:00:00.000Z' })).toBe(true);
  });

  it('pages deep into a filtered list from the marks earlier pages left, as a pass over the rows does', () => {
    const many = Array.from({ length: 3_000 }, (_, k) => make(k + 1));
    const index = new CatalogIndex(many);
    for (let t = 0; t < 30; t++) {
      const filters = randomFilters();
      const cells = index.match(filters);
      const byRows = index.matchByRows(filters);
      const sort = pick(sorts);
      const pageSize = pick([7, 24]);
      const last = Math.max(1, Math.ceil(cells.totalCount / pageSize));
      // Deep pages first, then shallower and deeper ones, each starting from whatever marks are left.
      for (const page of [last, 1, Math.ceil(last / 2), last - 1, 2, last + 1].filter((p) => p >= 1)) {
        expect(index.page(cells, sort, page, pageSize), `${JSON.stringify(filters)} ${sort} ${page}`).toEqual(index.page(byRows, sort, page, pageSize));
      }
    }
  });

  it('answers the same once its orders and cells are made ahead (preparing), and after a change drops some', () => {
    const index = new CatalogIndex(rows);
    let steps = 0;
    for (const _ of index.preparing()) steps += 1;
    expect(steps).toBe(1 + 7 * 4);
    for (let t = 0; t < 100; t++) compare(index, t);
    index.update([{ ...rows[3]!, price_cents: rows[3]!.price_cents + 12_345 }]);
    for (const _ of index.preparing()) steps += 1;
    for (let t = 0; t < 100; t++) compare(index, t);
  });

  it("counts a search's matches filtered by a category and stock alone as with any other filter", () => {
    // Such a search is counted over the cells its rows are in (`matchSearch`); `minPrice: 0`, which
    // keeps every product here, sends the same search through the loop that tests every filter.
    const index = new CatalogIndex(rows);
    for (let t = 0; t < 200; t++) {
      // Some searches few enough for the match to keep its rows as a list.
      const share = pick([0.03, 0.3, 0.9]);
      const rowsOfSearch = Int32Array.from(rows.map((_, k) => k).filter(() => rand() < share)).reverse();
      const search = { rows: rowsOfSearch, top: (k: number) => rowsOfSearch.subarray(0, k) };
      const filters = {
        ...(rand() < 0.5 && { category: rand() < 0.1 ? 'Garden' : pick(categories) }),
        ...(rand() < 0.4 && { inStock: true }),
      };
      const fast = index.match(filters, search);
      const tested = index.match({ ...filters, minPrice: 0 }, search);
      const label = `${t} ${JSON.stringify(filters)}`;
      expect(fast.totalCount, label).toBe(tested.totalCount);
      expect(fast.facets, label).toEqual(tested.facets);
      expect(fast.matched, label).toEqual(tested.matched);
      expect(fast.rows, label).toEqual(tested.rows);
      expect(index.page(fast, 'relevance', 1, 7), label).toEqual(index.page(tested, 'relevance', 1, 7));
    }
  });

  it('follows stock, price, rating, category and option changes in place', () => {
    const index = new CatalogIndex(rows);
    for (let round = 0; round < 20; round++) {
      compare(index, round);
      // A few products change: sold out, repriced, rated, moved, given or relieved of options.
      const changed = Array.from({ length: 1 + Math.floor(rand() * 5) }, () => {
        const seq = 1 + Math.floor(rand() * rows.length);
        return { ...make(seq), name_key: rows[seq - 1]!.name_key };
      });
      index.update(changed);
      for (let t = 0; t < 20; t++) compare(index, t);
    }
  });

  it('sorts by packed keys as the comparators do: ties in featured order', () => {
    const index = new CatalogIndex(rows);
    const str = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const by: Record<string, (a: IndexRow, b: IndexRow) => number> = {
      'name-asc': (a, b) => str(a.name_key, b.name_key) || a.seq - b.seq,
      'name-desc': (a, b) => str(b.name_key, a.name_key) || a.seq - b.seq,
      'price-asc': (a, b) => a.price_cents - b.price_cents || a.seq - b.seq,
      'price-desc': (a, b) => b.price_cents - a.price_cents || a.seq - b.seq,
      'rating-desc': (a, b) => b.rating - a.rating || b.review_count - a.review_count || a.seq - b.seq,
      'newest-desc': (a, b) => str(b.created_at, a.created_at) || a.seq - b.seq,
    };
    for (const [sort, compareRows] of Object.entries(by)) {
      expect(index.page(index.matchByRows({}), sort as (typeof sorts)[number], 1, rows.length), sort).toEqual([...rows].sort(compareRows).map((r) => r.seq));
    }
  });

  it("sorts the second direction of a key by the first's ranks only while no row changed in between", () => {
    const index = new CatalogIndex(rows);
    const all = () => index.matchByRows({});
    index.page(all(), 'price-asc', 1, rows.length);
    const repriced = { ...rows[0]!, price_cents: 1 + Math.max(...rows.map((r) => r.price_cents)) };
    index.update([repriced]);
    const now = rows.map((r) => (r.seq === repriced.seq ? repriced : r));
    expect(index.page(all(), 'price-desc', 1, rows.length)).toEqual([...now].sort((a, b) => b.price_cents - a.price_cents || a.seq - b.seq).map((r) => r.seq));
    expect(index.page(all(), 'price-desc', 1, 1)).toEqual([repriced.seq]);
  });
});
