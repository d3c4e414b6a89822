import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WishlistRepository } from './repository.ts';
import { WishlistService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one wishlist service: its routes and the sign-in's merge ask it. */
    wishlist: WishlistService;
  }
}

/** Creates the wishlist service once and decorates the app with it. */
export const wishlistPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('wishlist', new WishlistService(new WishlistRepository(app.db)));
}, { name: 'wishlist' });
