import { describe, expect, it } from 'vitest';
import {
  asksForBrands,
  colourAsked,
  describeSearch,
  matchSubject,
  namesAsWords,
  placesOf,
  quantityOfThem,
  relatedKinds,
  toListParams,
  understand,
  weighingOf,
  type CatalogueVocabulary,
  type Previous,
} from './understand.ts';
import { catalogueModels } from './models.ts';

const VOCABULARY: CatalogueVocabulary = {
  categories: ['Electronics', 'Fashion', 'Food & Beverages', 'Beauty & Health', 'Home & Garden'],
  subcategories: [
    { name: 'Laptops', category: 'Electronics' },
    { name: 'Headphones', category: 'Electronics' },
    { name: 'Smartphones', category: 'Electronics' },
    { name: 'Mobile Accessories', category: 'Electronics' },
    { name: 'Coffee', category: 'Food & Beverages' },
    { name: 'Mens Watches', category: 'Fashion' },
    { name: 'Womens Watches', category: 'Fashion' },
    { name: 'Womens Shoes', category: 'Fashion' },
    { name: 'Beauty', category: 'Beauty & Health' },
    { name: 'Furniture', category: 'Home & Garden' },
  ],
  brands: ['SoundMax', 'Apple', 'Blue Mesa Roasters', 'Samsung'],
};

const search = (message: string, previous = {}) => {
  const intent = understand(message, VOCABULARY, previous);
  if (intent.kind !== 'search') throw new Error(`expected a search, got ${intent.kind}`);
  return intent;
};

describe('the kind of product a search names', () => {
  it('is a search word typed in the plural or after "a", "an" or "any", when no subcategory is named', () => {
    expect(search('do you have any books?').search).toMatchObject({ keywords: ['book'], kind: 'book' });
    expect(search('a tent').search).toMatchObject({ keywords: ['tent'], kind: 'tent' });
    expect(search('leather cases under $30').search).toMatchObject({ keywords: ['leather', 'case'], kind: 'case', maxPrice: 30 });
    expect(search('cases for tablets').search).toMatchObject({ kind: 'case' });
  });

  it('is none for a lone singular word, which may say what a product has, or for a subcategory', () => {
    expect(search('something waterproof').search.kind).toBeUndefined();
    expect(search('asdfghjkl').search.kind).toBeUndefined();
    expect(search('laptops').search.kind).toBeUndefined();
  });

  it('is a singular word too when the shop carries that kind or the synonym table knows it as one', () => {
    const PHONE_SHOP: CatalogueVocabulary = {
      categories: ['Electronics'],
      subcategories: [{ name: 'Cell Phone Accessories', category: 'Electronics' }, { name: 'Unlocked Cell Phones', category: 'Electronics' }],
      brands: ['Samsung'],
      kinds: new Set(['phone', 'case', 'charger']),
    };
    const kindOf = (message: string) => {
      const intent = understand(message, PHONE_SHOP);
      return intent.kind === 'search' ? intent.search.kind : undefined;
    };
    expect(kindOf('phone with a good camera')).toBe('phone');
    expect(kindOf('samsung charger')).toBe('charger');
    expect(kindOf('laptop')).toBe('laptop');
    expect(kindOf('waterproof')).toBeUndefined();
    // A shopper's word the table maps elsewhere, which a phone shop's names use for what fits: "car mount".
    expect(kindOf('car')).toBeUndefined();
  });
});

describe('relatedKinds', () => {
  it("gives the synonym table's other words for a kind, either way, not words that share a broader name", () => {
    expect(relatedKinds('headphone')).toEqual(['earbud', 'earphone', 'headset', 'airpod']);
    expect(relatedKinds('headset')).toEqual(['headphone']);
    expect(relatedKinds('sofa')).toEqual(['furniture']);
    expect(relatedKinds('book')).toEqual([]);
  });
});

