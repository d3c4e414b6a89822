import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PasswordResetService } from './password-reset.ts';
import { AccountsRepository } from './repository.ts';
import { AuthService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one accounts service: sign up, sign in (with the guest's merge), and the attempt limiter. */
    auth: AuthService;
    /** "Forgot password?": reset links by email and new passwords with them. */
    passwordResets: PasswordResetService;
  }
}

/**
 * Creates the accounts service once and decorates the app with it. Signing in merges the guest's cart,
 * wishlist, conversation, recently viewed and orders into the account through those modules' services,
 * so it comes after them; reset links go out through the mail module's outbox.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { cart, wishlist, chat, recentlyViewed, orders } = app;
    const repository = new AccountsRepository(app.db);
    app.decorate('auth', new AuthService(repository, { cart, wishlist, chat, recentlyViewed, orders }));
    app.decorate('passwordResets', new PasswordResetService(repository, app.mail));
  },
  { name: 'auth', dependencies: ['cart', 'wishlist', 'chat', 'recently-viewed', 'orders', 'mail'] },
);
