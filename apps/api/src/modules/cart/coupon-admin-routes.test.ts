import { adminCouponListSchema, adminCouponSchema } from '@cartwise/domain/admin/coupons';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../test/shopper-client.ts';
import { signedIn } from '../../../test/staff.ts';

const PRODUCTS: ProductInput[] = [
  { id: 'lamp', name: 'Desk Lamp', price: 40, category: 'Home', brand: 'Acme', thumbnail: '/images/lamp.svg', stockQuantity: 100 },
];

const DAY = 86_400_000;
let keys = 0;
const key = () => `coupon-admin-${Date.now()}-${(keys += 1)}`;
const ADDRESS = { name: 'Grace Hopper', line1: '1 Harbor Way', city: 'Arlington', region: 'VA', postalCode: '22201', country: 'US' };

describe.each(ENGINES)('the back office coupons on %s', (engine) => {
  let context: TestContext;
  let staff: Shopper;

  /** A shopper with a $40 lamp in the cart and the coupon applied; answers the browser and the apply's answer. */
  const shopperWith = async (code: string) => {
    const shopper = new Shopper(context.app);
    expect((await shopper.post('/api/cart/items', { productId: 'lamp', quantity: 1 })).status).toBe(200);
    return { shopper, applied: await shopper.put('/api/cart/coupon', { code }) };
  };
  const place = (shopper: Shopper) =>
    shopper.request('POST', '/api/orders', { email: 'ada@example.com', shippingAddress: ADDRESS, delivery: 'standard' }, { 'idempotency-key': key() });
  const coupon = async (code: string) => expectDocumented(await staff.get(`/api/admin/coupons/${code}`), adminCouponSchema).body;

  beforeAll(async () => {
    context = await createTestApp(engine, PRODUCTS);
    staff = await signedIn(context.app, 'staff');
  });
  afterAll(() => context?.close());

  it('creates a coupon (code upper-cased), lists it, refuses a taken code and a bad definition, and records who did it', async () => {
    const created = await staff.post('/api/admin/coupons', { code: 'spring-15', description: '15% off', discount: { kind: 'percent', percentOff: 15 } });
    expect(created.status).toBe(201);
    expect(adminCouponSchema.parse(created.body)).toEqual({
      code: 'SPRING-15',
      description: '15% off',
      discount: { kind: 'percent', percentOff: 15 },
      minSubtotal: 0,
      startsAt: null,
      expiresAt: null,
      usageLimit: null,
      active: true,
      timesUsed: 0,
      state: 'running',
    });
    const list = expectDocumented(await staff.get('/api/admin/coupons'), adminCouponListSchema).body;
    expect(list.coupons.map((c: { code: string }) => c.code)).toContain('SPRING-15');

    const taken = await staff.post('/api/admin/coupons', { code: 'Spring-15', discount: { kind: 'fixed', amountOff: 5 } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details).toEqual([{ field: 'code', message: 'is taken' }]);

    const bad = [
      [{ code: 'has space', discount: { kind: 'percent', percentOff: 10 } }, 'code'],
      [{ code: 'ZERO', discount: { kind: 'percent', percentOff: 0 } }, 'discount.percentOff'],
      [{ code: 'CENTS', discount: { kind: 'fixed', amountOff: 4.999 } }, 'discount.amountOff'],
      [{ code: 'NEG', discount: { kind: 'fixed', amountOff: 5 }, minSubtotal: -1 }, 'minSubtotal'],
      [{ code: 'NEVER', discount: { kind: 'fixed', amountOff: 5 }, usageLimit: 0 }, 'usageLimit'],
      [{ code: 'BACK', discount: { kind: 'fixed', amountOff: 5 }, startsAt: '2027-01-02T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z' }, 'expiresAt'],
      [{ code: 'EXTRA', discount: { kind: 'fixed', amountOff: 5 }, timesUsed: 3 }, ''],
    ] as const;
    for (const [body, field] of bad) {
      const refused = await staff.post('/api/admin/coupons', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.code).toBe('validation_error');
      if (field) expect(refused.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect((await staff.get('/api/admin/coupons/NOPE')).status).toBe(404);
    expect((await staff.put('/api/admin/coupons/NOPE', { discount: { kind: 'percent', percentOff: 5 } })).status).toBe(404);

    const owner = await signedIn(context.app, 'owner');
    const audit = (await owner.get('/api/admin/audit?subjectType=coupon&subjectId=SPRING-15')).body;
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ action: 'coupon.created', before: null, after: { code: 'SPRING-15', discount: { kind: 'percent', percentOff: 15 } } });
  });

  it('changes reach a cart holding the coupon at once: a new amount, a minimum, a later start, then deactivated', async () => {
    const made = await staff.post('/api/admin/coupons', { code: 'CHANGING', discount: { kind: 'percent', percentOff: 10 } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { shopper, applied } = await shopperWith('changing');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.discount).toBe(4);

    const edited = expectDocumented(await staff.put('/api/admin/coupons/changing', { description: '$7.50 off', discount: { kind: 'fixed', amountOff: 7.5 } }), adminCouponSchema);
    expect(edited.body).toMatchObject({ code: 'CHANGING', discount: { kind: 'fixed', amountOff: 7.5 }, state: 'running' });
    expect((await shopper.get('/api/cart')).body).toMatchObject({ couponCode: 'CHANGING', discount: 7.5 });

    // A minimum above the cart's subtotal: the cart drops it and says why.
    await staff.put('/api/admin/coupons/CHANGING', { discount: { kind: 'fixed', amountOff: 7.5 }, minSubtotal: 50 });
    const below = (await shopper.get('/api/cart')).body;
    expect(below.couponCode).toBeNull();
    expect(below.notice).toContain("Coupon 'CHANGING' was removed: it needs a subtotal of at least $50.00");

    // Starting tomorrow: not yet.
    const tomorrow = new Date(Date.now() + DAY).toISOString();
    const scheduled = await staff.put('/api/admin/coupons/CHANGING', { discount: { kind: 'fixed', amountOff: 7.5 }, startsAt: tomorrow });
    expect(scheduled.body.state).toBe('scheduled');
    const early = await shopper.put('/api/cart/coupon', { code: 'CHANGING' });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(`Coupon 'CHANGING' starts on ${tomorrow.slice(0, 10)}.`);

    // Running again, applied, then deactivated: the cart loses it, and it cannot be applied.
    await staff.put('/api/admin/coupons/CHANGING', { discount: { kind: 'fixed', amountOff: 7.5 } });
    expect((await shopper.put('/api/cart/coupon', { code: 'CHANGING' })).status).toBe(200);
    const off = expectDocumented(await staff.put('/api/admin/coupons/CHANGING', { discount: { kind: 'fixed', amountOff: 7.5 }, active: false }), adminCouponSchema);
    expect(off.body.state).toBe('disabled');
    const dropped = (await shopper.get('/api/cart')).body;
    expect(dropped.couponCode).toBeNull();
    expect(dropped.notice).toContain("Coupon 'CHANGING' was removed: it is no longer active");
    expect((await shopper.put('/api/cart/coupon', { code: 'CHANGING' })).body.error.message).toBe("Coupon 'CHANGING' is no longer active.");

    // An end in the past: expired.
    const ended = await staff.put('/api/admin/coupons/CHANGING', {
      discount: { kind: 'fixed', amountOff: 7.5 },
      startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
      expiresAt: new Date(Date.now() - DAY).toISOString(),
    });
    expect(ended.body.state).toBe('expired');
    expect((await shopper.put('/api/cart/coupon', { code: 'CHANGING' })).status).toBe(400);

    const owner = await signedIn(context.app, 'owner');
    const audit = (await owner.get('/api/admin/audit?subjectType=coupon&subjectId=CHANGING')).body;
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual([
      'coupon.activated',
      'coupon.deactivated',
      'coupon.updated',
      'coupon.updated',
      'coupon.updated',
      'coupon.updated',
      'coupon.created',
    ]);
  });

  it('a checkout whose coupon was changed since the summary is refused with the new total to see', async () => {
    await staff.post('/api/admin/coupons', { code: 'LATE', discount: { kind: 'percent', percentOff: 10 } });
    const { shopper } = await shopperWith('LATE');
    await staff.put('/api/admin/coupons/LATE', { discount: { kind: 'percent', percentOff: 10 }, active: false });
    const refused = await place(shopper);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("Coupon 'LATE' was removed: it is no longer active");
  });

  it('counts its uses (cancelled orders left out) and holds its usage limit, even for two orders at once', async () => {
    await staff.post('/api/admin/coupons', { code: 'ONCE', discount: { kind: 'fixed', amountOff: 5 }, usageLimit: 1 });
    const first = await shopperWith('ONCE');
    const second = await shopperWith('ONCE');
    const placed = await place(first.shopper);
    expect(placed.status).toBe(201);
    expect(placed.body.discount).toBe(5);
    expect(await coupon('ONCE')).toMatchObject({ timesUsed: 1, state: 'used-up' });

    // The other cart loses it; a new shopper cannot apply it.
    const refused = await place(second.shopper);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("Coupon 'ONCE' was removed: it has been used as many times as it may be");
    expect((await shopperWith('ONCE')).applied.body.error.message).toBe("Coupon 'ONCE' has been used as many times as it may be.");

    // Cancelling the order gives the use back.
    const id = (await first.shopper.get('/api/orders')).body.orders[0].id as string;
    expect((await staff.post(`/api/admin/orders/${id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect(await coupon('ONCE')).toMatchObject({ timesUsed: 0, state: 'running' });

    // Two shoppers with it in their carts order at once: one order uses it, the other is refused.
    const a = await shopperWith('ONCE');
    const b = await shopperWith('ONCE');
    expect([a.applied.status, b.applied.status]).toEqual([200, 200]);
    const answers = await Promise.all([place(a.shopper), place(b.shopper)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await coupon('ONCE')).toMatchObject({ timesUsed: 1, usageLimit: 1, state: 'used-up' });

    // Raising the limit lets it be used again.
    await staff.put('/api/admin/coupons/ONCE', { discount: { kind: 'fixed', amountOff: 5 }, usageLimit: 2 });
    expect((await place((await shopperWith('ONCE')).shopper)).status).toBe(201);
    const listed = (await staff.get('/api/admin/coupons')).body.coupons.find((c: { code: string }) => c.code === 'ONCE');
    expect(listed).toMatchObject({ timesUsed: 2, usageLimit: 2, state: 'used-up' });
  });
});
