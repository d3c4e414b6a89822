import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CartRepository } from './repository.ts';
import { CartService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one cart service: the cart, checkout and assistant routes ask it. */
    cart: CartService;
  }
}

/** Creates the cart service once and decorates the app with it. */
export const cartPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('cart', new CartService(new CartRepository(app.db)));
}, { name: 'cart' });
