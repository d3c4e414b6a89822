import { describe, expect, it } from 'vitest';
import { effectiveSort, SORT_IDS } from './sort.ts';

describe('sort options', () => {
  it('offers the seven spec options and relevance', () => {
    expect(SORT_IDS).toEqual(['featured-asc', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'rating-desc', 'newest-desc', 'relevance']);
  });

  it('defaults to relevance for a search and featured otherwise', () => {
    expect(effectiveSort(undefined, 'phone')).toBe('relevance');
    expect(effectiveSort(undefined, undefined)).toBe('featured-asc');
    expect(effectiveSort('price-asc', 'phone')).toBe('price-asc');
    expect(effectiveSort('relevance', undefined)).toBe('featured-asc');
  });
});
