import { randomUUID } from 'node:crypto';
import { resetPasswordPath } from '@cartwise/domain/accounts/password-reset';
import type { Order } from '@cartwise/domain/orders/schemas';
import type { MailStatus } from '../../db/schema.ts';
import type { Transaction } from '../../db/write-transaction.ts';
import type { MailRepository, OutboxRow } from './repository.ts';
import {
  newOrderAlert,
  orderConfirmation,
  orderShipped,
  passwordReset,
  type RenderedMail,
  type Shipment,
  type ShopIdentity,
} from './templates.ts';
import { SMTP_TIMEOUTS, type MailTransport } from './transport.ts';

/** What each kind of email is rendered from: stored as the outbox row's payload, rendered when it is sent. */
export type MailPayload =
  | { kind: 'order-confirmation'; order: Order }
  | { kind: 'new-order-alert'; order: Order }
  | { kind: 'order-shipped'; order: Order; shipment: Shipment }
  /** `token` is null once the message was sent or expired: the link is then gone from the database. */
  | { kind: 'password-reset'; token: string | null };
export type MailKind = MailPayload['kind'];

/** The shop's name and support address as the settings say now. */
export type ShopBasics = Pick<ShopIdentity, 'name' | 'supportEmail'>;

/**
 * How long a claim lasts: a sender that died mid-send leaves the message to another after this. Far above
 * one attempt's time limits, so a live sender always finishes (or gives up) before its claim lapses.
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;
const ATTEMPT_LIMIT_MS = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
if (ATTEMPT_LIMIT_MS * 2 > OUTBOX_LEASE_MS) throw new Error('the outbox lease must outlast an SMTP attempt');

/** Retries: 30 s after the first failure, doubling up to an hour apart; after 12 attempts (about 6 hours) it is `failed`. */
export const RETRY_POLICY = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 12 } as const;

/** When to try again after `attempts` failed attempts, or null to give up. */
export function retryDelayMs(attempts: number, policy: typeof RETRY_POLICY = RETRY_POLICY): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return Math.min(policy.firstDelayMs * 2 ** (attempts - 1), policy.maxDelayMs);
}

/** How often the worker looks for due messages besides the nudge after each queued one. */
export const OUTBOX_POLL_MS = 5_000;
/** Without SMTP: how often held reset links past their expiry are given up (their tokens blanked). */
export const OUTBOX_EXPIRY_SWEEP_MS = 60_000;

export interface MailServiceOptions {
  /** SMTP; without it every message is kept `held` in the outbox and one line is logged for it. */
  transport?: MailTransport;
  /** MAIL_FROM; by default the shop's name and support address. */
  from?: string;
  /** PUBLIC_URL: the links in the emails. */
  publicUrl: string;
  /** The shop's name and support address now (the settings). */
  shop: () => Promise<ShopBasics>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  clock?: () => Date;
}

/** One message as the back office lists it. */
export interface OutboxMessage {
  id: string;
  kind: string;
  /** null: the shop's support address, looked up when it is sent. */
  to: string | null;
  subject: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  orderId: string | null;
  createdAt: string;
  /** When a pending message is tried next. */
  nextAttemptAt: string | null;
  sentAt: string | null;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** A reset link's token in a rendered email, for the copies the back office sees and the database keeps. */
const HIDDEN_TOKEN = 'hidden';

/**
 * Transactional emails through an outbox (ADR 0024). Queuing writes a row in the caller's transaction, so
 * the email exists exactly when what caused it committed; a worker in each process sends due rows after,
 * claiming each with a conditional update and a lease so two processes never send one; a failed attempt is
 * retried with exponential backoff and stays visible with its error. Emails are rendered when sent, from the
 * stored payload and the shop's current name.
 */
export class MailService {
  private readonly clock: () => Date;
  private timer: ReturnType<typeof setInterval> | undefined;
  private nudgeTimer: ReturnType<typeof setTimeout> | undefined;
  private draining: Promise<DeliveryReport> | undefined;
  private drainAgain = false;
  private stopped = false;

  constructor(
    private readonly repository: MailRepository,
    private readonly options: MailServiceOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
  }

  /** True when an SMTP server is configured: messages are sent rather than held. */
  get sends(): boolean {
    return this.options.transport !== undefined;
  }

  /**
   * The order's confirmation to the shopper and the new-order alert to the shop, queued in the order's
   * transaction. Once per order (a repeat changes nothing): call it when the order is placed, or for a card
   * order when it is paid.
   */
  async queueOrderPlaced(trx: Transaction, order: Order): Promise<void> {
    await this.queue(trx, `order-confirmation:${order.id}`, order.email, { kind: 'order-confirmation', order }, { orderId: order.id });
    await this.queue(trx, `new-order-alert:${order.id}`, null, { kind: 'new-order-alert', order }, { orderId: order.id });
  }