describe('matchSubject', () => {
  it('maps words to subcategories, brands and categories, and keeps the rest as search words', () => {
    expect(matchSubject('laptops', VOCABULARY)).toEqual({ subcategory: 'Laptops', category: 'Electronics' });
    expect(matchSubject('earbuds', VOCABULARY)).toMatchObject({ subcategory: 'Headphones', looseKeywords: ['earbud'] });
    expect(matchSubject('blue mesa roasters beans', VOCABULARY)).toMatchObject({ brand: ['Blue Mesa Roasters'] });
    expect(matchSubject('watches for men', VOCABULARY)).toMatchObject({ subcategory: 'Mens Watches' });
    expect(matchSubject('shoes for women', VOCABULARY)).toMatchObject({ subcategory: 'Womens Shoes' });
    expect(matchSubject('clothes', VOCABULARY)).toEqual({ category: 'Fashion' });
    expect(matchSubject('red lipstick', VOCABULARY)).toMatchObject({ keywords: ['red', 'lipstick'] });
  });
  it('leaves an ambiguous word as a search text within its category', () => {
    expect(matchSubject('watches', VOCABULARY)).toEqual({ category: 'Fashion', keywords: ['watch'] });
  });
});

describe('understand: searches', () => {
  it('reads the spec cases', () => {
    expect(search('help choosing a laptop')).toMatchObject({ mode: 'recommend', search: { subcategory: 'Laptops' } });
    expect(search('something under $100').search).toEqual({ maxPrice: 100 });
    expect(search('show trending products')).toMatchObject({ mode: 'trending', search: { order: 'popular' } });
    expect(search("what's on sale today")).toMatchObject({ mode: 'sale', search: { onSale: true, order: 'discount' } });
  });
  it('reads every constraint of a message', () => {
    expect(search('Apple smartphones between $500 and $1,000 rated 4 stars and up in stock, cheapest first').search).toEqual({
      brand: ['Apple'],
      subcategory: 'Smartphones',
      category: 'Electronics',
      minPrice: 500,
      maxPrice: 1000,
      rating: 4,
      inStock: true,
      order: 'price-asc',
    });
    expect(search('best rated headphones').search.order).toBe('rating-desc');
    expect(search('cheap coffee').search).toMatchObject({ subcategory: 'Coffee', order: 'price-asc' });
  });
});

describe('understand: follow-ups', () => {
  const previous = { search: { subcategory: 'Laptops', category: 'Electronics', maxPrice: 2000 }, mode: 'recommend' as const, prices: [1500, 1200, 1800] };
  it('"cheaper" goes below the cheapest product shown', () => {
    expect(search('cheaper', previous)).toMatchObject({ refined: true, search: { subcategory: 'Laptops', maxPrice: 1199.99 } });
  });
  it('"something cheaper" and "anything more expensive" are relative to what was shown too', () => {
    expect(search('something cheaper', previous)).toMatchObject({ refined: true, search: { subcategory: 'Laptops', maxPrice: 1199.99 } });
    expect(search('anything more expensive?', previous)).toMatchObject({ refined: true, search: { subcategory: 'Laptops', minPrice: 1800.01 } });
    const trending = { search: { order: 'popular' as const }, mode: 'trending' as const, prices: [1399.99, 24.99, 59] };
    expect(search('something cheaper', trending)).toMatchObject({ refined: true, search: { maxPrice: 24.98 } });
  });
  it('"a gift for my mom under 50" starts a new search: it is not about the laptops shown before', () => {
    expect(search('gift for my mom under 50', previous)).toMatchObject({ refined: false, search: { maxPrice: 50 } });
    expect(search('gift for my mom under 50', previous).search.subcategory).toBeUndefined();
    expect(search('under 50', previous)).toMatchObject({ refined: true, search: { subcategory: 'Laptops', maxPrice: 50 } });
  });
  it('"under 50 instead" replaces the price and keeps the subject', () => {
    expect(search('under 50 instead', previous).search).toEqual({ subcategory: 'Laptops', category: 'Electronics', maxPrice: 50 });
  });
  it('"in stock only" and "cheapest" refine', () => {
    expect(search('in stock only', previous).search).toMatchObject({ subcategory: 'Laptops', inStock: true, maxPrice: 2000 });
    expect(search('cheapest', previous).search).toMatchObject({ subcategory: 'Laptops', order: 'price-asc' });
  });
  it('"what about headphones instead" keeps the constraints and changes the subject', () => {
    expect(search('what about headphones instead?', previous).search).toEqual({ subcategory: 'Headphones', category: 'Electronics', maxPrice: 2000 });
  });
  it('a new request starts afresh', () => {
    expect(search('something under $100', previous)).toMatchObject({ refined: false, search: { maxPrice: 100 } });
    expect(search('show trending products', previous).search).toEqual({ order: 'popular' });
  });
  it('reads references to what was shown', () => {
    expect(understand('the first one', VOCABULARY, previous)).toEqual({ kind: 'show-product', ref: { kind: 'ordinal', index: 0 } });
    expect(understand('show more', VOCABULARY, previous)).toEqual({ kind: 'more' });
    for (const more of ['show me 3 more', 'show 3 more', 'give me two more', 'a few more please', 'show me some more']) {
      expect(understand(more, VOCABULARY, previous), more).toEqual({ kind: 'more' });
    }
    expect(understand('compare them', VOCABULARY, previous)).toEqual({ kind: 'compare', refs: [{ kind: 'all' }] });
    expect(understand('which is better, the first or the second?', VOCABULARY, previous)).toEqual({
      kind: 'compare',
      refs: [{ kind: 'ordinal', index: 0 }, { kind: 'ordinal', index: 1 }],
    });
    expect(understand('compare the iPhone X and the Galaxy S10', VOCABULARY)).toEqual({
      kind: 'compare',
      refs: [{ kind: 'name', text: 'iphone x' }, { kind: 'name', text: 'galaxy s10' }],
    });
  });
});

