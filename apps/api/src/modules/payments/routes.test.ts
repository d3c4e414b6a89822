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
import { adminOrderSchema } from '@cartwise/domain/admin/orders';
import { signedIn } from '../../../test/staff.ts';
import {
  CHECKOUT_PAGE_MS,
  NOT_AWAITING_PAYMENT_MESSAGE,
  PAID_MEANWHILE_MESSAGE,
  REFUND_UNREACHABLE_MESSAGE,
  refundRefusedMessage,
} from '../orders/service.ts';
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
  /**
   * What the shop answered to each `checkout.session.expired` event of this session. Stripe sends it as the page is
   * expired, so it may reach the shop before or after the move that asked for the expiry: either it finds the order
   * cancelled ('unchanged') or it cancels it first ('cancelled'), and that move then finds it cancelled.
   */
  const expiredOutcomes = (sessionId: string) =>
    stripe.delivered
      .filter((e) => e.type === 'checkout.session.expired' && (JSON.parse(e.payload) as { data: { object: { id: string } } }).data.object.id === sessionId)
      .map((e) => (JSON.parse(e.body) as { outcome: string }).outcome);
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
      // One cancellation: by a sweeper, or by the expired event when it reached the shop first.
      const outcomes = expiredOutcomes(stripe.latest().id);
      expect(outcomes).toHaveLength(1);
      expect(sweeps.reduce((n, s) => n + s.cancelled, 0) + outcomes.filter((o) => o === 'cancelled').length).toBe(1);
      expect(outcomes.every((o) => o === 'cancelled' || o === 'unchanged')).toBe(true);
      expect(sweeps.reduce((n, s) => n + s.paid, 0)).toBe(0);
      expect(stripe.latest().status).toBe('expired');
      expect((await read(buyer, order.id)).status).toBe('cancelled');
      expect(await stockOf('grinder')).toBe(before);
    });

    it('Stripe unreachable when the hold ends: the sweeper leaves the order and its stock as they are, and settles it once Stripe answers', async () => {
      const before = await stockOf('kettle');
      const { buyer, order } = await cardOrder('kettle');
      const session = stripe.latest();
      stripe.down = true;
      try {
        expect(await shop.app.orders.releaseOverdue(minutesFromNow(32))).toEqual({ paid: 0, cancelled: 0, skipped: 1 });
      } finally {
        stripe.down = false;
      }
      expect((await read(buyer, order.id)).status).toBe('awaiting-payment');
      expect(await stockOf('kettle')).toBe(before - 1);
      const sweep = await shop.app.orders.releaseOverdue(minutesFromNow(32));
      await stripe.settled();
      // The sweeper expires the page at Stripe, whose expired event may reach the shop before the sweeper's own
      // cancel: one of the two cancels the order, the other finds it cancelled.
      const byEvent = expiredOutcomes(session.id).filter((outcome) => outcome === 'cancelled').length;
      expect(sweep.cancelled + byEvent).toBe(1);
      expect(sweep).toMatchObject({ paid: 0, skipped: 0 });
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
  /** The shopper's cart as lines: product, variant and quantity, in order. */
  const cartOf = async (buyer: Shopper) =>
    ((await buyer.get('/api/cart')).body.items as { productId: string; variant: string; quantity: number }[]).map((l) => `${l.productId}/${l.variant}×${l.quantity}`);

  describe("an unpaid card order gives the shopper's cart back", () => {
    /** A card order of two kettles and one apron in M, from a cart that then is empty. */
    async function twoLineOrder() {
      const buyer = new Shopper(shop.app);
      await buyer.post('/api/cart/items', { productId: 'kettle', quantity: 2 });
      await buyer.post('/api/cart/items', { productId: 'apron', variant: 'm' });
      const placed = await buyer.request('POST', '/api/orders', ORDER, { 'idempotency-key': newKey(), host: new URL(shop.url).host });
      expect(placed.status).toBe(201);
      expect(await cartOf(buyer)).toEqual([]);
      return { buyer, order: orderSchema.parse(placed.body) };
    }

    it('when its page expires: the lines come back once, a line added again meanwhile is not doubled', async () => {
      const before = { kettle: await stockOf('kettle'), m: await variantStock('apron', 'm') };
      const { buyer, order } = await twoLineOrder();
      // The shopper put one kettle in the cart again meanwhile.
      await buyer.post('/api/cart/items', { productId: 'kettle', quantity: 1 });
      const expired = await stripe.expire(stripe.latest().id);
      expect(JSON.parse(expired.body).outcome).toBe('cancelled');
      expect(await cartOf(buyer)).toEqual(['kettle/default×2', 'apron/m×1']);
      expect(await stockOf('kettle')).toBe(before.kettle);
      expect(await variantStock('apron', 'm')).toBe(before.m);
      // Stripe's retry, and the sweeper later, change nothing.
      expect(JSON.parse((await stripe.redeliver(expired.id)).body).duplicate).toBe(true);
      await shop.app.orders.releaseOverdue(minutesFromNow(32));
      expect(await cartOf(buyer)).toEqual(['kettle/default×2', 'apron/m×1']);
      expect((await read(buyer, order.id)).status).toBe('cancelled');
    });

    it('when its hold ends unpaid (the sweeper): the lines come back once', async () => {
      const { buyer, order } = await twoLineOrder();
      const session = stripe.latest();
      const sweeps = await Promise.all([shop.app.orders.releaseOverdue(minutesFromNow(32)), shop.app.orders.releaseOverdue(minutesFromNow(32))]);
      await stripe.settled();
      // A sweeper expires the page at Stripe, whose expired event may reach the shop before that sweeper's own
      // cancel: one of them cancels the order, the others find it cancelled.
      const byEvent = expiredOutcomes(session.id).filter((outcome) => outcome === 'cancelled').length;
      expect(sweeps.reduce((n, sweep) => n + sweep.cancelled, 0) + byEvent).toBe(1);
      expect((await read(buyer, order.id)).status).toBe('cancelled');
      expect(await cartOf(buyer)).toEqual(['kettle/default×2', 'apron/m×1']);
    });

    it('when the shopper goes back from the payment page: the page is expired at Stripe, the stock and the lines come back, once', async () => {
      const before = await stockOf('kettle');
      const { buyer, order } = await twoLineOrder();
      const session = stripe.latest();
      const presses = await Promise.all([1, 2].map(() => buyer.request('POST', `/api/orders/${order.id}/cancel`, undefined)));
      expect(presses.map((p) => p.status)).toEqual([200, 200]);
      for (const press of presses) expect(orderSchema.strict().parse(press.body).status).toBe('cancelled');
      await stripe.settled();
      expect(session.status).toBe('expired');
      expect(await cartOf(buyer)).toEqual(['kettle/default×2', 'apron/m×1']);
      expect(await stockOf('kettle')).toBe(before);
      // Stripe's expired event finds the order cancelled by a press or cancels it first (the presses then answer
      // the cancelled order); the lines came back once either way (above). A later press changes nothing.
      const outcomes = expiredOutcomes(session.id);
      expect(outcomes).toHaveLength(1);
      expect(['unchanged', 'cancelled']).toContain(outcomes[0]);
      expect((await buyer.request('POST', `/api/orders/${order.id}/cancel`, undefined)).status).toBe(200);
      expect(await cartOf(buyer)).toEqual(['kettle/default×2', 'apron/m×1']);
      // Nobody else can cancel it.
      expect((await new Shopper(shop.app).request('POST', `/api/orders/${order.id}/cancel`, undefined)).status).toBe(404);
      const doc = (await shop.app.inject({ url: '/api/openapi.json' })).json();
      expect(Object.keys(doc.paths['/api/orders/{id}/cancel'].post.responses).sort()).toEqual(['200', '404', '409', '503']);
    });

    it('paid meanwhile (in another tab): 409, the order is paid and keeps its stock, the cart stays empty', async () => {
      const before = await stockOf('toaster');
      const { buyer, order } = await cardOrder('toaster');
      // Stripe's completed event has not reached the shop yet.
      stripe.webhookUrl = undefined;
      await stripe.pay(stripe.latest().id);
      const cancel = await buyer.request('POST', `/api/orders/${order.id}/cancel`, undefined);
      expect(cancel.status).toBe(409);
      expect(cancel.body.error.message).toBe(PAID_MEANWHILE_MESSAGE);
      expect((await read(buyer, order.id)).status).toBe('paid');
      expect(await stockOf('toaster')).toBe(before - 1);
      expect(await cartOf(buyer)).toEqual([]);
      expect((await buyer.request('POST', `/api/orders/${order.id}/cancel`, undefined)).status).toBe(409);
    });
  });

  describe('refunds from the back office', () => {
    let staff: Shopper;
    beforeAll(async () => {
      staff = await signedIn(shop.app, 'staff');
    });
    const move = (id: string, body: object) => staff.post(`/api/admin/orders/${id}/status`, body);
    /** A card order paid at Stripe: the order, its session and its PaymentIntent. */
    async function paidOrder(productId: string, quantity = 1) {
      const placed = await cardOrder(productId, quantity);
      const session = stripe.latest();
      await stripe.pay(session.id);
      expect((await read(placed.buyer, placed.order.id)).status).toBe('paid');
      return { ...placed, session, paymentIntent: session.payment_intent! };
    }
    const refundsOf = (paymentIntent: string) => [...stripe.refunds.values()].filter((r) => r.payment_intent === paymentIntent);

    it('refunds a paid card order through Stripe (POST /v1/refunds, one key per order) and records the refund', async () => {
      const { buyer, order, paymentIntent } = await paidOrder('blender', 2);
      const refunded = await move(order.id, { status: 'refunded', note: 'Arrived broken' });
      expect(refunded.status).toBe(200);
      const body = adminOrderSchema.strict().parse(refunded.body);
      const [refund] = refundsOf(paymentIntent);
      expect(refundsOf(paymentIntent)).toHaveLength(1);
      expect(refund).toMatchObject({ amount: Math.round(order.total * 100), status: 'succeeded', reason: 'requested_by_customer', metadata: { order_id: order.id } });
      expect(body.order.status).toBe('refunded');
      expect(body.refund).toEqual({ id: refund!.id, status: 'succeeded' });
      expect(body.history.at(-1)).toMatchObject({ from: 'paid', to: 'refunded', note: `Arrived broken · Refunded at Stripe: ${refund!.id}` });
      const sent = stripe.requests.find((r) => r.path === '/v1/refunds')!;
      expect(sent.idempotencyKey).toBe(`cartwise-refund-${order.id}`);
      expect(sent.form).toMatchObject({ payment_intent: paymentIntent, amount: String(Math.round(order.total * 100)) });
      expect((await read(buyer, order.id)).status).toBe('refunded');
      const audit = await db.kysely.selectFrom('audit_log').select('after').where('subject_id', '=', order.id).where('action', '=', 'order.refunded').executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after as string)).toMatchObject({ status: 'refunded', refundId: refund!.id });
      // Stripe's refund.created event finds it recorded; a later refund.failed (a closed card) shows in the back office.
      await stripe.settled();
      const failed = await stripe.failRefund(refund!.id);
      expect(JSON.parse(failed.body)).toEqual({ received: true, duplicate: false, outcome: 'refund-updated' });
      expect(adminOrderSchema.parse((await staff.get(`/api/admin/orders/${order.id}`)).body).refund).toEqual({ id: refund!.id, status: 'failed' });
      expect(JSON.parse((await stripe.redeliver(failed.id)).body)).toMatchObject({ duplicate: true, outcome: 'unchanged' });
    });

    it('never refunds twice when the refund is pressed several times at once', async () => {
      const { order, paymentIntent } = await paidOrder('grinder');
      const presses = await Promise.all([1, 2, 3].map(() => move(order.id, { status: 'refunded' })));
      expect(presses.map((p) => p.status).sort()).toEqual([200, 409, 409]);
      expect(refundsOf(paymentIntent)).toHaveLength(1);
      const history = adminOrderSchema.parse((await staff.get(`/api/admin/orders/${order.id}`)).body).history;
      expect(history.filter((event) => event.to === 'refunded')).toHaveLength(1);
      // And once refunded, a press finds nothing to do, without asking Stripe again.
      const asked = stripe.requests.length;
      expect((await move(order.id, { status: 'refunded' })).status).toBe(409);
      expect(stripe.requests.length).toBe(asked);
    });

    it('cancelling a paid card order refunds it at Stripe and puts its stock back', async () => {
      const before = await stockOf('toaster');
      const { order, paymentIntent } = await paidOrder('toaster', 2);
      const cancelled = await move(order.id, { status: 'cancelled' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order.status).toBe('cancelled');
      expect(refundsOf(paymentIntent)).toHaveLength(1);
      expect(cancelled.body.refund.id).toBe(refundsOf(paymentIntent)[0]!.id);
      expect(await stockOf('toaster')).toBe(before);
    });

    it("Stripe's refusal, or Stripe down: a clear error, and nothing changes", async () => {
      const before = await stockOf('kettle');
      const { order, paymentIntent } = await paidOrder('kettle');
      stripe.refuseRefunds = 'This charge is disputed';
      try {
        const refused = await move(order.id, { status: 'refunded' });
        expect(refused.status).toBe(409);
        expect(errorResponseSchema.strict().parse(refused.body).error).toEqual({ code: 'conflict', message: refundRefusedMessage('This charge is disputed') });
        expect((await move(order.id, { status: 'cancelled' })).status).toBe(409);
      } finally {
        stripe.refuseRefunds = undefined;
      }
      stripe.down = true;
      try {
        const down = await move(order.id, { status: 'refunded' });
        expect(down.status).toBe(503);
        expect(down.body.error.message).toBe(REFUND_UNREACHABLE_MESSAGE);
      } finally {
        stripe.down = false;
      }
      const now = adminOrderSchema.parse((await staff.get(`/api/admin/orders/${order.id}`)).body);
      expect(now.order.status).toBe('paid');
      expect(now.refund).toBeNull();
      expect(now.history).toHaveLength(1);
      expect(refundsOf(paymentIntent)).toHaveLength(0);
      expect(await stockOf('kettle')).toBe(before - 1);
      // Once Stripe agrees, the refund goes through.
      expect((await move(order.id, { status: 'refunded' })).status).toBe(200);
      expect(refundsOf(paymentIntent)).toHaveLength(1);
    });

    it('cancelling an order still awaiting a card payment expires its page at Stripe first (so it cannot be paid), without a refund', async () => {
      const { buyer, order } = await cardOrder('blender', 2);
      const session = stripe.latest();
      const cancelled = await move(order.id, { status: 'cancelled' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.refund).toBeNull();
      await stripe.settled();
      expect(session.status).toBe('expired');
      expect((await read(buyer, order.id)).status).toBe('cancelled');
      // Whoever cancels it first (this move or Stripe's expired event), the cart gets its lines back once.
      expect(await cartOf(buyer)).toEqual(['blender/default×2']);
    });

    it("still answers the owner's cancel with the cancelled order when Stripe's expired event cancels it first", async () => {
      const { buyer, order } = await cardOrder('blender', 1);
      stripe.expiredEventFirst = true;
      try {
        const cancelled = await move(order.id, { status: 'cancelled' });
        expect(cancelled.status).toBe(200);
        expect(cancelled.body.order.status).toBe('cancelled');
        expect(cancelled.body.refund).toBeNull();
      } finally {
        stripe.expiredEventFirst = false;
      }
      expect((await read(buyer, order.id)).status).toBe('cancelled');
      expect(await cartOf(buyer)).toEqual(['blender/default×1']);
    });
  });
});
