import { adminOrderListSchema, adminOrderSchema, dashboardSchema } from '@cartwise/domain/admin/orders';
import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { orderSchema } from '@cartwise/domain/orders/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../../test/shopper-client.ts';
import { signedIn } from '../../../../test/staff.ts';

const PRODUCTS: ProductInput[] = [
  { id: 'lamp', name: 'Desk Lamp', price: 40, category: 'Home', brand: 'Acme', thumbnail: '/images/lamp.svg', stockQuantity: 50 },
  { id: 'mug', name: 'Mug', price: 12, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 50 },
];

let keys = 0;
const key = () => `admin-orders-${Date.now()}-${(keys += 1)}`;

describe.each(ENGINES)('the back office orders on %s', (engine) => {
  let context: TestContext;
  let staff: Shopper;

  const stockOf = async (id: string) =>
    (await context.db.kysely.selectFrom('products').select('stock_quantity').where('id', '=', id).executeTakeFirstOrThrow()).stock_quantity;

  /** A shopper's order of one product; answers the shopper's browser and the order's id and number. */
  const place = async (productId = 'lamp', email = 'ada@example.com') => {
    const shopper = new Shopper(context.app);
    const placed = await shopper.placeOrder(productId, email, key());
    const mine = await shopper.get('/api/orders');
    const id = (mine.body.orders as { id: string; orderNumber: string }[]).find((o) => o.orderNumber === placed.orderNumber)!.id;
    return { shopper, id, orderNumber: placed.orderNumber };
  };
  const move = (id: string, body: object, who = staff) => who.post(`/api/admin/orders/${id}/status`, body);

  beforeAll(async () => {
    context = await createTestApp(engine, PRODUCTS);
    staff = await signedIn(context.app, 'staff');
  });
  afterAll(() => context?.close());

  it('walks placed → paid → shipped → delivered → refunded, each step in the history with who and when', async () => {
    const { shopper, id, orderNumber } = await place();
    const paid = expectDocumented(await move(id, { status: 'paid' }), adminOrderSchema);
    expect(paid.body.order.status).toBe('paid');
    expect(paid.body.nextStatuses).toEqual(['shipped', 'cancelled', 'refunded']);

    const missing = await move(id, { status: 'shipped' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual(expect.arrayContaining([{ field: 'trackingNumber', message: 'is required to ship an order' }]));

    const shipped = expectDocumented(await move(id, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }), adminOrderSchema);
    expect(shipped.body.order).toMatchObject({ status: 'shipped', shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } });

    // The shopper's order page and Track Order say so.
    const own = expectDocumented(await shopper.get(`/api/orders/${id}`), orderSchema);
    expect(own.body).toMatchObject({ status: 'shipped', shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } });
    const tracked = await new Shopper(context.app).post('/api/orders/track', { orderNumber, email: 'ada@example.com' });
    expect(tracked.body).toMatchObject({ status: 'shipped', shipment: { trackingNumber: '1Z999AA10123456784' } });
    // The shopper is emailed, once.
    const mails = await context.app.mail.list({ orderId: id });
    expect(mails.messages.filter((m) => m.kind === 'order-shipped')).toHaveLength(1);

    expect((await move(id, { status: 'delivered' })).body.order.status).toBe('delivered');
    const refunded = expectDocumented(await move(id, { status: 'refunded', note: 'Arrived broken' }), adminOrderSchema);
    expect(refunded.body.nextStatuses).toEqual([]);
    const me = (await staff.get('/api/admin/me')).body.email as string;
    expect(refunded.body.history.map((e: { from: string | null; to: string; by: string | null }) => [e.from, e.to, e.by])).toEqual([
      [null, 'placed', null],
      ['placed', 'paid', me],
      ['paid', 'shipped', me],
      ['shipped', 'delivered', me],
      ['delivered', 'refunded', me],
    ]);
    expect(refunded.body.history[2].note).toBe('UPS 1Z999AA10123456784');
    expect(refunded.body.history[4].note).toBe('Arrived broken');
    expect(refunded.body.history.every((e: { at: string }) => !Number.isNaN(Date.parse(e.at)))).toBe(true);

    const owner = await signedIn(context.app, 'owner');
    const audit = await owner.get(`/api/admin/audit?subjectType=order&subjectId=${id}`);
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual(['order.refunded', 'order.delivered', 'order.shipped', 'order.paid']);
  });

  it('answers 409 for every move the state machine forbids, and changes nothing', async () => {
    const forbidden: [string[], string][] = [
      [[], 'shipped'],
      [[], 'delivered'],
      [[], 'refunded'],
      [[], 'placed'],
      [['paid'], 'delivered'],
      [['paid'], 'placed'],
      [['paid', 'shipped'], 'cancelled'],
      [['paid', 'shipped'], 'paid'],
      [['paid', 'shipped', 'delivered'], 'shipped'],
      [['paid', 'shipped', 'delivered'], 'cancelled'],
      [['cancelled'], 'paid'],
      [['cancelled'], 'refunded'],
      [['paid', 'refunded'], 'shipped'],
      [['paid', 'refunded'], 'cancelled'],
    ];
    for (const [path, to] of forbidden) {
      const { id } = await place('mug');
      for (const step of path) {
        const body = step === 'shipped' ? { status: step, carrier: 'DHL', trackingNumber: 'JD0002' } : { status: step };
        expect((await move(id, body)).status, `${path.join(' → ')} first`).toBe(200);
      }
      const refused = await move(id, to === 'shipped' ? { status: to, carrier: 'DHL', trackingNumber: 'JD0003' } : { status: to });
      expect(refused.status, `${['placed', ...path].join(' → ')} → ${to}`).toBe(409);
      expect(refused.body.error.code).toBe('conflict');
      const after = (await staff.get(`/api/admin/orders/${id}`)).body;
      expect(after.order.status).toBe(path.at(-1) ?? 'placed');
    }
    expect((await move('no-such-order', { status: 'paid' })).status).toBe(404);
    expect((await move('x', { status: 'lost' })).status).toBe(400);
  });

  it('puts the stock back when an order is cancelled, exactly once even when two staff cancel at once', async () => {
    const before = await stockOf('lamp');
    const { id } = await place('lamp');
    expect(await stockOf('lamp')).toBe(before - 1);
    const other = await signedIn(context.app, 'staff');
    const answers = await Promise.all([move(id, { status: 'cancelled' }), move(id, { status: 'cancelled' }, other), move(id, { status: 'cancelled' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await stockOf('lamp')).toBe(before);
    const history = (await staff.get(`/api/admin/orders/${id}`)).body.history as { to: string }[];
    expect(history.filter((e) => e.to === 'cancelled')).toHaveLength(1);

    // Paid, then cancelled before shipping: the stock comes back too.
    const paid = await place('lamp');
    await move(paid.id, { status: 'paid' });
    expect((await move(paid.id, { status: 'cancelled' })).status).toBe(200);
    expect(await stockOf('lamp')).toBe(before);
  });

  it("counts today's and this week's orders and revenue, the orders waiting to ship and the products low on stock", async () => {
    const before = expectDocumented(await staff.get('/api/admin/dashboard'), dashboardSchema).body;
    const { id, shopper } = await place('lamp');
    const total = (await shopper.get(`/api/orders/${id}`)).body.total as number;
    const after = expectDocumented(await staff.get('/api/admin/dashboard'), dashboardSchema).body;
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.week.orders).toBe(before.week.orders + 1);
    expect(after.today.revenue).toBeCloseTo(before.today.revenue + total, 2);
    expect(after.waitingToShip).toBe(before.waitingToShip + 1);
    await move(id, { status: 'cancelled' });
    const cancelled = (await staff.get('/api/admin/dashboard')).body;
    expect(cancelled.today.orders).toBe(before.today.orders);
    expect(cancelled.waitingToShip).toBe(before.waitingToShip);

    expect(after.lowStockThreshold).toBe(DEFAULT_SHOP_SETTINGS.lowStockThreshold);
    expect(after.lowStock).toEqual([]);
    const owner = await signedIn(context.app, 'owner');
    expect((await owner.put('/api/admin/settings', { ...DEFAULT_SHOP_SETTINGS, lowStockThreshold: 1000 })).status).toBe(200);
    const low = (await staff.get('/api/admin/dashboard')).body;
    expect(low.lowStock.map((p: { id: string }) => p.id).sort()).toEqual(['lamp', 'mug']);
    expect(low.lowStock[0].stockQuantity).toBeLessThanOrEqual(low.lowStock[1].stockQuantity);
    await owner.put('/api/admin/settings', DEFAULT_SHOP_SETTINGS);
  });

  it('lists orders newest first, 25 a page, by status, day, email or order number', async () => {
    const existing = (await staff.get('/api/admin/orders')).body.totalCount as number;
    for (let i = existing; i < 27; i++) await place('mug', 'someone@example.com');
    const first = await place('mug', 'grace@example.com');
    const second = await place('mug', 'grace@example.com');
    await move(second.id, { status: 'paid' });

    const all = expectDocumented(await staff.get('/api/admin/orders'), adminOrderListSchema);
    expect(all.body.orders[0].orderNumber).toBe(second.orderNumber);
    expect(all.body.orders[1].orderNumber).toBe(first.orderNumber);
    expect(all.body.totalCount).toBeGreaterThan(25);
    expect(all.body.orders).toHaveLength(25);
    const page2 = (await staff.get('/api/admin/orders?page=2')).body;
    expect(page2.orders).toHaveLength(all.body.totalCount - 25);
    expect(new Set([...all.body.orders, ...page2.orders].map((o: { id: string }) => o.id)).size).toBe(all.body.totalCount);

    const byEmail = (await staff.get('/api/admin/orders?q=Grace@Example.com')).body;
    expect(byEmail.orders.map((o: { id: string }) => o.id)).toEqual([second.id, first.id]);
    expect(byEmail.orders[0]).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper', itemCount: 1, total: expect.any(Number) });
    const byNumber = (await staff.get(`/api/admin/orders?q=${first.orderNumber.toLowerCase()}`)).body;
    expect(byNumber.orders.map((o: { id: string }) => o.id)).toEqual([first.id]);
    const paidOnes = (await staff.get('/api/admin/orders?status=paid&q=grace@example.com')).body;
    expect(paidOnes.orders.map((o: { id: string }) => o.id)).toEqual([second.id]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await staff.get(`/api/admin/orders?from=${today}&to=${today}&q=grace@example.com`)).body.totalCount).toBe(2);
    expect((await staff.get('/api/admin/orders?from=2001-01-01&to=2001-01-02')).body.totalCount).toBe(0);
    const backwards = await staff.get('/api/admin/orders?from=2001-01-02&to=2001-01-01');
    expect(backwards.status).toBe(400);
    expect((await staff.get('/api/admin/orders?status=lost')).status).toBe(400);
    expect((await staff.get('/api/admin/orders?from=2001-02-30')).status).toBe(400);
  });
});
