import { couponSchema } from '@cartwise/domain/cart/coupon';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import {
  checkoutQuoteSchema,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NUMBER_PATTERN,
  TOO_MANY_TRACK_LOOKUPS_MESSAGE,
  TRACK_ORDER_LIMITS,
  orderListSchema,
  orderSchema,
  type PlaceOrderInput,
} from '@cartwise/domain/orders/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../test/shopper-client.ts';
import { CartRepository } from '../cart/repository.ts';
import { OrdersRepository } from './repository.ts';
import { EMPTY_CART_MESSAGE, KEY_REUSED_MESSAGE, TRACK_ORDER_TARGET_LIMITS } from './service.ts';

const item = (id: string, price: number, stockQuantity: number, name: string): ProductInput => ({
  id,
  name,
  price,
  category: 'Home',
  brand: 'Acme',
  thumbnail: `/images/${id}.svg`,
  stockQuantity,
});

const PRODUCTS: ProductInput[] = [
  item('mug', 12.5, 30, 'Mug'),
  item('lamp', 50, 20, 'Lamp'),
  item('teapot', 25, 3, 'Teapot'),
  item('vase', 19.99, 10, 'Vase'),
  item('clock', 30, 10, 'Clock'),
  item('last', 10, 5, 'Last Units'),
];

const ADDRESS = {
  name: 'Ada Lovelace',
  line1: '12 Analytical Way',
  city: 'London',
  region: 'Greater London',
  postalCode: 'N1 9GU',
  country: 'GB',
};
const ORDER: PlaceOrderInput = { email: 'Ada@Example.com ', shippingAddress: ADDRESS, delivery: 'standard' };

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

class Buyer extends Shopper {
  add = async (productId: string, quantity = 1) => {
    const res = await this.post('/api/cart/items', { productId, quantity });
    expect(res.status).toBe(200);
    return res;
  };
  quote = async (delivery?: string) =>
    expectDocumented(await this.get(`/api/checkout/quote${delivery ? `?delivery=${delivery}` : ''}`), checkoutQuoteSchema.strict());
  place = async (body: unknown = ORDER, key: string | null = newKey()) => {
    const res = await this.request('POST', '/api/orders', body, key === null ? {} : { 'idempotency-key': key });
    // 201 for a new order, 200 for a repeat: both are the order.
    if (res.status !== 201) return expectDocumented(res, orderSchema.strict());
    expect(orderSchema.strict().parse(res.body)).toEqual(res.body);
    return res;
  };
  orders = async () => expectDocumented(await this.get('/api/orders'), orderListSchema.strict());
}

const TRACK_WINDOW_SECONDS = TRACK_ORDER_LIMITS.windowMinutes * 60;

/**
 * A 429's Retry-After (RFC 9110): whole seconds, at most Track Order's window; when the window started at
 * `windowStarted` or later (ms), at least what was left of it on answering.
 */
function expectRetryAfter(res: { headers: Record<string, unknown> }, windowStarted?: number) {
  const retryAfter = String(res.headers['retry-after']);
  expect(retryAfter).toMatch(/^[1-9][0-9]*$/);
  expect(Number(retryAfter)).toBeLessThanOrEqual(TRACK_WINDOW_SECONDS);
  if (windowStarted !== undefined) {
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(TRACK_WINDOW_SECONDS - Math.ceil((Date.now() - windowStarted) / 1000));
  }
}

