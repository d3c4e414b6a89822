import { Writable } from 'node:stream';
import { productInputSchema, type ProductInput } from '@cartwise/domain/catalogue/product';
import { SUPPORT_EMAIL } from '@cartwise/domain/policy';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { openDatabase, migrate, type Db } from '../../db/database.ts';
import type { Dialect } from '../../db/database-url.ts';
import { CatalogRepository } from '../catalog/repository.ts';
import { createPgDatabase, ENGINES } from '../../../test/test-app.ts';
import { Shopper } from '../../../test/shopper-client.ts';
import { TestSmtpServer } from '../../../test/smtp-test-server.ts';
import { MailRepository } from './repository.ts';
import { MailService, OUTBOX_LEASE_MS, RETRY_POLICY } from './service.ts';
import { smtpTransport } from './transport.ts';

const TEE: ProductInput = {
  id: 'tee',
  // Everything a shopper or an import can put in a name reaches the email as text, never as markup.
  name: 'Tee <b>"Bold" & Co</b>',
  price: 20,
  category: 'Fashion',
  brand: 'Acme',
  thumbnail: '/images/tee.svg',
  options: [
    { name: 'Size', values: ['M', 'L'] },
    { name: 'Colour', values: ['Red', 'Blue'] },
  ],
  variants: [
    { sku: 'TEE-M-RED', options: { Size: 'M', Colour: 'Red' }, stockQuantity: 30 },
    { sku: 'TEE-L-BLUE', options: { Size: 'L', Colour: 'Blue' }, price: 22, stockQuantity: 30 },
  ],
};
const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 12.5, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 100 };
const SCARCE: ProductInput = { ...MUG, id: 'scarce', name: 'Scarce', stockQuantity: 1 };
const ADDRESS = { name: 'Grace <Hopper>', line1: '1 Harbor Way', line2: 'Suite 5', city: 'Arlington', region: 'VA', postalCode: '22201', country: 'US' };
const PUBLIC_URL = 'https://shop.example';

/** A database both engines' tests can open twice (two processes' worth of connections on PostgreSQL). */
async function openShared(engine: Dialect): Promise<{ db: Db; second: () => Db; close(): Promise<void> }> {
  if (engine === 'sqlite') {
    const db = openDatabase(':memory:');
    await migrate(db);
    return { db, second: () => db, close: () => db.close() };
  }
  const pg = await createPgDatabase();
  const db = openDatabase(pg.url);
  await migrate(db);
  const others: Db[] = [];
  return {
    db,
    second: () => {
      const other = openDatabase(pg.url);
      others.push(other);
      return other;
    },
    close: async () => {
      await Promise.all(others.map((o) => o.close()));
      await db.close();
      await pg.drop();
    },
  };
}

async function order(app: App, lines: { productId: string; variant?: string; quantity: number }[], email: string, key: string) {
  const shopper = new Shopper(app);
  for (const line of lines) expect((await shopper.post('/api/cart/items', line)).status).toBe(200);
  return shopper.request('POST', '/api/orders', { email, shippingAddress: ADDRESS, delivery: 'standard' }, { 'idempotency-key': key });
}

