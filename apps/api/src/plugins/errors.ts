import type { Socket } from 'node:net';
import { DomainError, RateLimitedError, type ErrorCode, type ErrorResponse, type FieldIssue } from '@cartwise/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseBusy, isDatabaseUnavailable, isForeignKeyViolation, sessionChangedError } from '../db/errors.ts';

/**
 * How long one path segment may be before the router gives up on it (Fastify's maxParamLength, 100 by
 * default). Far above any id, so an over-long id reaches its route's schema and is answered there
 * ("id: Too big"), rather than by a 414 or a "No route" from the router.
 */
export const MAX_PARAM_LENGTH = 2048;

const STATUS: Record<ErrorCode, number> = {
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/**
 * Retry-After of a 429 whose limit did not say when it lets the client in again (a limit of the
 * framework's, say): a minute, the shortest window of the shop's own limits.
 */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;
/** Retry-After of a 503 that did not say (the database unreachable): a minute, as its message asks. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 60;
/** Retry-After of a write that waited its busy timeout for another writer (a long import): a few seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export function sendError(reply: FastifyReply, code: ErrorCode, message: string, details?: FieldIssue[]) {
  const body: ErrorResponse = { error: { code, message, ...(details ? { details } : {}) } };
  // Every 429 and 503 says when to try again (RFC 9110 Retry-After, in seconds).
  if (code === 'rate_limited' && !reply.hasHeader('retry-after')) reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
  if (code === 'service_unavailable' && !reply.hasHeader('retry-after')) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return reply.code(STATUS[code]).type('application/json; charset=utf-8').send(body);
}

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** Names the field of each failed check: `sort`, `items.0.quantity`. */
function fieldIssues(items: ValidationItem[]): FieldIssue[] {
  return items.map((item) => {
    const path = item.params?.issue?.path;
    const field =
      path && path.length > 0 ? path.map(String).join('.') : (item.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    return { field: field || '(request)', message: item.params?.issue?.message ?? item.message ?? 'is invalid' };
  });
}

/** The one place errors become HTTP answers: typed domain errors keep their message, 5xx hide internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // HTTP/1.1 requires a Host (RFC 9112 §3.2); Node's own refusal of one without it would be a bare 400.
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      return sendError(reply, 'validation_error', 'The request has no Host header (HTTP/1.1 requires one).');
    }
  });
  app.setErrorHandler((error: FastifyError & { validation?: ValidationItem[] }, request, reply) => {
    if (error instanceof RateLimitedError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof DomainError) return sendError(reply, error.code, error.message, error.details);
    if (Array.isArray(error.validation)) {
      const details = fieldIssues(error.validation);
      const summary = details.map((d) => `${d.field} ${d.message}`).join('; ');
      return sendError(reply, 'validation_error', `Invalid request: ${summary}`, details);
    }
    // Only a failure of the server's own (no client status): a client that hung up mid-body is ECONNRESET too.
    if ((error.statusCode === undefined || error.statusCode >= 500) && isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'the database is not reachable');
      return sendError(reply, 'service_unavailable', 'The shop cannot reach its database just now. Please try again in a minute.');
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'the database stayed busy with another write');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return sendError(reply, 'service_unavailable', 'The shop is busy saving another change. Please try again in a few seconds.');
    }
    if (isForeignKeyViolation(error)) {
      // A list, chat or cart write whose session a concurrent sign-in or sign-out just replaced.
      const conflict = sessionChangedError();
      return sendError(reply, conflict.code, conflict.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return sendError(reply, 'rate_limited', error.message);
      if (status === 404) return sendError(reply, 'not_found', error.message);
      // A file outside the served folder (`/images/../x`): refused, and said so.
      if (status === 403) return sendError(reply, 'forbidden', error.message);
      if (status === 413) return sendError(reply, 'payload_too_large', error.message);
      if (status === 415) {
        const type = request.headers['content-type'] ?? 'none';
        return sendError(reply, 'unsupported_media_type', `Content-Type ${type} is not accepted: send the body as application/json`);
      }
      // Malformed JSON, an empty JSON body: the client's mistake, said plainly.
      return reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send({ error: { code: 'validation_error', message: error.message } } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 'internal_error', 'Something went wrong on our side. Please try again.');
  });
});

/** What Node's HTTP parser refuses before Fastify sees a request, in the shop's error shape. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'validation_error',
    message: 'The address or the headers of the request are too long (16 KB at most).',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'validation_error', message: 'The request took too long to arrive.' },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (an over-long URL or header, malformed HTTP)
 * gets the shop's error shape instead of Fastify's, and the connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (socket.destroyed || !socket.writable) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    code: 'validation_error' as const,
    message: 'The request is not valid HTTP.',
  };
  const body = JSON.stringify({ error: { code: known.code, message: known.message } } satisfies ErrorResponse);
  socket.end(
    `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The router's own refusals (Fastify's `frameworkErrors`), which would otherwise answer in Fastify's shape:
 * a malformed %-escape in the path, a path segment over MAX_PARAM_LENGTH.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error.code === 'FST_ERR_BAD_URL') {
    const path = request.url.split('?')[0] ?? '';
    return sendError(reply, 'validation_error', `The address ${path} has a malformed %-escape (% and two hex digits of UTF-8)`);
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 'validation_error', `A part of the address is longer than ${MAX_PARAM_LENGTH} characters`);
  }
  request.log.error({ err: error }, 'request failed in the router');
  return sendError(reply, 'internal_error', 'Something went wrong on our side. Please try again.');
};
