import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import { answerProductQuestion, comparisonText, policyAnswer, productLine, storageOf, weighText, whichText } from './answers.ts';
import { rankTrending, trendingScore } from './trending.ts';

const product = (over: Partial<Product>): Product => ({
  id: 'p', name: 'SoundMax Pro', description: 'Over-ear headphones with adaptive noise cancellation. Folds flat.', price: 179.99,
  originalPrice: 229.99, discount: 22, category: 'Electronics', subcategory: 'Headphones', brand: 'SoundMax', images: [],
  thumbnail: '/t.svg', rating: 4.7, reviewCount: 2384, inStock: true, stockQuantity: 8, features: ['30-hour battery'],
  specifications: { 'Battery life': '30 hours', Weight: '254 g' }, tags: [], createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('policyAnswer', () => {
  it('states the store constants', () => {
    expect(policyAnswer(['shipping'])).toBe('Shipping is free on orders over $50.00; below that, standard shipping costs $9.99.');
    expect(policyAnswer(['delivery'])).toBe('Standard delivery takes 3 to 5 business days. Express delivery is available for $9.99.');
    expect(policyAnswer(['returns'])).toBe('You can return any item within 30 days for a refund.');
  });
});

describe('product texts', () => {
  it('quotes the catalogue price, the original price and the stock', () => {
    expect(productLine(product({}), 1)).toBe('1. SoundMax Pro: $179.99 (was $229.99, 22% off), rated 4.7 from 2,384 reviews, in stock.');
    expect(productLine(product({ originalPrice: undefined, inStock: false, reviewCount: 1 }))).toBe('SoundMax Pro: $179.99, rated 4.7 from 1 review, out of stock.');
  });
  it('says "no reviews yet" for a product nobody has reviewed, as the shop does, not "rated 0.0 from 0 reviews"', () => {
    expect(productLine(product({ originalPrice: undefined, rating: 0, reviewCount: 0 }))).toBe('SoundMax Pro: $179.99, no reviews yet, in stock.');
    expect(answerProductQuestion(product({ rating: 0, reviewCount: 0 }), ['rating']).text).toBe('About the SoundMax Pro: It has no reviews yet.');
  });
  it('claims no best rated without reviews, no cheapest among equal prices, and leaves the category path out', () => {
    const phone = (id: string, name: string) =>
      product({ id, name, price: 179.99, originalPrice: undefined, rating: 0, reviewCount: 0, specifications: { 'Category path': 'Cell Phones > Unlocked' } });
    const text = comparisonText([phone('a', 'J3 White'), phone('b', 'J3 Black'), phone('c', 'J3 Refurbished')]);
    expect(text).toMatch(/They cost the same, \$179\.99; none of them has reviews yet\.$/);
    expect(text).not.toMatch(/best rated|cheapest|Category path/);
    expect(comparisonText([product({ reviewCount: 0 }), product({ id: 'q', name: 'Budget Buds', price: 29.5, reviewCount: 0 })])).toMatch(
      /The Budget Buds is the cheapest; none of them has reviews yet\.$/,
    );
  });
  it('answers which of the products is cheaper or has more storage from their prices and names', () => {
    const iphone = product({ id: 'i', name: 'Apple - iPhone 7 32GB - Black', price: 699.99 });
    const galaxy = product({ id: 'g', name: 'Samsung - Galaxy S7 64GB - Black Onyx', price: 679.99 });
    expect(whichText([iphone, galaxy], 'cheaper')).toBe('The Samsung - Galaxy S7 64GB - Black Onyx is cheaper: $679.99, against $699.99 for the Apple - iPhone 7 32GB - Black.');
    expect(whichText([iphone, galaxy], 'storage')).toBe('The Samsung - Galaxy S7 64GB - Black Onyx is the one with more storage: 64GB, against 32GB for the Apple - iPhone 7 32GB - Black.');
    expect(whichText([iphone, { ...galaxy, name: 'Galaxy S7' }], 'storage')).toBe("I don't know: the details of the Galaxy S7 don't state its storage.");
    expect(whichText([iphone, { ...iphone, id: 'j' }], 'cheaper')).toBe('They cost the same: $699.99.');
    expect(storageOf(product({ name: 'Drive', specifications: { Capacity: '1 TB' } }))).toBe(1024);
  });
  it('says which products have no reviews without a double negative', () => {
    const unrated = (id: string, name: string) => product({ id, name, rating: 0, reviewCount: 0 });
    expect(whichText([unrated('a', 'J3 White'), unrated('b', 'J3 Black')], 'better-rated')).toBe("I can't say: none of them has reviews yet.");
    expect(whichText([product({}), unrated('b', 'J3 Black')], 'better-rated')).toBe("I can't say: the J3 Black has no reviews yet.");
  });
  it('compares side by side and names the cheaper and the better rated', () => {
    const text = comparisonText([product({}), product({ id: 'q', name: 'Budget Buds', price: 29.5, rating: 3.9, specifications: { 'Battery life': '8 hours' } })]);
    expect(text).toContain('Battery life: 30 hours');
    expect(text).toContain('Battery life: 8 hours');
    expect(text).toContain('The Budget Buds is the cheapest; the SoundMax Pro is the best rated.');
  });
  it('answers from the details and says plainly when they say nothing', () => {
    const yes = answerProductQuestion(product({}), ['noise', 'cancel']);
    expect(yes.known).toBe(true);
    expect(yes.text).toContain('adaptive noise cancellation');
    expect(answerProductQuestion(product({}), ['battery']).text).toContain('Battery life: 30 hours');
    const unknown = answerProductQuestion(product({}), ['waterproof']);
    expect(unknown).toEqual({ known: false, text: expect.stringMatching(/^I don't know/) });
    expect(answerProductQuestion(product({ inStock: false, stockQuantity: 0 }), ['stock']).text).toContain('out of stock');
  });
});

describe('trending', () => {
  it('weighs the rating by the number of reviews, then by recent orders', () => {
    expect(trendingScore(4.8, 3000)).toBeGreaterThan(trendingScore(5, 3));
    const a = { id: 'a', rating: 4.5, reviewCount: 100 };
    const b = { id: 'b', rating: 4.4, reviewCount: 100 };
    expect(rankTrending([b, a]).map((p) => p.id)).toEqual(['a', 'b']);
    expect(rankTrending([a, b], new Map([['b', 50]])).map((p) => p.id)).toEqual(['b', 'a']);
  });
});

const phone = (id: string, price: number, extra: Partial<Product> = {}): Product =>
  ({ id, name: `Phone ${id}`, price, rating: 0, reviewCount: 0, specifications: {}, inStock: true, ...extra }) as Product;

describe('weighText', () => {
  it('says yes or no, both prices and the difference in dollars and cents', () => {
    const a = phone('a', 129.99);
    const b = phone('b', 199.99);
    expect(weighText(a, b, 'cheaper')).toEqual({ text: 'Yes: the Phone a costs $129.99, $70.00 less than the Phone b at $199.99.', winner: a });
    expect(weighText(b, a, 'cheaper')).toEqual({ text: 'No: the Phone b costs $199.99, $70.00 more than the Phone a at $129.99.', winner: a });
    expect(weighText(b, a, 'pricier').text).toBe('Yes: the Phone b costs $199.99, $70.00 more than the Phone a at $129.99.');
    expect(weighText(a, phone('c', 129.99), 'cheaper')).toEqual({ text: 'No, they cost the same: $129.99 each, the Phone a and the Phone c.' });
    expect(weighText(phone('d', 0.3), phone('e', 0.1), 'cheaper').text).toBe('No: the Phone d costs $0.30, $0.20 more than the Phone e at $0.10.');
  });

  it('weighs ratings only with reviews, and storage only where the details state it', () => {
    expect(weighText(phone('a', 1, { rating: 4.5, reviewCount: 10 }), phone('b', 1), 'better-rated').text).toBe("I can't say: the Phone b has no reviews yet.");
    expect(weighText(phone('a', 1, { rating: 4.5, reviewCount: 10 }), phone('b', 1, { rating: 4.8, reviewCount: 1 }), 'better-rated').text).toBe(
      'No: the Phone a is rated 4.5 from 10 reviews, the Phone b rated 4.8 from 1 review.',
    );
    expect(weighText(phone('a', 1, { specifications: { Storage: '64GB' } }), phone('b', 1, { specifications: { Storage: '1TB' } }), 'storage').text).toBe(
      'No: the Phone a has 64GB, the Phone b 1TB.',
    );
    expect(weighText(phone('a', 1), phone('b', 1, { specifications: { Storage: '1TB' } }), 'storage').text).toBe("I don't know: the details of the Phone a don't state its storage.");
  });
});
