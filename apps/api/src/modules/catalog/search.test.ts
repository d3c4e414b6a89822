import { productListSchema, searchSuggestionsSchema, type ProductList, type SearchSuggestions } from '@cartwise/domain/catalogue/listing';
import { productInputSchema, type ProductInput } from '@cartwise/domain/catalogue/product';
import { nameSortKey } from '@cartwise/domain/catalogue/sort';
import { errorResponseSchema } from '@cartwise/domain/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogRepository } from './repository.ts';
import { TextIndex } from './search/text-index.ts';
import { createTestApp, ENGINES, readDemoCatalog, type TestContext } from '../../../test/test-app.ts';
import { asStoredProducts, queryString, referenceListing } from '../../../test/reference-listing.ts';

/**
 * The product search as a shopper meets it (issue 18, "What a shopper gets"), through GET /api/products and
 * GET /api/search/suggestions, on both engines: the demo catalogue for the queries the issue was filed with,
 * and small catalogues of our own where the demo lacks the case.
 */

const demo = readDemoCatalog();
const stored = asStoredProducts(demo);
const byId = new Map(demo.map((p) => [p.id!, p]));

type Query = Parameters<typeof queryString>[0];

/** The API's helpers over one app. */
function client(app: () => TestContext['app']) {
  async function list(query: Query = {}): Promise<ProductList & { ids: string[] }> {
    const res = await app().inject({ method: 'GET', url: `/api/products${queryString(query)}` });
    expect(res.statusCode, JSON.stringify(query)).toBe(200);
    // Every answer has exactly the documented shape.
    expect(productListSchema.strict().parse(res.json())).toEqual(res.json());
    const body = res.json() as ProductList;
    return { ...body, ids: body.products.map((p) => p.id) };
  }
  /** The ids a search finds, all of them, in relevance order. */
  async function found(q: string, query: Query = {}): Promise<string[]> {
    return (await list({ q, pageSize: 100, ...query })).ids;
  }
  async function suggest(q: string, limit?: number) {
    const res = await app().inject({ method: 'GET', url: `/api/search/suggestions${queryString({ q, limit })}` });
    expect(res.statusCode, q).toBe(200);
    expect(searchSuggestionsSchema.strict().parse(res.json())).toEqual(res.json());
    return res.json() as SearchSuggestions;
  }
  return { list, found, suggest };
}

/** The parts of a name a suggestion marks in bold. */
const bold = (s: { name: string; highlights: [number, number][] }) => s.highlights.map(([start, end]) => s.name.slice(start, end));

