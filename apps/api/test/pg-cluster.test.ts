import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './pg-database.ts';

describe('the PostgreSQL test cluster', () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('gives each test file its own database on PostgreSQL 15', async () => {
    expect(database.url).toMatch(/\/cartwise_test_[0-9a-f]{12}$/);
    const { rows } = await client.query<{ version: string; db: string }>('select version() as version, current_database() as db');
    expect(rows[0]?.version).toMatch(/^PostgreSQL 15\./);
    expect(database.url.endsWith(`/${rows[0]?.db}`)).toBe(true);
  });

  it('has the pg_trgm extension', async () => {
    await client.query('create extension pg_trgm');
    const { rows } = await client.query<{ score: number }>("select similarity('headphones', 'headphnes') as score");
    expect(rows[0]?.score).toBeGreaterThan(0.5);
  });

  it('drops a database even while it has connections', async () => {
    const other = await createTestDatabase();
    const name = new URL(other.url).pathname.slice(1);
    const open = new pg.Client({ connectionString: other.url });
    open.on('error', () => {}); // the drop terminates this connection
    await open.connect();
    await other.drop();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    expect(rowCount).toBe(0);
    await open.end().catch(() => {});
  });
});
