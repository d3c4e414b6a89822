import { describe, expect, it } from 'vitest';
import { mergedRecentlyViewed } from './merge.ts';

describe('recently viewed after signing in', () => {
  it('puts the guest’s views first, then the account’s, without duplicates, at most the cap', () => {
    expect(mergedRecentlyViewed(['a3', 'a2', 'a1'], ['g2', 'a2', 'g1'])).toEqual(['g2', 'a2', 'g1', 'a3', 'a1']);
    expect(mergedRecentlyViewed(['a1'], [])).toEqual(['a1']);
    expect(mergedRecentlyViewed([], ['g1'])).toEqual(['g1']);
    expect(mergedRecentlyViewed(['a2', 'a1'], ['g3', 'g2', 'g1'], 4)).toEqual(['g3', 'g2', 'g1', 'a2']);
  });
});
