import { describe, expect, it } from 'vitest';
import { rankTrending, trendingScore } from './trending.ts';

const p = (id: string, rating: number, reviewCount: number) => ({ id, rating, reviewCount });

describe('rankTrending', () => {
  it('ranks a recently ordered product from outside the candidates by its orders, once', () => {
    const candidates = [p('a', 4.5, 100), p('b', 4, 50), p('c', 4, 10)];
    const niche = p('niche', 3.5, 1);
    const recent = new Map([['niche', 40], ['b', 1]]);
    expect(trendingScore(3.5, 1, 40)).toBeGreaterThan(trendingScore(4.5, 100));
    expect(rankTrending(candidates, recent, [niche, candidates[1]!]).map((x) => x.id)).toEqual(['niche', 'a', 'b', 'c']);
  });

  it('ranks the products of a small pool the same way inside a larger one, ties included', () => {
    // Equal scores everywhere: ordered products first (in the counts' order), then the database's order.
    const all = Array.from({ length: 12 }, (_, i) => p(`p${i}`, 4, 9));
    const recent = new Map([['p9', 2], ['p3', 2]]);
    const small = rankTrending(all.slice(0, 4), recent, [all[9]!]);
    const large = rankTrending(all.slice(0, 8), recent, [all[9]!]);
    const full = rankTrending(all, recent);
    expect(small.map((x) => x.id)).toEqual(['p9', 'p3', 'p0', 'p1', 'p2']);
    expect(large.slice(0, 5)).toEqual(small);
    expect(full.slice(0, 9)).toEqual(large);
  });
});
