import { sql, type Kysely } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/**
 * A write transaction in progress. A module's service that takes one does its part of another module's
 * unit of work (an order empties the cart; a sign-in merges a guest's cart and lists) on its own repository
 * bound to it (`within`), so the whole commits or fails as one.
 */
export type Transaction = Kysely<Database>;

/**
 * Runs a read-then-write unit of work as one transaction. PostgreSQL: an ordinary transaction (callers
 * lock the rows they change with SELECT … FOR UPDATE). SQLite: Kysely's driver already serialises
 * everything on its one connection; BEGIN IMMEDIATE also takes the file's write lock up front, so another
 * process writing the same file (a catalogue import) makes this wait its busy timeout instead of failing.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Transaction) => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') return db.kysely.transaction().execute(work);
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
