import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@cartwise/domain/errors';
import { healthSchema, readinessSchema } from '@cartwise/domain/health';
import { pendingMigrations } from '../db/database.ts';
import { sendError } from './errors.ts';
import { STOPPING_MESSAGE, STOPPING_RETRY_AFTER_SECONDS } from './lifecycle.ts';

/** Retry-After of a /readyz 503 while the process prepares or its database is away. */
const NOT_READY_RETRY_AFTER_SECONDS = 5;

/**
 * `/healthz`: the process is up. `/readyz`: the process can take traffic: it is not stopping (plugins/lifecycle.ts),
 * has nothing left to prepare (the catalogue index), its database answers and holds every migration it knows.
 */
export async function healthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Once every migration was seen applied it stays so: a process never runs against an older schema. */
  let migrated = false;
  api.get(
    '/healthz',
    { schema: { tags: ['operations'], response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  api.get(
    '/readyz',
    {
      schema: {
        summary: 'Whether this process should get traffic: 503 while it stops, prepares, or its database is away or not migrated',
        tags: ['operations'],
        response: { 200: readinessSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (app.lifecycle.stopping) {
        reply.header('retry-after', String(STOPPING_RETRY_AFTER_SECONDS));
        return sendError(reply, 'service_unavailable', STOPPING_MESSAGE);
      }
      reply.header('retry-after', String(NOT_READY_RETRY_AFTER_SECONDS));
      try {
        await sql`SELECT 1`.execute(app.db.kysely);
        if (!migrated) {
          const pending = await pendingMigrations(app.db);
          if (pending.length > 0) return sendError(reply, 'service_unavailable', `Migrations pending: ${pending.join(', ')}`);
          migrated = true;
        }
      } catch (err) {
        request.log.warn({ err }, 'database not reachable');
        return sendError(reply, 'service_unavailable', 'The database is not reachable');
      }
      if (app.lifecycle.preparing.size > 0) {
        return sendError(reply, 'service_unavailable', `Still preparing: ${[...app.lifecycle.preparing].join(', ')}`);
      }
      reply.removeHeader('retry-after');
      return { status: 'ready' as const, database: app.db.dialect };
    },
  );
}
