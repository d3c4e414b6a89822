import { ConflictError } from '@cartwise/domain/errors';

/** A write that referred to a row another request deleted meanwhile: PostgreSQL's 23503, SQLite's FOREIGNKEY. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * What a shopper hears when their session ended while a change of theirs was being saved: signing in or out
 * in another tab replaces the session, and its cart and lists move with it.
 */
export function sessionChangedError(): ConflictError {
  return new ConflictError('Your session changed while this was being saved (you signed in or out in another tab). Reload the page and try again.');
}
