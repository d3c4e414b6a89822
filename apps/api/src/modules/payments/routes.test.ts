import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { checkoutQuoteSchema, orderSchema, type PlaceOrderInput } from '@cartwise/domain/orders/schemas';
import { errorResponseSchema } from '@cartwise/domain/errors';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { CatalogRepository } from '../catalog/repository.ts';
import { ENGINES, openTestDb } from '../../../test/test-app.ts';
import { Shopper } from '../../../test/shopper-client.ts';
import { startFakeStripe, stripeSignature, type FakeStripe } from '../../../test/support/fake-stripe.ts';
import { CHECKOUT_PAGE_MS, NOT_AWAITING_PAYMENT_MESSAGE } from '../orders/service.ts';
import { BAD_SIGNATURE_MESSAGE } from './service.ts';
import { STRIPE_WEBHOOK_PATH } from './routes.ts';

const item = (id: string, price: number, stockQuantity: number): ProductInput => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  price,
  category: 'Home',
  brand: 'Acme',
  thumbnail: `/images/${id}.svg`,
  stockQuantity,
});

const PRODUCTS: ProductInput[] = [
  item('kettle', 40, 50),
  item('toaster', 30, 50),
  item('blender', 60, 50),
  item('grinder', 25, 50),
  {
    ...item('apron', 20, 0),
    options: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [
      { sku: 'APRON-S', options: { Size: 'S' }, stockQuantity: 6 },
      { sku: 'APRON-M', options: { Size: 'M' }, stockQuantity: 6 },
    ],
  },
];

const ORDER: PlaceOrderInput = {
  email: 'grace@example.com',
  shippingAddress: { name: 'Grace Hopper', line1: '1 Harbor Way', city: 'Arlington', region: 'VA', postalCode: '22201', country: 'US' },
  delivery: 'standard',
  paymentMethod: 'card',
};

