import { ConflictError } from '@cartwise/domain/errors';
import { dialectOf, redactedDatabaseUrl } from './database-url.ts';

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

/** Network failures reaching the server: Node's socket errors (pg passes them on as they are). */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
/** PostgreSQL's own: shutting down or starting up (57P01–57P03), too many connections (53300). */
const POSTGRES_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);
/** What `pg` throws when a connection ends under a query, or the pool cannot hand one out. */
const POOL_FAILURE = /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|connection error/i;

/**
 * The database cannot be reached (it is down, restarting or out of connections), as opposed to a query
 * that failed: the shopper should try again later, and /readyz already says the same.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_ERRORS.has(code) || POSTGRES_UNAVAILABLE.has(code) || code.startsWith('08'))) return true;
  return POOL_FAILURE.test(error.message);
}

/**
 * Another writer held the database longer than this one would wait: SQLite's busy timeout ran out (another
 * process's long write, a catalogue import of a huge file), or PostgreSQL's lock_not_available (55P03). The
 * change was not made; trying again in a few seconds should work.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code === '55P03');
}

/** Why the database could not be opened, migrated or seeded, in words an operator can act on. */
function startupCause(url: string, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  const where = URL.canParse(url) ? new URL(url) : undefined;
  const server = where ? `${where.hostname}:${where.port || '5432'}` : 'the server';
  switch (code) {
    case 'ECONNREFUSED':
      return `connection refused: is PostgreSQL running and listening on ${server}?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `host ${where?.hostname ?? ''} not found`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${server} cannot be reached (${code})`;
    case '3D000':
      return `${message}: create it (createdb ${decodeURIComponent(where?.pathname.slice(1) ?? '')}) or correct the name`;
    case '28P01':
    case '28000':
      return `${message}: check the user and password`;
    case '42501':
      return `${message}: the user needs to own the database, or CREATE on its schema public (GRANT CREATE ON SCHEMA public TO …)`;
    case 'SQLITE_NOTADB':
      return `the file is not a SQLite database (${message})`;
    case 'SQLITE_CANTOPEN':
    case 'SQLITE_READONLY':
    case 'EACCES':
    case 'EPERM':
      return `${message}: check that the file's folder exists and the server may write to it`;
  }
  if (isDatabaseUnavailable(error)) return `the database is not reachable (${message})`;
  return message || String(code ?? 'unknown error');
}

/**
 * One line for a server that cannot start on its database: which DATABASE_URL (never its password) and
 * why, instead of a driver's stack trace.
 */
export function databaseStartupMessage(url: string, error: unknown, action = 'start'): string {
  const engine = dialectOf(url) === 'postgres' ? 'PostgreSQL' : 'SQLite';
  return `Cannot ${action}: the ${engine} database DATABASE_URL=${redactedDatabaseUrl(url)} failed: ${startupCause(url, error)}`;
}