describe.each(ENGINES)('the mail outbox on %s', (engine) => {
  let smtp: TestSmtpServer;
  let shared: Awaited<ReturnType<typeof openShared>>;
  let app: App;
  let now = new Date('2026-11-27T10:00:00.000Z');
  const clock = () => now;
  const rows = () => shared.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('created_at').orderBy('kind').execute();
  let keys = 0;
  const key = () => `mail-test-${engine}-${(keys += 1)}`;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    shared = await openShared(engine);
    await new CatalogRepository(shared.db).upsert([TEE, MUG, SCARCE].map((p) => productInputSchema.parse(p)));
    app = await buildApp({ db: shared.db, mail: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, worker: false, clock } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    await shared?.close();
  });
  beforeEach(async () => {
    await shared.db.kysely.deleteFrom('mail_outbox').execute();
    smtp.clear();
    if (!smtp.running) await smtp.listen();
    smtp.onReceived = () => undefined;
  });

  it("queues the confirmation and the shop's alert in the order's transaction and sends both: lines, totals, address, link", async () => {
    const placed = await order(app, [{ productId: 'tee', variant: 'm-red', quantity: 2 }, { productId: 'mug', quantity: 1 }], 'ada@example.com', key());
    expect(placed.status).toBe(201);
    const queued = await rows();
    expect(queued.map((r) => [r.kind, r.recipient, r.status, r.order_id])).toEqual([
      ['new-order-alert', null, 'pending', placed.body.id],
      ['order-confirmation', 'ada@example.com', 'pending', placed.body.id],
    ]);

    expect(await app.mail.deliverDue()).toEqual({ sent: 2, failed: 0 });
    const [confirmation] = smtp.to('ada@example.com');
    const [alert] = smtp.to(SUPPORT_EMAIL);
    expect(smtp.received).toHaveLength(2);
    expect(confirmation!.parsed.subject).toBe(`Your Cartwise order ${placed.body.orderNumber}`);
    expect(confirmation!.parsed.from?.value).toEqual([{ name: 'Cartwise', address: SUPPORT_EMAIL }]);
    expect(confirmation!.parsed.replyTo?.value).toEqual([{ name: '', address: SUPPORT_EMAIL }]);
    const text = confirmation!.parsed.text!;
    expect(text).toContain(`Order ${placed.body.orderNumber}`);
    expect(text).toContain('- Tee <b>"Bold" & Co</b> (Size M, Red) [SKU TEE-M-RED]: 2 × $20.00 = $40.00');
    expect(text).toContain('- Mug: 1 × $12.50 = $12.50');
    expect(text).toContain('Subtotal (3 items): $52.50');
    expect(text).toContain('Shipping: Free');
    expect(text).toContain('Tax: $4.20');
    expect(text).toContain('Total: $56.70');
    expect(text).toContain('Grace <Hopper>\n1 Harbor Way\nSuite 5\nArlington, VA 22201\nUnited States');
    expect(text).toContain(`View your order: ${PUBLIC_URL}/orders/${placed.body.id}`);
    expect(text).toContain(`${PUBLIC_URL}/help#track-order`);

    // The HTML part says the same, every shopper-given text escaped, and nothing needs a picture.
    const html = confirmation!.parsed.html as string;
    expect(html).toContain('Tee &lt;b&gt;&quot;Bold&quot; &amp; Co&lt;/b&gt;');
    expect(html).not.toContain('<b>"Bold"');
    expect(html).toContain('Grace &lt;Hopper&gt;');
    expect(html).toContain(`href="${PUBLIC_URL}/orders/${placed.body.id}"`);
    expect(html).toContain('$56.70');
    expect(html).not.toMatch(/<img\b/i);
    expect(html).not.toMatch(/url\(/i);

    expect(alert!.parsed.subject).toBe(`New order ${placed.body.orderNumber}: $56.70`);
    expect(alert!.parsed.text).toContain('ada@example.com ordered 3 items for $56.70.');
    expect(alert!.parsed.text).toContain('Ship to:\nGrace <Hopper>');

    // Each message went once, under the Message-ID the outbox keeps, and the outbox keeps what was sent.
    const sent = await rows();
    expect(sent.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(sent.map((r) => r.message_id).sort()).toEqual(smtp.received.map((m) => m.parsed.messageId).sort());
    expect(sent.find((r) => r.kind === 'order-confirmation')).toMatchObject({ subject: confirmation!.parsed.subject, attempts: 1, sent_at: now.toISOString() });
    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('writes nothing when the order fails, and a repeat of the same order queues nothing more', async () => {
    const first = key();
    const placed = await order(app, [{ productId: 'scarce', quantity: 1 }], 'ben@example.com', first);
    expect(placed.status).toBe(201);
    const shopper = new Shopper(app);
    await shopper.post('/api/cart/items', { productId: 'mug', quantity: 1 });
    await shared.db.kysely.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', 'mug').execute();
    const refused = await shopper.request('POST', '/api/orders', { email: 'ben@example.com', shippingAddress: ADDRESS, delivery: 'standard' }, { 'idempotency-key': key() });
    expect(refused.status).toBe(409);
    await shared.db.kysely.updateTable('products').set({ stock_quantity: 100 }).where('id', '=', 'mug').execute();
    expect((await rows()).map((r) => r.order_id)).toEqual([placed.body.id, placed.body.id]);
  });

  it('keeps a failed send visible and retries it with backoff when the SMTP server stops mid-run; each message arrives once', async () => {
    for (let i = 0; i < 3; i += 1) expect((await order(app, [{ productId: 'mug', quantity: 1 }], `c${i}@example.com`, key())).status).toBe(201);
    expect(await rows()).toHaveLength(6);
    // The server goes away after the third message it accepts.
    smtp.onReceived = (count) => (count === 3 ? smtp.stop() : undefined);
    expect(await app.mail.deliverDue()).toEqual({ sent: 3, failed: 3 });
    expect(smtp.received).toHaveLength(3);
    const failed = (await rows()).filter((r) => r.status !== 'sent');
    expect(failed).toHaveLength(3);
    for (const row of failed) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, claim: null });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(row.next_attempt_at).toBe(new Date(now.getTime() + RETRY_POLICY.firstDelayMs).toISOString());
    }
    const listed = await app.mail.list({ status: 'pending' });
    expect(listed.messages.map((m) => [m.status, m.attempts, Boolean(m.lastError)])).toEqual([
      ['pending', 1, true],
      ['pending', 1, true],
      ['pending', 1, true],
    ]);
    expect(listed.counts).toEqual({ sent: 3, pending: 3 });

    // Not due yet: nothing is tried before the backoff has passed, even with the server back.
    await smtp.listen();
    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    // Still down at the first retry: the next waits twice as long.
    await smtp.stop();
    now = new Date(now.getTime() + RETRY_POLICY.firstDelayMs);
    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 3 });
    expect((await rows()).filter((r) => r.status === 'pending').map((r) => [r.attempts, r.next_attempt_at])).toEqual(
      Array(3).fill([2, new Date(now.getTime() + 2 * RETRY_POLICY.firstDelayMs).toISOString()]),
    );

    await smtp.listen();
    now = new Date(now.getTime() + 2 * RETRY_POLICY.firstDelayMs);
    expect(await app.mail.deliverDue()).toEqual({ sent: 3, failed: 0 });
    const all = await rows();
    expect(all.map((r) => r.status)).toEqual(Array(6).fill('sent'));
    // Six messages, six arrivals in all (3 before the stop, 3 now), each Message-ID once.
    expect(smtp.received.map((m) => m.parsed.messageId).sort()).toEqual(all.map((r) => r.message_id).sort());
    expect(new Set(all.map((r) => r.message_id)).size).toBe(6);
  });

  it('never sends one message from two processes at once; a claim whose sender died is taken over after its lease', async () => {
    for (let i = 0; i < 4; i += 1) expect((await order(app, [{ productId: 'mug', quantity: 1 }], `d${i}@example.com`, key())).status).toBe(201);
    const log = { info: () => undefined, warn: () => undefined };
    const workers = [shared.db, shared.second(), shared.second()].map(
      (db) =>
        new MailService(new MailRepository(db), {
          transport: smtpTransport(smtp.url),
          publicUrl: PUBLIC_URL,
          shop: async () => ({ name: 'Cartwise', supportEmail: SUPPORT_EMAIL }),
          log,
          clock,
        }),
    );
    const reports = await Promise.all(workers.map((worker) => worker.deliverDue()));
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(8);
    expect(smtp.received).toHaveLength(8);
    expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(8);
    await Promise.all(workers.map((worker) => worker.stop()));

    // A sender claims a message and dies before sending it: nobody sends it while the claim holds, and once it lapses one does.
    expect((await order(app, [{ productId: 'mug', quantity: 1 }], 'e@example.com', key())).status).toBe(201);
    const repository = new MailRepository(shared.db);
    const [first] = await rows().then((all) => all.filter((r) => r.status === 'pending'));
    const lease = new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString();
    expect(await repository.claim(first!.id, 'dead-sender', now.toISOString(), lease)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await repository.claim(first!.id, 'other', now.toISOString(), lease)).toBeUndefined();
    smtp.clear();
    expect(await app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.parsed.messageId)).not.toContain(first!.message_id);
    now = new Date(now.getTime() + OUTBOX_LEASE_MS);
    expect(await app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.parsed.messageId)).toContain(first!.message_id);
    // The dead sender's late report changes nothing.
    expect(await repository.markSent(first!.id, 'dead-sender', now.toISOString(), { recipient: null, subject: null, text_body: null, html_body: null, payload: '{}' })).toBe(false);
    expect((await repository.findById(first!.id))).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt, keeps the error, and sends it when retried', async () => {
    expect((await order(app, [{ productId: 'mug', quantity: 1 }], 'f@example.com', key())).status).toBe(201);
    await smtp.stop();
    for (let attempt = 1; attempt <= RETRY_POLICY.maxAttempts; attempt += 1) {
      expect((await app.mail.deliverDue()).failed).toBe(2);
      now = new Date(now.getTime() + RETRY_POLICY.maxDelayMs);
    }
    const given = await rows();
    expect(given.map((r) => [r.status, r.attempts])).toEqual(Array(2).fill(['failed', RETRY_POLICY.maxAttempts]));
    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    const listed = await app.mail.list({ status: 'failed' });
    expect(listed.totalCount).toBe(2);
    expect(listed.messages[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.listen();
    expect(await app.mail.retry(given[0]!.id)).toBe(true);
    expect(await app.mail.retry(given[0]!.id)).toBe(false);
    expect(await app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await app.mail.get(given[0]!.id)).toMatchObject({ status: 'sent', attempts: 1, subject: expect.stringContaining('order') });
  });

  it("names the shop and answers to its support address as the settings say when the email is sent", async () => {
    const placed = await order(app, [{ productId: 'mug', quantity: 1 }], 'k@example.com', key());
    const settings = await app.settings.get();
    await app.settings.update({ ...settings, shopName: 'Ann & <Bob>', supportEmail: 'help@ann.example' }, { accountId: null, email: 'owner@ann.example' });
    try {
      expect(await app.mail.deliverDue()).toEqual({ sent: 2, failed: 0 });
      const [confirmation] = smtp.to('k@example.com');
      expect(smtp.to('help@ann.example')).toHaveLength(1);
      expect(confirmation!.parsed.subject).toBe(`Your Ann & <Bob> order ${placed.body.orderNumber}`);
      expect(confirmation!.parsed.from?.value).toEqual([{ name: 'Ann & <Bob>', address: 'help@ann.example' }]);
      expect(confirmation!.parsed.html).toContain('Ann &amp; &lt;Bob&gt;');
    } finally {
      await app.settings.update(settings, { accountId: null, email: 'owner@ann.example' });
    }
  });

  it('sends "shipped" once per order, with the carrier and tracking number', async () => {
    const placed = await order(app, [{ productId: 'mug', quantity: 1 }], 'g@example.com', key());
    await app.mail.deliverDue();
    smtp.clear();
    await app.mail.queueOrderShipped(undefined, placed.body, { carrier: 'UPS <Ground>', trackingNumber: '1Z999AA10123456784' });
    await app.mail.queueOrderShipped(undefined, placed.body, { carrier: 'UPS <Ground>', trackingNumber: '1Z999AA10123456784' });
    expect(await app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    const [shipped] = smtp.received;
    expect(shipped!.to).toEqual(['g@example.com']);
    expect(shipped!.parsed.subject).toBe(`Your Cartwise order ${placed.body.orderNumber} has shipped`);
    expect(shipped!.parsed.text).toContain('Carrier: UPS <Ground>\nTracking number: 1Z999AA10123456784');
    expect(shipped!.parsed.html).toContain('UPS &lt;Ground&gt;');
  });
});

