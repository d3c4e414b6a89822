import { z } from 'zod';

/** Every error the API answers has this shape (DESIGN.md, API contract). */
export const errorCodeSchema = z.enum([
  'validation_error',
  'not_found',
  'conflict',
  'rate_limited',
  'unauthorized',
  'forbidden',
  'payload_too_large',
  'unsupported_media_type',
  'internal_error',
  'service_unavailable',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const fieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.array(fieldIssueSchema).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A failure the shopper can act on, mapped to an HTTP status in one place (the API's error plugin). */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('not_found', message);
  }
}

/** Signed-in-only actions and wrong credentials: 401. */
export class UnauthorizedError extends DomainError {
  constructor(message: string) {
    super('unauthorized', message);
  }
}

/**
 * Too many requests: a 429 whose Retry-After header (RFC 9110) says in whole seconds, at least 1, when the
 * limit lets the client try again; `retryAfterMs` is how long until the limit's window ends.
 */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, retryAfterMs?: number) {
    super('rate_limited', message);
    this.retryAfterSeconds = retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** Signed in, but not allowed: a shopper in the back office, staff on an owner's page. */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, details?: FieldIssue[]) {
    super('conflict', message, details);
  }
}