describe('model numbers', () => {
  it('keeps a model number or letter with the name before it', () => {
    expect(search('show me iPhone 7 phones').search).toMatchObject({ keywords: ['iphone 7', 'phone'] });
    expect(search('show me blu dash j phones').search).toMatchObject({ keywords: ['blu', 'dash j', 'phone'] });
    expect(search('galaxy s7 cases').search).toMatchObject({ keywords: ['galaxy s7', 'case'] });
    expect(search('2 phones under 300').search).toMatchObject({ keywords: ['phone'], maxPrice: 300 });
  });
  it('says "cheaper" as cheaper than the cheapest shown, not as the cent under it', () => {
    const cheaper = search('cheaper ones', { search: { keywords: ['phone'] }, prices: [194.99, 250] }).search;
    expect(cheaper).toMatchObject({ maxPrice: 194.98, cheaperThan: 194.99 });
    expect(describeSearch(cheaper)).toBe('products matching "phone" cheaper than $194.99');
    expect(describeSearch(search('more expensive ones', { search: { keywords: ['phone'] }, prices: [194.99, 250] }).search)).toBe(
      'products matching "phone" more expensive than $250.00',
    );
  });
});

describe('understand: the products in focus', () => {
  it('reads "is the first one in stock?" as a place in the last reply, not a product named "First light pink"', () => {
    expect(understand('is the first one in stock?', VOCABULARY)).toEqual({ kind: 'product-question', ref: { kind: 'ordinal', index: 0 }, aspects: ['stock'] });
    expect(understand('is the last one waterproof?', VOCABULARY)).toMatchObject({ kind: 'product-question', ref: { kind: 'ordinal', index: -1 } });
    expect(understand('is the second one in stock?', VOCABULARY)).not.toHaveProperty('fallback');
  });
  it('reads "which one is cheaper?" as a question about the products in focus, not a search', () => {
    expect(understand('which one is cheaper?', VOCABULARY)).toEqual({ kind: 'which', by: 'cheaper' });
    expect(understand('which is the cheapest', VOCABULARY)).toEqual({ kind: 'which', by: 'cheaper' });
    expect(understand('which one has more storage?', VOCABULARY)).toEqual({ kind: 'which', by: 'storage' });
    expect(understand('which of them costs less?', VOCABULARY)).toEqual({ kind: 'which', by: 'cheaper' });
    expect(understand('which is better rated?', VOCABULARY)).toEqual({ kind: 'which', by: 'better-rated' });
    expect(understand('which is better, the first or the second?', VOCABULARY)).toMatchObject({ kind: 'compare' });
  });
  it('reads "the cheaper one" as the cheaper of the products in focus', () => {
    expect(understand('add the cheaper one to my cart', VOCABULARY)).toEqual({ kind: 'cart-add', ref: { kind: 'pick', by: 'cheaper' }, quantity: 1 });
  });
  it('reads "do you have it in black?" as the product in focus in another colour, not a search for "black"', () => {
    expect(understand('do you have it in black?', VOCABULARY)).toEqual({ kind: 'variant', ref: { kind: 'it' }, colour: 'black' });
    expect(understand('does this one come in rose gold?', VOCABULARY)).toEqual({ kind: 'variant', ref: { kind: 'it' }, colour: 'rose gold' });
    expect(understand('is it in stock?', VOCABULARY)).toMatchObject({ kind: 'product-question' });
    expect(search('black headphones').search).toMatchObject({ keywords: ['black'] });
  });
});

