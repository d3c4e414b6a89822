import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import { answerProductQuestion, comparisonText, policyAnswer, productLine } from './answers.ts';
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
