import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdminCustomersRepository } from './repository.ts';
import { AdminCustomersService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office's customers: accounts with their orders' figures, read only. */
    adminCustomers: AdminCustomersService;
  }
}

export const adminCustomersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('adminCustomers', new AdminCustomersService(new AdminCustomersRepository(app.db)));
  },
  { name: 'admin-customers', dependencies: ['admin'] },
);