describe('understand: questions, cart, policy', () => {
  it('reads a question about one product', () => {
    expect(understand('does the SoundMax have noise cancelling?', VOCABULARY)).toMatchObject({
      kind: 'product-question',
      ref: { kind: 'name', text: 'soundmax' },
      aspects: ['noise', 'cancel'],
    });
    expect(understand('is it in stock?', VOCABULARY)).toMatchObject({ kind: 'product-question', ref: { kind: 'it' }, aspects: ['stock'] });
  });
  it('reads a "how long" question naming a product as a question about it, not about delivery', () => {
    const vocabulary = { ...VOCABULARY, brands: [...VOCABULARY.brands, 'FitTech'] };
    expect(understand('how long does the battery of the FitTech Pulse last?', vocabulary)).toMatchObject({
      kind: 'product-question',
      ref: { kind: 'name', text: 'fittech pulse' },
      aspects: ['battery', 'last'],
    });
    expect(understand('how long does the FitTech Pulse battery last?', vocabulary)).toMatchObject({
      kind: 'product-question',
      ref: { kind: 'name', text: 'fittech pulse' },
      aspects: ['battery', 'last'],
    });
    expect(understand('how long does it last?', vocabulary)).toMatchObject({ kind: 'product-question', ref: { kind: 'it' } });
    expect(understand('how long is the battery life of the SoundMax headphones?', vocabulary)).toMatchObject({
      kind: 'product-question',
      ref: { kind: 'name', text: 'soundmax headphones' },
    });
    // Delivery words still win, and "how long" without a product is about delivery.
    expect(understand('how long does it take?', vocabulary)).toEqual({ kind: 'policy', topics: ['delivery'] });
    expect(understand('how long will my order take to arrive?', vocabulary)).toEqual({ kind: 'policy', topics: ['delivery'] });
    expect(understand('how long does delivery of the FitTech Pulse take?', vocabulary)).toEqual({ kind: 'policy', topics: ['delivery'] });
  });
  it('reads "available" as in stock', () => {
    expect(search('available laptops').search).toEqual({ subcategory: 'Laptops', category: 'Electronics', inStock: true });
    expect(search('which laptops are available?').search).toMatchObject({ subcategory: 'Laptops', inStock: true });
  });
  it('reads cart actions', () => {
    expect(understand('add the second one to my cart', VOCABULARY)).toEqual({ kind: 'cart-add', ref: { kind: 'ordinal', index: 1 }, quantity: 1 });
    // Two of one product (the one in focus), not two of each shown.
    expect(understand('add 2 of them to my basket', VOCABULARY)).toMatchObject({ kind: 'cart-add', ref: { kind: 'it' }, quantity: 2 });
    expect(understand("what's in my cart?", VOCABULARY)).toEqual({ kind: 'cart-show' });
    expect(understand('remove the coffee', VOCABULARY)).toEqual({ kind: 'cart-remove', ref: { kind: 'name', text: 'coffee' } });
    expect(understand('empty my cart', VOCABULARY)).toEqual({ kind: 'cart-clear' });
  });
  it('reads policy questions, help and greetings', () => {
    expect(understand('how long does delivery take?', VOCABULARY)).toEqual({ kind: 'policy', topics: ['delivery'] });
    expect(understand('do you have express delivery?', VOCABULARY)).toEqual({ kind: 'policy', topics: ['delivery'] });
    expect(understand('what is the return policy and shipping cost', VOCABULARY)).toEqual({ kind: 'policy', topics: ['shipping', 'returns'] });
    expect(understand('what can you do?', VOCABULARY)).toEqual({ kind: 'help' });
    expect(understand('hello', VOCABULARY)).toEqual({ kind: 'greeting' });
  });
});

