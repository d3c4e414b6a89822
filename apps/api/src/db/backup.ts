import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { dialectOf, sqliteFilename } from './database-url.ts';

/**
 * Backups of the shop's database (ADR 0020), safe while the server runs.
 * SQLite: the online backup API (better-sqlite3's `backup`), which copies a consistent snapshot of the
 * database *and* its write-ahead log page by page; copying the file alone misses what the WAL still holds.
 * PostgreSQL: `pg_dump --format=custom` (one consistent snapshot, by PostgreSQL's MVCC), restored with
 * `pg_restore`; both must be on PATH or in PG_BIN.
 */

/** The command line a PostgreSQL backup or restore runs (without the password, which goes in PGPASSWORD). */
export interface PgCommand {
  program: string;
  args: string[];
  env: Record<string, string>;
}

function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  const dir = process.env.PG_BIN;
  return dir ? path.join(dir, name) : name;
}

/** The connection as libpq's environment: the password never on a command line that `ps` shows. */
function pgEnvironment(url: string): { env: Record<string, string>; database: string } {
  const parsed = new URL(url);
  const env: Record<string, string> = {
    PGHOST: parsed.hostname || 'localhost',
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username),
  };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return { env, database: decodeURIComponent(parsed.pathname.slice(1)) };
}

export function pgDumpCommand(url: string, file: string): PgCommand {
  const { env, database } = pgEnvironment(url);
  return { program: pgProgram('pg_dump'), args: ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, database], env };
}

export function pgRestoreCommand(url: string, file: string): PgCommand {
  const { env, database } = pgEnvironment(url);
  return { program: pgProgram('pg_restore'), args: ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${database}`, file], env };
}

function run(command: PgCommand): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command.program, command.args, { env: { ...process.env, ...command.env }, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => reject(new Error(`${command.program} could not run (${error.message}): install PostgreSQL's client programs or set PG_BIN`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command.program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** Writes a backup of the database DATABASE_URL names to `file` (which must not exist yet). */
export async function backupDatabase(url: string, file: string): Promise<{ bytes: number }> {
  if (fs.existsSync(file)) throw new Error(`${file} exists already: choose a new file for the backup`);
  if (dialectOf(url) === 'postgres') await run(pgDumpCommand(url, file));
  else {
    const source = sqliteFilename(url);
    if (source === ':memory:') throw new Error('an in-memory database has nothing to back up');
    if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
    const db = new SQLite(source, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      await db.backup(file);
    } finally {
      db.close();
    }
  }
  return { bytes: fs.statSync(file).size };
}

/** Restores a backup into the database DATABASE_URL names, which must be empty (no tables): never over live data. */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`no backup at ${file}`);
  if (dialectOf(url) === 'postgres') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'");
      if ((rows[0]?.n ?? 0) > 0) throw new Error('the database is not empty: restore into a new, empty database');
    } finally {
      await client.end();
    }
    await run(pgRestoreCommand(url, file));
    return;
  }
  const target = sqliteFilename(url);
  if (target === ':memory:') throw new Error('restore into a database file, not :memory:');
  if (fs.existsSync(target)) {
    const existing = new SQLite(target, { fileMustExist: true });
    try {
      const { n } = existing.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number };
      if (n > 0) throw new Error(`${target} is not empty: restore into a new file`);
    } finally {
      existing.close();
    }
  }
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const backup = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = backup.pragma('integrity_check', { simple: true }) as unknown;
    if (check !== 'ok') throw new Error(`${file} is not a sound SQLite database (${String(check)})`);
    await backup.backup(target);
  } finally {
    backup.close();
  }
}
