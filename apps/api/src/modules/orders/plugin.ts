import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentProviders, type HostedCheckoutProvider } from './payment.ts';
import { OrdersRepository } from './repository.ts';
import { OrdersService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one orders service: its routes, the assistant's trending and the sign-in's merge ask it. */
    orders: OrdersService;
  }
}

export interface OrdersPluginOptions {
  /** The card provider (Stripe Checkout) when the shop takes cards; pay on delivery only without. */
  card?: HostedCheckoutProvider;
  /**
   * How often this process releases the stock of card orders left unpaid past their hold (ADR 0022); 0 or
   * unset runs no sweeper (tests call `releaseOverdue` themselves).
   */
  sweepIntervalMs?: number;
}

/**
 * Creates the orders service once and decorates the app with it. Orders are placed from the cart
 * (`app.cart`); Track Order counts its attempts with the accounts' limiter (`app.auth`, decorated after this
 * plugin, since the accounts' merge needs the orders: it is looked up when a track is asked for).
 */
export const ordersPlugin = fp(
  async (app: FastifyInstance, options: OrdersPluginOptions) => {
    const countAttempt = (key: string, now: Date, windowMs: number) => app.auth.countAttempt(key, now, windowMs);
    const orders = new OrdersService(new OrdersRepository(app.db), app.cart, paymentProviders(options.card), countAttempt);
    app.decorate('orders', orders);
    if (options.card && options.sweepIntervalMs) {
      let sweeping: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        // A sweep still asking Stripe when the next is due goes on alone; the next interval tries again.
        if (sweeping) return;
        sweeping = orders.releaseOverdue().then(
          (counts) => {
            if (counts.paid + counts.cancelled + counts.skipped > 0) app.log.info(counts, 'card orders past their hold settled');
          },
          (err: unknown) => app.log.warn({ err }, 'the card orders sweeper failed; it runs again at the next interval'),
        ).finally(() => {
          sweeping = undefined;
        });
      }, options.sweepIntervalMs);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await sweeping;
      });
    }
  },
  { name: 'orders', dependencies: ['cart'] },
);
