import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { couponSchema } from '@cartwise/domain/cart/coupon';
import { errorResponseSchema } from '@cartwise/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../test/test-app.ts';
import { Shopper, type ShopperResponse } from '../../test/shopper-client.ts';
import { CartRepository } from '../modules/cart/repository.ts';
import { NUL_MESSAGE, nulCharacterAt } from './nul-characters.ts';

const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 60, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 30 };
const ADDRESS = { name: 'Ada Lovelace', line1: '12 Analytical Way', city: 'London', region: 'Greater London', postalCode: 'N1 9GU', country: 'GB' };

function expectNulRefused(res: ShopperResponse, field: string) {
  expect(res.status).toBe(400);
  expect(errorResponseSchema.strict().parse(res.body)).toEqual(res.body);
  expect(res.body.error.code).toBe('validation_error');
  expect(res.body.error.details).toEqual([{ field, message: NUL_MESSAGE }]);
}

describe('nulCharacterAt', () => {
  it('names the field, the key or nothing', () => {
    expect(nulCharacterAt({ a: { b: ['x', 'y\0'] } }, '')).toBe('a.b.1');
    expect(nulCharacterAt({ ['k\0']: 1 }, '')).toBe('k\0');
    expect(nulCharacterAt({ a: 'fine', n: 1, z: null }, '')).toBeUndefined();
    let deep: unknown = 'x\0';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulCharacterAt(deep, '')).toMatch(/^0(\.0)+$/);
  });
});

describe.each(ENGINES)('a NUL character anywhere is a 400, never a 500, never stored, on %s (issue 20, 3)', (engine) => {
  let ctx: TestContext;
  let shopper: Shopper;
  beforeAll(async () => {
    ctx = await createTestApp(engine, [MUG]);
    await new CartRepository(ctx.db).saveCoupons([
      couponSchema.parse({ code: 'WELCOME10', description: '10% off', discount: { kind: 'percent', percentOff: 10 }, minSubtotalCents: 0, expiresAt: null, active: true }),
    ]);
    shopper = new Shopper(ctx.app);
    expect((await shopper.post('/api/cart/items', { productId: 'mug' })).status).toBe(200);
  });
  afterAll(async () => ctx?.close());

  it('in a search, a product id, an order id and the suggestions', async () => {
    expectNulRefused(await shopper.get('/api/products?q=mu%00g'), 'q');
    expectNulRefused(await shopper.get('/api/products?brand=Acme&brand=A%00'), 'brand.1');
    expectNulRefused(await shopper.get('/api/products/mu%00g'), 'id');
    expectNulRefused(await shopper.get('/api/products/mug%00/related'), 'id');
    expectNulRefused(await shopper.get('/api/orders/abc%00def'), 'id');
    expectNulRefused(await shopper.get('/api/search/suggestions?q=%00'), 'q');
  });

  it('in a cart change, a coupon code and the chat', async () => {
    expectNulRefused(await shopper.post('/api/cart/items', { productId: 'mug\0' }), 'productId');
    expectNulRefused(await shopper.put('/api/cart/coupon', { code: 'WELCOME10\0' }), 'code');
    expectNulRefused(await shopper.post('/api/chat', { message: 'hello\0' }), 'message');
    expect((await shopper.get('/api/cart')).body).toMatchObject({ itemCount: 1, couponCode: null });
  });

  it('in an address, a name or a header of an order: nothing is stored', async () => {
    const order = (shippingAddress: object, key = 'nul-order-key-1') =>
      shopper.request('POST', '/api/orders', { email: 'ada@example.com', shippingAddress, delivery: 'standard' }, { 'idempotency-key': key });
    expectNulRefused(await order({ ...ADDRESS, name: 'Ada\0Lovelace' }), 'shippingAddress.name');
    expectNulRefused(await order({ ...ADDRESS, line1: '\0' }), 'shippingAddress.line1');
    expectNulRefused(await order(ADDRESS, 'nul-order\0-key'), 'idempotency-key');
    const signUp = await shopper.post('/api/auth/signup', { email: 'ada@example.com', password: 'long enough\0' });
    expectNulRefused(signUp, 'password');
    const orders = await ctx.db.kysely.selectFrom('orders').select('id').execute();
    expect(orders).toEqual([]);
    expect((await shopper.get('/api/cart')).body.itemCount).toBe(1);
  });
});
