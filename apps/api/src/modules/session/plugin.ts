import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SessionRepository } from './repository.ts';

/**
 * Decorates the app with the sessions table's repository (`app.sessions`), the store that the session
 * plugin (`plugins/session.ts`: cookies, `currentShopper`, `requireShopper`) reads and writes.
 */
export const sessionStorePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('sessions', new SessionRepository(app.db));
  },
  { name: 'session-store' },
);
