import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountsRepository } from './repository.ts';
import { AuthService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one accounts service: sign up, sign in (with the guest's merge), and the attempt limiter. */
    auth: AuthService;
  }
}

/**
 * Creates the accounts service once and decorates the app with it. Signing in merges the guest's cart,
 * wishlist, conversation, recently viewed and orders into the account through those modules' services,
 * so it comes after them.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { cart, wishlist, chat, recentlyViewed, orders } = app;
    app.decorate('auth', new AuthService(new AccountsRepository(app.db), { cart, wishlist, chat, recentlyViewed, orders }));
  },
  { name: 'auth', dependencies: ['cart', 'wishlist', 'chat', 'recently-viewed', 'orders'] },
);
