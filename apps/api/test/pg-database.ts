/**
 * A fresh, uniquely named database on the test cluster (see ./global-setup.ts), for one test file.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  /** postgres://…/cartwise_test_<random> */
  url: string;
  /** Ends every connection to the database and drops it; safe to call more than once. */
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('pgUrl') ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      "No PostgreSQL server for the tests: run them in the vitest 'api' project (its globalSetup starts one) or set TEST_DATABASE_URL",
    );
  }
  const name = `cartwise_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`create database ${quoteIdent(name)}`));

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin(serverUrl, async (client) => {
        await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
        await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      });
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