describe.each(ENGINES)('the mail outbox without SMTP on %s', (engine) => {
  let shared: Awaited<ReturnType<typeof openShared>>;
  let app: App;
  const lines: string[] = [];

  beforeAll(async () => {
    shared = await openShared(engine);
    await new CatalogRepository(shared.db).upsert([productInputSchema.parse(MUG)]);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ db: shared.db, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await shared?.close();
  });

  it('keeps the emails held in the outbox with one log line each, and the order is placed all the same', async () => {
    const placed = await order(app, [{ productId: 'mug', quantity: 1 }], 'h@example.com', `held-${engine}`);
    expect(placed.status).toBe(201);
    const held = lines.filter((line) => line.includes('email kept in the outbox'));
    expect(held).toHaveLength(2);
    expect(held.map((line) => JSON.parse(line) as { kind: string; to: string }).map((l) => [l.kind, l.to]).sort()).toEqual([
      ['new-order-alert', 'the shop'],
      ['order-confirmation', 'h@example.com'],
    ]);
    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    const listed = await app.mail.list();
    expect(listed.counts).toEqual({ held: 2 });
    expect(listed.messages.map((m) => m.subject).sort()).toEqual([`New order ${placed.body.orderNumber}: $23.49`, `Your Cartwise order ${placed.body.orderNumber}`]);
    const confirmation = listed.messages.find((m) => m.kind === 'order-confirmation')!;
    const shown = await app.mail.get(confirmation.id);
    expect(shown?.text).toContain('- Mug: 1 × $12.50 = $12.50');
    expect(shown?.html).toContain('<!doctype html>');
  });

  it('shows a held reset email with its link hidden, and gives it up with its token once the link expires', async () => {
    const email = `reset-held-${engine}@example.com`;
    expect((await new Shopper(app).post('/api/auth/signup', { email, password: 'correct horse battery' })).status).toBe(200);
    expect((await new Shopper(app).post('/api/auth/forgot-password', { email })).status).toBe(200);
    const [held] = await shared.db.kysely.selectFrom('mail_outbox').selectAll().where('kind', '=', 'password-reset').execute();
    expect(held).toMatchObject({ status: 'held', recipient: email });
    const token = (JSON.parse(held!.payload) as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const shown = await app.mail.get(held!.id);
    expect(shown?.text).toContain('/reset-password#token=hidden');
    expect(JSON.stringify(shown)).not.toContain(token);
    expect(JSON.stringify(await app.mail.list())).not.toContain(token);

    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect((await app.mail.get(held!.id))?.status).toBe('held');
    await shared.db.kysely.updateTable('mail_outbox').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', held!.id).execute();
    await app.mail.deliverDue();
    const expired = await shared.db.kysely.selectFrom('mail_outbox').selectAll().where('id', '=', held!.id).executeTakeFirstOrThrow();
    expect(expired.status).toBe('expired');
    expect(JSON.stringify(expired)).not.toContain(token);
    expect(await app.mail.retry(held!.id)).toBe(false);
  });
});
