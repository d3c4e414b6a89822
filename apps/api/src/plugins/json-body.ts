import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '@cartwise/domain/errors';

/** Keys that could change an object's prototype once the body is merged somewhere: refused, not dropped. */
function refuseProtoKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new DomainError('validation_error', 'Body may not contain a "__proto__" key');
  if (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype')) {
    throw new DomainError('validation_error', 'Body may not contain a "constructor" key with a "prototype"');
  }
  return value;
}

/**
 * JSON bodies, parsed as Fastify's own parser does (prototype keys refused), but saying what is wrong:
 * Fastify's answers "Body is not valid JSON" for a syntax error and a `__proto__` key alike.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, async (_request: FastifyRequest, body: string) => {
    if (body.length === 0) throw new DomainError('validation_error', 'Body is empty but Content-Type is application/json');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body, refuseProtoKeys);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw new DomainError('validation_error', `Body is not valid JSON: ${(error as Error).message}`);
    }
    return parsed;
  });
});
