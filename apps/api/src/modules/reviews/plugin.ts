import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ReviewsRepository } from './repository.ts';
import { ReviewsService, type RecordAudit } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one reviews service: its routes and the back office's ask it. */
    reviews: ReviewsService;
  }
}

/**
 * Creates the reviews service once. Whether a shopper bought a product is the orders' answer (`app.orders`);
 * hiding a review is recorded in the back office's audit log (`app.audit`, decorated after this plugin:
 * looked up when a review is hidden).
 */
export const reviewsPlugin = fp(
  async (app: FastifyInstance) => {
    const recordAudit: RecordAudit = (trx, change) => app.audit.record(trx, change);
    app.decorate('reviews', new ReviewsService(new ReviewsRepository(app.db), app.orders, recordAudit));
  },
  { name: 'reviews', dependencies: ['orders'] },
);
