import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CouponsService, type RecordAudit } from './coupons-service.ts';
import { CartRepository } from './repository.ts';
import { CartService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one cart service: the cart, checkout and assistant routes ask it. */
    cart: CartService;
    /** The back office's coupons: list, create, change (issue 21). */
    coupons: CouponsService;
  }
}

/**
 * Creates the cart service and the coupons' once and decorates the app with them. A coupon change is recorded
 * in the back office's audit log (`app.audit`, decorated after this plugin: looked up when a coupon changes).
 */
export const cartPlugin = fp(async (app: FastifyInstance) => {
  const repository = new CartRepository(app.db);
  app.decorate('cart', new CartService(repository));
  const recordAudit: RecordAudit = (trx, change) => app.audit.record(trx, change);
  app.decorate('coupons', new CouponsService(repository, recordAudit));
}, { name: 'cart' });
