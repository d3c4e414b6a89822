import { Migrator, sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { migrate, openDatabase, type Db } from '../src/db/database.ts';
import { postgresMigrations } from '../src/db/migrations/postgres.ts';
import { sqliteMigrations } from '../src/db/migrations/sqlite.ts';
import { createPgDatabase, ENGINES } from './test-app.ts';

/** Products as a database from before the joined search text stored them: name and description only matter. */
const stored = [
  ['wifi-1', 'Dual-Band Wi-Fi Router', 'Covers a flat.'],
  ['wifi-2', 'Mesh Wi Fi System', 'Covers a house.'],
  ['usb-1', 'USB Car Charger', 'Charges over a micro USB cable.'],
  ['usbc-1', 'Anker USB-C Cable', 'Charges a phone.'],
] as const;

describe.each(ENGINES)('a %s database made before the joined search text', (engine) => {
  let db: Db;
  let app: App;
  let dropPg: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (engine === 'sqlite') db = openDatabase(':memory:');
    else {
      const pg = await createPgDatabase();
      db = openDatabase(pg.url);
      dropPg = pg.drop;
    }
    const migrations: Record<string, Migration> = engine === 'postgres' ? postgresMigrations : sqliteMigrations;
    const migrator = new Migrator({
      db: db.kysely,
      provider: { getMigrations: async () => migrations },
      migrationTableName: 'schema_migrations',
      migrationLockTableName: 'schema_migrations_lock',
    });
    const { error } = await migrator.migrateTo('0005-catalog-changes');
    if (error) throw error;
    for (const [id, name, description] of stored) {
      await sql`
        INSERT INTO products (id, name, name_key, description, price_cents, category, subcategory, brand, images,
          thumbnail, rating, review_count, stock_quantity, features, specifications, tags, created_at, updated_at)
        VALUES (${id}, ${name}, ${name.toLowerCase()}, ${description}, 1999, 'Electronics', '', 'Test', '[]', '', 4, 1, 5,
          '[]', '{}', '[]', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(db.kysely);
    }
    await migrate(db);
    app = await buildApp({ db });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await dropPg?.();
  });

  const found = async (q: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}&sort=featured-asc` });
    expect(res.statusCode).toBe(200);
    return res.json().products.map((p: { id: string }) => p.id);
  };

  it('is given the joined text of the products it holds, so a word finds them however they write it', async () => {
    expect(await found('wifi')).toEqual(['wifi-1', 'wifi-2']);
    expect(await found('wi-fi')).toEqual(['wifi-1', 'wifi-2']);
    expect(await found('usbc')).toEqual(['usbc-1']);
    // The micro-USB cable first; other USB products follow a short result.
    expect((await found('micro usb'))[0]).toBe('usb-1');
  });
});
