import { couponSchema } from '@cartwise/domain/cart/coupon';
import type { Db } from '../../db/database.ts';
import { SAMPLE_COUPONS } from '../../db/seed/sample-coupons.ts';
import { CartRepository } from './repository.ts';

/** Puts the demo coupons (`db/seed/sample-coupons.ts`) into an empty coupon table; a shop that has coupons is left alone. */
export async function seedSampleCoupons(db: Db): Promise<number> {
  const repository = new CartRepository(db);
  if ((await repository.countCoupons()) > 0) return 0;
  return repository.saveCoupons(SAMPLE_COUPONS.map((c) => couponSchema.parse(c)));
}
