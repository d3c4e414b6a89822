import { describe, expect, it } from 'vitest';
import { basisPointsOf, cartTotals, shippingFor, taxFor } from './totals.ts';

const line = (priceCents: number, quantity = 1) => ({ priceCents, quantity });

describe('cart totals (spec §9, integer cents)', () => {
  it('is all zeros for an empty cart, whatever the discount', () => {
    const zeros = { itemCount: 0, subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0 };
    expect(cartTotals([])).toEqual(zeros);
    expect(cartTotals([], 500)).toEqual(zeros);
  });

  it('sums price times quantity and counts items', () => {
    expect(cartTotals([line(1999, 2), line(500, 3)])).toMatchObject({ itemCount: 5, subtotal: 5498 });
  });

  it('charges $9.99 shipping at exactly $50.00 and ships free from $50.01', () => {
    expect(cartTotals([line(5000)])).toEqual({ itemCount: 1, subtotal: 5000, shipping: 999, tax: 400, discount: 0, total: 6399 });
    expect(cartTotals([line(5001)])).toEqual({ itemCount: 1, subtotal: 5001, shipping: 0, tax: 400, discount: 0, total: 5401 });
    expect(cartTotals([line(2500, 2)]).shipping).toBe(999);
    expect(cartTotals([line(4999)]).shipping).toBe(999);
    expect(shippingFor(0, 0)).toBe(0);
    expect(shippingFor(1, 1)).toBe(999);
  });

  it('taxes 8% of the subtotal, rounded half up to the cent', () => {
    expect(taxFor(1)).toBe(0); // 0.08 cents
    expect(taxFor(6)).toBe(0); // 0.48 cents
    expect(taxFor(7)).toBe(1); // 0.56 cents
    expect(taxFor(25)).toBe(2); // 2.0 cents
    expect(taxFor(125)).toBe(10); // 10.0 cents
    expect(taxFor(123456)).toBe(9876); // $1,234.56 -> $98.7648 -> $98.76
    expect(taxFor(6_25)).toBe(50); // 50.0 exactly
    expect(taxFor(19)).toBe(2); // 1.52 -> 2
    expect(taxFor(1_99)).toBe(16); // 15.92 -> 16
    // Exactly half a cent rounds up: 8% of 6.25 cents is 0.5 cents.
    expect(basisPointsOf(625, 80)).toBe(5); // 5.0
    expect(basisPointsOf(5, 1000)).toBe(1); // 0.5 -> 1
    expect(basisPointsOf(15, 1000)).toBe(2); // 1.5 -> 2
    expect(basisPointsOf(14, 1000)).toBe(1); // 1.4 -> 1
  });

  it('rounds without float noise on large carts', () => {
    const totals = cartTotals([line(123456)]);
    expect(totals).toEqual({ itemCount: 1, subtotal: 123456, shipping: 0, tax: 9876, discount: 0, total: 133332 });
    expect(cartTotals([line(99_999_99, 10)]).tax).toBe(79_999_99); // 7,999,999.2 cents
  });

  it('subtracts the discount and never goes below zero', () => {
    expect(cartTotals([line(2000)], 500)).toEqual({ itemCount: 1, subtotal: 2000, shipping: 999, tax: 160, discount: 500, total: 2659 });
    expect(cartTotals([line(1000)], 1000 + 999 + 80)).toMatchObject({ total: 0 });
    expect(cartTotals([line(1000)], 5000)).toMatchObject({ subtotal: 1000, discount: 5000, total: 0 });
  });
});
