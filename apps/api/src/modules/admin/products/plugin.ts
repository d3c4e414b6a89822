import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdminProductsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office's products, stock, imports and export. */
    adminProducts: AdminProductsService;
  }
}

/** Creates the back office's product service once; a shutdown waits for the imports it is running. */
export const adminProductsPlugin = fp(
  async (app: FastifyInstance) => {
    const service = new AdminProductsService(app.db, app.catalog, app.audit, undefined, app.imageHosts);
    app.decorate('adminProducts', service);
    app.addHook('onClose', () => service.settled());
  },
  { name: 'admin-products', dependencies: ['catalog', 'admin', 'security-headers'] },
);
