import { DomainError, NotFoundError, UnauthorizedError } from '@cartwise/domain/errors';
import { PaymentSignatureError, type HostedCheckoutProvider } from '../orders/payment.ts';
import type { OrdersService, PaymentSettlement } from '../orders/service.ts';
import type { PaymentsRepository } from './repository.ts';

export const BAD_SIGNATURE_MESSAGE = 'The webhook signature does not match: nothing was changed.';
export const CARD_NOT_CONFIGURED_MESSAGE = 'This shop takes no card payments.';

/** What the webhook answers the provider: the event is known now; `duplicate` when it had come before. */
export interface WebhookReceipt {
  received: true;
  duplicate: boolean;
  outcome: PaymentSettlement;
}

/**
 * The card provider's webhook: verifies the signature, stores the event once by its id and settles its order
 * in the same transaction, so a repeated or concurrent delivery changes nothing twice (ADR 0022); a refund's
 * refund.* event gives the order holding it the refund's status (ADR 0029).
 */
export class PaymentsService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly orders: Pick<OrdersService, 'settlePayment' | 'settleRefund'>,
    private readonly card: HostedCheckoutProvider | undefined,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookReceipt> {
    if (!this.card) throw new NotFoundError(CARD_NOT_CONFIGURED_MESSAGE);
    let event;
    try {
      event = this.card.verifyEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof PaymentSignatureError) throw new UnauthorizedError(BAD_SIGNATURE_MESSAGE);
      throw new DomainError('validation_error', `The webhook's event could not be read: ${(error as Error).message}`);
    }
    const receivedAt = this.clock().toISOString();
    return this.repository.transaction(async (repository, trx) => {
      if (!(await repository.insertOnce({ ...event, receivedAt }))) return { received: true, duplicate: true, outcome: 'unchanged' };
      let outcome: PaymentSettlement = 'unchanged';
      if (event.outcome === 'refund' && event.refund) outcome = await this.orders.settleRefund(trx, event.refund);
      else if ((event.outcome === 'paid' || event.outcome === 'expired') && event.orderId !== null) {
        outcome = await this.orders.settlePayment(trx, { orderId: event.orderId, sessionId: event.sessionId, outcome: event.outcome });
      }
      if (outcome === 'unchanged') return { received: true, duplicate: false, outcome };
      await repository.setOutcome(event.id, outcome);
      return { received: true, duplicate: false, outcome };
    });
  }
}
