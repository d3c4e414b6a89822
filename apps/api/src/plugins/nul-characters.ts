import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

export const NUL_MESSAGE = 'must not contain a NUL character (U+0000)';

/**
 * The first place a NUL character sits in a parsed value, as a field path (`shippingAddress.name`, `q`, a
 * key's own path when the key holds it), or undefined. Walks with a stack of its own: a deep body cannot
 * overflow it.
 */
export function nulCharacterAt(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) return path || '(request)';
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\0')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** Where the request holds a NUL: its path and query, its headers, its body. */
function nulInRequest(request: FastifyRequest): string | undefined {
  return (
    nulCharacterAt(request.params, '') ??
    nulCharacterAt(request.query, '') ??
    nulCharacterAt(request.headers, '') ??
    nulCharacterAt(request.body, '')
  );
}

/**
 * A NUL character is text no shopper types: PostgreSQL refuses it in text (a 500 anyone could trigger) and
 * SQLite would store it. Every route refuses it with a 400 naming the field, before validation and before
 * anything is stored.
 */
export const nulCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    const field = nulInRequest(request);
    if (field === undefined) return;
    return sendError(reply, 'validation_error', `Invalid request: ${field} ${NUL_MESSAGE}`, [{ field, message: NUL_MESSAGE }]);
  });
});
