import { describe, expect, it } from 'vitest';
import { letsReview } from './eligibility.ts';
import { combinedFigures, ownFigures, roundRating, starDistribution } from './rating.ts';

describe('combinedFigures', () => {
  it('keeps the feed figures unchanged while the shop has no reviews of its own', () => {
    expect(combinedFigures({ rating: 4.7, reviewCount: 2384 }, { count: 0, starTotal: 0 })).toEqual({ rating: 4.7, reviewCount: 2384 });
    expect(combinedFigures({ rating: 4.5, reviewCount: 0 }, { count: 0, starTotal: 0 })).toEqual({ rating: 4.5, reviewCount: 0 });
  });

  it('weights the feed rating by its count and each review as one vote', () => {
    expect(combinedFigures({ rating: 4, reviewCount: 3 }, { count: 1, starTotal: 1 })).toEqual({ rating: 3.25, reviewCount: 4 });
    expect(combinedFigures({ rating: 4.7, reviewCount: 2384 }, { count: 1, starTotal: 1 })).toEqual({ rating: 4.7, reviewCount: 2385 });
    expect(combinedFigures({ rating: 2, reviewCount: 1 }, { count: 2, starTotal: 10 })).toEqual({ rating: 4, reviewCount: 3 });
  });

  it('gives a feed rating without a count no weight', () => {
    expect(combinedFigures({ rating: 4.5, reviewCount: 0 }, { count: 2, starTotal: 5 })).toEqual({ rating: 2.5, reviewCount: 2 });
  });

  it('rounds to 2 decimals, halves up', () => {
    expect(combinedFigures({ rating: 0, reviewCount: 0 }, { count: 3, starTotal: 14 })).toEqual({ rating: 4.67, reviewCount: 3 });
    expect(roundRating(4.125)).toBe(4.13);
    expect(roundRating(4.124)).toBe(4.12);
    expect(roundRating(5)).toBe(5);
  });
});

describe('the shop figures from per-star counts', () => {
  const counts = new Map([[5, 2], [1, 1], [4, 1]]);

  it('adds them up', () => {
    expect(ownFigures(counts)).toEqual({ count: 4, starTotal: 15 });
    expect(ownFigures(new Map())).toEqual({ count: 0, starTotal: 0 });
  });

  it('lists every star count from 5 to 1', () => {
    expect(starDistribution(counts)).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
  });
});

describe('letsReview', () => {
  it('counts a bought order and not one unpaid, cancelled or refunded', () => {
    expect(letsReview('delivered')).toBe(true);
    for (const status of ['placed', 'paid', 'shipped', 'awaiting-payment', 'cancelled', 'refunded', 'unknown']) expect(letsReview(status)).toBe(false);
  });
});