  /** "Your order has shipped" with the tracking number, once per order; in the shipping's transaction when given one. */
  async queueOrderShipped(trx: Transaction | undefined, order: Order, shipment: Shipment): Promise<void> {
    await this.queue(trx, `order-shipped:${order.id}`, order.email, { kind: 'order-shipped', order, shipment }, { orderId: order.id });
  }

  /** A reset link, in the transaction that stored the token's hash; not sent after the link stops working. */
  async queuePasswordReset(trx: Transaction, reset: { email: string; token: string; expiresAt: Date }): Promise<void> {
    // One email per request: each makes a new token.
    await this.queue(trx, `password-reset:${randomUUID()}`, reset.email, { kind: 'password-reset', token: reset.token }, { expiresAt: reset.expiresAt });
  }

  private async queue(
    trx: Transaction | undefined,
    dedupeKey: string,
    recipient: string | null,
    payload: MailPayload,
    extra: { orderId?: string; expiresAt?: Date },
  ): Promise<void> {
    const now = this.clock().toISOString();
    const id = randomUUID();
    const repository = trx ? this.repository.within(trx) : this.repository;
    const queued = await repository.insert({
      id,
      dedupe_key: dedupeKey,
      kind: payload.kind,
      recipient,
      payload: JSON.stringify(payload),
      subject: null,
      text_body: null,
      html_body: null,
      message_id: `<${id}@${new URL(this.options.publicUrl).hostname}>`,
      order_id: extra.orderId ?? null,
      status: this.sends ? 'pending' : 'held',
      attempts: 0,
      next_attempt_at: now,
      claim: null,
      last_error: null,
      created_at: now,
      sent_at: null,
      expires_at: extra.expiresAt?.toISOString() ?? null,
    });
    if (!queued) return;
    if (this.sends) this.nudge();
    else this.options.log.info({ kind: payload.kind, to: recipient ?? 'the shop', id }, 'email kept in the outbox: SMTP_URL is not set');
  }

  /** Renders a stored message with the shop as it is now; the reset link's token shown or hidden. */
  private async render(row: OutboxRow, showSecrets: boolean, basics?: ShopBasics): Promise<RenderedMail & { to: string }> {
    const shop: ShopIdentity = { ...(basics ?? (await this.options.shop())), publicUrl: this.options.publicUrl };
    const payload = JSON.parse(row.payload) as MailPayload;
    const to = row.recipient ?? shop.supportEmail;
    switch (payload.kind) {
      case 'order-confirmation':
        return { to, ...orderConfirmation(payload.order, shop) };
      case 'new-order-alert':
        return { to, ...newOrderAlert(payload.order, shop) };
      case 'order-shipped':
        return { to, ...orderShipped(payload.order, payload.shipment, shop) };
      case 'password-reset': {
        const token = showSecrets && payload.token ? payload.token : HIDDEN_TOKEN;
        return { to, ...passwordReset(`${shop.publicUrl}${resetPasswordPath(token)}`, shop) };
      }
    }
  }

  /** The payload to keep once the message is sent or given up: a reset link's token goes. */
  private static withoutSecrets(row: OutboxRow): string {
    const payload = JSON.parse(row.payload) as MailPayload;
    return payload.kind === 'password-reset' ? JSON.stringify({ ...payload, token: null }) : row.payload;
  }