let keys = 0;
const newKey = () => `card-key-${Date.now()}-${(keys += 1)}`;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** The shop on a port of 127.0.0.1 (Stripe's webhooks come over the network) with Stripe pointed at the fake. */
async function startShop(db: Db, stripe: FakeStripe): Promise<{ app: App; url: string }> {
  const app = await buildApp({
    db,
    payments: { stripe: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, url };
}

describe.each(ENGINES)('card payments through Stripe Checkout on %s', (engine) => {
  let db: Db;
  let closeDb: () => Promise<void>;
  let stripe: FakeStripe;
  let shop: { app: App; url: string };
  const extraApps: App[] = [];

  beforeAll(async () => {
    ({ db, close: closeDb } = await openTestDb(engine));
    await new CatalogRepository(db).upsert(PRODUCTS.map((p) => productInputSchema.parse(p)));
    stripe = await startFakeStripe();
    shop = await startShop(db, stripe);
    stripe.webhookUrl = `${shop.url}${STRIPE_WEBHOOK_PATH}`;
  });
  afterEach(() => {
    // A test that took the shop off the network puts it back for the next one.
    stripe.webhookUrl = `${shop.url}${STRIPE_WEBHOOK_PATH}`;
  });
  afterAll(async () => {
    for (const app of extraApps) await app.close();
    await shop?.app.close();
    await stripe?.close();
    await closeDb?.();
  });

  const stockOf = async (id: string) => (await shop.app.inject({ url: `/api/products/${id}` })).json().stockQuantity as number;
  const variantStock = async (id: string, variant: string) =>
    ((await shop.app.inject({ url: `/api/products/${id}` })).json().variants as { id: string; stockQuantity: number }[]).find((v) => v.id === variant)!
      .stockQuantity;
  /** The emails queued about an order (the confirmation and the shop's alert), by their dedupe keys. */
  const emailsAbout = async (orderId: string) =>
    (await db.kysely.selectFrom('mail_outbox').select('dedupe_key').where('dedupe_key', 'like', `%:${orderId}`).orderBy('dedupe_key').execute()).map(
      (row) => row.dedupe_key,
    );
  const eventCount = async () => Number((await db.kysely.selectFrom('payment_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  /** A shopper who puts `quantity` of a product in the cart and places a card order; answers the order. */
  async function cardOrder(productId: string, quantity = 1, variant?: string, app = shop.app) {
    const buyer = new Shopper(app);
    const added = await buyer.post('/api/cart/items', { productId, quantity, ...(variant ? { variant } : {}) });
    expect(added.status).toBe(200);
    const placed = await buyer.request('POST', '/api/orders', ORDER, { 'idempotency-key': newKey(), host: new URL(shop.url).host });
    expect(placed.status).toBe(201);
    expect(orderSchema.strict().parse(placed.body)).toEqual(placed.body);
    return { buyer, order: placed.body as ReturnType<typeof orderSchema.parse> };
  }
  const read = async (buyer: Shopper, id: string) => {
    const res = await buyer.get(`/api/orders/${id}`);
    expect(res.status).toBe(200);
    return orderSchema.strict().parse(res.body);
  };

  it('offers card payment in the quote only where Stripe is configured', async () => {
    const buyer = new Shopper(shop.app);
    await buyer.post('/api/cart/items', { productId: 'kettle' });
    const quote = checkoutQuoteSchema.parse((await buyer.get('/api/checkout/quote')).body);
    expect(quote.paymentMethods.map((m) => m.method)).toEqual(['pay-on-delivery', 'card']);

    // The same shop without STRIPE_* keys: pay on delivery only, and a card order is refused before anything is written.
    const plain = await buildApp({ db });
    extraApps.push(plain);
    const other = new Shopper(plain);
    await other.post('/api/cart/items', { productId: 'kettle' });
    expect((await other.get('/api/checkout/quote')).body.paymentMethods).toEqual([
      { method: 'pay-on-delivery', label: expect.stringContaining('Pay on delivery') },
    ]);
    const before = await stockOf('kettle');
    const refused = await other.request('POST', '/api/orders', ORDER, { 'idempotency-key': newKey() });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([{ field: 'paymentMethod', message: 'is not available in this shop: choose pay on delivery' }]);
    expect(await stockOf('kettle')).toBe(before);
    expect((await plain.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: {} })).statusCode).toBe(404);
  });

  it('holds the stock while the shopper pays, sends them to a Checkout Session for the total, and marks the order paid on checkout.session.completed', async () => {
    const before = await stockOf('kettle');
    const started = Date.now();
    const { buyer, order } = await cardOrder('kettle', 2);
    expect(order.status).toBe('awaiting-payment');
    expect(await stockOf('kettle')).toBe(before - 2);

    const session = stripe.latest();
    expect(order.checkoutUrl).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'open',
      amount_total: Math.round(order.total * 100),
      currency: 'usd',
      client_reference_id: order.id,
      metadata: { order_id: order.id, order_number: order.orderNumber },
      customer_email: 'grace@example.com',
      success_url: `${shop.url}/orders/${order.id}?payment=done`,
      cancel_url: `${shop.url}/orders/${order.id}?payment=cancelled`,
    });
    expect(session.line_items_summary).toEqual({ name: `Order ${order.orderNumber}`, description: '2 × Kettle' });
    // Stripe's shortest page (30 minutes) and a minute to spare; the order's hold ends with it.
    expect(session.expires_at * 1000).toBeGreaterThanOrEqual(Math.floor((started + CHECKOUT_PAGE_MS) / 1000) * 1000);
    expect(order.payBefore).toBe(new Date(session.expires_at * 1000).toISOString());
    const create = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST' && r.form.client_reference_id === order.id)!;
    expect(create.idempotencyKey).toMatch(new RegExp(`^cartwise-checkout-${order.id}-`));
    expect(create.form.allowed_payment_method_types).toEqual({ 0: 'card' });

    // Not confirmed by email while it awaits payment.
    expect(await emailsAbout(order.id)).toEqual([]);
    const delivered = await stripe.pay(session.id);
    expect(delivered.status).toBe(200);
    expect(await emailsAbout(order.id)).toEqual([`new-order-alert:${order.id}`, `order-confirmation:${order.id}`]);
    expect(JSON.parse(delivered.body)).toEqual({ received: true, duplicate: false, outcome: 'paid' });
    const paid = await read(buyer, order.id);
    expect(paid.status).toBe('paid');
    expect(paid.checkoutUrl).toBeUndefined();
    expect(await stockOf('kettle')).toBe(before - 2);
    // Track Order says the same, and never hands out a payment page.
    const tracked = await new Shopper(shop.app).post('/api/orders/track', { orderNumber: order.orderNumber, email: 'grace@example.com' });
    expect(tracked.body).toMatchObject({ status: 'paid' });
    expect((await buyer.get('/api/orders')).body.orders[0]).toMatchObject({ id: order.id, status: 'paid' });
  });

  it('cancels the order and puts its stock back, per variant, on checkout.session.expired', async () => {
    const before = { total: await stockOf('apron'), m: await variantStock('apron', 'm') };
    const { buyer, order } = await cardOrder('apron', 3, 'm');
    expect(await variantStock('apron', 'm')).toBe(before.m - 3);
    const delivered = await stripe.expire(stripe.latest().id);
    expect(JSON.parse(delivered.body)).toEqual({ received: true, duplicate: false, outcome: 'cancelled' });
    const cancelled = await read(buyer, order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.checkoutUrl).toBeUndefined();
    expect(await variantStock('apron', 'm')).toBe(before.m);
    expect(await stockOf('apron')).toBe(before.total);
    // Paying for it is over.
    const pay = await buyer.request('POST', `/api/orders/${order.id}/payment`, undefined);
    expect(pay.status).toBe(409);
    expect(pay.body.error.message).toBe(NOT_AWAITING_PAYMENT_MESSAGE);
  });

  it('counts a webhook event once however often it is delivered, also at the same time', async () => {
    const before = await stockOf('toaster');
    const { buyer, order } = await cardOrder('toaster', 4);
    // The shop is unreachable when Stripe first tries; then Stripe's retries and a replay arrive together.
    stripe.webhookUrl = undefined;
    const first = await stripe.expire(stripe.latest().id);
    expect(first.status).toBe(0);
    stripe.webhookUrl = `${shop.url}${STRIPE_WEBHOOK_PATH}`;
    const events = await eventCount();
    const answers = await Promise.all([1, 2, 3, 4].map(() => stripe.redeliver(first.id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const receipts = answers.map((a) => JSON.parse(a.body) as { duplicate: boolean; outcome: string });
    expect(receipts.filter((r) => r.outcome === 'cancelled')).toHaveLength(1);
    expect(receipts.filter((r) => r.duplicate)).toHaveLength(3);
    expect(await eventCount()).toBe(events + 1);
    expect((await read(buyer, order.id)).status).toBe('cancelled');
    expect(await stockOf('toaster')).toBe(before);

    // And a paid order stays paid, its stock taken once.
    const again = await cardOrder('toaster', 1);
    const paid = await stripe.pay(stripe.latest().id);
    const repeat = await stripe.redeliver(paid.id);
    expect(JSON.parse(repeat.body)).toEqual({ received: true, duplicate: true, outcome: 'unchanged' });
    expect(await emailsAbout(again.order.id)).toHaveLength(2);
    expect(await emailsAbout(order.id)).toEqual([]);
    expect((await read(again.buyer, again.order.id)).status).toBe('paid');
    expect(await stockOf('toaster')).toBe(before - 1);
  });

  it('refuses a forged or missing signature with 401 and changes nothing', async () => {
    const before = await stockOf('blender');
    const { buyer, order } = await cardOrder('blender');
    const session = stripe.latest();
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, line_items_summary: undefined, status: 'complete', payment_status: 'paid' } },
    });
    const attempts = [
      { 'stripe-signature': stripeSignature(payload, 'whsec_someone_else') },
      {},
      { 'stripe-signature': 't=1,v1=00' },
      // Signed by the right secret, but for another body.
      { 'stripe-signature': stripeSignature(payload.replace('evt_forged', 'evt_other'), stripe.webhookSecret) },
    ];
    const events = await eventCount();
    for (const headers of attempts) {
      const res = await shop.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        payload,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(res.statusCode).toBe(401);
      expect(errorResponseSchema.strict().parse(res.json())).toEqual({ error: { code: 'unauthorized', message: BAD_SIGNATURE_MESSAGE } });
    }
    expect(await eventCount()).toBe(events);
    expect((await read(buyer, order.id)).status).toBe('awaiting-payment');
    expect(await stockOf('blender')).toBe(before - 1);
    // The same event with Stripe's own signature is taken.
    const signed = await shop.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, stripe.webhookSecret) },
    });
    expect(signed.json()).toEqual({ received: true, duplicate: false, outcome: 'paid' });
  });

  describe('a crash between the Checkout Session and its webhook', () => {
    /** The shop goes down (its webhook unreachable) and another process on the same database takes over. */
    async function restart(): Promise<App> {
      stripe.webhookUrl = undefined;
      const next = await startShop(db, stripe);
      extraApps.push(next.app);
      return next.app;
    }

    it('paid while the shop was down: the sweeper finds the payment at Stripe, and the late webhook changes nothing', async () => {
      const before = await stockOf('grinder');
      const { buyer, order } = await cardOrder('grinder', 2);
      const next = await restart();
      const lost = await stripe.pay(stripe.latest().id);
      expect(lost.status).toBe(0);
      expect((await read(buyer, order.id)).status).toBe('awaiting-payment');

      expect(await next.orders.releaseOverdue(minutesFromNow(20))).toEqual({ paid: 0, cancelled: 0, skipped: 0 });
      expect(await next.orders.releaseOverdue(minutesFromNow(32))).toMatchObject({ paid: 1, cancelled: 0 });
      expect((await read(buyer, order.id)).status).toBe('paid');
      expect(await stockOf('grinder')).toBe(before - 2);
      expect(await emailsAbout(order.id)).toEqual([`new-order-alert:${order.id}`, `order-confirmation:${order.id}`]);

      stripe.webhookUrl = `${shop.url}${STRIPE_WEBHOOK_PATH}`;
      const late = await stripe.redeliver(lost.id);
      expect(JSON.parse(late.body)).toEqual({ received: true, duplicate: false, outcome: 'unchanged' });
      expect((await read(buyer, order.id)).status).toBe('paid');
      expect(await stockOf('grinder')).toBe(before - 2);
    });

    it('never paid: two sweepers at once expire the session at Stripe and release the stock once; the expired event changes nothing', async () => {
      const before = await stockOf('grinder');
      const { buyer, order } = await cardOrder('grinder', 3);
      const next = await restart();
      // Stripe's expired event goes to the process that is up.
      stripe.webhookUrl = `${shop.url}${STRIPE_WEBHOOK_PATH}`;
      const sweeps = await Promise.all([next.orders.releaseOverdue(minutesFromNow(32)), shop.app.orders.releaseOverdue(minutesFromNow(32))]);
      await stripe.settled();
      expect(sweeps.reduce((n, s) => n + s.cancelled, 0)).toBe(1);
      expect(sweeps.reduce((n, s) => n + s.paid, 0)).toBe(0);
      expect(stripe.latest().status).toBe('expired');
      const expired = stripe.delivered.filter((e) => e.type === 'checkout.session.expired').at(-1)!;
      expect(JSON.parse(expired.body).outcome).toBe('unchanged');
      expect((await read(buyer, order.id)).status).toBe('cancelled');
      expect(await stockOf('grinder')).toBe(before);
    });

    it('Stripe unreachable when the hold ends: the sweeper leaves the order and its stock as they are, and settles it once Stripe answers', async () => {
      const before = await stockOf('kettle');
      const { buyer, order } = await cardOrder('kettle');
      stripe.down = true;
      try {
        expect(await shop.app.orders.releaseOverdue(minutesFromNow(32))).toEqual({ paid: 0, cancelled: 0, skipped: 1 });
      } finally {
        stripe.down = false;
      }
      expect((await read(buyer, order.id)).status).toBe('awaiting-payment');
      expect(await stockOf('kettle')).toBe(before - 1);
      expect(await shop.app.orders.releaseOverdue(minutesFromNow(32))).toMatchObject({ cancelled: 1 });
      await stripe.settled();
      expect((await read(buyer, order.id)).status).toBe('cancelled');
      expect(await stockOf('kettle')).toBe(before);
    });

    it('no session could be made: the order waits for its page (asked again), or is released when its hold ends', async () => {
      const before = await stockOf('blender');
      // Stripe fails the first try and the SDK's two retries: the order stands, awaiting payment, without a page.
      stripe.failCreates = 3;
      const { buyer, order } = await cardOrder('blender');
      expect(order.status).toBe('awaiting-payment');
      expect(order.checkoutUrl).toBeUndefined();
      expect(await stockOf('blender')).toBe(before - 1);
      // The order page asks for it again.
      const page = await buyer.request('POST', `/api/orders/${order.id}/payment`, undefined, { host: new URL(shop.url).host });
      expect(page.status).toBe(200);
      expect(page.body.checkoutUrl).toBe(stripe.latest().url);
      await stripe.pay(stripe.latest().id);
      expect((await read(buyer, order.id)).status).toBe('paid');

      stripe.failCreates = 3;
      const unpaid = await cardOrder('blender');
      expect(unpaid.order.checkoutUrl).toBeUndefined();
      const sessions = stripe.sessions.size;
      expect(await shop.app.orders.releaseOverdue(minutesFromNow(29))).toMatchObject({ cancelled: 0 });
      expect(await shop.app.orders.releaseOverdue(minutesFromNow(31))).toMatchObject({ cancelled: 1 });
      expect(stripe.sessions.size).toBe(sessions);
      expect((await read(unpaid.buyer, unpaid.order.id)).status).toBe('cancelled');
      expect(await stockOf('blender')).toBe(before - 1);
    });
  });
});
