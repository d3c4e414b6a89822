/**
 * The assistant's evaluation: shopper messages over the demo catalogue (datasets/demo-catalog.json)
 * plus the six built-in products, each with what its answer must satisfy. A case is a conversation; every
 * turn is one scored message. Besides these checks, every answer is checked for made-up products and prices.
 */
export interface ProductConstraint {
  category?: string;
  subcategory?: string | string[];
  brand?: string | string[];
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  inStock?: boolean;
  onSale?: boolean;
  /** Lower-case text the name, description, category or brand must contain (any of the list). */
  mentions?: string[];
}

export interface TurnExpectation {
  /** How many products the answer shows: exact, or a range. */
  count?: number;
  minCount?: number;
  maxCount?: number;
  /** Every product shown satisfies this. */
  every?: ProductConstraint;
  /** The products, in this order. */
  ids?: string[];
  /** Products are ordered by this. */
  order?: 'price-asc' | 'price-desc' | 'rating-desc' | 'popular' | 'discount' | 'newest-desc';
  /** True: the answer says nothing matched and labels its products as alternatives; false: it must not. */
  alternatives?: boolean;
  /** Texts the answer must contain (case-insensitive). */
  says?: string[];
  /** Texts it must not contain. */
  neverSays?: string[];
  /** The cart's product ids after this turn, in order. */
  cart?: string[];
  /** The cart holds this product of an earlier turn (or the answer says it is out of stock). */
  cartHas?: { turn: number; index: number };
  /** The products shown equal those of an earlier turn (by index in the conversation), optionally a slice. */
  sameAs?: { turn: number; from?: number; to?: number };
}

export interface EvalTurn extends TurnExpectation {
  message: string;
}

export interface EvalCase {
  name: string;
  turns: EvalTurn[];
}

const one = (name: string, message: string, expectation: TurnExpectation): EvalCase => ({ name, turns: [{ message, ...expectation }] });

