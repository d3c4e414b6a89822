import { describe, expect, it } from 'vitest';
import { findFromListQuery, followUpOf, MAX_SEEN, withFollowUp } from './follow-up.ts';

describe('withFollowUp', () => {
  const before = {
    lastQuery: 'show trending products',
    suggestions: ['show more'],
    lastFind: { subject: '', constraints: {}, order: 'popular' as const },
    lastOffset: 3,
    lastProductIds: ['a', 'b', 'c'],
    focusProductId: 'a',
  };

  it('replaces the search with its offset, and the products shown, together', () => {
    const find = { subject: 'wireless', constraints: { maxPrice: 100 }, order: 'relevance' as const };
    const next = withFollowUp(before, { search: { find, offset: 0 }, shown: [{ id: 'x' }], focus: null });
    expect(next).toEqual({ lastQuery: 'show trending products', suggestions: ['show more'], lastFind: find, lastOffset: 0, lastProductIds: ['x'], seenIds: ['x'] });
  });

  it('remembers every product shown in the conversation, the latest last, shown again moving to the end, at most MAX_SEEN', () => {
    let state = withFollowUp({}, { shown: [{ id: 'a' }, { id: 'b' }] });
    state = withFollowUp(state, { focus: 'a' });
    state = withFollowUp(state, { shown: [{ id: 'c' }, { id: 'a' }] });
    expect(state.seenIds).toEqual(['b', 'c', 'a']);
    expect(withFollowUp(state, { shown: [] }).seenIds).toEqual(['b', 'c', 'a']);
    const many = withFollowUp(state, { shown: Array.from({ length: MAX_SEEN }, (_, i) => ({ id: `p${i}` })) });
    expect(many.seenIds).toHaveLength(MAX_SEEN);
    expect(many.seenIds?.at(-1)).toBe(`p${MAX_SEEN - 1}`);
    expect(followUpOf({ seenIds: ['a', 3] }).seenIds).toBeUndefined();
  });

  it('remembers that the last turn put a product in the cart, for that turn only', () => {
    const added = withFollowUp(before, { focus: 'b', added: true });
    expect(added.addedLast).toBe(true);
    expect(followUpOf(added).addedLast).toBe(true);
    expect(withFollowUp(added, { focus: 'c' }).addedLast).toBeUndefined();
  });

  it('keeps what a turn does not change, and clears the products of a search that found none', () => {
    expect(withFollowUp(before, { focus: 'c' })).toEqual({ ...before, focusProductId: 'c' });
    const none = withFollowUp(before, { search: { find: { subject: 'unicorn', constraints: {}, order: 'relevance' }, offset: 0 }, shown: [] });
    expect(none.lastProductIds).toBeUndefined();
    expect(none.lastFind?.subject).toBe('unicorn');
  });
});

describe('followUpOf', () => {
  it('keeps only well-formed fields, and drops the state of the engine before the rewrite', () => {
    const state = followUpOf({
      lastSearch: { keywords: ['lamp'] },
      lastMode: 'trending',
      lastPrices: [1],
      lastFind: { subject: 'lamp', constraints: { maxPrice: 'cheap', minRating: 4, inStock: true, without: ['desk'], notBrands: ['Zorb', 2] }, order: 'relevance' },
      lastOffset: -1,
      lastProductIds: ['a', 2] as unknown as string[],
      focusProductId: 'a',
    });
    expect(state).toEqual({ lastFind: { subject: 'lamp', constraints: { minRating: 4, inStock: true, without: ['desk'] }, order: 'relevance' }, focusProductId: 'a' });
    const badWords = followUpOf({ lastFind: { subject: 'lamp', constraints: { without: [1] }, order: 'relevance' } as never });
    expect(badWords).toEqual({ lastFind: { subject: 'lamp', constraints: {}, order: 'relevance' } });
    // "another brand": the brands left out stay left out on the next turn; an interest stays one.
    expect(followUpOf({ lastFind: { subject: 'lamp', constraints: { notBrands: ['Zorb'] }, order: 'relevance', interest: true } })).toEqual({ lastFind: { subject: 'lamp', constraints: { notBrands: ['Zorb'] }, order: 'relevance', interest: true } });
     // Whom the products are for stays said; an amount in another shape is left out.
    const fitFor = [{ value: 5, unit: 'years-old', said: 'a 5 year old' }];
    expect(followUpOf({ lastFind: { subject: 'toy', constraints: { fitFor }, order: 'relevance' } }).lastFind?.constraints).toEqual({ fitFor });
    expect(followUpOf({ lastFind: { subject: 'toy', constraints: { fitFor: [{ value: '5', unit: 'years-old', said: 'x' }] }, order: 'relevance' } as never }).lastFind?.constraints).toEqual({});
  });
});

describe('findFromListQuery', () => {
  it("reads the product list's query as a search the offline engine can refine", () => {
    expect(findFromListQuery({ q: ' Noise Cancelling ', minPrice: 50, maxPrice: 200, rating: 4, inStock: true, sort: 'price-asc' })).toEqual({
      subject: 'noise cancelling',
      constraints: { minPrice: 50, maxPrice: 200, minRating: 4, inStock: true },
      order: 'price-asc',
    });
    expect(findFromListQuery({ q: 'lamp', sort: 'relevance' })).toEqual({ subject: 'lamp', constraints: {}, order: 'relevance' });
    expect(findFromListQuery({ q: 'Jackets -puffer -"rain coat"' })).toEqual({ subject: 'jackets', constraints: { without: ['puffer', 'rain coat'] }, order: 'relevance' });
  });
});
