import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RecentlyViewedRepository } from './repository.ts';
import { RecentlyViewedService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one recently viewed service: its routes and the sign-in's merge ask it. */
    recentlyViewed: RecentlyViewedService;
  }
}

/** Creates the recently viewed service once and decorates the app with it. */
export const recentlyViewedPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('recentlyViewed', new RecentlyViewedService(new RecentlyViewedRepository(app.db)));
}, { name: 'recently-viewed' });