export const EVAL_CASES: EvalCase[] = [
  // Recommendations with the constraints the words carry.
  one('spec laptop case', 'help choosing a laptop', { minCount: 1, maxCount: 3, every: { subcategory: 'Laptops' }, alternatives: false }),
  one('spec budget case', 'something under $100', { count: 3, every: { maxPrice: 100 }, alternatives: false }),
  one('laptops with a ceiling', 'laptops under $1,500', { minCount: 1, maxCount: 3, every: { subcategory: 'Laptops', maxPrice: 1500 } }),
  one('headphones', 'show me headphones', { count: 1, every: { subcategory: 'Headphones' } }),
  one('coffee', 'I need some coffee', { count: 1, every: { subcategory: 'Coffee' } }),
  one('smartphones between', 'smartphones between $200 and $600', { minCount: 1, every: { subcategory: 'Smartphones', minPrice: 200, maxPrice: 600 } }),
  one('phones below', 'phones below 300', { minCount: 1, every: { subcategory: 'Smartphones', maxPrice: 300 } }),
  one('around a price', 'a phone around $1,000', { minCount: 1, every: { subcategory: 'Smartphones', minPrice: 800, maxPrice: 1200 } }),
  one('cheapest first', 'cheapest sunglasses', { minCount: 1, every: { subcategory: 'Sunglasses' }, order: 'price-asc' }),
  one('cheap words', 'cheap kitchen accessories', { count: 3, every: { subcategory: 'Kitchen Accessories' }, order: 'price-asc' }),
  one('most expensive', 'most expensive watches for men', { minCount: 1, every: { subcategory: 'Mens Watches' }, order: 'price-desc' }),
  one('best rated', 'best rated smartphones', { count: 3, every: { subcategory: 'Smartphones' }, order: 'rating-desc' }),
  one('rating minimum', 'fragrances rated 4 stars and up', { minCount: 1, every: { subcategory: 'Fragrances', minRating: 4 } }),
  one('rating plus', 'groceries with 4+ stars', { minCount: 1, every: { subcategory: 'Groceries', minRating: 4 } }),
  one('in stock', 'tablets in stock', { minCount: 1, every: { subcategory: 'Tablets', inStock: true } }),
  // The best rated smartphone after the first, and the best rated women's watch, are sold out.
  one('available means in stock', 'available smartphones', { count: 3, every: { subcategory: 'Smartphones', inStock: true } }),
  one('available after the subject', 'womens watches that are available', { minCount: 1, every: { subcategory: 'Womens Watches', inStock: true } }),
  one('newest', 'newest womens dresses', { minCount: 1, every: { subcategory: 'Womens Dresses' }, order: 'newest-desc' }),
  one('brand', 'Apple products', { count: 3, every: { brand: 'Apple' } }),
  one('brand and price', 'Apple products under $500', { minCount: 1, every: { brand: 'Apple', maxPrice: 500 } }),
  one('brand and subcategory', 'Samsung smartphones', { minCount: 1, every: { brand: 'Samsung', subcategory: 'Smartphones' } }),
  one('category', 'something from electronics under $50', { minCount: 1, every: { category: 'Electronics', maxPrice: 50 } }),
  one('women shoes', 'shoes for women', { minCount: 1, every: { subcategory: 'Womens Shoes' } }),
  one('men shirts', 'mens shirts under 40 dollars', { minCount: 1, every: { subcategory: 'Mens Shirts', maxPrice: 40 } }),
  one('furniture over', 'furniture over $500', { minCount: 1, every: { subcategory: 'Furniture', minPrice: 500 } }),
  one('skin care', 'skin care products', { minCount: 1, every: { subcategory: 'Skin Care' } }),
  one('motorcycle', 'do you have any motorcycles?', { minCount: 1, every: { subcategory: 'Motorcycle' } }),
  one('bags', 'womens bags below $100', { minCount: 1, every: { subcategory: 'Womens Bags', maxPrice: 100 } }),
  one('keyword search', 'mascara', { minCount: 1, every: { mentions: ['mascara'] } }),
  one('keyword search 2', 'show me lipstick', { minCount: 1, every: { mentions: ['lipstick'] } }),
  one('speaker', 'a bluetooth speaker', { count: 1, ids: ['sample-5'] }),
  one('tv', 'a 4K TV', { count: 1, ids: ['sample-6'] }),
  one('smartwatch', 'fitness smartwatch', { minCount: 1, every: { mentions: ['smartwatch'] } }),
  one('jacket', 'leather jacket', { count: 1, every: { mentions: ['jacket'] } }),
  one('nothing matches, alternatives', 'laptops under $100', { minCount: 1, alternatives: true, every: { subcategory: 'Laptops' }, says: ["couldn't find any laptops under $100.00"] }),
  one('nothing matches 2', 'headphones under $20', { minCount: 1, alternatives: true, says: ["couldn't find any headphones"] }),
  // No product holds 'purple' or 'unicorn', and none is a saddle: the alternatives used to be any products.
  one('unknown word', 'a purple unicorn saddle', { count: 0, alternatives: false, says: ["we don't carry saddles"] }),
  // Words no product holds get what the shop sells, not any products at all; a near miss still gets alternatives.
  one('gibberish', 'asdfghjkl', { count: 0, alternatives: false, says: ["couldn't find anything matching \"asdfghjkl\"", 'most of what we sell is'] }),
  one('near miss on price', 'portable speaker under $5', { minCount: 1, alternatives: true, says: ["couldn't find any", 'without the price'] }),
  // A kind the shop does not carry: 'book' is only inside MacBook, Zenbook and Matebook here.
  one('kind not carried', 'do you have any books?', { count: 0, alternatives: false, says: ["we don't carry books"], neverSays: ['macbook', 'zenbook', 'matebook'] }),

  // Trending and sale.
  one('spec trending', 'show trending products', { count: 4, order: 'popular', alternatives: false }),
  one('trending in a category', "what's trending in electronics", { count: 4, every: { category: 'Electronics' }, order: 'popular' }),
  one('popular furniture', 'most popular furniture', { minCount: 1, every: { subcategory: 'Furniture' }, order: 'popular' }),
  one('spec sale', "what's on sale today", { count: 3, every: { onSale: true }, order: 'discount' }),
  one('deals', 'any deals on smartphones?', { minCount: 1, every: { onSale: true, subcategory: 'Smartphones' }, order: 'discount' }),
  one('discounted under', 'discounted items under $30', { count: 3, every: { onSale: true, maxPrice: 30 }, order: 'discount' }),

  // Store policy and help.
  one('returns', 'what is your return policy?', { count: 0, says: ['30 days'] }),
  one('shipping', 'how much is shipping?', { count: 0, says: ['free on orders over $50.00', '$9.99'] }),
  one('delivery', 'how long does delivery take?', { count: 0, says: ['3 to 5 business days', 'express delivery', '$9.99'] }),
  one('express', 'do you have express delivery?', { count: 0, says: ['express delivery is available for $9.99'] }),
  one('refund', 'can I get a refund if it does not fit?', { count: 0, says: ['30 days'] }),
  one('help', 'what can you do?', { count: 0, says: ['recommendations', 'compare', 'cart'] }),
  one('greeting', 'hello', { count: 0, says: ['what are you shopping for'] }),

  // Questions about one product.
  one('spec question yes', 'does the SoundMax have noise cancelling?', { ids: ['sample-1'], says: ['noise cancellation'] }),
  one('question battery', 'what is the battery life of the FitTech Pulse?', { ids: ['sample-2'], says: ['10 days'] }),
  // "how long" names a product here, so it is about the product, not delivery times.
  one('how long, naming a product', 'how long does the battery of the FitTech Pulse last?', { ids: ['sample-2'], says: ['10 days'], neverSays: ['business days'] }),
  one('how long, product before battery', 'how long does the FitTech Pulse battery last?', { ids: ['sample-2'], says: ['10 days'], neverSays: ['business days'] }),
  one('question unknown', 'does the EcoBrew coffee have bluetooth?', { ids: ['sample-4'], says: ["i don't know"] }),
  one('question stock', 'is the UrbanStyle leather jacket in stock?', { ids: ['sample-3'], says: ['out of stock'] }),
  one('question price', 'how much is the LuxVision TV?', { ids: ['sample-6'], says: ['$1,499.00'] }),
  one('question waterproof', 'is the SoundWave speaker waterproof?', { ids: ['sample-5'], says: ['ip67'] }),

  // Comparisons.
  one('compare by names', 'compare the iPhone 6 and the iPhone X', { count: 2, ids: ['dj-122', 'dj-124'], says: ["here's how they compare"] }),
  one('compare vs', 'SoundMax headphones vs SoundWave speaker', { count: 2, ids: ['sample-1', 'sample-5'] }),

  // Multi-turn follow-ups.
  {
    name: 'laptop follow-ups',
    turns: [
      { message: 'help choosing a laptop', minCount: 1, every: { subcategory: 'Laptops' } },
      { message: 'cheaper', minCount: 1, every: { subcategory: 'Laptops' } },
      { message: 'the first one', count: 1, sameAs: { turn: 1, from: 0, to: 1 } },
      { message: 'add it to my cart', cart: ['dj-81'] },
      { message: "what's in my cart?", says: ['Lenovo Yoga 920', 'total'] },
    ],
  },
  {
    name: 'price change instead',
    turns: [
      { message: 'kitchen accessories under $20', count: 3, every: { subcategory: 'Kitchen Accessories', maxPrice: 20 } },
      { message: 'under 10 instead', minCount: 1, every: { subcategory: 'Kitchen Accessories', maxPrice: 10 } },
      { message: 'show more', count: 0, says: ["that's all"] },
      { message: 'only 4 stars and up', minCount: 1, every: { subcategory: 'Kitchen Accessories', maxPrice: 10, minRating: 4 } },
    ],
  },
  {
    name: 'compare them and pick',
    turns: [
      { message: 'best rated smartphones', count: 3, every: { subcategory: 'Smartphones' } },
      { message: 'compare them', count: 3, sameAs: { turn: 0 }, says: ["here's how they compare"] },
      { message: 'which is better, the first or the second?', count: 2, sameAs: { turn: 0, from: 0, to: 2 } },
      { message: 'add the second one to my cart', cartHas: { turn: 0, index: 1 } },
    ],
  },
  {
    name: 'cart actions',
    turns: [
      { message: 'cheap coffee', count: 1, ids: ['sample-4'] },
      { message: 'add it to my cart', cart: ['sample-4'], says: ['i added ecobrew'] },
      { message: 'show me headphones', count: 1, ids: ['sample-1'] },
      { message: 'add the first one to my cart', cart: ['sample-4', 'sample-1'], says: ['shipping is free'] },
      { message: 'remove the coffee', cart: ['sample-1'], says: ['i removed ecobrew'] },
      { message: "what's in my cart?", says: ['1 × SoundMax Pro ANC Wireless Headphones', 'subtotal $179.99'] },
      { message: 'empty my cart', cart: [], says: ['your cart is empty'] },
    ],
  },
  {
    name: 'trending follow-ups',
    turns: [
      { message: 'show trending products', count: 4, order: 'popular' },
      { message: 'show more', count: 4 },
      { message: 'the second one', count: 1, sameAs: { turn: 1, from: 1, to: 2 } },
      { message: 'is it in stock?', count: 1, sameAs: { turn: 2 }, says: ['stock'] },
    ],
  },
  {
    name: 'more with a number',
    turns: [
      { message: 'smartphones', count: 3, every: { subcategory: 'Smartphones' } },
      { message: 'show me 3 more', count: 3, every: { subcategory: 'Smartphones' }, says: ['3 more smartphones'] },
      { message: 'give me two more', count: 3, every: { subcategory: 'Smartphones' } },
    ],
  },
  {
    name: 'sale then cheaper',
    turns: [
      { message: 'fragrances on sale', minCount: 1, every: { subcategory: 'Fragrances', onSale: true } },
      { message: 'cheaper', minCount: 1, every: { subcategory: 'Fragrances', onSale: true } },
    ],
  },
  {
    name: 'question about a shown product',
    turns: [
      { message: 'speakers', count: 1, ids: ['sample-5'] },
      { message: 'what is the battery life of the first one?', count: 1, ids: ['sample-5'], says: ['battery'] },
      { message: 'add it to my cart', cart: ['sample-5'] },
      { message: 'how much is shipping?', says: ['$50.00'] },
    ],
  },
  {
    name: 'refine with stock and order',
    turns: [
      { message: 'womens watches', minCount: 1, every: { subcategory: 'Womens Watches' } },
      { message: 'in stock only', minCount: 1, every: { subcategory: 'Womens Watches', inStock: true } },
      { message: 'cheapest', minCount: 1, every: { subcategory: 'Womens Watches', inStock: true }, order: 'price-asc' },
    ],
  },
  {
    name: 'new subject instead',
    turns: [
      { message: 'sunglasses under $50', minCount: 1, every: { subcategory: 'Sunglasses', maxPrice: 50 } },
      { message: 'what about tops instead?', minCount: 1, every: { subcategory: 'Tops', maxPrice: 50 } },
    ],
  },
  {
    name: 'out of stock add',
    turns: [
      { message: 'leather jacket', count: 1, every: { mentions: ['jacket'] } },
      { message: 'add it to my cart', cart: [], says: ['out of stock'] },
    ],
  },
  {
    name: 'more beyond the end',
    turns: [
      { message: 'tablets', count: 3, every: { subcategory: 'Tablets' } },
      { message: 'show more', count: 0, says: ["that's all"] },
    ],
  },
  {
    name: 'follow-up without context',
    turns: [
      { message: 'compare them', count: 0, says: ['which products should i compare'] },
      { message: 'the first one', count: 0 },
      { message: 'show more', count: 0 },
    ],
  },
  {
    name: 'groceries session',
    turns: [
      { message: 'groceries under $5', count: 3, every: { subcategory: 'Groceries', maxPrice: 5 } },
      { message: 'best rated', count: 3, every: { subcategory: 'Groceries', maxPrice: 5 }, order: 'rating-desc' },
      { message: 'add the third one to my cart', cartHas: { turn: 1, index: 2 } },
    ],
  },
];
