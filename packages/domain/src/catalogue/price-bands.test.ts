import { describe, expect, it } from 'vitest';
import { bandContains, PRICE_BANDS, priceBandById } from './price-bands.ts';

describe('price bands', () => {
  it('has honest labels and a real $500+ band', () => {
    expect(PRICE_BANDS.map((b) => b.label)).toEqual(['$0 – $50', '$50 – $100', '$100 – $200', '$200 – $500', '$500 & above']);
    expect(priceBandById('500+')).toMatchObject({ minCents: 50000, maxCents: null });
    expect(priceBandById('nope')).toBeUndefined();
  });

  it('includes both edges of a band, and a price is in one band only', () => {
    const [low, mid] = PRICE_BANDS;
    expect(bandContains(low, 0)).toBe(true);
    expect(bandContains(low, 4999)).toBe(true);
    // $50.00 is where the next band starts: counted once, so the bands' counts add up.
    expect(bandContains(low, 5000)).toBe(false);
    expect(bandContains(mid, 5000)).toBe(true);
    expect(bandContains(mid, 9999)).toBe(true);
    expect(bandContains(priceBandById('500+')!, 10_000_000)).toBe(true);
    expect(bandContains(priceBandById('500+')!, 49999)).toBe(false);
    for (const cents of [0, 4999, 5000, 9999, 10000, 19999, 20000, 49999, 50000, 123456]) {
      expect(PRICE_BANDS.filter((band) => bandContains(band, cents))).toHaveLength(1);
    }
  });
});
