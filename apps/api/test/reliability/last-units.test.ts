import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shopper } from '../shopper-client.ts';
import { createTestApp, ENGINES, type TestContext } from '../test-app.ts';

const BUYERS = Number(process.env.LAST_UNITS_BUYERS ?? 200);
const LAST: ProductInput = { id: 'last', name: 'Last Units', price: 10, category: 'Home', brand: 'Acme', thumbnail: '/images/last.svg', stockQuantity: 5 };
const ADDRESS = { name: 'Grace Hopper', line1: '1 Harbor Way', city: 'Arlington', region: 'VA', postalCode: '22201', country: 'US' };

describe.each(ENGINES)(`${BUYERS} buyers at once for the last 5 units on %s (issue 20)`, (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, [LAST]);
  });
  afterAll(async () => ctx?.close());

  it('sells exactly 5: the others get a clean 409, nothing is oversold or lost', { timeout: 300_000 }, async ({ annotate }) => {
    const shoppers = Array.from({ length: BUYERS }, () => new Shopper(ctx.app));
    for (const shopper of shoppers) expect((await shopper.post('/api/cart/items', { productId: 'last' })).status).toBe(200);
    const answers = await Promise.all(
      shoppers.map((shopper, i) =>
        shopper.request('POST', '/api/orders', { email: `b${i}@example.com`, shippingAddress: ADDRESS, delivery: 'standard' }, { 'idempotency-key': `last-units-${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.error.code).toBe('conflict');
    expect((await ctx.app.inject('/api/products/last')).json().stockQuantity).toBe(0);
    const orders = await ctx.db.kysely.selectFrom('orders').select('id').execute();
    expect(orders).toHaveLength(5);
    await annotate(`${BUYERS} orders at once for 5 units: ${statuses.filter((s) => s === 201).length} placed, ${statuses.filter((s) => s === 409).length} refused with 409`);
  });
});
