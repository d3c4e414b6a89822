import { PAYMENT_LABELS, type PaymentMethod } from '@cartwise/domain/orders/schemas';
import type { Cents } from '@cartwise/domain/money';

/**
 * What the checkout needs of a payment method. Pay on delivery charges nothing: its orders are `placed` at
 * once. A card provider's orders start `awaiting-payment` with their stock held, and the shopper pays on the
 * provider's own page (`HostedCheckoutProvider`).
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  readonly label: string;
}

/** Pay on delivery: the shopper pays the courier; nothing is charged when the order is placed. */
export class PayOnDeliveryProvider implements PaymentProvider {
  readonly method = 'pay-on-delivery' as const;
  readonly label = PAYMENT_LABELS['pay-on-delivery'];
}

/** What the provider's checkout page asks the shopper to pay for one order. */
export interface CheckoutRequest {
  orderId: string;
  orderNumber: string;
  amountCents: Cents;
  currency: string;
  email: string;
  /** What the page shows under the order's name: the lines in short. */
  description: string;
  /** Where the provider sends the shopper back: after paying, and after going back without paying. */
  successUrl: string;
  cancelUrl: string;
  /** When the page stops taking the payment (the provider expires it then). */
  expiresAt: Date;
  /** The same key for a retried request, so the provider creates one page. */
  idempotencyKey: string;
}

/** A provider's checkout page for an order. */
export interface CheckoutSession {
  id: string;
  url: string;
  expiresAt: Date;
}

/** Where a checkout page stands at the provider: `complete` and paid, still `open`, or `expired` (never payable again). */
export type CheckoutState = 'paid' | 'open' | 'expired';

/** What the back office asks the provider to give back: a paid order's whole payment. */
export interface RefundRequest {
  orderId: string;
  /** The checkout page the order was paid on. */
  sessionId: string;
  amountCents: Cents;
  /** One key per order, so two presses (or the SDK's retries) make one refund at the provider. */
  idempotencyKey: string;
}

/** A refund at the provider: its id and where it stands (Stripe: pending, requires_action, succeeded, failed, canceled). */
export interface ProviderRefund {
  id: string;
  status: string;
}

/** A verified webhook event, in the shop's words. */
export interface PaymentEvent {
  id: string;
  /** The provider's own type (`checkout.session.completed`). */
  type: string;
  /**
   * `paid`: the order's page was paid; `expired`: it can no longer be; `refund`: a refund moved on (`refund`);
   * `other`: nothing for the shop to do.
   */
  outcome: 'paid' | 'expired' | 'refund' | 'other';
  orderId: string | null;
  sessionId: string | null;
  refund?: ProviderRefund;
  /** The event as received, stored with its id. */
  payload: string;
}

/** The webhook's signature did not verify: a 401, and nothing changes. */
export class PaymentSignatureError extends Error {}

/** The provider answered and said no (already refunded, a dispute, no payment to refund): its own words. */
export class PaymentRefusedError extends Error {}

/** A card provider whose hosted page takes the payment (Stripe Checkout): the order waits for its webhook. */
export interface HostedCheckoutProvider extends PaymentProvider {
  readonly method: 'card';
  /** The smallest amount the provider charges, in cents. */
  readonly minimumCents: Cents;
  createSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Where the page stands now (the sweeper asks before it releases an order's stock). */
  sessionState(sessionId: string): Promise<CheckoutState>;
  /** Ends an open page so it can no longer be paid, and answers where it then stands (`paid` if it was paid first). */
  expireSession(sessionId: string): Promise<CheckoutState>;
  /**
   * Gives back the whole payment of a paid page; PaymentRefusedError when the provider refuses, any other error
   * when it could not be asked.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** The webhook's event from its raw body and signature header; throws PaymentSignatureError when they do not verify. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export function isHostedCheckout(provider: PaymentProvider | undefined): provider is HostedCheckoutProvider {
  return provider?.method === 'card';
}

/** The methods this shop takes: pay on delivery always, a card provider when one is configured. */
export function paymentProviders(card?: HostedCheckoutProvider): Map<PaymentMethod, PaymentProvider> {
  const providers: PaymentProvider[] = [new PayOnDeliveryProvider(), ...(card ? [card] : [])];
  return new Map(providers.map((provider) => [provider.method, provider]));
}
