import { couponSchema } from '@cartwise/domain/cart/coupon';
import { describe, expect, it } from 'vitest';
import { SAMPLE_COUPONS } from './sample-coupons.ts';

// Seeding them: modules/cart/seed.test.ts.
describe('the demo coupons', () => {
  it('are valid coupons with the codes the README lists', () => {
    const coupons = SAMPLE_COUPONS.map((c) => couponSchema.parse(c));
    expect(coupons.map((c) => c.code)).toEqual(['WELCOME10', 'SAVE5', 'BIG20']);
  });
});
