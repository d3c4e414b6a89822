import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogRepository } from './repository.ts';
import { servablePicture, servedPictures } from './served-pictures.ts';
import { CatalogService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one catalogue service (and so one catalogue index): the listing, suggestions and the assistant ask it. */
    catalog: CatalogService;
    /** An answer with every picture off the shop and IMAGE_HOSTS swapped for the placeholder (served-pictures.ts). */
    servedPictures: <T>(payload: T) => T;
  }
}

/** Creates the catalogue service once and decorates the app with it (fastify/demo's way). */
export const catalogPlugin = fp(async (app: FastifyInstance) => {
  // Pictures stored before the IMAGE_HOSTS check, or whose host has left it since, are not handed out, by the
  // API nor by the pages the server draws from it (issue 20). The back office's answers show what is stored, so
  // that the editor can name what to fix. The list's products sent as JSON text are checked by the catalogue.
  const servable = servablePicture(app.imageHosts);
  app.decorate('catalog', new CatalogService(new CatalogRepository(app.db), servable));
  const served = servedPictures(app.imageHosts, servable);
  app.decorate('servedPictures', served);
  app.addHook('preSerialization', async (request, _reply, payload) => (request.routeOptions.url?.startsWith('/api/admin/') ? payload : served(payload)));
}, { name: 'catalog' });
