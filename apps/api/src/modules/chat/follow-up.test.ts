import { describe, expect, it } from 'vitest';
import { followUpOf, searchFromListQuery, withFollowUp } from './follow-up.ts';

describe('withFollowUp', () => {
  const before = {
    lastQuery: 'show trending products',
    suggestions: ['show more'],
    lastSearch: { order: 'popular' },
    lastMode: 'trending',
    lastOffset: 8,
    lastProductIds: ['a', 'b', 'c', 'd'],
    lastPrices: [10, 20, 30, 40],
    focusProductId: 'a',
  };

  it('replaces the search with its mode and offset, and the products with their prices, together', () => {
    const next = withFollowUp(before, {
      search: { search: { keywords: ['wireless'] }, mode: 'recommend', offset: 0 },
      shown: [{ id: 'x', price: 179.99 }],
      focus: null,
    });
    expect(next).toEqual({
      lastQuery: 'show trending products',
      suggestions: ['show more'],
      lastSearch: { keywords: ['wireless'] },
      lastMode: 'recommend',
      lastOffset: 0,
      lastProductIds: ['x'],
      lastPrices: [179.99],
    });
  });

  it('keeps what a turn does not change, and clears the products of a search that found none', () => {
    expect(withFollowUp(before, { focus: 'c' })).toEqual({ ...before, focusProductId: 'c' });
    const none = withFollowUp(before, { search: { search: { keywords: ['unicorn'] }, mode: 'recommend', offset: 0 }, shown: [] });
    expect(none.lastProductIds).toBeUndefined();
    expect(none.lastPrices).toBeUndefined();
    expect(none.lastSearch).toEqual({ keywords: ['unicorn'] });
  });
});

describe('searchFromListQuery', () => {
  it("reads the product list's query as the offline engine's search", () => {
    expect(
      searchFromListQuery({ q: ' Noise Cancelling ', category: 'Electronics', subcategory: 'Headphones', brand: ['SoundMax'], minPrice: 50, maxPrice: 200, rating: 4, inStock: true, sort: 'price-asc' }),
    ).toEqual({ keywords: ['noise cancelling'], category: 'Electronics', subcategory: 'Headphones', brand: ['SoundMax'], minPrice: 50, maxPrice: 200, rating: 4, inStock: true, order: 'price-asc' });
    expect(searchFromListQuery({ q: 'lamp', sort: 'relevance' })).toEqual({ keywords: ['lamp'] });
  });
});

describe('followUpOf', () => {
  it('reads a search stored in the list query shape (older LLM turns) as a search', () => {
    expect(followUpOf({ lastSearch: { q: 'headphones', maxPrice: 200, sort: 'price-desc' }, lastProductIds: ['a'] })).toEqual({
      lastSearch: { keywords: ['headphones'], maxPrice: 200, order: 'price-desc' },
      lastProductIds: ['a'],
    });
  });

  it('drops prices that do not belong to the products shown, and fields of the wrong type', () => {
    expect(followUpOf({ lastProductIds: ['a'], lastPrices: [1, 2, 3, 4], lastMode: 'sideways', lastOffset: -3, lastQuery: 'x' })).toEqual({
      lastProductIds: ['a'],
      lastQuery: 'x',
    });
  });
});
