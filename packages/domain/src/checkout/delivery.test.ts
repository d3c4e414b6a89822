import { describe, expect, it } from 'vitest';
import { cartTotals } from '../cart/totals.ts';
import { addBusinessDays, checkoutTotals, deliveryMethodSchema, deliveryWindow, shippingForDelivery } from './delivery.ts';

describe('shipping per delivery choice (ADR 0005)', () => {
  it('charges standard like the cart: $9.99 up to $50.00, free strictly above', () => {
    expect(shippingForDelivery(4999, 1, 'standard')).toBe(999);
    expect(shippingForDelivery(5000, 1, 'standard')).toBe(999);
    expect(shippingForDelivery(5001, 1, 'standard')).toBe(0);
  });

  it('charges express a flat $9.99 whatever the subtotal, and nothing for nothing', () => {
    for (const subtotal of [1, 5000, 5001, 1_000_000]) expect(shippingForDelivery(subtotal, 1, 'express')).toBe(999);
    expect(shippingForDelivery(0, 0, 'express')).toBe(0);
    expect(shippingForDelivery(0, 0, 'standard')).toBe(0);
  });

  it('gives the cart’s totals for standard, and only swaps the shipping for express', () => {
    const lines = [{ priceCents: 2501, quantity: 2 }];
    expect(checkoutTotals(lines, 500, 'standard')).toEqual(cartTotals(lines, 500));
    expect(checkoutTotals(lines, 500, 'express')).toEqual({ ...cartTotals(lines, 500), shipping: 999, total: 5002 + 999 + 400 - 500 });
    expect(checkoutTotals([], 500, 'express')).toEqual(cartTotals([], 500));
    expect(checkoutTotals([{ priceCents: 100, quantity: 1 }], 10_000, 'express').total).toBe(0);
  });

  it('accepts only the two choices', () => {
    expect(deliveryMethodSchema.safeParse('express').success).toBe(true);
    expect(deliveryMethodSchema.safeParse('overnight').error?.issues[0]?.message).toBe('must be standard or express');
  });
});

describe('delivery dates in business days', () => {
  const at = (iso: string) => new Date(`${iso}T15:00:00Z`);

  it('skips weekends', () => {
    expect(addBusinessDays(at('2026-11-19'), 1)).toBe('2026-11-20'); // Thursday -> Friday
    expect(addBusinessDays(at('2026-11-20'), 1)).toBe('2026-11-23'); // Friday -> Monday
    expect(addBusinessDays(at('2026-11-21'), 1)).toBe('2026-11-23'); // Saturday -> Monday
    expect(addBusinessDays(at('2026-11-22'), 1)).toBe('2026-11-23'); // Sunday -> Monday
    expect(addBusinessDays(at('2026-11-20'), 5)).toBe('2026-11-27');
    expect(addBusinessDays(at('2026-11-20'), 0)).toBe('2026-11-20');
  });

  it('gives standard 3 to 5 and express 1 to 2 business days', () => {
    expect(deliveryWindow(at('2026-11-20'), 'standard')).toEqual({ earliest: '2026-11-25', latest: '2026-11-27' });
    expect(deliveryWindow(at('2026-11-20'), 'express')).toEqual({ earliest: '2026-11-23', latest: '2026-11-24' });
    expect(deliveryWindow(at('2026-11-23'), 'standard')).toEqual({ earliest: '2026-11-26', latest: '2026-11-30' });
    expect(deliveryWindow(at('2026-12-31'), 'express')).toEqual({ earliest: '2027-01-01', latest: '2027-01-04' });
  });

  it('counts from the UTC date of the order, late at night too', () => {
    expect(deliveryWindow(new Date('2026-11-20T23:59:59Z'), 'express').earliest).toBe('2026-11-23');
    expect(deliveryWindow(new Date('2026-11-21T00:00:00Z'), 'express').earliest).toBe('2026-11-23');
  });
});
