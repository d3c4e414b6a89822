import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isHostedCheckout } from '../orders/payment.ts';
import { PaymentsRepository } from './repository.ts';
import { PaymentsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card provider's webhook: events stored once, orders settled through `app.orders`. */
    payments: PaymentsService;
  }
}

/** Creates the payments service once: the card provider is the one the orders service was given. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const card = app.orders.paymentProvider('card');
    app.decorate('payments', new PaymentsService(new PaymentsRepository(app.db), app.orders, isHostedCheckout(card) ? card : undefined));
  },
  { name: 'payments', dependencies: ['orders'] },
);
