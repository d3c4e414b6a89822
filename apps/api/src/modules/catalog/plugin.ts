import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogRepository } from './repository.ts';
import { CatalogService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one catalogue service (and so one catalogue index): the listing, suggestions and the assistant ask it. */
    catalog: CatalogService;
  }
}

/** Creates the catalogue service once and decorates the app with it (fastify/demo's way). */
export const catalogPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('catalog', new CatalogService(new CatalogRepository(app.db)));
}, { name: 'catalog' });
