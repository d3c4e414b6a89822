import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ReviewsRepository } from './repository.ts';
import { ReviewsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one reviews service: its routes and the back office's ask it. */
    reviews: ReviewsService;
  }
}

/** Creates the reviews service once; whether a shopper bought a product is the orders' answer (`app.orders`). */
export const reviewsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('reviews', new ReviewsService(new ReviewsRepository(app.db), app.orders));
  },
  { name: 'reviews', dependencies: ['orders'] },
);
