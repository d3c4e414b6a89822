import { sql } from 'kysely';
import type { SessionLifetimes } from '../plugins/session.ts';
import type { Db } from './database.ts';
import { writeTransaction, type Transaction } from './write-transaction.ts';

/** What the shop keeps, and for how long (README "Retention"; ADR 0020). */
export interface RetentionRules {
  lifetimes: SessionLifetimes;
  /** A cart without lines, not changed for this long, goes (a new one is made on the next change). */
  emptyCartMs: number;
  /** A guest's conversation with the assistant, not continued for this long, goes. */
  guestChatMs: number;
  /** Counters of sign-in attempts and rate limits whose window started this long ago go (windows are ≤ 15 minutes). */
  countersMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_RETENTION: Omit<RetentionRules, 'lifetimes'> = {
  emptyCartMs: DAY_MS,
  guestChatMs: 30 * DAY_MS,
  countersMs: DAY_MS,
};

export interface PurgeReport {
  sessions: number;
  emptyCarts: number;
  guestChats: number;
  counters: number;
}

/** Rows deleted per statement, so a purge never holds the database for long. */
const BATCH = 1_000;
/** Batches per kind of row in one purge: the next purge goes on where this one stopped. */
const MAX_BATCHES = 50;
/** PostgreSQL advisory lock: one process purges at a time (the others find it taken and skip). */
const PURGE_LOCK = 20_200_001;

async function inBatches(db: Db, remove: (trx: Transaction, iso: (ms: number) => string) => Promise<number>, now: Date): Promise<number> {
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const deleted = await writeTransaction(db, (trx) => remove(trx, iso));
    total += deleted;
    if (deleted < BATCH) break;
  }
  return total;
}

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Deletes what the shop no longer keeps: sessions past their kind's idle or absolute lifetime (their carts,
 * lists and conversations go with them, by their foreign keys; an account's own row never expires), carts
 * left empty, guests' old conversations, spent attempt and rate-limit counters. Safe in several processes at
 * once: every delete is by a condition on time, so a row is deleted once whoever gets there first; on
 * PostgreSQL an advisory lock lets one process purge while the others skip.
 */
export async function purgeExpired(db: Db, rules: RetentionRules, now = new Date()): Promise<PurgeReport | undefined> {
  if (db.dialect === 'postgres') {
    // A session-level lock, so taken and released on one connection held for the purge.
    return db.kysely.connection().execute(async (conn) => {
      const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${PURGE_LOCK}) AS locked`.execute(conn);
      if (!rows[0]?.locked) return undefined;
      try {
        return await purge(db, rules, now);
      } finally {
        await sql`SELECT pg_advisory_unlock(${PURGE_LOCK})`.execute(conn);
      }
    });
  }
  return purge(db, rules, now);
}

async function purge(db: Db, rules: RetentionRules, now: Date): Promise<PurgeReport> {
  let sessions = 0;
  for (const [kind, lifetime] of Object.entries(rules.lifetimes)) {
    sessions += await inBatches(
      db,
      async (trx, iso) =>
        count(
          await trx
            .deleteFrom('sessions')
            .where('id', 'in', (eb) =>
              eb
                .selectFrom('sessions')
                .select('id')
                .where('kind', '=', kind)
                .where((w) => w.or([w('last_seen_at', '<', iso(lifetime.idleMs)), w('created_at', '<', iso(lifetime.absoluteMs))]))
                .limit(BATCH),
            )
            .executeTakeFirst(),
        ),
      now,
    );
  }
  const emptyCarts = await inBatches(
    db,
    async (trx, iso) =>
      count(
        await trx
          .deleteFrom('carts')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('carts')
              .select('id')
              .where('updated_at', '<', iso(rules.emptyCartMs))
              .where((w) => w.not(w.exists(w.selectFrom('cart_items').select('cart_id').whereRef('cart_items.cart_id', '=', 'carts.id'))))
              .limit(BATCH),
          )
          .executeTakeFirst(),
      ),
    now,
  );
  const guestChats = await inBatches(
    db,
    async (trx, iso) =>
      count(
        await trx
          .deleteFrom('chat_conversations')
          .where('session_id', 'in', (eb) =>
            eb
              .selectFrom('chat_conversations')
              .innerJoin('sessions', 'sessions.id', 'chat_conversations.session_id')
              .select('chat_conversations.session_id')
              .where('sessions.kind', '=', 'guest')
              .where('chat_conversations.updated_at', '<', iso(rules.guestChatMs))
              .limit(BATCH),
          )
          .executeTakeFirst(),
      ),
    now,
  );
  const counters =
    (await inBatches(
      db,
      async (trx, iso) =>
        count(
          await trx
            .deleteFrom('auth_attempts')
            .where('key', 'in', (eb) => eb.selectFrom('auth_attempts').select('key').where('window_started_at', '<', iso(rules.countersMs)).limit(BATCH))
            .executeTakeFirst(),
        ),
      now,
    )) +
    (await inBatches(
      db,
      async (trx) =>
        count(
          await trx
            .deleteFrom('rate_limits')
            .where('key', 'in', (eb) =>
              eb.selectFrom('rate_limits').select('key').where('window_started_ms', '<', now.getTime() - rules.countersMs).limit(BATCH),
            )
            .executeTakeFirst(),
        ),
      now,
    ));
  return { sessions, emptyCarts, guestChats, counters };
}
