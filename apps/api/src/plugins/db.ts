import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Exposes the opened database to routes and closes it when the app closes. */
export const dbPlugin = fp<{ db: Db; closeOnShutdown: boolean }>(async (app: FastifyInstance, opts) => {
  app.decorate('db', opts.db);
  if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.db.close());
});
