import { PAYMENT_LABELS, type PaymentMethod } from '@cartwise/domain/orders/schemas';
import type { Cents } from '@cartwise/domain/money';

export interface PaymentRequest {
  orderId: string;
  orderNumber: string;
  amountCents: Cents;
  currency: string;
  email: string;
  /** The order's Idempotency-Key: a real provider gets it too, so a retried request charges once. */
  idempotencyKey: string;
}

export interface PaymentResult {
  /** `due-on-delivery`: nothing is charged now; `authorized`: a provider holds the amount. */
  status: 'due-on-delivery' | 'authorized';
  /** The provider's reference for the payment, when there is one. */
  reference: string | null;
}

/**
 * What the checkout needs of a payment provider. A card provider implements `authorize` against its API
 * (and refuses with a DomainError the shopper can act on); the order is written only when it succeeds.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  readonly label: string;
  authorize(request: PaymentRequest): Promise<PaymentResult>;
}

/** The only method today: the shopper pays the courier; nothing is charged when the order is placed. */
export class PayOnDeliveryProvider implements PaymentProvider {
  readonly method = 'pay-on-delivery' as const;
  readonly label = PAYMENT_LABELS['pay-on-delivery'];

  async authorize(): Promise<PaymentResult> {
    return { status: 'due-on-delivery', reference: null };
  }
}

export function paymentProviders(): Map<PaymentMethod, PaymentProvider> {
  const providers: PaymentProvider[] = [new PayOnDeliveryProvider()];
  return new Map(providers.map((provider) => [provider.method, provider]));
}
