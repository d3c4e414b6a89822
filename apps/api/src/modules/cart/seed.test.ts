import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDb } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { CartRepository } from './repository.ts';
import { seedSampleCoupons } from './seed.ts';

describe.each(ENGINES)('seeding the demo coupons on %s', (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDb(engine));
  });
  afterAll(async () => close?.());

  it('fills an empty coupon table once and leaves a shop with coupons alone', async () => {
    const repository = new CartRepository(db);
    expect(await seedSampleCoupons(db)).toBe(3);
    expect(await repository.findCoupon('SAVE5')).toEqual({
      code: 'SAVE5',
      description: '$5 off a subtotal of $25 or more',
      discount: { kind: 'fixed', amountOffCents: 500 },
      minSubtotalCents: 2500,
      expiresAt: null,
      active: true,
      startsAt: null,
      usageLimit: null,
      timesUsed: 0,
    });
    await db.kysely.updateTable('coupons').set({ active: 0 }).where('code', '=', 'SAVE5').execute();
    expect(await seedSampleCoupons(db)).toBe(0);
    expect((await repository.findCoupon('SAVE5'))?.active).toBe(false);
  });
});
