/**
 * A Stripe-compatible server on 127.0.0.1 for tests (ADR 0022): the Checkout Session endpoints the shop's
 * StripeCheckoutProvider calls (create, retrieve, expire; form-encoded requests, Bearer key, Idempotency-Key
 * replay, Stripe's error shape), refunds of a session's PaymentIntent (create, retrieve; ADR 0029), a minimal
 * hosted checkout page, and webhooks signed as Stripe signs them
 * (`Stripe-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload" with the endpoint's secret, hex>`).
 * No test framework here: the API tests and the browser tests both use it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  success_url: string;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  url: string | null;
  /** What the hosted page shows (not Stripe's field: the one line's product name and description). */
  line_items_summary: { name: string; description: string };
}

/** A refund as Stripe's Refund object has it (the fields the shop reads, and a few more). */
export interface FakeStripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  failure_reason?: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
}

/** A paid session's PaymentIntent: its amount and how much of it went back. */
interface FakePaymentIntent {
  id: string;
  charge: string;
  amount: number;
  amountRefunded: number;
  currency: string;
}

export interface DeliveredEvent {
  id: string;
  type: string;
  payload: string;
  /** The shop's HTTP status, or 0 when it could not be reached. */
  status: number;
  body: string;
}

type Form = { [key: string]: string | Form };

/** `a[b][0][c]=x` form fields (the SDK's encoding) as nested objects; array indices stay object keys. */
function parseForm(body: string): Form {
  const out: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Form;
    });
  }
  return out;
}

