import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_CAP } from '../policy.ts';
import { recentlyViewedAfter, recentlyViewedBodySchema, wishlistParamsSchema } from './shopper-lists.ts';

describe('recently viewed (spec §4)', () => {
  it('puts the product first without duplicates', () => {
    expect(recentlyViewedAfter([], 'a')).toEqual(['a']);
    expect(recentlyViewedAfter(['b', 'a', 'c'], 'a')).toEqual(['a', 'b', 'c']);
    expect(recentlyViewedAfter(['a', 'b'], 'a')).toEqual(['a', 'b']);
  });

  it('keeps at most 10', () => {
    const ten = Array.from({ length: RECENTLY_VIEWED_CAP }, (_, i) => `p${i}`);
    const after = recentlyViewedAfter(ten, 'new');
    expect(after).toHaveLength(10);
    expect(after[0]).toBe('new');
    expect(after).not.toContain('p9');
    expect(recentlyViewedAfter(ten, 'p9')).toEqual(['p9', ...ten.slice(0, 9)]);
  });

  it('validates product ids', () => {
    expect(recentlyViewedBodySchema.safeParse({ productId: 'dj-101' }).success).toBe(true);
    expect(recentlyViewedBodySchema.safeParse({}).success).toBe(false);
    expect(wishlistParamsSchema.safeParse({ productId: 'a%20b' }).success).toBe(false);
  });
});
