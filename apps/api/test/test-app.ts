import fs from 'node:fs';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { buildApp, type App, type AppOptions } from '../src/app.ts';
import { migrate, openDatabase, type Db } from '../src/db/database.ts';
import type { Dialect } from '../src/db/database-url.ts';
import { CatalogRepository } from '../src/modules/catalog/repository.ts';

/** Both engines; `TEST_ENGINES=sqlite` narrows a local run to one. */
export const ENGINES: Dialect[] = (process.env.TEST_ENGINES?.split(',') as Dialect[] | undefined) ?? ['sqlite', 'postgres'];

/** A fresh database in the test run's PostgreSQL cluster. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { createTestDatabase } = await import('./pg-database.ts');
  return createTestDatabase();
}

/** The demo catalogue, kept in the repository with its source and licence (datasets/README.md). */
export const DEMO_CATALOG_PATH = new URL('../../../datasets/demo-catalog.json', import.meta.url);

export function readDemoCatalog(): ProductInput[] {
  return JSON.parse(fs.readFileSync(DEMO_CATALOG_PATH, 'utf8')) as ProductInput[];
}

export interface TestContext {
  app: App;
  db: Db;
  repository: CatalogRepository;
  close(): Promise<void>;
}

/** A migrated, empty database of the given engine: in-memory SQLite, or a fresh PostgreSQL database. */
export async function openTestDb(dialect: Dialect): Promise<{ db: Db; close(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const db = openDatabase(':memory:');
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const pg = await createPgDatabase();
  const db = openDatabase(pg.url);
  await migrate(db);
  return {
    db,
    close: async () => {
      await db.close();
      await pg.drop();
    },
  };
}

/** The app over a fresh database holding the given products, in the given order, with `options` of buildApp's besides. */
export async function createTestApp(
  dialect: Dialect,
  products: readonly ProductInput[] = [],
  options: Omit<AppOptions, 'db'> = {},
): Promise<TestContext> {
  const { db, close } = await openTestDb(dialect);
  const repository = new CatalogRepository(db);
  if (products.length > 0) await repository.upsert(products.map((p) => productInputSchema.parse(p)));
  const app = await buildApp({ ...options, db });
  return {
    app,
    db,
    repository,
    close: async () => {
      await app.close();
      await close();
    },
  };
}
