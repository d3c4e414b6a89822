import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY_PER_LINE } from '../policy.ts';
import { addLimitNotice, cartLineId, clampQuantity, DEFAULT_VARIANT, maxQuantityFor } from './lines.ts';

describe('cart lines', () => {
  it('names a line by product id and variant, -default when there is none', () => {
    expect(cartLineId('dj-101')).toBe('dj-101-default');
    expect(cartLineId('dj-101', DEFAULT_VARIANT)).toBe('dj-101-default');
    expect(cartLineId('dj-101', 'blue')).toBe('dj-101-blue');
  });

  it('allows the stock on a line, at most 10', () => {
    expect(MAX_QUANTITY_PER_LINE).toBe(10);
    expect(maxQuantityFor(0)).toBe(0);
    expect(maxQuantityFor(3)).toBe(3);
    expect(maxQuantityFor(10)).toBe(10);
    expect(maxQuantityFor(86)).toBe(10);
  });

  it('clamps a quantity to 1..maxQuantity', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(1, 5)).toBe(1);
    expect(clampQuantity(5, 5)).toBe(5);
    expect(clampQuantity(6, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
  });

  it('says why Add to Cart added less: the stock, in the singular and plural, or the per-line limit', () => {
    expect(addLimitNotice('Teapot', 1)).toBe("Only 1 of 'Teapot' is in stock, and your cart has it.");
    expect(addLimitNotice('Teapot', 3)).toBe("Only 3 of 'Teapot' are in stock, and your cart has them all.");
    expect(addLimitNotice('Mug', 30)).toBe("A cart line holds at most 10 of 'Mug', and yours has 10.");
  });
});
