import type { CouponInput } from '@cartwise/domain/cart/coupon';

/** The demo coupons, listed in the README. Codes are case-insensitive. Seeded by `modules/cart/seed.ts`. */
export const SAMPLE_COUPONS: CouponInput[] = [
  {
    code: 'WELCOME10',
    description: '10% off your order',
    discount: { kind: 'percent', percentOff: 10 },
    minSubtotalCents: 0,
    expiresAt: null,
    active: true,
  },
  {
    code: 'SAVE5',
    description: '$5 off a subtotal of $25 or more',
    discount: { kind: 'fixed', amountOffCents: 500 },
    minSubtotalCents: 2500,
    expiresAt: null,
    active: true,
  },
  {
    code: 'BIG20',
    description: '20% off a subtotal of $150 or more',
    discount: { kind: 'percent', percentOff: 20 },
    minSubtotalCents: 15000,
    expiresAt: null,
    active: true,
  },
];