describe('describeSearch and toListParams', () => {
  it('says the search in words', () => {
    expect(describeSearch({ subcategory: 'Laptops', maxPrice: 1000, rating: 4, inStock: true })).toBe('laptops under $1,000.00, rated 4 stars and up, in stock');
    expect(describeSearch({ subcategory: 'Laptops' }, 1)).toBe('laptop');
    // Words beside the kind are named, so 'nothing found' cannot read as if no laptop under $1,500 existed.
    expect(describeSearch({ subcategory: 'Laptops', keywords: ['programming'], maxPrice: 1500 }, 2, true)).toBe(
      'laptops matching "programming" under $1,500.00',
    );
    // What was found is described by its kind: the finder may have let such a word go.
    expect(describeSearch({ subcategory: 'Laptops', keywords: ['notebook'] })).toBe('laptops');
    expect(describeSearch({ subcategory: 'Coffee', brand: ['EcoBrew'] })).toBe('EcoBrew coffee products');
    expect(describeSearch({ keywords: ['lipstick'], onSale: true, minPrice: 5, maxPrice: 20 })).toBe('products matching "lipstick" on sale between $5.00 and $20.00');
  });
  it('gives the product list the same filters', () => {
    expect(toListParams({ keywords: ['red', 'lipstick'], brand: ['Apple'], minPrice: 5, order: 'price-asc', inStock: true })).toEqual({
      q: 'red lipstick',
      brand: ['Apple'],
      minPrice: '5',
      sort: 'price-asc',
      inStock: 'true',
    });
    expect(toListParams({ order: 'popular' })).toEqual({});
  });
});

describe('namesAsWords', () => {
  it('reads the subcategory and a single brand as words beside the others, keeping the other constraints', () => {
    expect(namesAsWords({ subcategory: 'iPhone', category: 'Electronics', keywords: ['case', 'waterproof'], maxPrice: 50 })).toEqual({
      category: 'Electronics',
      keywords: ['iphone', 'case', 'waterproof'],
      maxPrice: 50,
    });
    expect(namesAsWords({ brand: ['Samsung'], keywords: ['case'] })).toEqual({ keywords: ['samsung', 'case'] });
    // A subcategory's weak words say nothing on their own.
    expect(namesAsWords({ subcategory: 'Cell Phone Accessories', keywords: ['iphone'] })?.keywords).toEqual(['cell', 'phone', 'iphone']);
  });

  it('takes the last word left as the kind of product when the shop carries it ("samsung galaxy s7 case")', () => {
    const carried = new Set(['case']);
    expect(namesAsWords({ subcategory: 'Samsung Galaxy', category: 'Electronics', keywords: ['case'] }, carried)).toEqual({
      category: 'Electronics',
      keywords: ['samsung', 'galaxy', 'case'],
      kind: 'case',
    });
    expect(namesAsWords({ subcategory: 'iPhone', keywords: ['waterproof'] }, carried)?.kind).toBeUndefined();
  });

  it('has nothing to offer without words beside the names, or with only several brands', () => {
    expect(namesAsWords({ subcategory: 'iPhone' })).toBeUndefined();
    expect(namesAsWords({ category: 'Electronics', keywords: ['case'] })).toBeUndefined();
    expect(namesAsWords({ brand: ['Samsung', 'Apple'], keywords: ['case'] })).toBeUndefined();
  });
});

describe('placesOf', () => {
  it.each([
    ['compare the first two', [0, 1]],
    ['compare the top 3', [0, 1, 2]],
    ['compare the last two', [-2, -1]],
    ['First three please', [0, 1, 2]],
  ])('reads "%s" as the places it covers', (message, places) => {
    expect(placesOf(message)).toEqual(places);
  });

  it.each(['compare the first and the second', 'compare them', 'the first one', 'top rated phones', 'the last 5'])('finds no run in "%s"', (message) => {
    expect(placesOf(message)).toBeUndefined();
  });
});

describe('shopper phrases', () => {
  it.each([
    ['what about in white', 'white'],
    ['In black?', 'black'],
    ['any in rose gold?', 'rose gold'],
    ['how about a white one', 'white'],
    ['do you have it in space gray', 'space gray'],
  ])('reads "%s" as asking for %s', (message, colour) => {
    expect(colourAsked(message)).toBe(colour);
  });

  it.each(['white cases', 'black iphone 7 cases under $50', 'what about cases'])('reads "%s" as no colour follow-up', (message) => {
    expect(colourAsked(message)).toBeUndefined();
  });

  it('tells "2 of them" from "both of them"', () => {
    expect(quantityOfThem('add 2 of them to my cart')).toBe(true);
    expect(quantityOfThem("I'll take three of those")).toBe(true);
    expect(quantityOfThem('add both of them to my cart')).toBe(false);
    expect(quantityOfThem('add all of them')).toBe(false);
  });

  it.each(['add all three of them', 'add all 3 of them', 'add the three of them', 'buy all four of those', 'add each 2 of them'])(
    'reads "%s" as every product shown, not a quantity of one',
    (message) => {
      expect(quantityOfThem(message)).toBe(false);
    },
  );

  it('tells a question about brands from a search', () => {
    expect(asksForBrands('what brands do you have?')).toBe(true);
    expect(asksForBrands('Which brands do you sell')).toBe(true);
    expect(asksForBrands('what brands of cases do you have?')).toBe(false);
    expect(asksForBrands('samsung phones')).toBe(false);
  });
});

