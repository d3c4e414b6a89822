import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgDatabase } from '../../test/test-app.ts';
import { migrate, openDatabase } from './database.ts';
import { databaseStartupMessage } from './errors.ts';

/** The error opening and migrating this database throws, as the server's start meets it. */
async function startupError(url: string): Promise<unknown> {
  let db: ReturnType<typeof openDatabase> | undefined;
  try {
    db = openDatabase(url);
    await migrate(db);
  } catch (error) {
    return error;
  } finally {
    await db?.close();
  }
  throw new Error(`${url} opened without an error`);
}

describe('databaseStartupMessage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-db-errors-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names a PostgreSQL server that refuses connections, without the password', () => {
    const refused = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
    expect(databaseStartupMessage('postgres://shop:s3cret@db.internal:6543/shop?password=s3cret&sslpassword=k3y', refused)).toBe(
      'Cannot start: the PostgreSQL database DATABASE_URL=postgres://shop@db.internal:6543/shop failed: ' +
        'connection refused: is PostgreSQL running and listening on db.internal:6543?',
    );
  });

  it('says a database that does not exist should be created', async () => {
    const database = await createPgDatabase();
    await database.drop();
    const message = databaseStartupMessage(database.url, await startupError(database.url));
    const name = new URL(database.url).pathname.slice(1);
    expect(message).toBe(
      `Cannot start: the PostgreSQL database DATABASE_URL=${database.url} failed: ` +
        `database "${name}" does not exist: create it (createdb ${name}) or correct the name`,
    );
  });

  it('says which privilege a user without CREATE on the schema public lacks', async () => {
    const database = await createPgDatabase();
    const role = `cartwise_shop_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(`create role ${role} login password 'pw'`);
      await admin.query(`revoke create on schema public from public`);
      const url = new URL(database.url);
      url.username = role;
      url.password = 'pw';
      const message = databaseStartupMessage(url.toString(), await startupError(url.toString()));
      expect(message).toMatch(/^Cannot start: the PostgreSQL database DATABASE_URL=postgres:\/\/cartwise_shop_\w+@[^ ]+ failed: /);
      expect(message).not.toContain(':pw@');
      expect(message).toMatch(/permission denied for schema public: the user needs to own the database, or CREATE on its schema public/);
    } finally {
      await admin.end();
      await database.drop();
      const cleanup = new pg.Client({ connectionString: database.url.replace(/\/[^/]+$/, '/postgres') });
      await cleanup.connect();
      await cleanup.query(`drop role if exists ${role}`);
      await cleanup.end();
    }
  });

  it('says a SQLite file that is something else is not a database', async () => {
    const file = path.join(dir, 'notes.db');
    fs.writeFileSync(file, 'these are my notes, not a database '.repeat(100));
    expect(databaseStartupMessage(file, await startupError(file))).toBe(
      `Cannot start: the SQLite database DATABASE_URL=${file} failed: the file is not a SQLite database (file is not a database)`,
    );
  });
});
