import { describe, expect, it } from 'vitest';
import { canMove, nextStatuses, ORDER_STATUSES, releasesStock } from './status.ts';

describe('order status', () => {
  it('moves forward along placed → paid → shipped → delivered', () => {
    expect(canMove('placed', 'paid')).toBe(true);
    expect(canMove('paid', 'shipped')).toBe(true);
    expect(canMove('shipped', 'delivered')).toBe(true);
  });

  it('never moves back, nor out of cancelled or refunded', () => {
    expect(canMove('shipped', 'placed')).toBe(false);
    expect(canMove('delivered', 'shipped')).toBe(false);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(nextStatuses('refunded')).toEqual([]);
  });

  it('cancels only before shipping, and only then returns the stock', () => {
    expect(releasesStock('placed', 'cancelled')).toBe(true);
    expect(releasesStock('awaiting-payment', 'cancelled')).toBe(true);
    expect(releasesStock('shipped', 'cancelled')).toBe(false);
    expect(canMove('shipped', 'cancelled')).toBe(false);
  });

  it('refunds only what was paid', () => {
    expect(canMove('placed', 'refunded')).toBe(false);
    expect(canMove('awaiting-payment', 'refunded')).toBe(false);
    for (const status of ['paid', 'shipped', 'delivered'] as const) expect(canMove(status, 'refunded')).toBe(true);
  });

  it('knows every status', () => {
    for (const status of ORDER_STATUSES) expect(Array.isArray(nextStatuses(status))).toBe(true);
  });
});
