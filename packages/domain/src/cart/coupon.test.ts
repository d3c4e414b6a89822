import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../errors.ts';
import {
  couponDiscount,
  CouponError,
  couponProblem,
  couponSchema,
  droppedCouponNotice,
  normaliseCouponCode,
  type StoredCoupon,
} from './coupon.ts';

const now = new Date('2026-11-22T12:00:00Z');
const percent = (percentOff: number, extra: Partial<StoredCoupon> = {}): StoredCoupon => ({
  code: 'TEN',
  description: '',
  discount: { kind: 'percent', percentOff },
  minSubtotalCents: 0,
  expiresAt: null,
  active: true,
  ...extra,
});
const fixed = (amountOffCents: number, extra: Partial<StoredCoupon> = {}): StoredCoupon => ({
  ...percent(1),
  code: 'FIVE',
  discount: { kind: 'fixed', amountOffCents },
  ...extra,
});
const cart = (subtotal: number, itemCount = 1) => ({ subtotal, itemCount });

describe('coupons', () => {
  it('treats codes case-insensitively', () => {
    expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10');
    const parsed = couponSchema.parse({ ...percent(10), code: 'save-5' });
    expect(parsed.code).toBe('SAVE-5');
  });

  it('takes a percentage of the subtotal rounded half up, or a fixed amount', () => {
    expect(couponDiscount(percent(10), 12345)).toBe(1235); // 1234.5 -> 1235
    expect(couponDiscount(percent(10), 12344)).toBe(1234); // 1234.4 -> 1234
    expect(couponDiscount(percent(15), 1)).toBe(0); // 0.15 -> 0
    expect(couponDiscount(percent(50), 1)).toBe(1); // 0.5 -> 1
    expect(couponDiscount(percent(100), 4999)).toBe(4999);
    expect(couponDiscount(fixed(500), 100)).toBe(500);
  });

  it('applies when active, unexpired, on a non-empty cart at or above the minimum', () => {
    expect(couponProblem('TEN', percent(10), cart(1), now)).toBeUndefined();
    expect(couponProblem('TEN', percent(10, { minSubtotalCents: 2500 }), cart(2500), now)).toBeUndefined();
    expect(couponProblem('TEN', percent(10, { expiresAt: '2026-11-22T12:00:01Z' }), cart(1), now)).toBeUndefined();
  });

  it('says why it does not apply', () => {
    expect(couponProblem('NOPE', undefined, cart(1000), now)).toEqual({ code: 'NOPE', reason: 'unknown', why: 'does not exist' });
    expect(couponProblem('TEN', percent(10, { active: false }), cart(1000), now)?.reason).toBe('inactive');
    const expired = couponProblem('TEN', percent(10, { expiresAt: '2026-11-22T12:00:00Z' }), cart(1000), now);
    expect(expired).toEqual({ code: 'TEN', reason: 'expired', why: 'expired on 2026-11-22' });
    expect(couponProblem('TEN', percent(10), cart(0, 0), now)?.reason).toBe('empty_cart');
    const below = couponProblem('TEN', percent(10, { minSubtotalCents: 2500 }), cart(2499), now);
    expect(below).toEqual({
      code: 'TEN',
      reason: 'below_minimum',
      why: "needs a subtotal of at least $25.00 (the cart's subtotal is $24.99)",
    });
  });

  it('applies only from its start, and only while fewer orders than its limit used it', () => {
    const later = percent(10, { startsAt: '2026-11-22T12:00:01Z' });
    expect(couponProblem('TEN', later, cart(1000), now)).toEqual({ code: 'TEN', reason: 'not_started', why: 'starts on 2026-11-22' });
    expect(couponProblem('TEN', percent(10, { startsAt: '2026-11-22T12:00:00Z' }), cart(1000), now)).toBeUndefined();
    expect(couponProblem('TEN', percent(10, { usageLimit: 3, timesUsed: 2 }), cart(1000), now)).toBeUndefined();
    const usedUp = couponProblem('TEN', percent(10, { usageLimit: 3, timesUsed: 3 }), cart(1000), now)!;
    expect(usedUp).toEqual({ code: 'TEN', reason: 'used_up', why: 'has been used as many times as it may be' });
    expect(droppedCouponNotice(usedUp)).toBe("Coupon 'TEN' was removed: it has been used as many times as it may be.");
    expect(couponProblem('TEN', percent(10, { usageLimit: null, timesUsed: 1000 }), cart(1000), now)).toBeUndefined();
    expect(couponSchema.safeParse({ ...percent(10), usageLimit: 0 }).success).toBe(false);
    expect(couponSchema.parse({ ...percent(10), startsAt: null, usageLimit: 5 })).toMatchObject({ startsAt: null, usageLimit: 5 });
  });

  it('checks that the code runs before what the cart lacks', () => {
    const expiredWithMinimum = percent(10, { expiresAt: '2020-01-01T00:00:00Z', minSubtotalCents: 10_000 });
    expect(couponProblem('TEN', expiredWithMinimum, cart(0, 0), now)?.reason).toBe('expired');
  });

  it('is a 400 naming the code field, and a notice when dropped', () => {
    const problem = couponProblem('NOPE', undefined, cart(1000), now)!;
    const error = new CouponError(problem);
    expect(error.code).toBe('validation_error');
    expect(error.message).toBe("Coupon 'NOPE' does not exist.");
    expect(errorResponseSchema.parse({ error: { code: error.code, message: error.message, details: error.details } }).error.details).toEqual([
      { field: 'code', message: 'does not exist' },
    ]);
    const below = couponProblem('SAVE5', fixed(500, { minSubtotalCents: 2500 }), cart(1000), now)!;
    expect(droppedCouponNotice(below)).toBe(
      "Coupon 'SAVE5' was removed: it needs a subtotal of at least $25.00 (the cart's subtotal is $10.00).",
    );
  });

  it('validates coupon definitions', () => {
    expect(couponSchema.safeParse({ ...percent(0) }).success).toBe(false);
    expect(couponSchema.safeParse({ ...percent(101) }).success).toBe(false);
    expect(couponSchema.safeParse({ ...fixed(0) }).success).toBe(false);
    expect(couponSchema.safeParse({ ...percent(10), code: 'has space' }).success).toBe(false);
    expect(couponSchema.safeParse({ ...percent(10), expiresAt: 'tomorrow' }).success).toBe(false);
  });
});