describe('weighingOf', () => {
  it.each([
    ['is the second one cheaper than the first?', { refs: [{ kind: 'ordinal', index: 1 }, { kind: 'ordinal', index: 0 }], by: 'cheaper' }],
    ['Is the 3rd one more expensive than the 1st', { refs: [{ kind: 'ordinal', index: 2 }, { kind: 'ordinal', index: 0 }], by: 'pricier' }],
    ['does the first cost less than the last one?', { refs: [{ kind: 'ordinal', index: 0 }, { kind: 'ordinal', index: -1 }], by: 'cheaper' }],
    ['is it better rated than the second one', { refs: [{ kind: 'it' }, { kind: 'ordinal', index: 1 }], by: 'better-rated' }],
    ['does the second one have more storage than the first', { refs: [{ kind: 'ordinal', index: 1 }, { kind: 'ordinal', index: 0 }], by: 'storage' }],
    ['is the iphone 7 cheaper than the galaxy s7?', { refs: [{ kind: 'name', text: 'iphone 7' }, { kind: 'name', text: 'galaxy s7' }], by: 'cheaper' }],
  ])('reads "%s"', (message, weighing) => {
    expect(weighingOf(message)).toEqual(weighing);
  });

  it.each([
    'is standard shipping cheaper than express shipping?',
    'is express delivery more expensive than standard?',
    'is buying online cheaper than in store?',
    'are returns cheaper than exchanges',
  ])('reads "%s", about the store, as no weighing of two products', (message) => {
    expect(weighingOf(message)).toBeUndefined();
  });

  it.each(['is it cheaper than $500?', 'is there anything cheaper than that?', 'which one is cheaper?', 'cheaper than the first one', 'is the first one in stock?'])(
    'reads "%s" as no weighing of two products',
    (message) => {
      expect(weighingOf(message)).toBeUndefined();
    },
  );
});

describe('understand reads again what a first reading takes too coarsely', () => {
  const phoneShop: CatalogueVocabulary = {
    categories: ['Electronics'],
    subcategories: [{ name: 'Samsung Galaxy', category: 'Electronics' }, { name: 'Unlocked Cell Phones', category: 'Electronics' }],
    brands: ['Samsung', 'Apple'],
    models: catalogueModels(['samsung - galaxy s7 32gb - black onyx (verizon)', 'spigen - rugged armor case for samsung galaxy s7 cell phones - black']),
  };
  const shown: Previous = { search: { subcategory: 'Unlocked Cell Phones', category: 'Electronics' }, mode: 'recommend', prices: [199.99, 129.99, 79.99] };

  it('weighs two products, compares a run of places, and asks about brands', () => {
    expect(understand('is the second one cheaper than the first?', phoneShop, shown)).toEqual({
      kind: 'weigh', refs: [{ kind: 'ordinal', index: 1 }, { kind: 'ordinal', index: 0 }], by: 'cheaper',
    });
    expect(understand('compare the first two', phoneShop, shown)).toEqual({ kind: 'compare', refs: [{ kind: 'ordinal', index: 0 }, { kind: 'ordinal', index: 1 }] });
    expect(understand('what brands do you have?', phoneShop)).toEqual({ kind: 'brands' });
  });

  it('weighs only products: store policies and other shops are not products', () => {
    expect(understand('is standard shipping cheaper than express shipping?', phoneShop, shown)).toMatchObject({ kind: 'policy' });
    expect(understand('is express delivery more expensive than standard?', phoneShop, shown)).toMatchObject({ kind: 'policy' });
    expect(understand('is this cheaper than amazon?', phoneShop, shown).kind).not.toBe('weigh');
    expect(understand('is buying online cheaper than in store?', phoneShop, shown).kind).not.toBe('weigh');
    expect(understand('is the samsung galaxy s7 cheaper than the second one?', phoneShop, shown)).toMatchObject({ kind: 'weigh' });
  });

  it('reads a colour alone as the product in focus in it, or else the last search in it', () => {
    expect(understand('what about in white?', phoneShop, { ...shown, focused: true })).toEqual({ kind: 'variant', ref: { kind: 'it' }, colour: 'white' });
    expect(understand('what about in white?', phoneShop, shown)).toEqual({
      kind: 'search', mode: 'recommend', refined: true, search: { subcategory: 'Unlocked Cell Phones', category: 'Electronics', keywords: ['white'] },
    });
  });

  it('adds "2 of them" as two of one product, and keeps a model the catalogue has', () => {
    expect(understand('add 2 of them to my cart', phoneShop, shown)).toEqual({ kind: 'cart-add', ref: { kind: 'it' }, quantity: 2 });
    for (const message of ['add all three of them', 'add all 3 of them', 'add the three of them', 'buy all four of those']) {
      expect(understand(message, phoneShop, shown), message).toEqual({ kind: 'cart-add', ref: { kind: 'all' }, quantity: 1 });
    }
    const s7 = understand('samsung galaxy s7', phoneShop);
    expect(s7).toMatchObject({ kind: 'search', search: { brand: ['Samsung'], keywords: ['galaxy s7'] } });
    expect(s7.kind === 'search' && s7.search.subcategory).toBeUndefined();
  });
});

