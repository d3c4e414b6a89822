import type { Product } from '@cartwise/domain/catalogue/product';
import { describe, expect, it } from 'vitest';
import { satisfiesSearch } from './product-finder.ts';

const product = (extra: Partial<Product> = {}): Product =>
  ({
    id: 'aurora',
    name: 'Aurora Wireless Headphones',
    description: 'Over-ear headphones with noise cancelling',
    price: 149.99,
    originalPrice: 199.99,
    category: 'Electronics',
    subcategory: 'Headphones',
    brand: 'SoundMax',
    rating: 4.6,
    reviewCount: 31,
    inStock: true,
    ...extra,
  }) as Product;

describe('satisfiesSearch', () => {
  it('holds when every constraint of the search holds', () => {
    expect(satisfiesSearch(product(), {})).toBe(true);
    expect(
      satisfiesSearch(product(), {
        category: 'Electronics',
        subcategory: 'Headphones',
        brand: ['SoundMax', 'Apple'],
        minPrice: 100,
        maxPrice: 150,
        rating: 4.5,
        inStock: true,
        onSale: true,
        keywords: ['wireless', 'cancel'],
        order: 'popular',
      }),
    ).toBe(true);
  });

  it.each([
    ['category', { category: 'Fashion' }],
    ['subcategory', { subcategory: 'Speakers' }],
    ['brand', { brand: ['Apple'] }],
    ['minimum price', { minPrice: 150 }],
    ['maximum price', { maxPrice: 149.98 }],
    ['rating', { rating: 4.7 }],
    ['a search word', { keywords: ['wireless', 'earbud'] }],
  ])('fails on the %s', (_what, search) => {
    expect(satisfiesSearch(product(), search)).toBe(false);
  });

  it('fails on stock and sale for a sold-out product at full price', () => {
    const plain = product({ inStock: false, originalPrice: undefined });
    expect(satisfiesSearch(plain, { inStock: true })).toBe(false);
    expect(satisfiesSearch(plain, { onSale: true })).toBe(false);
  });
});
