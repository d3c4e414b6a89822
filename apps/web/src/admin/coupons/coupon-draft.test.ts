import type { AdminCoupon } from '@cartwise/domain/admin/coupons';
import { couponChangeSchema } from '@cartwise/domain/admin/coupons';
import { describe, expect, it } from 'vitest';
import { discountText, draftFieldOf, EMPTY_COUPON_DRAFT, fromCouponDraft, periodText, toCouponDraft } from './coupon-draft';

const coupon: AdminCoupon = {
  code: 'WINTER',
  description: 'Winter sale',
  discount: { kind: 'fixed', amountOff: 7.5 },
  minSubtotal: 30,
  startsAt: '2026-12-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  usageLimit: 100,
  active: true,
  timesUsed: 3,
  state: 'scheduled',
};
const money = (dollars: number) => `$${dollars.toFixed(2)}`;

describe('the coupon form', () => {
  it('shows the last day a coupon applies, and gives back the same instants', () => {
    const draft = toCouponDraft(coupon);
    expect(draft).toMatchObject({ kind: 'fixed', amount: '7.5', minSubtotal: '30', startDay: '2026-12-01', lastDay: '2026-12-31', usageLimit: '100' });
    expect(fromCouponDraft(draft)).toEqual({
      description: 'Winter sale',
      discount: { kind: 'fixed', amountOff: 7.5 },
      minSubtotal: 30,
      startsAt: '2026-12-01T00:00:00.000Z',
      expiresAt: '2027-01-01T00:00:00.000Z',
      usageLimit: 100,
      active: true,
    });
  });

  it('leaves out what is empty, and lets the schema refuse what is not a number', () => {
    const change = fromCouponDraft({ ...EMPTY_COUPON_DRAFT, amount: '15' });
    expect(change).toMatchObject({ discount: { kind: 'percent', percentOff: 15 }, minSubtotal: 0, startsAt: null, expiresAt: null, usageLimit: null });
    expect(couponChangeSchema.safeParse(change).success).toBe(true);
    const typo = couponChangeSchema.safeParse(fromCouponDraft({ ...EMPTY_COUPON_DRAFT, amount: 'ten', usageLimit: '1.5' }));
    expect(typo.error?.issues.map((issue) => draftFieldOf(issue.path.join('.')))).toEqual(['amount', 'usageLimit']);
    const backwards = couponChangeSchema.safeParse(fromCouponDraft({ ...EMPTY_COUPON_DRAFT, amount: '5', startDay: '2026-12-02', lastDay: '2026-12-01' }));
    expect(backwards.error?.issues.map((issue) => draftFieldOf(issue.path.join('.')))).toEqual(['lastDay']);
    // A coupon of a single day: it starts and ends the same day.
    expect(couponChangeSchema.safeParse(fromCouponDraft({ ...EMPTY_COUPON_DRAFT, amount: '5', startDay: '2026-12-02', lastDay: '2026-12-02' })).success).toBe(true);
  });

  it('says what a coupon gives and when it runs', () => {
    expect(discountText(coupon, money)).toBe('$7.50 off a subtotal of $30.00 or more');
    expect(discountText({ discount: { kind: 'percent', percentOff: 10 }, minSubtotal: 0 }, money)).toBe('10% off');
    expect(periodText(coupon)).toBe('2026-12-01 to 2026-12-31');
    expect(periodText({ startsAt: null, expiresAt: null })).toBe('Always');
    expect(periodText({ startsAt: null, expiresAt: '2027-01-01T00:00:00.000Z' })).toBe('Until 2026-12-31');
  });
});