describe('subjects and kinds named as a phone shop names them', () => {
  const phoneShop: CatalogueVocabulary = {
    categories: ['Electronics'],
    subcategories: ['Cell Phone Accessories', 'Unlocked Cell Phones', 'All Cell Phones with Plans', 'Cell Phones'].map((name) => ({ name, category: 'Electronics' })),
    brands: ['Samsung'],
    kinds: new Set(['phone', 'case', 'accessory', 'iphone']),
  };

  it('reads "cell phone accessories" as that subcategory, where "cell phones" names four', () => {
    expect(understand('cell phone accessories under 20', phoneShop)).toEqual({
      kind: 'search', mode: 'recommend', refined: false, search: { category: 'Electronics', subcategory: 'Cell Phone Accessories', maxPrice: 20 },
    });
    // Every phone, not those whose text says "cell".
    expect(understand('cell phones', phoneShop)).toEqual({ kind: 'search', mode: 'recommend', refined: false, search: { category: 'Electronics', keywords: ['phone'], kind: 'phone' } });
  });

  it('reads "smartphones" and "mobiles" as the phones a shop names "Cell Phone"', () => {
    expect(understand('smartphones', phoneShop)).toMatchObject({ kind: 'search', search: { keywords: ['phone'], kind: 'phone' } });
    expect(understand('cheap mobiles', phoneShop)).toMatchObject({ kind: 'search', search: { keywords: ['phone'], kind: 'phone', order: 'price-asc' } });
    // Where smartphones are carried, they stay smartphones.
    expect(understand('smartphones', { ...phoneShop, kinds: new Set(['smartphone', 'phone']) })).toMatchObject({ search: { kind: 'smartphone' } });
  });
});

describe('describeSearch with the kind the products were picked by', () => {
  it('says the kind instead of the word matched', () => {
    const search = { keywords: ['phone'], kind: 'phone', category: 'Electronics', brand: ['Samsung'], maxPrice: 300 };
    expect(describeSearch(search, 3, false, true)).toBe('Samsung phones under $300.00');
    expect(describeSearch(search, 1, false, true)).toBe('Samsung phone under $300.00');
    expect(describeSearch({ keywords: ['iphone 7', 'case'], kind: 'case' }, 3, false, true)).toBe('cases matching "iphone 7"');
    // Found by text, not by names: the word matched, as before.
    expect(describeSearch(search, 3)).toBe('Samsung products matching "phone" in Electronics under $300.00');
  });
});