const field = (form: Form, ...path: string[]): string | undefined => {
  let node: string | Form | undefined = form;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The `Stripe-Signature` header Stripe sends with a webhook payload. */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export class FakeStripe {
  readonly sessions = new Map<string, FakeStripeSession>();
  readonly delivered: DeliveredEvent[] = [];
  /** Requests as received, for tests that check what the shop sent: method, path and the parsed form. */
  readonly requests: { method: string; path: string; form: Form; idempotencyKey?: string }[] = [];
  /** Where webhooks go (the shop's endpoint); events are kept but not sent while unset. */
  webhookUrl: string | undefined;
  /** Answer the next N session creations with a 500, creating nothing. */
  failCreates = 0;
  /** While true every API request answers 503, as during an outage. */
  down = false;
  readonly refunds = new Map<string, FakeStripeRefund>();
  /**
   * The expire endpoint answers only once its `checkout.session.expired` event is delivered: the order Stripe may
   * also take, so the shop's webhook has handled the expiry before the call that asked for it returns.
   */
  expiredEventFirst = false;
  /** Refuse every refund with this message, as Stripe does for a disputed charge (400, invalid_request_error). */
  refuseRefunds: string | undefined;
  private readonly paymentIntents = new Map<string, FakePaymentIntent>();
  private readonly replays = new Map<string, { body: string; status: number; payload: string }>();
  /** Deliveries still in flight (the expire endpoint answers before its event is delivered, as Stripe does). */
  private readonly inFlight = new Set<Promise<unknown>>();
  private server!: http.Server;
  url = '';

  constructor(
    readonly secretKey: string,
    readonly webhookSecret: string,
  ) {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The shopper pays on the hosted page: the session completes and `checkout.session.completed` is sent. */
  async pay(sessionId: string): Promise<DeliveredEvent> {
    const session = this.session(sessionId);
    if (session.status !== 'open') throw new StripeError(400, 'invalid_request_error', `This Checkout Session is ${session.status}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = `pi_${randomBytes(12).toString('hex')}`;
    session.url = null;
    this.paymentIntents.set(session.payment_intent, {
      id: session.payment_intent,
      charge: `ch_${randomBytes(12).toString('hex')}`,
      amount: session.amount_total,
      amountRefunded: 0,
      currency: session.currency,
    });
    return this.send('checkout.session.completed', session);
  }

  /** Stripe's clock reaches `expires_at` (or the expire endpoint is called): `checkout.session.expired` is sent. */
  async expire(sessionId: string): Promise<DeliveredEvent> {
    const session = this.session(sessionId);
    if (session.status !== 'open') throw new StripeError(400, 'invalid_request_error', `This Checkout Session is ${session.status}`);
    session.status = 'expired';
    session.url = null;
    return this.send('checkout.session.expired', session);
  }

  /** The card's bank sends a refund back (a closed card): the refund fails and `refund.failed` is sent. */
  async failRefund(refundId: string, reason = 'expired_or_canceled_card'): Promise<DeliveredEvent> {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    refund.status = 'failed';
    refund.failure_reason = reason;
    const intent = this.paymentIntents.get(refund.payment_intent);
    if (intent) intent.amountRefunded -= refund.amount;
    return this.send('refund.failed', refund);
  }

  /** Sends a stored event again, freshly signed, as Stripe does when it retries a delivery. */
  async redeliver(eventId: string): Promise<DeliveredEvent> {
    const first = this.delivered.find((event) => event.id === eventId);
    if (!first) throw new Error(`no event ${eventId}`);
    return this.post(first.id, first.type, first.payload);
  }

  /** Resolves when every webhook the server started sending on its own has been answered. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** The newest session, for tests that place one order at a time. */
  latest(): FakeStripeSession {
    const all = [...this.sessions.values()];
    if (all.length === 0) throw new Error('no Checkout Session was created');
    return all[all.length - 1]!;
  }

  /** Only session, for tests that placed one order. */
  only(): FakeStripeSession {
    const all = [...this.sessions.values()];
    if (all.length !== 1) throw new Error(`expected one Checkout Session, found ${all.length}`);
    return all[0]!;
  }

  private session(id: string): FakeStripeSession {
    const session = this.sessions.get(id);
    if (!session) throw new StripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'session', 'resource_missing');
    return session;
  }

  private async send(type: string, subject: FakeStripeSession | FakeStripeRefund): Promise<DeliveredEvent> {
    const id = `evt_${randomBytes(12).toString('hex')}`;
    const object = subject.object === 'refund' ? subject : this.public(subject);
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    return this.post(id, type, payload);
  }

  private async post(id: string, type: string, payload: string): Promise<DeliveredEvent> {
    let status = 0;
    let body = '';
    if (this.webhookUrl) {
      try {
        const res = await fetch(this.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignature(payload, this.webhookSecret) },
          body: payload,
        });
        status = res.status;
        body = await res.text();
      } catch {
        status = 0;
      }
    }
    const event = { id, type, payload, status, body };
    this.delivered.push(event);
    return event;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    try {
      if (url.pathname.startsWith('/v1/')) return this.api(req, res, url, raw);
      return await this.page(req, res, url, raw);
    } catch (error) {
      const e = error instanceof StripeError ? error : new StripeError(500, 'api_error', (error as Error).message);
      res.writeHead(e.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: e.type, message: e.message, ...(e.param ? { param: e.param } : {}), ...(e.code ? { code: e.code } : {}) } }));
    }
  }

  private api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string): void {
    if (this.down) throw new StripeError(503, 'api_error', 'The service is temporarily unavailable.');
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    const form = parseForm(raw);
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, form, ...(key ? { idempotencyKey: key } : {}) });
    const answer = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      if (key && req.method === 'POST') this.replays.set(key, { body: text, status, payload: raw });
      res.writeHead(status, { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) });
      res.end(text);
    };
    // Stripe keeps a POST's answer under its Idempotency-Key and replays it; other parameters are an error.
    if (key && req.method === 'POST') {
      const seen = this.replays.get(key);
      if (seen && seen.payload !== raw) {
        throw new StripeError(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
      }
      if (seen) {
        res.writeHead(seen.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        res.end(seen.body);
        return;
      }
    }
    const refund = /^\/v1\/refunds(?:\/([^/]+))?$/.exec(url.pathname);
    if (refund && req.method === 'POST' && !refund[1]) return answer(200, this.refund(form));
    if (refund && req.method === 'GET' && refund[1]) {
      const found = this.refunds.get(refund[1]);
      if (!found) throw new StripeError(404, 'invalid_request_error', `No such refund: '${refund[1]}'`, 'id', 'resource_missing');
      return answer(200, found);
    }
    const match = /^\/v1\/checkout\/sessions(?:\/([^/]+)(\/expire)?)?$/.exec(url.pathname);
    if (!match) throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname})`);
    const [, id, expire] = match;
    if (req.method === 'POST' && !id) return answer(200, this.create(form));
    if (req.method === 'GET' && id && !expire) return answer(200, this.public(this.session(id)));
    if (req.method === 'POST' && id && expire) {
      const session = this.session(id);
      if (session.status !== 'open') {
        throw new StripeError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
      }
      const delivery = this.expire(id);
      this.inFlight.add(delivery);
      void delivery.finally(() => this.inFlight.delete(delivery));
      if (this.expiredEventFirst) {
        void delivery.finally(() => answer(200, this.public(session)));
        return;
      }
      return answer(200, this.public(session));
    }
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname})`);
  }

  private public(session: FakeStripeSession): Omit<FakeStripeSession, 'line_items_summary'> {
    const { line_items_summary: _summary, ...object } = session;
    return object;
  }

  /**
   * POST /v1/refunds for a PaymentIntent, as Stripe's API reference describes it: `amount` defaults to what is
   * left; more than is left, or a charge refunded already, is an invalid_request_error. A card refund succeeds at
   * once; `refund.created` is sent after the answer, as Stripe does.
   */
  private refund(form: Form): FakeStripeRefund {
    if (this.refuseRefunds) throw new StripeError(400, 'invalid_request_error', this.refuseRefunds, undefined, 'charge_disputed');
    const intentId = field(form, 'payment_intent');
    if (!intentId) throw new StripeError(400, 'invalid_request_error', 'One of `charge` or `payment_intent` is required.', 'payment_intent', 'parameter_missing');
    const intent = this.paymentIntents.get(intentId);
    if (!intent) throw new StripeError(404, 'invalid_request_error', `No such payment_intent: '${intentId}'`, 'payment_intent', 'resource_missing');
    const left = intent.amount - intent.amountRefunded;
    if (left <= 0) throw new StripeError(400, 'invalid_request_error', `Charge ${intent.charge} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = Number(field(form, 'amount') ?? left);
    if (!Number.isInteger(amount) || amount < 1) throw new StripeError(400, 'invalid_request_error', 'Invalid positive integer', 'amount', 'parameter_invalid_integer');
    if (amount > left) {
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      throw new StripeError(400, 'invalid_request_error', `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`, 'amount', 'amount_too_large');
    }
    const reason = field(form, 'reason') ?? null;
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw new StripeError(400, 'invalid_request_error', 'Invalid reason', 'reason');
    }
    intent.amountRefunded += amount;
    const metadata = form.metadata;
    const refund: FakeStripeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      charge: intent.charge,
      created: Math.floor(Date.now() / 1000),
      currency: intent.currency,
      metadata: typeof metadata === 'object' ? (metadata as Record<string, string>) : {},
      payment_intent: intent.id,
      reason,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    const delivery = this.send('refund.created', refund);
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
    return { ...refund };
  }

  /** POST /v1/checkout/sessions, checked as Stripe's API reference says for the parameters the shop sends. */
  private create(form: Form): Omit<FakeStripeSession, 'line_items_summary'> {
    if (this.failCreates > 0) {
      this.failCreates -= 1;
      throw new StripeError(500, 'api_error', 'Something went wrong on our end.');
    }
    const required = (param: string, value: string | undefined) => {
      if (value === undefined || value === '') throw new StripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, param, 'parameter_missing');
      return value;
    };
    if (required('mode', field(form, 'mode')) !== 'payment') throw new StripeError(400, 'invalid_request_error', 'Only payment mode is implemented here', 'mode');
    const successUrl = required('success_url', field(form, 'success_url'));
    const methods = form.allowed_payment_method_types;
    if (methods !== undefined && (typeof methods !== 'object' || Object.values(methods).some((m) => m !== 'card'))) {
      throw new StripeError(400, 'invalid_request_error', 'Only card payments are implemented here', 'allowed_payment_method_types');
    }
    const currency = required('line_items[0][price_data][currency]', field(form, 'line_items', '0', 'price_data', 'currency'));
    if (currency !== currency.toLowerCase()) throw new StripeError(400, 'invalid_request_error', 'Invalid currency', 'line_items[0][price_data][currency]');
    const unitAmount = Number(required('line_items[0][price_data][unit_amount]', field(form, 'line_items', '0', 'price_data', 'unit_amount')));
    const quantity = Number(field(form, 'line_items', '0', 'quantity') ?? '1');
    const name = required('line_items[0][price_data][product_data][name]', field(form, 'line_items', '0', 'price_data', 'product_data', 'name'));
    const amount = unitAmount * quantity;
    if (!Number.isInteger(unitAmount) || amount < 50) {
      throw new StripeError(400, 'invalid_request_error', 'The Checkout Session\'s total amount due must add up to at least $0.50 usd', 'line_items', 'amount_too_small');
    }
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = Number(field(form, 'expires_at') ?? now + 86_400);
    if (!Number.isInteger(expiresAt) || expiresAt < now + 1800 || expiresAt > now + 86_400) {
      throw new StripeError(400, 'invalid_request_error', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');
    }
    const metadata = form.metadata;
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: FakeStripeSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: field(form, 'cancel_url') ?? null,
      success_url: successUrl,
      client_reference_id: field(form, 'client_reference_id') ?? null,
      created: now,
      currency,
      customer_email: field(form, 'customer_email') ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: typeof metadata === 'object' ? (metadata as Record<string, string>) : {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      url: `${this.url}/c/pay/${id}`,
      line_items_summary: { name, description: field(form, 'line_items', '0', 'price_data', 'product_data', 'description') ?? '' },
    };
    this.sessions.set(id, session);
    return this.public(session);
  }

  /** The hosted checkout page: the order and its amount, Pay (completes and sends the webhook) and Back. */
  private async page(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string): Promise<void> {
    const match = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
    const session = match ? this.sessions.get(match[1]!) : undefined;
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Not found</title><p>Something went wrong: this page does not exist.</p>');
      return;
    }
    if (req.method === 'POST' && new URLSearchParams(raw).get('action') === 'pay' && session.status === 'open') {
      // Real Checkout confirms the payment, sends the event and then redirects the shopper to success_url.
      await this.pay(session.id);
      res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      res.end();
      return;
    }
    const amount = `$${(session.amount_total / 100).toFixed(2)}`;
    const body =
      session.status === 'open'
        ? `<form method="post"><input type="hidden" name="action" value="pay">` +
          `<p><label>Card number <input name="card" value="4242 4242 4242 4242" autocomplete="off"></label></p>` +
          `<button type="submit">Pay ${amount}</button></form>` +
          (session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back to the shop</a></p>` : '')
        : `<p>This Checkout Session is no longer available (${session.status}).</p>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout: ${escapeHtml(session.line_items_summary.name)}</title></head>` +
        `<body><h1>${escapeHtml(session.line_items_summary.name)}</h1><p>${escapeHtml(session.line_items_summary.description)}</p>` +
        `<p>Total due: <strong>${amount}</strong></p><p>${escapeHtml(session.customer_email ?? '')}</p>${body}</body></html>`,
    );
  }
}

export async function startFakeStripe(secretKey = 'sk_test_cartwise', webhookSecret = 'whsec_cartwise_test'): Promise<FakeStripe> {
  return new FakeStripe(secretKey, webhookSecret).start();
}
