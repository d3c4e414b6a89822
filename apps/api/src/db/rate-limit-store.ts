import { sql } from 'kysely';
import type { Db } from './database.ts';

/** A key's hits in its current window, and the milliseconds until that window ends. */
export interface RateCount {
  hits: number;
  resetInMs: number;
}

/** Counts one hit of a key in a fixed window, across every process of the shop. */
export interface RateCounter {
  hit(key: string, windowMs: number): Promise<RateCount>;
}

/**
 * Fixed windows in the table `rate_limits` (migration 0010): one atomic upsert per hit, so N processes on one
 * database share each count; a window older than `windowMs` starts again at 1. Old rows go with the
 * sweeper (`db/retention.ts`).
 */
export class DatabaseRateCounter implements RateCounter {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<RateCount> {
    const now = this.clock();
    const expired = now - windowMs;
    const row = await this.db.kysely
      .insertInto('rate_limits')
      .values({ key, window_started_ms: now, hits: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`CASE WHEN rate_limits.window_started_ms <= ${expired} THEN 1 ELSE rate_limits.hits + 1 END`,
          window_started_ms: sql<number>`CASE WHEN rate_limits.window_started_ms <= ${expired} THEN ${now} ELSE rate_limits.window_started_ms END`,
        }),
      )
      .returning(['hits', 'window_started_ms'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), resetInMs: Math.max(0, Number(row.window_started_ms) + windowMs - now) };
  }
}

/** The callback shape of @fastify/rate-limit's stores. */
type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over the shop's database (its `store` option takes a class, constructed with
 * the plugin's options, so the counter is bound in first).
 */
export function rateLimitStoreOf(counter: RateCounter) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number) {
      counter.hit(key, timeWindow).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}
