import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@cartwise/domain/errors';
import { healthSchema, readinessSchema } from '@cartwise/domain/health';
import { sendError } from './errors.ts';

/** `/healthz`: the process is up. `/readyz`: the database answers, so the process can take traffic. */
export async function healthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/healthz',
    { schema: { tags: ['operations'], response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  api.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        response: { 200: readinessSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`SELECT 1`.execute(app.db.kysely);
        return { status: 'ready' as const, database: app.db.dialect };
      } catch (err) {
        request.log.warn({ err }, 'database not reachable');
        return sendError(reply, 'service_unavailable', 'The database is not reachable');
      }
    },
  );
}
