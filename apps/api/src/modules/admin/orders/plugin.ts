import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdminOrdersRepository } from './repository.ts';
import { AdminOrdersService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office's orders: the list, an order with its history, status moves (and the dashboard's figures). */
    adminOrders: AdminOrdersService;
  }
}

/** Creates the back office's orders service once: it moves orders through `app.orders` and emails through `app.mail`. */
export const adminOrdersPlugin = fp(
  async (app: FastifyInstance) => {
    const notifyShipped: ConstructorParameters<typeof AdminOrdersService>[3] = (trx, order) =>
      app.mail.queueOrderShipped(trx, order, { carrier: order.shipment?.carrier ?? null, trackingNumber: order.shipment?.trackingNumber ?? '' });
    app.decorate('adminOrders', new AdminOrdersService(new AdminOrdersRepository(app.db), app.orders, app.audit, notifyShipped));
  },
  { name: 'admin-orders', dependencies: ['admin', 'orders', 'mail'] },
);
