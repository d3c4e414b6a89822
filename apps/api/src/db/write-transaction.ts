import { sql, type Kysely } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/**
 * A write transaction in progress. A module's service that takes one does its part of another module's
 * unit of work (an order empties the cart; a sign-in merges a guest's cart and lists) on its own repository
 * bound to it (`within`), so the whole commits or fails as one.
 */
export type Transaction = Kysely<Database>;

/** PostgreSQL's deadlock_detected and serialization_failure: the server rolled back, running it again may succeed. */
const RETRYABLE = new Set(['40P01', '40001']);

export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The longest wait before the second try; each later try may wait twice as long (full jitter). */
  baseDelayMs: number;
  /** Told of each retry (for logs and metrics). */
  onRetry?: (error: unknown, attempt: number) => void;
}

/**
 * Five tries, waiting a random 0–10, 0–20, 0–40, 0–80 ms between them: a deadlock's loser runs again at once
 * behind the winner, and two losers of the same cycle do not collide again in step.
 */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 10 };

/**
 * Runs a read-then-write unit of work as one transaction. PostgreSQL: an ordinary transaction (callers
 * lock the rows they change with SELECT … FOR UPDATE, in the order of docs/architecture.md, "Lock order");
 * a deadlock or serialization failure rolls it back and the whole of `work` runs again, a bounded number
 * of times, so `work` must do nothing outside the database that cannot be repeated (a payment provider is
 * asked with the order's idempotency key). SQLite: Kysely's driver already serialises everything on its one
 * connection; BEGIN IMMEDIATE also takes the file's write lock up front, so another process writing the
 * same file (a catalogue import) makes this wait its busy timeout instead of failing.
 */
export async function writeTransaction<T>(
  db: Db,
  work: (trx: Transaction) => Promise<T>,
  retry: RetryPolicy = DEFAULT_RETRY,
): Promise<T> {
  if (db.dialect === 'postgres') {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.kysely.transaction().execute(work);
      } catch (error) {
        if (!isRetryableConflict(error) || attempt >= retry.attempts) throw error;
        retry.onRetry?.(error, attempt);
        const ceiling = retry.baseDelayMs * 2 ** (attempt - 1);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
      }
    }
  }
  return db.kysely.connection().execute(async (conn) => {
    await sql`BEGIN IMMEDIATE`.execute(conn);
    let result: T;
    try {
      result = await work(conn);
    } catch (err) {
      // SQLite may already have rolled back (a full disk); the original error is the one to report.
      await sql`ROLLBACK`.execute(conn).catch(() => undefined);
      throw err;
    }
    await sql`COMMIT`.execute(conn);
    return result;
  });
}
