import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { databaseUrlProblem, dialectOf, sqliteFilename, type Dialect } from './database-url.ts';
import { postgresMigrations } from './migrations/postgres.ts';
import { sqliteMigrations } from './migrations/sqlite.ts';
import type { Database } from './schema.ts';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, without credentials: for logs. */
  location: string;
  /** PostgreSQL's connection pool as it stands (for /metrics); none for SQLite's one connection. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /**
   * SQLite only: a read's rows as arrays of their values in the select's order, or undefined while a
   * transaction is open (the read then waits for it through Kysely, as every other read does). better-sqlite3
   * makes a row object one property at a time, which cost more than SQLite's reading a list page's rows.
   */
  rows?: (sql: string, parameters: readonly unknown[]) => unknown[][] | undefined;
  close(): Promise<void>;
}

// PostgreSQL's bigint (count(*)) arrives as a string by default; counts here always fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export interface OpenOptions {
  poolSize?: number;
  /**
   * An idle PostgreSQL connection that breaks (server restart, admin termination) is dropped from the pool
   * and reported here; without a listener `pg` would throw it as an uncaught exception and end the process.
   */
  onConnectionError?: (error: Error) => void;
}

/** Opens the database DATABASE_URL names (see database-url.ts); throws on a URL it cannot be. */
export function openDatabase(url: string, options: OpenOptions = {}): Db {
  const problem = databaseUrlProblem(url);
  if (problem) throw new Error(`DATABASE_URL ${problem}`);
  if (dialectOf(url) === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    pool.on('error', (error) => options.onConnectionError?.(error));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const parsed = new URL(url);
    return {
      kysely,
      dialect: 'postgres',
      location: `postgres://${parsed.host}${parsed.pathname}`,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: options.poolSize ?? 10 }),
      close: () => kysely.destroy(),
    };
  }
  const filename = sqliteFilename(url);
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const sqlite = new SQLite(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const location = filename === ':memory:' ? filename : path.resolve(filename);
  // Their own statements: raw mode is a statement's state, and Kysely's must keep answering objects.
  const raw = withStatementCache(sqlite, 50);
  const rows = (sql: string, parameters: readonly unknown[]) =>
    sqlite.inTransaction ? undefined : (raw.prepare(sql).raw(true).all([...parameters]) as unknown[][]);
  return { kysely, dialect: 'sqlite', location, rows, close: () => kysely.destroy() };
}

/**
 * Kysely's SQLite driver prepares every query afresh, which costs more than running it; statements are
 * reusable (better-sqlite3 is synchronous), so they are kept per SQL text, least recently used first out.
 */
function withStatementCache(sqlite: SQLite.Database, capacity = 500) {
  const statements = new LRUCache<string, SQLite.Statement>({ max: capacity });
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function migratorOf(db: Db): Migrator {
  const migrations: Record<string, Migration> = db.dialect === 'postgres' ? postgresMigrations : sqliteMigrations;
  return new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
    // Migrations written side by side may land out of name order (0015 shipped before 0014): each touches its
    // own tables and columns, so one that arrives later runs then instead of stopping the start (ADR 0025).
    allowUnorderedMigrations: true,
  });
}

/** The migrations this code has that the database has not run (another process of a newer version is migrating). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrations = await migratorOf(db).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
