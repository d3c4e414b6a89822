import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.ts';
import type { Db } from './database.ts';
import { writeTransaction, type RetryPolicy } from './write-transaction.ts';

/** Resolves once `count` callers have arrived: both transactions hold their first lock. */
function barrier(count: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return opened;
  };
}

describe('writeTransaction on PostgreSQL', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDb('postgres'));
    await sql`CREATE TABLE lock_pair (id integer PRIMARY KEY, n integer NOT NULL)`.execute(db.kysely);
    await sql`INSERT INTO lock_pair VALUES (1, 0), (2, 0)`.execute(db.kysely);
  });
  afterAll(() => close());

  /** Two transactions that take rows 1 and 2 in opposite orders, each after the other took its first: a deadlock. */
  function crossedLocks(retry?: RetryPolicy) {
    const bothHoldOne = barrier(2);
    const tries = { a: 0, b: 0 };
    const run = (name: 'a' | 'b', first: number, second: number) =>
      writeTransaction(
        db,
        async (trx) => {
          tries[name] += 1;
          await sql`UPDATE lock_pair SET n = n + 1 WHERE id = ${first}`.execute(trx);
          if (tries[name] === 1) await bothHoldOne();
          await sql`UPDATE lock_pair SET n = n + 1 WHERE id = ${second}`.execute(trx);
          return name;
        },
        retry,
      );
    return { results: Promise.allSettled([run('a', 1, 2), run('b', 2, 1)]), tries };
  }

  it('runs the loser of a deadlock again, so both commit', async () => {
    const before = await sql<{ n: number }>`SELECT sum(n)::int AS n FROM lock_pair`.execute(db.kysely);
    const { results, tries } = crossedLocks();
    const settled = await results;
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    // One of them was chosen as the deadlock's victim and ran twice.
    expect(tries.a + tries.b).toBe(3);
    const after = await sql<{ n: number }>`SELECT sum(n)::int AS n FROM lock_pair`.execute(db.kysely);
    expect(after.rows[0]!.n - before.rows[0]!.n).toBe(4);
  });

  it('gives up after its attempts with the database error', async () => {
    const { results } = crossedLocks({ attempts: 1, baseDelayMs: 0 });
    const settled = await results;
    const rejected = settled.filter((r) => r.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toMatchObject({ code: '40P01' });
  });

  it('does not run work again after any other failure', async () => {
    let tries = 0;
    await expect(
      writeTransaction(db, async (trx) => {
        tries += 1;
        await sql`INSERT INTO lock_pair VALUES (1, 0)`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(tries).toBe(1);
  });
});
