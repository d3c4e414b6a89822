import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentProviders } from './payment.ts';
import { OrdersRepository } from './repository.ts';
import { OrdersService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one orders service: its routes, the assistant's trending and the sign-in's merge ask it. */
    orders: OrdersService;
  }
}

/**
 * Creates the orders service once and decorates the app with it. Orders are placed from the cart
 * (`app.cart`); Track Order counts its attempts with the accounts' limiter (`app.auth`, decorated after this
 * plugin, since the accounts' merge needs the orders: it is looked up when a track is asked for).
 */
export const ordersPlugin = fp(
  async (app: FastifyInstance) => {
    const countAttempt = (key: string, now: Date, windowMs: number) => app.auth.countAttempt(key, now, windowMs);
    app.decorate('orders', new OrdersService(new OrdersRepository(app.db), app.cart, paymentProviders(), countAttempt));
  },
  { name: 'orders', dependencies: ['cart'] },
);
