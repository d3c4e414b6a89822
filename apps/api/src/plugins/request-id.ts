import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a client or a proxy may give: short, printable, no spaces (anything else is replaced, not logged). */
const ACCEPTABLE = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the request's X-Request-Id when a client or proxy sent an acceptable one, so one id
 * follows a request through the proxy's and the shop's logs; otherwise a new UUID (not a per-process counter,
 * which repeats across processes and restarts).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
}

/** Every answer says its request's id (X-Request-Id), which every log line of the request carries as reqId. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
