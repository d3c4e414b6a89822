import type Stripe from 'stripe';
import type { Cents } from '@cartwise/domain/money';
import { PAYMENT_LABELS } from '@cartwise/domain/orders/schemas';
import {
  PaymentRefusedError,
  PaymentSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutState,
  type HostedCheckoutProvider,
  type PaymentEvent,
  type ProviderRefund,
  type RefundRequest,
} from './payment.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API by default; a Stripe-compatible server elsewhere (tests, staging): `http://127.0.0.1:12111`. */
  apiUrl?: string;
}

/**
 * The API version the SDK's types describe (stripe 23.1.0), sent with every request so the account's default
 * version cannot change the answers under us.
 */
const API_VERSION = '2026-10-28.endive' as const;

/** Where a Checkout Session stands, in the shop's words: `complete` with a paid payment is `paid`. */
function stateOf(session: Stripe.Checkout.Session): CheckoutState {
  if (session.status === 'complete' && session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'expired';
  // `complete` but not yet paid (a delayed payment method) is still awaited, like an open page.
  return 'open';
}

/** The SDK's host, port and protocol for a Stripe-compatible API at `apiUrl`. */
function connection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Card payments through Stripe Checkout (ADR 0022): one Checkout Session per order, for the order's total as
 * one line, in payment mode; the session names the order in `client_reference_id` and `metadata.order_id`.
 */
export class StripeCheckoutProvider implements HostedCheckoutProvider {
  readonly method = 'card' as const;
  readonly label = PAYMENT_LABELS.card;
  /** Stripe's minimum charge in US dollars. */
  readonly minimumCents = 50 as Cents;
  private readonly stripe: Stripe;

  /**
   * The provider, with Stripe's SDK loaded now: a shop without card payments never loads it (about 7 MB of
   * memory in every process).
   */
  static async open(settings: StripeSettings): Promise<StripeCheckoutProvider> {
    const { default: Sdk } = await import('stripe');
    return new StripeCheckoutProvider(settings, Sdk);
  }

  private constructor(
    private readonly settings: StripeSettings,
    Sdk: typeof Stripe,
  ) {
    this.stripe = new Sdk(settings.secretKey, {
      apiVersion: API_VERSION,
      ...connection(settings.apiUrl),
      // The SDK retries network failures and 409/5xx answers with the same idempotency key.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async createSession(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        // Cards only: a delayed method (a bank debit) could be paid after the hold ended and the stock went back.
        allowed_payment_method_types: ['card'],
        client_reference_id: request.orderId,
        metadata: { order_id: request.orderId, order_number: request.orderNumber },
        customer_email: request.email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountCents,
              product_data: { name: `Order ${request.orderNumber}`, description: request.description },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a url`);
    return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async sessionState(sessionId: string): Promise<CheckoutState> {
    return stateOf(await this.stripe.checkout.sessions.retrieve(sessionId));
  }

  async expireSession(sessionId: string): Promise<CheckoutState> {
    try {
      return stateOf(await this.stripe.checkout.sessions.expire(sessionId));
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open (paid or already expired): ask where it stands.
      if (error instanceof this.stripe.errors.StripeInvalidRequestError) return this.sessionState(sessionId);
      throw error;
    }
  }

  /**
   * POST /v1/refunds for the page's PaymentIntent, the order's total, under the order's own idempotency key (ADR
   * 0029): a second press, a retry or a cancel after a refund all make the one refund Stripe already made.
   */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(request.sessionId);
      const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new PaymentRefusedError(`Checkout Session ${session.id} has no payment to refund.`);
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: request.amountCents,
          reason: 'requested_by_customer',
          metadata: { order_id: request.orderId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: refund.id, status: refund.status ?? 'pending' };
    } catch (error) {
      // 4xx answers are Stripe's refusal (already refunded, disputed, more than is left); the rest is not being able to ask.
      if (
        error instanceof this.stripe.errors.StripeInvalidRequestError ||
        error instanceof this.stripe.errors.StripeCardError ||
        error instanceof this.stripe.errors.StripeIdempotencyError ||
        error instanceof this.stripe.errors.StripePermissionError
      ) {
        throw new PaymentRefusedError(error.message);
      }
      throw error;
    }
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch (error) {
      throw new PaymentSignatureError((error as Error).message);
    }
    const payload = rawBody.toString('utf8');
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.expired') {
      const session = event.data.object;
      const orderId = session.client_reference_id ?? session.metadata?.order_id ?? null;
      const state = stateOf(session);
      const outcome = state === 'paid' ? 'paid' : state === 'expired' ? 'expired' : 'other';
      return { id: event.id, type: event.type, outcome, orderId, sessionId: session.id, payload };
    }
    if (event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'refund.failed') {
      const refund = event.data.object;
      const orderId = refund.metadata?.order_id ?? null;
      return { id: event.id, type: event.type, outcome: 'refund', orderId, sessionId: null, refund: { id: refund.id, status: refund.status ?? 'pending' }, payload };
    }
    return { id: event.id, type: event.type, outcome: 'other', orderId: null, sessionId: null, payload };
  }
}