describe('follow-ups and plurals in a phone shop', () => {
  const shop: CatalogueVocabulary = {
    categories: ['Electronics'],
    subcategories: ['Mobile Broadband', 'Unlocked Cell Phones', 'Laptops & Computers'].map((name) => ({ name, category: 'Electronics' })),
    brands: [],
    kinds: new Set(['phone', 'case', 'broadband', 'laptop', 'computer']),
  };

  it('reads a plural as a kind, not as the first word of a subcategory that names another', () => {
    expect(understand('mobiles under 100', shop)).toMatchObject({ search: { keywords: ['phone'], kind: 'phone', maxPrice: 100 } });
    expect(understand('mobile broadband', shop)).toMatchObject({ search: { subcategory: 'Mobile Broadband' } });
    expect(understand('laptops', shop)).toMatchObject({ search: { subcategory: 'Laptops & Computers' } });
    expect(understand('unlocked phones', shop)).toMatchObject({ search: { subcategory: 'Unlocked Cell Phones' } });
  });

  it('asks for another colour instead of the last one, not both', () => {
    const previous: Previous = { search: { keywords: ['black', 'case'], kind: 'case', maxPrice: 10 }, mode: 'recommend' };
    expect(understand('what about in pink?', shop, previous)).toMatchObject({ kind: 'search', search: { keywords: ['case', 'pink'], maxPrice: 10 } });
  });
});

describe('words a subcategory\'s name accounts for', () => {
  const shop: CatalogueVocabulary = {
    categories: ['Electronics'],
    subcategories: ['Camera Lenses', 'Digital Cameras', 'Car Electronics', 'Cell Phones', 'Cell Phone Accessories', 'Unlocked Cell Phones', 'Mobile Broadband'].map(
      (name) => ({ name, category: 'Electronics' }),
    ),
    brands: [],
  };

  it.each([
    ['lenses for cameras', 'Camera Lenses'],
    ['cars electronics', 'Car Electronics'],
    ['phones accessories', 'Cell Phone Accessories'],
    ['phone accessories', 'Cell Phone Accessories'],
  ])('reads "%s" as %s, with no word left to search for', (message, subcategory) => {
    const intent = understand(message, shop);
    expect(intent).toMatchObject({ kind: 'search', search: { subcategory } });
    expect(intent.kind === 'search' && intent.search.keywords).toBeUndefined();
  });

  it('leaves no weak word of the name to search for when one name wins outright', () => {
    const few: CatalogueVocabulary = { categories: ['Electronics'], subcategories: [{ name: 'Cell Phone Accessories', category: 'Electronics' }], brands: [] };
    const intent = understand('phone accessories', few);
    expect(intent).toMatchObject({ kind: 'search', search: { subcategory: 'Cell Phone Accessories' } });
    expect(intent.kind === 'search' && intent.search.keywords).toBeUndefined();
  });

  it('still reads a plural alone by what a name holds', () => {
    expect(understand('mobiles under 100', shop)).not.toMatchObject({ search: { subcategory: 'Mobile Broadband' } });
    expect(understand('cars', shop)).not.toMatchObject({ search: { subcategory: 'Car Electronics' } });
  });
});

describe('"the cheaper one" after a list', () => {
  const previous: Previous = { search: { keywords: ['galaxy s7 edge'] }, mode: 'recommend', prices: [779.99, 769.99, 779.99] };
  const shop: CatalogueVocabulary = { categories: [], subcategories: [], brands: [] };

  it('is which of those shown, not a new search for cheaper ones', () => {
    expect(understand('the cheaper one', shop, previous)).toEqual({ kind: 'which', by: 'cheaper' });
    expect(understand('show me the one with more storage', shop, previous)).toEqual({ kind: 'which', by: 'storage' });
    // A superlative orders the whole search; "cheaper ones" asks for more of them.
    expect(understand('the cheapest one', shop, previous)).toMatchObject({ kind: 'search', search: { order: 'price-asc' } });
    expect(understand('cheaper ones', shop, previous)).toMatchObject({ kind: 'search', search: { cheaperThan: 769.99 } });
  });

  it.each(['what about a cheaper one?', 'do you have a cheaper one?', 'is there a cheaper one', 'I want a cheaper one', 'any cheaper one?'])(
    'reads "%s", without "the", as a search for something cheaper than shown',
    (message) => {
      expect(understand(message, shop, previous)).toMatchObject({ kind: 'search', search: { cheaperThan: 769.99 } });
    },
  );

  it('reads "the cheaper one" after other words as which of those shown', () => {
    expect(understand('what about the cheaper one?', shop, previous)).toEqual({ kind: 'which', by: 'cheaper' });
    expect(understand('I want the one with more storage', shop, previous)).toEqual({ kind: 'which', by: 'storage' });
  });
});