  /**
   * Sends every due message, one at a time, until none is left: the worker's tick, also called by tests.
   * Concurrent calls share one run (a call during a run makes it look once more before it ends).
   */
  deliverDue(): Promise<DeliveryReport> {
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  private async drain(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    const transport = this.options.transport;
    do {
      this.drainAgain = false;
      // Reset links that stopped working are never sent, and their tokens leave the outbox (held ones too).
      await this.repository.expire(this.clock().toISOString(), JSON.stringify({ kind: 'password-reset', token: null }));
      if (!transport) return report;
      for (;;) {
        const now = this.clock();
        const id = await this.repository.nextDue(now.toISOString());
        if (!id) break;
        const claim = randomUUID();
        const row = await this.repository.claim(id, claim, now.toISOString(), new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString());
        // Another process claimed it between the two statements: it is theirs to send.
        if (!row) continue;
        if (await this.attempt(transport, row, claim)) report.sent += 1;
        else report.failed += 1;
      }
    } while (this.drainAgain && !this.stopped);
    return report;
  }

  /** One attempt at one claimed message: sent and recorded, or the error recorded with the next try's time. */
  private async attempt(transport: MailTransport, row: OutboxRow, claim: string): Promise<boolean> {
    let mail: RenderedMail & { to: string };
    let basics: ShopBasics;
    try {
      basics = await this.options.shop();
      mail = await this.render(row, true, basics);
      await transport.send({
        from: this.options.from ?? { name: basics.name, address: basics.supportEmail },
        to: mail.to,
        replyTo: basics.supportEmail,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: row.message_id,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = retryDelayMs(row.attempts);
      const retryAt = delay === null ? null : new Date(this.clock().getTime() + delay).toISOString();
      await this.repository.markFailed(row.id, claim, message.slice(0, 1000), retryAt);
      this.options.log.warn(
        { id: row.id, kind: row.kind, attempts: row.attempts, retryAt, err: message },
        retryAt ? 'email not sent; it will be tried again' : 'email not sent; gave up after the last attempt',
      );
      return false;
    }
    const kept = row.kind === 'password-reset' ? await this.render(row, false, basics) : mail;
    const recorded = await this.repository.markSent(row.id, claim, this.clock().toISOString(), {
      recipient: mail.to,
      subject: kept.subject,
      text_body: kept.text,
      html_body: kept.html,
      payload: MailService.withoutSecrets(row),
    });
    if (!recorded) this.options.log.warn({ id: row.id, kind: row.kind }, 'email sent after its claim lapsed: another process may send it too');
    return true;
  }

  /**
   * Starts the worker: with SMTP a look every OUTBOX_POLL_MS and one soon after each queued message; without,
   * a minutely one that only expires reset links that stopped working.
   */
  start(pollMs = OUTBOX_POLL_MS): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => this.tick(), this.sends ? pollMs : OUTBOX_EXPIRY_SWEEP_MS);
    this.timer.unref();
    this.tick();
  }

  /** Looks for due messages shortly (after the caller's transaction has likely committed). */
  nudge(): void {
    if (!this.sends || !this.timer || this.nudgeTimer) return;
    this.nudgeTimer = setTimeout(() => {
      this.nudgeTimer = undefined;
      this.tick();
    }, 50);
    this.nudgeTimer.unref();
  }

  private tick(): void {
    if (this.stopped) return;
    this.deliverDue().catch((err: unknown) => this.options.log.warn({ err }, 'the outbox could not be read; it is tried again'));
  }

  /** Stops the worker and waits for a send in progress; closes the SMTP transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.nudgeTimer);
    this.timer = undefined;
    this.nudgeTimer = undefined;
    await this.draining?.catch(() => undefined);
    this.options.transport?.close();
  }

  /** The outbox for the back office, newest first; optionally one status or one order's emails. */
  async list(filter: { status?: MailStatus; orderId?: string; page?: number; pageSize?: number } = {}): Promise<{
    messages: OutboxMessage[];
    totalCount: number;
    counts: Partial<Record<MailStatus, number>>;
  }> {
    const pageSize = filter.pageSize ?? 50;
    const page = filter.page ?? 1;
    const { rows, total } = await this.repository.list(filter, pageSize, (page - 1) * pageSize);
    const basics = await this.options.shop();
    const messages = await Promise.all(
      rows.map(async (row): Promise<OutboxMessage> => ({
        id: row.id,
        kind: row.kind,
        to: row.recipient,
        subject: row.subject ?? (await this.render(row, false, basics).then((m) => m.subject, () => null)),
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        orderId: row.order_id,
        createdAt: row.created_at,
        nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
        sentAt: row.sent_at,
      })),
    );
    return { messages, totalCount: total, counts: await this.repository.countByStatus() };
  }

  /** One message with its text and HTML: what was sent, or what would be sent now (a reset link's token hidden). */
  async get(id: string): Promise<(OutboxMessage & { text: string; html: string }) | undefined> {
    const row = await this.repository.findById(id);
    if (!row) return undefined;
    const rendered =
      row.subject !== null && row.text_body !== null && row.html_body !== null
        ? { to: row.recipient ?? '', subject: row.subject, text: row.text_body, html: row.html_body }
        : await this.render(row, false);
    return {
      id: row.id,
      kind: row.kind,
      to: row.recipient ?? rendered.to,
      subject: rendered.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      orderId: row.order_id,
      createdAt: row.created_at,
      nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
      sentAt: row.sent_at,
      text: rendered.text,
      html: rendered.html,
    };
  }

  /**
   * Sends a held (no SMTP when it was queued) or failed (gave up) message again, due at once with a fresh
   * count of attempts; false when it is neither, or a reset link that stopped working.
   */
  async retry(id: string): Promise<boolean> {
    const requeued = await this.repository.requeue(id, this.clock().toISOString());
    if (requeued) this.nudge();
    return requeued;
  }
}