describe.each(ENGINES)('checkout and orders API on %s', (engine) => {
  let ctx: TestContext;
  /** The same database behind a trusted proxy (TRUST_PROXY=127.0.0.1): X-Forwarded-For picks the client address. */
  let proxied: App;
  beforeAll(async () => {
    ctx = await createTestApp(engine, PRODUCTS);
    proxied = await buildApp({ db: ctx.db, trustProxy: ['127.0.0.1'] });
    await new CartRepository(ctx.db).saveCoupons([
      couponSchema.parse({ code: 'WELCOME10', description: '10% off', discount: { kind: 'percent', percentOff: 10 }, minSubtotalCents: 0, expiresAt: null, active: true }),
    ]);
  });
  afterAll(async () => {
    await proxied?.close();
    await ctx?.close();
  });

  const stockOf = async (id: string) => (await ctx.app.inject({ url: `/api/products/${id}` })).json().stockQuantity as number;
  const setProduct = async (id: string, change: Partial<ProductInput>) => {
    const base = PRODUCTS.find((p) => p.id === id)!;
    await ctx.repository.upsert([productInputSchema.parse({ ...base, ...change })]);
  };
  const orderCount = async () => Number((await ctx.db.kysely.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('quotes standard delivery exactly as the cart, and express as a flat $9.99 (ADR 0005)', async () => {
    const buyer = new Buyer(ctx.app);
    await buyer.add('mug', 2); // $25.00: standard shipping is $9.99
    const cart = (await buyer.get('/api/cart')).body;
    const standard = (await buyer.quote()).body;
    expect(standard).toMatchObject({ subtotal: 25, shipping: 9.99, tax: 2, discount: 0, total: 36.99, delivery: 'standard' });
    for (const key of ['items', 'itemCount', 'subtotal', 'shipping', 'tax', 'discount', 'total', 'couponCode']) {
      expect(standard[key]).toEqual(cart[key]);
    }
    expect((await buyer.quote('express')).body).toMatchObject({ shipping: 9.99, total: 36.99, delivery: 'express' });

    await buyer.add('lamp'); // $75.00: standard is free, express still $9.99
    const free = (await buyer.quote('standard')).body;
    expect(free).toMatchObject({ subtotal: 75, shipping: 0, tax: 6, total: 81 });
    const express = (await buyer.quote('express')).body;
    expect(express).toMatchObject({ subtotal: 75, shipping: 9.99, tax: 6, total: 90.99 });
    expect(express.deliveryOptions.map((o: { method: string; shipping: number }) => [o.method, o.shipping])).toEqual([
      ['standard', 0],
      ['express', 9.99],
    ]);
    expect(express.estimatedDelivery.earliest < free.estimatedDelivery.earliest).toBe(true);
    expect(express.paymentMethods).toEqual([{ method: 'pay-on-delivery', label: expect.stringContaining('Pay on delivery') }]);

    const bad = await buyer.get('/api/checkout/quote?delivery=drone');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ field: 'delivery', message: 'must be standard or express' }]);
  });

  it('places an order priced from the catalogue: stock taken, cart emptied, readable by its shopper', async () => {
    const buyer = new Buyer(ctx.app);
    await buyer.add('vase', 2);
    await buyer.add('mug', 1);
    await buyer.put('/api/cart/coupon', { code: 'welcome10' });
    const quote = (await buyer.quote('express')).body;
    const before = { vase: await stockOf('vase'), mug: await stockOf('mug') };

    const res = await buyer.place({ ...ORDER, delivery: 'express' });
    expect(res.status).toBe(201);
    const order = res.body;
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order).toMatchObject({
      status: 'placed',
      email: 'ada@example.com',
      delivery: 'express',
      paymentMethod: 'pay-on-delivery',
      shippingAddress: { ...ADDRESS, line2: '' },
      couponCode: 'WELCOME10',
      itemCount: 3,
      subtotal: 52.48,
      discount: 5.25,
      tax: 4.2,
      shipping: 9.99,
      total: 61.42,
      estimatedDelivery: quote.estimatedDelivery,
    });
    for (const key of ['itemCount', 'subtotal', 'shipping', 'tax', 'discount', 'total']) expect(order[key]).toBe(quote[key]);
    expect(order.items).toEqual([
      { productId: 'vase', variant: 'default', name: 'Vase', price: 19.99, image: '/images/vase.svg', quantity: 2, lineTotal: 39.98 },
      { productId: 'mug', variant: 'default', name: 'Mug', price: 12.5, image: '/images/mug.svg', quantity: 1, lineTotal: 12.5 },
    ]);

    expect(await stockOf('vase')).toBe(before.vase - 2);
    expect(await stockOf('mug')).toBe(before.mug - 1);
    expect((await buyer.get('/api/cart')).body).toMatchObject({ items: [], total: 0, couponCode: null });
    expect((await buyer.get(`/api/orders/${order.id}`)).body).toEqual(order);
    expect((await buyer.orders()).body.orders[0]).toMatchObject({ id: order.id, orderNumber: order.orderNumber, total: 61.42 });
  });

  it('lists the shopper’s orders newest first', async () => {
    const buyer = new Buyer(ctx.app);
    const placed = [];
    for (const id of ['mug', 'clock', 'lamp']) {
      await buyer.add(id);
      placed.push((await buyer.place()).body.id);
    }
    expect((await buyer.orders()).body.orders.map((o: { id: string }) => o.id)).toEqual(placed.reverse());
    expect((await new Buyer(ctx.app).orders()).body).toEqual({ orders: [] });
  });

  it('lets the catalogue list see the new stock: a product sold out leaves the in-stock filter', async () => {
    await setProduct('teapot', { stockQuantity: 3 });
    const buyer = new Buyer(ctx.app);
    await buyer.add('teapot', 3);
    const inStock = async () =>
      ((await ctx.app.inject({ url: '/api/products?inStock=true&pageSize=100' })).json().products as { id: string }[]).map((p) => p.id);
    expect(await inStock()).toContain('teapot');
    expect((await buyer.place()).status).toBe(201);
    expect(await stockOf('teapot')).toBe(0);
    expect(await inStock()).not.toContain('teapot');
  });

  it('re-prices every line from the catalogue, never from what the shopper saw', async () => {
    const buyer = new Buyer(ctx.app);
    await buyer.add('clock', 2);
    await setProduct('clock', { price: 31.5 });
    const order = (await buyer.place()).body;
    expect(order.items[0]).toMatchObject({ productId: 'clock', price: 31.5, lineTotal: 63 });
    expect(order).toMatchObject({ subtotal: 63, shipping: 0, tax: 5.04, total: 68.04 });
    await setProduct('clock', { price: 30 });
  });

  it('needs an Idempotency-Key and a valid form, and writes nothing otherwise', async () => {
    const buyer = new Buyer(ctx.app);
    await buyer.add('mug');
    const orders = await orderCount();
    const noKey = await buyer.place(ORDER, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.details).toEqual([{ field: 'idempotency-key', message: 'is required' }]);

    const invalid = await buyer.place({ email: 'nope', shippingAddress: { ...ADDRESS, city: ' ', country: 'XX' }, delivery: 'standard' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details).toEqual([
      { field: 'email', message: 'must be a valid email address' },
      { field: 'shippingAddress.city', message: 'is required' },
      { field: 'shippingAddress.country', message: 'must be a country we ship to' },
    ]);
    // A US address needs a real state: a courier cannot deliver to 'ZZ'.
    const noState = await buyer.place({ ...ORDER, shippingAddress: { ...ADDRESS, region: 'ZZ', postalCode: '10001', country: 'US' } });
    expect(noState.status).toBe(400);
    expect(noState.body.error.details).toEqual([{ field: 'shippingAddress.region', message: 'must be a US state, such as NY or New York' }]);
    const unknown = await buyer.place({ ...ORDER, items: [{ productId: 'mug', price: 0.01 }] });
    expect(unknown.status).toBe(400);
    expect(await orderCount()).toBe(orders);
    expect((await buyer.get('/api/cart')).body.itemCount).toBe(1);
  });

  it('needs a region only in the US, Canada and Australia, and stores it as the post writes it (ADR 0005)', async () => {
    const buyer = new Buyer(ctx.app);
    const stored = async (id: string) =>
      ctx.db.kysely.selectFrom('orders').select(['ship_region', 'ship_postal_code']).where('id', '=', id).executeTakeFirstOrThrow();
    const placeTo = async (address: Record<string, string>, key = newKey()) => {
      await buyer.add('mug');
      const { region: _, ...withoutRegion } = ADDRESS;
      return buyer.place({ ...ORDER, shippingAddress: { ...withoutRegion, ...address } }, key);
    };

    // A British address without a region, and a Dutch one with an empty region, are orders.
    const british = await placeTo({ postalCode: 'sw1a1aa' });
    expect(british.status).toBe(201);
    expect(british.body.shippingAddress).toMatchObject({ region: '', postalCode: 'SW1A 1AA', country: 'GB' });
    expect(await stored(british.body.id)).toEqual({ ship_region: '', ship_postal_code: 'SW1A 1AA' });
    const dutch = await placeTo({ city: 'Amsterdam', region: ' ', postalCode: ' 1012  AB ', country: 'nl' });
    expect(dutch.body.shippingAddress).toMatchObject({ region: '', postalCode: '1012 AB', country: 'NL' });

    // 'Toronto, on m5h2n2' is kept as 'Toronto, ON M5H 2N2', and read back so by its shopper and by Track Order.
    const canadian = await placeTo({ city: 'Toronto', region: 'on', postalCode: 'm5h2n2', country: 'CA' });
    expect(canadian.status).toBe(201);
    expect(canadian.body.shippingAddress).toMatchObject({ city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2', country: 'CA' });
    expect(await stored(canadian.body.id)).toEqual({ ship_region: 'ON', ship_postal_code: 'M5H 2N2' });
    expect((await buyer.get(`/api/orders/${canadian.body.id}`)).body.shippingAddress).toEqual(canadian.body.shippingAddress);
    const tracked = await buyer.post('/api/orders/track', { orderNumber: canadian.body.orderNumber, email: ORDER.email });
    expect(tracked.body.shippingAddress).toMatchObject({ region: 'ON', postalCode: 'M5H 2N2' });
    for (const [address, region, postalCode] of [
      [{ region: 'Québec', postalCode: 'h2x 1y4', country: 'CA' }, 'QC', 'H2X 1Y4'],
      [{ region: 'new york', postalCode: '10001-1234', country: 'US' }, 'NY', '10001-1234'],
      [{ region: 'nsw', postalCode: '2000', country: 'AU' }, 'NSW', '2000'],
    ] as const) {
      const placed = await placeTo(address);
      expect(placed.status, address.region).toBe(201);
      expect(await stored(placed.body.id)).toEqual({ ship_region: region, ship_postal_code: postalCode });
    }

    // The same order typed another way is the same request: a repeat of its key finds the order.
    const key = newKey();
    const first = await placeTo({ region: 'ontario', postalCode: 'M5H 2N2', country: 'CA' }, key);
    const repeat = await buyer.place({ ...ORDER, shippingAddress: { ...ADDRESS, region: 'ON', postalCode: 'm5h2n2', country: 'CA' } }, key);
    expect([first.status, repeat.status]).toEqual([201, 200]);
    expect(repeat.body.id).toBe(first.body.id);

    // A US, Canadian or Australian address still needs its state or province.
    const orders = await orderCount();
    for (const [country, postalCode] of [['US', '10001'], ['CA', 'K1A 0B1'], ['AU', '2000']]) {
      const missing = await placeTo({ region: '', postalCode: postalCode!, country: country! });
      expect(missing.status, country).toBe(400);
      expect(missing.body.error.details).toEqual([{ field: 'shippingAddress.region', message: 'is required' }]);
    }
    expect(await orderCount()).toBe(orders);
  });

  it('answers a repeat of the same key with the same order and creates nothing', async () => {
    const buyer = new Buyer(ctx.app);
    await buyer.add('vase', 3);
    const stock = await stockOf('vase');
    const key = newKey();
    const first = await buyer.place(ORDER, key);
    expect(first.status).toBe(201);
    const again = await buyer.place(ORDER, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await stockOf('vase')).toBe(stock - 3);
    expect((await buyer.orders()).body.orders).toHaveLength(1);

    const changed = await buyer.place({ ...ORDER, delivery: 'express' }, key);
    expect(changed.status).toBe(409);
    expect(changed.body.error).toEqual({ code: 'conflict', message: KEY_REUSED_MESSAGE });

    // The key belongs to its shopper: another shopper's same key is their own.
    const other = new Buyer(ctx.app);
    await other.add('mug');
    expect((await other.place(ORDER, key)).status).toBe(201);
  });

  it('creates one order for many concurrent repeats of one key', async () => {
    const buyer = new Buyer(ctx.app);
    await buyer.add('clock', 2);
    const stock = await stockOf('clock');
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => buyer.place(ORDER, key)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await stockOf('clock')).toBe(stock - 2);
    expect((await buyer.orders()).body.orders).toHaveLength(1);
  });

  it('answers 409 naming the products no longer available, and writes nothing', async () => {
    await setProduct('teapot', { stockQuantity: 3 });
    await setProduct('last', { stockQuantity: 5 });
    const buyer = new Buyer(ctx.app);
    await buyer.add('teapot', 3);
    await buyer.add('last', 2);
    await buyer.add('mug', 1);
    await setProduct('teapot', { stockQuantity: 1 });
    await setProduct('last', { stockQuantity: 0 });
    const orders = await orderCount();

    const res = await buyer.place();
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain("'Teapot'");
    expect(res.body.error.message).toContain("'Last Units'");
    expect(res.body.error.details).toEqual([
      { field: 'items.last-default', message: "'Last Units' is no longer available" },
      { field: 'items.teapot-default', message: "Only 1 of 'Teapot' can be ordered now" },
    ]);
    expect(await orderCount()).toBe(orders);
    expect(await stockOf('teapot')).toBe(1);
    expect(await stockOf('mug')).toBeGreaterThan(0);
    await setProduct('last', { stockQuantity: 5 });
  });

  it('answers 409 for an empty cart', async () => {
    const buyer = new Buyer(ctx.app);
    const res = await buyer.place();
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(EMPTY_CART_MESSAGE);
  });

  it('never oversells: many concurrent one-unit orders for the last units sell exactly those units', async () => {
    const LEFT = 5;
    const BUYERS = 16;
    await setProduct('last', { stockQuantity: LEFT });
    const soldBefore = await ctx.db.kysely.selectFrom('order_lines').select('quantity').where('product_id', '=', 'last').execute();
    const buyers = Array.from({ length: BUYERS }, () => new Buyer(ctx.app));
    for (const buyer of buyers) await buyer.add('last', 1);

    const answers = await Promise.all(buyers.map((buyer) => buyer.place()));

    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(placed).toHaveLength(LEFT);
    expect(refused).toHaveLength(BUYERS - LEFT);
    for (const res of placed) expect(res.body.items).toEqual([expect.objectContaining({ productId: 'last', quantity: 1 })]);
    for (const res of refused) {
      expect(res.body.error.code).toBe('conflict');
      expect(res.body.error.message).toContain("'Last Units'");
      expect(res.body.error.details).toEqual([{ field: expect.stringMatching(/^items\.last/), message: expect.stringContaining("'Last Units'") }]);
    }
    const lines = await ctx.db.kysely.selectFrom('order_lines').select('quantity').where('product_id', '=', 'last').execute();
    const sum = (rows: { quantity: number }[]) => rows.reduce((total, l) => total + l.quantity, 0);
    expect(sum(lines) - sum(soldBefore)).toBe(LEFT);
    expect(await stockOf('last')).toBe(0);
    await setProduct('last', { stockQuantity: 5 });
  });

  it('never oversells a variant: concurrent orders of two variants sell exactly each one’s stock, and keep the variant as bought', async () => {
    await ctx.repository.upsert([
      productInputSchema.parse({
        ...item('tee', 20, 0, 'Tee'),
        options: [{ name: 'Size', values: ['M'] }, { name: 'Colour', values: ['Red', 'Blue'] }],
        variants: [
          { sku: 'TEE-M-RED', options: { Size: 'M', Colour: 'Red' }, stockQuantity: 3 },
          { sku: 'TEE-M-BLUE', options: { Size: 'M', Colour: 'Blue' }, price: 22, stockQuantity: 4 },
        ],
      }),
    ]);
    const RED = 10;
    const BLUE = 8;
    const buyers = Array.from({ length: RED + BLUE }, () => new Buyer(ctx.app));
    for (const [k, buyer] of buyers.entries()) {
      const res = await buyer.post('/api/cart/items', { productId: 'tee', variant: k < RED ? 'm-red' : 'm-blue' });
      expect(res.status).toBe(200);
    }

    const answers = await Promise.all(buyers.map((buyer) => buyer.place()));

    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    const bought = (variant: string) => placed.filter((a) => a.body.items[0].variant === variant);
    expect(bought('m-red')).toHaveLength(3);
    expect(bought('m-blue')).toHaveLength(4);
    expect(refused).toHaveLength(RED + BLUE - 7);
    expect(bought('m-blue')[0]!.body.items).toEqual([
      {
        productId: 'tee',
        variant: 'm-blue',
        name: 'Tee',
        price: 22,
        image: '/images/tee.svg',
        quantity: 1,
        lineTotal: 22,
        variantName: 'Size M, Blue',
        options: [{ name: 'Size', value: 'M' }, { name: 'Colour', value: 'Blue' }],
        sku: 'TEE-M-BLUE',
      },
    ]);
    for (const res of refused) {
      expect(res.body.error.code).toBe('conflict');
      expect(res.body.error.message).toMatch(/'Tee, Size M, (Red|Blue)'/);
    }
    const tee = (await ctx.app.inject({ url: '/api/products/tee' })).json();
    expect(tee.variants.map((v: { stockQuantity: number }) => v.stockQuantity)).toEqual([0, 0]);
    expect(tee).toMatchObject({ stockQuantity: 0, inStock: false });
    // The order as bought stays when the catalogue changes: read again after the variant is gone.
    await ctx.repository.upsert([productInputSchema.parse(item('tee', 20, 5, 'Tee'))]);
    const again = await buyers.find((b, k) => placed.includes(answers[k]!) && k >= RED)!.get(`/api/orders/${bought('m-blue')[0]!.body.id}`);
    expect(again.body.items[0]).toMatchObject({ variantName: 'Size M, Blue', sku: 'TEE-M-BLUE', price: 22 });
  });

  it('shows an order only to the shopper who placed it; anyone else gets 404', async () => {
    const buyer = new Buyer(ctx.app);
    await buyer.add('mug');
    const order = (await buyer.place()).body;
    const stranger = new Buyer(ctx.app);
    await stranger.add('mug');
    for (const res of [await stranger.get(`/api/orders/${order.id}`), await new Buyer(ctx.app).get(`/api/orders/${order.id}`)]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await buyer.get('/api/orders/no-such-order')).status).toBe(404);
  });

  it('tracks an order by number and email, with one 404 whichever is wrong', async () => {
    const buyer = new Buyer(ctx.app);
    await buyer.add('lamp');
    const order = (await buyer.place()).body;
    const anyone = new Buyer(ctx.app);
    const found = expectDocumented(
      await anyone.post('/api/orders/track', { orderNumber: order.orderNumber.toLowerCase(), email: ' ADA@example.com' }),
      orderSchema.strict(),
    );
    expect(found.status).toBe(200);
    expect(found.body).toEqual(order);
    const wrongEmail = await anyone.post('/api/orders/track', { orderNumber: order.orderNumber, email: 'eve@example.com' });
    const wrongNumber = await anyone.post('/api/orders/track', { orderNumber: 'CW-000000', email: 'ada@example.com' });
    for (const res of [wrongEmail, wrongNumber]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: ORDER_NOT_FOUND_MESSAGE });
    }
    const malformed = await anyone.post('/api/orders/track', { orderNumber: '12', email: 'ada@example.com' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toEqual([{ field: 'orderNumber', message: 'must look like CW-7K3M9Q' }]);
  });

  it('limits Track Order lookups per IP address, so order numbers cannot be tried one by one', async () => {
    const started = Date.now();
    const from = { 'x-forwarded-for': '198.51.100.23' };
    const guess = (n: number) =>
      new Buyer(proxied).request('POST', '/api/orders/track', { orderNumber: `CW-${String(n).padStart(6, '0')}`, email: `ip-${n}@example.com` }, from);
    for (let n = 0; n < TRACK_ORDER_LIMITS.perIp; n += 1) expect((await guess(n)).status).toBe(404);
    const limited = await guess(99);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual({ code: 'rate_limited', message: TOO_MANY_TRACK_LOOKUPS_MESSAGE });
    expectRetryAfter(limited, started);
    const elsewhere = await new Buyer(proxied).request('POST', '/api/orders/track', { orderNumber: 'CW-000001', email: 'a@b.io' }, { 'x-forwarded-for': '203.0.113.1' });
    expect(elsewhere.status).toBe(404);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: rotating it does not reset the per-IP limit', async () => {
    const guess = (n: number) =>
      new Buyer(ctx.app).request(
        'POST',
        '/api/orders/track',
        { orderNumber: `CW-${String(n).padStart(6, '1')}`, email: `rotating-${n}@example.com` },
        { 'x-forwarded-for': `198.51.100.${n}` },
      );
    // Every lookup counts against the socket's address (earlier tests' lookups too), whatever the header says.
    const answers = [];
    for (let n = 0; n <= TRACK_ORDER_LIMITS.perIp; n += 1) answers.push(await guess(n));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.at(-1)).toBe(429);
    expectRetryAfter(answers.at(-1)!);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(TRACK_ORDER_LIMITS.perIp);
  });

  it('limits lookups per order number and per email from any address, and a found order too', async () => {
    const started = Date.now();
    const buyer = new Buyer(ctx.app);
    await buyer.add('mug');
    const order = (await buyer.place({ ...ORDER, email: 'tracked@example.com' })).body;
    let address = 0;
    const track = (orderNumber: string, email: string) =>
      new Buyer(proxied).request('POST', '/api/orders/track', { orderNumber, email }, { 'x-forwarded-for': `192.0.2.${(address += 1)}` });

    // Emails tried against one order number, each from a new address.
    for (let i = 0; i < TRACK_ORDER_TARGET_LIMITS.perOrderNumber - 1; i += 1) {
      expect((await track(order.orderNumber, `guess-${i}@example.com`)).status).toBe(404);
    }
    expect((await track(order.orderNumber, 'tracked@example.com')).status).toBe(200);
    const byNumber = await track(order.orderNumber, 'tracked@example.com');
    expect(byNumber.status).toBe(429);
    expect(byNumber.body.error).toEqual({ code: 'rate_limited', message: TOO_MANY_TRACK_LOOKUPS_MESSAGE });
    expectRetryAfter(byNumber, started);

    // Order numbers tried against one email, each from a new address.
    const email = 'victim@example.com';
    for (let n = 0; n < TRACK_ORDER_TARGET_LIMITS.perEmail; n += 1) {
      expect((await track(`CW-${String(n).padStart(6, '2')}`, email)).status).toBe(404);
    }
    const byEmail = await track('CW-ZZZZZZ', email);
    expect(byEmail.status).toBe(429);
    expect(byEmail.body.error).toEqual({ code: 'rate_limited', message: TOO_MANY_TRACK_LOOKUPS_MESSAGE });
    expectRetryAfter(byEmail, started);
    // Other numbers and emails are not held back.
    expect((await track('CW-ZZZZZZ', 'someone-else@example.com')).status).toBe(404);
  });

  it('documents checkout, orders and accounts in the OpenAPI document under their tags', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const tagsOf = (path: string, method: string) => doc.paths[path][method].tags;
    expect(tagsOf('/api/checkout/quote', 'get')).toEqual(['checkout']);
    expect(tagsOf('/api/orders', 'post')).toEqual(['orders']);
    expect(Object.keys(doc.paths['/api/orders'].post.responses).sort()).toEqual(['200', '201', '400', '409']);
    expect(tagsOf('/api/orders/{id}', 'get')).toEqual(['orders']);
    expect(tagsOf('/api/orders/track', 'post')).toEqual(['orders']);
    for (const path of ['/api/auth/signup', '/api/auth/login', '/api/auth/logout']) expect(tagsOf(path, 'post')).toEqual(['accounts']);
    // Each rate-limited route says its 429 carries Retry-After, in whole seconds.
    for (const path of ['/api/orders/track', '/api/auth/signup', '/api/auth/login']) {
      expect(doc.paths[path].post.responses['429'].headers['Retry-After'].schema, path).toEqual({ type: 'integer', minimum: 1 });
      expect(doc.paths[path].post.responses['429'].content['application/json'].schema.properties.error).toBeDefined();
    }
    expect(doc.tags.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['checkout', 'orders', 'accounts']));
  });

  it('counts recent orders per product for the assistant’s trending', async () => {
    const counts = await new OrdersRepository(ctx.db).recentOrderCounts(new Date(Date.now() - 30 * 24 * 3600_000));
    const mug = counts.find((c) => c.productId === 'mug');
    const mugLines = await ctx.db.kysely.selectFrom('order_lines').select(['order_id', 'quantity']).where('product_id', '=', 'mug').execute();
    expect(mug).toEqual({ productId: 'mug', orders: new Set(mugLines.map((l) => l.order_id)).size, units: mugLines.reduce((s, l) => s + l.quantity, 0) });
    expect(await new OrdersRepository(ctx.db).recentOrderCounts(new Date(Date.now() + 60_000))).toEqual([]);
  });
});