describe.each(ENGINES)('product search on %s: the demo catalogue', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, demo);
  });
  afterAll(async () => ctx?.close());
  const { list, found, suggest } = client(() => ctx.app);

  /** The listing must equal the domain's rules applied to the products the search matched (routes.test.ts). */
  async function expectMatchesReference(query: Query & { q: string }) {
    const body = await list(query);
    const expected = referenceListing(stored, query, await found(query.q, { sort: 'relevance' }));
    expect({ ids: body.ids, totalCount: body.totalCount, totalPages: body.totalPages, facets: body.facets }).toEqual(expected);
    return body;
  }

  describe('the searches the issue was filed with', () => {
    it('nike shoes finds the Nike Air Jordan 1 and the Nike Baseball Cleats, first', async () => {
      const ids = await found('nike shoes');
      expect(ids.slice(0, 2).sort()).toEqual(['dj-88', 'dj-89']);
      expect((await list({ q: 'nike shoes' })).searched).toBeUndefined();
    });

    it('eau de parfum finds the fragrances; Eau de finds neither the Powder Canister nor the hand soap', async () => {
      const fragrances = demo.filter((p) => p.subcategory === 'Fragrances').map((p) => p.id);
      expect((await found('eau de parfum')).sort()).toEqual([...fragrances].sort());
      const eauDe = await found('Eau de');
      expect(eauDe.length).toBeGreaterThan(0);
      expect(eauDe).not.toContain('dj-3'); // Powder Canister: "eau" inside "Beauty"
      expect(eauDe).not.toContain('dj-118'); // Attitude Super Leaves Hand Soap: "de" inside "designed"
      expect(eauDe.every((id) => byId.get(id)!.subcategory === 'Fragrances')).toBe(true);
    });

    it('iphne shows the iPhones under "Showing results for iphone"', async () => {
      const body = await list({ q: 'iphne', pageSize: 100 });
      expect(body.searched).toEqual({ query: 'iphone', corrected: true, dropped: [] });
      const iphones = demo.filter((p) => p.subcategory === 'Smartphones' && /iphone/i.test(p.name)).map((p) => p.id!);
      expect(iphones.length).toBeGreaterThanOrEqual(4);
      expect(body.ids).toEqual(expect.arrayContaining(iphones));
      // The same products as the correct spelling, in the same order.
      expect(body.ids).toEqual(await found('iphone'));
    });

    it('a word typed with a minus leaves out the products it names: "iphone -pro" has no Pro, and its count and facets agree', async () => {
      const iphones = await found('iphone');
      const named = (id: string) => /\bpro\b/i.test(`${byId.get(id)!.name} ${byId.get(id)!.tags?.join(' ')}`);
      expect(iphones.some(named)).toBe(true);
      const withoutPro = await found('iphone -pro');
      expect(withoutPro).toEqual(iphones.filter((id) => !named(id)));
      await expectMatchesReference({ q: 'iphone -pro' });
      // Only a word left out: the rest of the catalogue.
      const rest = await list({ q: '-pro', pageSize: 100 });
      expect(rest.totalCount).toBe(demo.length - demo.filter((p) => /\bpro\b/i.test(`${p.name} ${p.brand} ${p.category} ${p.subcategory} ${p.tags?.join(' ')}`)).length);
    });

    it('headphones finds the Beats Flex Wireless Earphones', async () => {
      const ids = await found('headphones');
      expect(ids).toContain('dj-107');
      expect(ids).toContain('dj-101'); // AirPods Max: "over-ear headphones"
    });
  });

  it('searches the fields, weighted: a word in the name ranks before the same word elsewhere', async () => {
    const { products } = await list({ q: 'shoes', pageSize: 100 });
    const inName = products.map((p) => /\bshoes\b/i.test(p.name));
    expect(inName[0]).toBe(true);
    expect(inName.indexOf(false)).toBeGreaterThan(0);
    expect(inName.slice(inName.indexOf(false))).not.toContain(true);
    // A brand, a subcategory, a category and a tag are all searched.
    expect(await found('nike')).toEqual(expect.arrayContaining(['dj-88', 'dj-89']));
    expect((await found('laptops')).length).toBe(5);
    expect((await found('automotive')).length).toBe(10);
    expect(await found('cookware')).toContain('dj-52');
  });

  describe('words, not fragments', () => {
    it('eau does not match inside "Beauty", nor phon inside "iPhone"', async () => {
      const eau = await found('eau');
      expect(eau.length).toBeGreaterThan(0);
      expect(eau.every((id) => byId.get(id)!.subcategory === 'Fragrances')).toBe(true);
      expect(eau).not.toContain('dj-1');
      expect(await found('phon')).toEqual([]);
    });

    it('car finds the cars', async () => {
      const cars = demo.filter((p) => p.subcategory === 'Vehicle').map((p) => p.id!);
      expect(await found('car')).toEqual(expect.arrayContaining(cars));
    });

    // BUG: the Carbon Steel Wok's SKU "KIT-BRD-CAR-052" is indexed as the words kit, brd, car and 052, so "car"
    // finds the wok (and "app" finds 23 Apple products through "MOB-APP-APP-101" and the like).
    it('car does not find the Carbon Steel Wok', async () => {
      expect(await found('car')).not.toContain('dj-52');
    });

    it('the last word typed in the search box is also the start of a word: head suggests headphones', async () => {
      const head = await suggest('head');
      expect(head.products[0]).toMatchObject({ id: 'dj-101', name: 'Apple AirPods Max Silver' });
      // As a whole search, "head" is only a word: no headphones.
      expect(await found('head')).not.toContain('dj-101');
    });
  });

  describe('suggestions as you type', () => {
    it('suggests products, categories and brands, the matched words of each name in bold', async () => {
      const nike = await suggest('nike sho');
      expect(nike.query).toBe('nike sho');
      expect(nike.products.map((p) => p.id).sort()).toEqual(['dj-88', 'dj-89']);
      for (const product of nike.products) expect(bold(product)).toEqual(['Nike']);
      expect(nike.categories.map((c) => c.name)).toContain('Mens Shoes');
      expect(nike.brands.map((b) => b.name)).toEqual(['Nike']);
      expect(nike.brands[0]!.count).toBe(2);
    });

    it('leaves out the products a word typed with a minus names', async () => {
      expect((await suggest('nike')).products.length).toBeGreaterThan(0);
      const shoes = await suggest('shoes -nike');
      expect(shoes.products.length).toBeGreaterThan(0);
      for (const product of shoes.products) expect(product.name).not.toMatch(/nike/i);
    });
  });

  it('finds inflections alike: dresses and dress, batteries and battery, running and run', async () => {
    const dress = await found('dress');
    expect(dress.length).toBeGreaterThanOrEqual(4);
    expect(await found('dresses')).toEqual(dress);
    expect(dress).toEqual(expect.arrayContaining(['dj-163', 'dj-164', 'dj-166', 'dj-180']));
    expect(await found('batteries')).toEqual(await found('battery'));
    expect(await found('batteries')).toContain('dj-105');
    expect(await found('running')).toEqual(await found('run'));
  });

  describe('typo tolerance', () => {
    it('reads a misspelt word of 5 letters or more as the nearest word, and says so', async () => {
      const body = await list({ q: 'laptp', pageSize: 100 });
      expect(body.searched).toEqual({ query: 'laptop', corrected: true, dropped: [] });
      expect(body.ids).toEqual(await found('laptop'));
      // Two typos from 9 letters.
      const smartphones = await list({ q: 'smartfones', pageSize: 100 });
      expect(smartphones.searched).toMatchObject({ corrected: true });
      expect(smartphones.ids).toEqual(expect.arrayContaining(['dj-121', 'dj-123']));
    });

    it('corrects no word under 5 letters', async () => {
      expect(await list({ q: 'aple' })).toMatchObject({ totalCount: 0, products: [] });
      expect((await list({ q: 'aple' })).searched).toBeUndefined();
    });

    it('corrects a suggestion too, and bolds the corrected word', async () => {
      const iphne = await suggest('iphne');
      expect(iphne.query).toBe('iphone');
      expect(iphne.products.length).toBeGreaterThan(0);
      for (const product of iphne.products) expect(bold(product)).toEqual(['iPhone']);
    });
  });

  describe('synonyms', () => {
    it('couch finds the sofa', async () => {
      expect(await found('couch')).toEqual(['dj-12']);
      expect(await found('couch')).toEqual(await found('sofa'));
    });

    it('perfume and fragrance find the same products', async () => {
      const perfume = await found('perfume');
      expect(perfume.length).toBe(5);
      expect(await found('fragrance')).toEqual(perfume);
      expect(await found('cologne')).toEqual(perfume);
    });

    it('earbuds, earphones and headphones find each other', async () => {
      const earbuds = new Set(await found('earbuds'));
      expect(earbuds).toEqual(new Set(await found('headphones')));
      expect(earbuds).toEqual(new Set(await found('earphones')));
    });
  });

  describe('relaxation', () => {
    it('waterproof nike shoes drops waterproof, says so, and shows the Nike shoes first', async () => {
      const body = await list({ q: 'waterproof nike shoes', pageSize: 100 });
      expect(body.searched).toEqual({ query: 'nike shoes', corrected: false, dropped: ['waterproof'] });
      expect(body.ids.slice(0, 2).sort()).toEqual(['dj-88', 'dj-89']);
    });

    it('never answers an empty page while some words match', async () => {
      for (const q of ['purple sofa', 'sofa zzzqqq', 'cheap red lipstick xylophone']) {
        const body = await list({ q });
        expect(body.totalCount, q).toBeGreaterThan(0);
        expect(body.searched?.dropped.length, q).toBeGreaterThan(0);
      }
      expect((await list({ q: 'zzzqqq xylophone' })).totalCount).toBe(0);
    });
  });

  it('ranks words matched, then proximity, then fields, then as typed before synonyms', async () => {
    // All words matched first: the Nike shoes, then the other shoes.
    const nikeShoes = await list({ q: 'nike shoes', pageSize: 100 });
    expect(nikeShoes.products.slice(0, 2).every((p) => p.brand === 'Nike')).toBe(true);
    expect(nikeShoes.products.slice(2).every((p) => p.brand !== 'Nike')).toBe(true);
    // The words together in the name first.
    expect((await found('iphone case'))[0]).toBe('dj-108');
    // As typed before synonyms: "earphones" in the name before "headphones" found as earphones.
    expect((await found('earphones'))[0]).toBe('dj-107');
    // Equal matches (the subcategory, for phones whose names do not say it) by rating, weighted by reviews.
    const popularity = (id: string) => {
      const { rating = 0, reviewCount = 0 } = byId.get(id)!;
      return (rating * reviewCount + 3 * 10) / (reviewCount + 10);
    };
    const phones = (await found('smartphones')).filter((id) => byId.get(id)!.subcategory === 'Smartphones' && !/smartphone/i.test(byId.get(id)!.name));
    expect(phones.length).toBeGreaterThan(5);
    const scores = phones.map(popularity);
    expect(new Set(scores).size).toBeGreaterThan(2);
    scores.slice(1).forEach((score, k) => expect(score).toBeLessThanOrEqual(scores[k]! + 0.01));
  });

  it('filters, counts facets, sorts and pages the matched set', async () => {
    await expectMatchesReference({ q: 'nike shoes', category: 'Fashion' });
    await expectMatchesReference({ q: 'nike shoes', brand: 'Nike', sort: 'price-asc' });
    await expectMatchesReference({ q: 'iphne', minPrice: 100, maxPrice: 1000 });
    await expectMatchesReference({ q: 'dresses', rating: 4 });
    await expectMatchesReference({ q: 'headphones', inStock: 'true', sort: 'rating-desc' });
    await expectMatchesReference({ q: 'perfume', sort: 'name-desc', page: 2, pageSize: 2 });
    await expectMatchesReference({ q: 'waterproof nike shoes', subcategory: 'Mens Shoes', sort: 'newest-desc' });
    await expectMatchesReference({ q: 'apple', brand: ['Apple', 'Beats'], minPrice: 20, sort: 'price-desc', page: 2, pageSize: 3 });

    const byPrice = await list({ q: 'shoes', sort: 'price-asc', pageSize: 100 });
    expect(byPrice.products.map((p) => p.price)).toEqual([...byPrice.products.map((p) => p.price)].sort((a, b) => a - b));
    const fashion = await list({ q: 'nike shoes', category: 'Fashion' });
    expect(fashion.products.every((p) => p.category === 'Fashion')).toBe(true);
    // The category facet counts the matched set across categories, ignoring the category filter.
    expect(fashion.facets.categories).toEqual([{ value: 'Fashion', count: fashion.totalCount }]);
    // Pages go on where the last ended.
    const [one, two, both] = await Promise.all([
      list({ q: 'apple', page: 1, pageSize: 4 }),
      list({ q: 'apple', page: 2, pageSize: 4 }),
      list({ q: 'apple', page: 1, pageSize: 8 }),
    ]);
    expect([...one.ids, ...two.ids]).toEqual(both.ids);
    expect(one).toMatchObject({ totalCount: both.totalCount, totalPages: Math.ceil(both.totalCount / 4) });
  });

  describe('GET /api/search/suggestions', () => {
    it('answers at most limit products, 5 by default', async () => {
      expect((await suggest('apple')).products).toHaveLength(5);
      expect((await suggest('apple', 2)).products).toHaveLength(2);
      expect((await suggest('apple', 10)).products).toHaveLength(10);
    });

    it.each([
      ['an empty q', '?q=', 'q', 'must not be empty'],
      ['a blank q', '?q=%20%20', 'q', 'must not be empty'],
      ['no q', '', 'q', expect.any(String)],
      ['a limit of 0', '?q=nike&limit=0', 'limit', 'must be 1 or more'],
      ['a limit over 10', '?q=nike&limit=11', 'limit', 'must be at most 10'],
      ['a limit that is no number', '?q=nike&limit=many', 'limit', 'must be a number'],
      ['a fractional limit', '?q=nike&limit=2.5', 'limit', 'must be a whole number'],
    ])('answers 400 in the error shape for %s', async (_case, query, field, message) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/search/suggestions${query}` });
      expect(res.statusCode).toBe(400);
      expect(errorResponseSchema.strict().parse(res.json())).toEqual(res.json());
      expect(res.json().error).toMatchObject({ code: 'validation_error', details: [{ field, message }] });
      expect(res.json().error.message).toContain(field);
    });
  });
});

describe.each(ENGINES)('product search on %s: a catalogue of our own', (engine) => {
  const product = (id: string, name: string, more: Partial<ProductInput> = {}): ProductInput => ({
    id,
    name,
    price: 10,
    category: 'Electronics',
    subcategory: 'Gadgets',
    brand: 'Acme',
    images: ['/images/placeholder.svg'],
    stockQuantity: 5,
    rating: 4,
    reviewCount: 10,
    ...more,
  });
  // In featured order: each case's products so that featured order alone would rank them wrongly.
  const catalogue = [
    product('wifi-plug', 'Smart Plug', { description: 'Works over Wi-Fi; no hub needed.' }),
    product('wifi-mesh', 'Mesh Wi Fi System'),
    product('wifi-router', 'Dual-Band WiFi Router'),
    product('usbc-hub', 'Anker USBC Hub'),
    product('usbc-cable', 'Braided USB-C Cable'),
    product('usb-cable', 'USB Cable, 2 Pack', { description: 'A micro USB cable.' }),
    product('headband', 'Sweat Headband'),
    product('headphones', 'Studio Headphones', { brand: 'Sonic' }),
    product('zephyr-description', 'Fan A', { description: 'Quiet as a zephyr.' }),
    product('zephyr-specifications', 'Fan B', { specifications: { Model: 'Zephyr' } }),
    product('zephyr-features', 'Fan C', { features: ['Zephyr mode'] }),
    product('zephyr-tags', 'Fan D', { tags: ['zephyr'] }),
    product('zephyr-category', 'Fan E', { category: 'Zephyr' }),
    product('zephyr-subcategory', 'Fan F', { subcategory: 'Zephyr' }),
    product('zephyr-brand', 'Fan G', { brand: 'Zephyr' }),
    product('zephyr-name', 'Zephyr Fan'),
    product('projector', 'Mini Projector', { rating: 5, reviewCount: 500 }),
    product('protector', 'Screen Protector', { rating: 1, reviewCount: 500 }),
  ];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, catalogue);
  });
  afterAll(async () => ctx?.close());
  const { found, list, suggest } = client(() => ctx.app);

  it('finds a word written joined, hyphenated or split, typed any of those ways: wifi and Wi-Fi, usbc and USB-C', async () => {
    const wifi = ['wifi-plug', 'wifi-mesh', 'wifi-router'];
    for (const q of ['wifi', 'Wi-Fi', 'wi fi', 'WIFI']) expect((await found(q, { sort: 'featured-asc' })), q).toEqual(wifi);
    for (const q of ['usbc', 'USB-C']) expect((await found(q, { sort: 'featured-asc' })).slice(0, 2), q).toEqual(['usbc-hub', 'usbc-cable']);
    // USB-C is not any USB: the plain USB cable never comes before the USB-C ones.
    expect((await found('usbc')).slice(0, 2).sort()).toEqual(['usbc-cable', 'usbc-hub']);
    expect(await found('usbc', { sort: 'featured-asc' })).not.toContain('usb-cable');
  });

  // BUG: typed with a space, "usb c" is matched joined only when it has no synonyms: its built-in entry
  // (usb-c, type-c) makes the plan keep "usb c" and the synonyms but not "usbc", so the USBC hub is missed.
  it('finds USBC typed usb c, as it finds WiFi typed wi fi', async () => {
    expect(await found('usb c', { sort: 'featured-asc' })).toEqual(expect.arrayContaining(['usbc-hub', 'usbc-cable']));
  });

  it('weights the fields: name, brand, subcategory, category, tags, features, specifications, description', async () => {
    expect(await found('zephyr')).toEqual([
      'zephyr-name',
      'zephyr-brand',
      'zephyr-subcategory',
      'zephyr-category',
      'zephyr-tags',
      'zephyr-features',
      'zephyr-specifications',
      'zephyr-description',
    ]);
  });

  it('ranks fewer typos first: protectar is one typo from Protector and two from Projector', async () => {
    expect(await found('protectar')).toEqual(['protector', 'projector']);
    expect((await list({ q: 'protectar' })).searched).toEqual({ query: 'protector', corrected: true, dropped: [] });
  });

  it('suggests headphones for head, the matched word in bold', async () => {
    const head = await suggest('head');
    expect(head.products.map((p) => p.id).sort()).toEqual(['headband', 'headphones']);
    const headphones = head.products.find((p) => p.id === 'headphones')!;
    expect(headphones.highlights).toEqual([[7, 17]]);
    expect(bold(headphones)).toEqual(['Headphones']);
    expect(bold(head.products.find((p) => p.id === 'headband')!)).toEqual(['Headband']);
    // Two words: the first whole, the last a prefix; both bold.
    const studio = await suggest('studio headph');
    expect(studio.products.map((p) => p.id)).toEqual(['headphones']);
    expect(bold(studio.products[0]!)).toEqual(['Studio', 'Headphones']);
  });
});

describe.each(ENGINES)('product search on %s: after catalogue changes', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, demo);
  });
  afterAll(async () => ctx?.close());
  const { found, list } = client(() => ctx.app);

  it('finds a product renamed through the repository by its new name on the next search', async () => {
    expect(await found('chesterfield')).toEqual([]);
    expect(await found('sofa')).toEqual(['dj-12']);
    await ctx.repository.upsert([{ ...productInputSchema.parse(byId.get('dj-12')), name: 'Annibale Colombo Chesterfield' }]);
    expect(await found('chesterfield')).toEqual(['dj-12']);
    expect(await found('chesterfeild')).toEqual(['dj-12']);
    // Its other texts still find it: the tag "sofas".
    expect(await found('sofa')).toEqual(['dj-12']);
    expect((await list({ q: 'annibale chesterfield' })).products[0]!.name).toBe('Annibale Colombo Chesterfield');
  });

  /** Spies on what a change costs: the rows read again, and how many products' texts were re-indexed. */
  async function costOf(change: () => Promise<unknown>, after: () => Promise<void>) {
    const indexRows = vi.spyOn(CatalogRepository.prototype, 'indexRows');
    const textUpdate = vi.spyOn(TextIndex.prototype, 'update');
    try {
      await change();
      await after();
      return { reads: indexRows.mock.calls.map((call) => call[0]?.length ?? 'all'), reindexed: textUpdate.mock.results.map((r) => r.value as number) };
    } finally {
      indexRows.mockRestore();
      textUpdate.mockRestore();
    }
  }

  it('re-indexes a product renamed by an UPDATE in place, reading only that product', async () => {
    const name = 'Marni Red & Black Tuxedo';
    const cost = await costOf(
      () => ctx.db.kysely.updateTable('products').set({ name, name_key: nameSortKey(name) }).where('id', '=', 'dj-181').execute(),
      async () => {
        expect(await found('tuxedo')).toEqual(['dj-181']);
      },
    );
    expect(cost).toEqual({ reads: [1], reindexed: [1] });
  });

  // BUG (PostgreSQL only): the repository's upsert is INSERT ... ON CONFLICT DO UPDATE, which fires the
  // statement-level AFTER INSERT trigger products_structure even when every row was an update: the structure
  // version moves and every process rebuilds its whole index (all rows read, every cache emptied) for one
  // edited product. SQLite fires its INSERT trigger only for rows inserted, and patches the product in place.
  it('re-indexes a product edited through the repository in place too', async () => {
    const cost = await costOf(
      () => ctx.repository.upsert([{ ...productInputSchema.parse(byId.get('dj-180')), name: 'Dress Pea Deluxe' }]),
      async () => expect(await found('deluxe')).toEqual(['dj-180']),
    );
    expect(cost).toEqual({ reads: [1], reindexed: [1] });
  });

  it('keeps the searches of unchanged texts through a stock change, which still shows at once', async () => {
    const q = 'nike shoes';
    expect((await list({ q, inStock: 'true' })).ids).toContain('dj-89');
    const matches = vi.spyOn(TextIndex.prototype, 'matches');
    const textUpdate = vi.spyOn(TextIndex.prototype, 'update');
    try {
      await ctx.db.kysely.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', 'dj-89').execute();
      const after = await list({ q, inStock: 'true' });
      expect(after.ids).not.toContain('dj-89');
      expect(after.ids).toContain('dj-88');
      expect((await list({ q })).ids).toContain('dj-89');
      // The stock change changed no text: nothing re-indexed, and the search was not run again.
      expect(textUpdate.mock.results.map((r) => r.value)).toEqual([0]);
      expect(matches).not.toHaveBeenCalled();
    } finally {
      matches.mockRestore();
      textUpdate.mockRestore();
    }
  });

  it("uses the shop's own synonyms once loaded, one-way entries one way", async () => {
    const mugs = await found('mug');
    expect(mugs.length).toBeGreaterThan(0);
    expect(mugs).not.toContain('dj-52');
    expect(await found('karahi')).toEqual([]);
    // Made-up entries: a multi-way one, and a one-way one whose reverse the catalogue would show.
    await ctx.repository.replaceSynonyms([{ terms: ['karahi', 'wok'] }, { from: 'mug', to: ['wok'] }]);
    try {
      expect(await found('karahi')).toEqual(['dj-52']);
      expect(await found('mug')).toEqual(expect.arrayContaining([...mugs, 'dj-52']));
      expect(await found('wok')).toEqual(['dj-52']);
    } finally {
      await ctx.repository.replaceSynonyms([]);
    }
    expect(await found('karahi')).toEqual([]);
    expect(await found('mug')).toEqual(mugs);
  });
});

describe.runIf(ENGINES.includes('sqlite') && ENGINES.includes('postgres'))('product search: SQLite and PostgreSQL agree', () => {
  let sqlite: TestContext;
  let postgres: TestContext;
  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([createTestApp('sqlite', demo), createTestApp('postgres', demo)]);
  });
  afterAll(async () => {
    await sqlite?.close();
    await postgres?.close();
  });

  const searches: Query[] = [
    { q: 'nike shoes' },
    { q: 'eau de parfum' },
    { q: 'Eau de', sort: 'price-desc' },
    { q: 'iphne' },
    { q: 'iphne', minPrice: 200, sort: 'rating-desc' },
    { q: 'headphones', inStock: 'true' },
    { q: 'car', category: 'Automotive' },
    { q: 'dresses', rating: 4, pageSize: 5, page: 2 },
    { q: 'dress', sort: 'name-asc' },
    { q: 'waterproof nike shoes', subcategory: 'Mens Shoes' },
    { q: 'couch' },
    { q: 'perfume', brand: ['Chanel', 'Gucci'] },
    { q: 'fragrance', maxPrice: 80 },
    { q: 'apple', brand: 'Apple', minPrice: 50, maxPrice: 1500, sort: 'price-asc', pageSize: 4, page: 2 },
    { q: 'smartfones', rating: 4.5 },
    { q: 'laptop', sort: 'newest-desc' },
    { q: 'iphone case' },
    { q: "men's watches", inStock: 'true', sort: 'price-asc' },
    { q: 'purple sofa' },
    { q: 'red', category: 'Fashion', brand: 'Generic', sort: 'rating-desc' },
    { q: 'kitchen', minPrice: 5, maxPrice: 50, rating: 3, inStock: 'true', pageSize: 6, page: 3 },
  ];

  it(`answers the same products, totals, facets and readings for ${searches.length} searches with filters`, async () => {
    let nonEmpty = 0;
    for (const query of searches) {
      const url = `/api/products${queryString(query)}`;
      const [a, b] = await Promise.all([sqlite.app.inject(url), postgres.app.inject(url)]);
      expect(a.statusCode, url).toBe(200);
      expect(b.statusCode, url).toBe(200);
      const view = (body: ReturnType<typeof productListSchema.parse>) => ({
        ids: body.products.map((p) => p.id),
        totalCount: body.totalCount,
        totalPages: body.totalPages,
        facets: body.facets,
        searched: body.searched,
      });
      expect(view(b.json()), url).toEqual(view(a.json()));
      if (a.json().totalCount > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(searches.length - 1);
  });

  it('suggests the same products, highlights, categories and brands', async () => {
    for (const q of ['head', 'nike sho', 'iphne', 'eau de', 'app', 'sofa', 'wireless ear']) {
      const url = `/api/search/suggestions${queryString({ q, limit: 8 })}`;
      const [a, b] = await Promise.all([sqlite.app.inject(url), postgres.app.inject(url)]);
      expect(a.statusCode, url).toBe(200);
      expect(b.json(), url).toEqual(a.json());
    }
  });
});
