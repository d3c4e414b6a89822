import { couponSchema, type CouponInput } from '@cartwise/domain/cart/coupon';
import type { CartRepository } from '../../modules/cart/repository.ts';

/** The demo coupons, listed in the README. Codes are case-insensitive. */
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

/** Puts the demo coupons into an empty coupon table; a shop that has coupons is left alone. */
export async function seedSampleCoupons(repository: CartRepository): Promise<number> {
  if ((await repository.countCoupons()) > 0) return 0;
  return repository.saveCoupons(SAMPLE_COUPONS.map((c) => couponSchema.parse(c)));
}
