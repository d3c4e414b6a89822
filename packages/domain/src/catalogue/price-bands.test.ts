import { describe, expect, it } from 'vitest';
import { bandContains, PRICE_BANDS, priceBandById } from './price-bands.ts';

describe('price bands', () => {
  it('has honest labels and a real $500+ band', () => {
    expect(PRICE_BANDS.map((b) => b.label)).toEqual(['$0 – $50', '$50 – $100', '$100 – $200', '$200 – $500', '$500 & above']);
    expect(priceBandById('500+')).toMatchObject({ minCents: 50000, maxCents: null });
    expect(priceBandById('nope')).toBeUndefined();
  });

  it('includes both edges of a band (inclusive ranges)', () => {
    const [low, mid] = PRICE_BANDS;
    expect(bandContains(low, 0)).toBe(true);
    expect(bandContains(low, 5000)).toBe(true);
    expect(bandContains(mid, 5000)).toBe(true);
    expect(bandContains(low, 5001)).toBe(false);
    expect(bandContains(priceBandById('500+')!, 10_000_000)).toBe(true);
    expect(bandContains(priceBandById('500+')!, 49999)).toBe(false);
  });
});
