import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { migrate, openDatabase, pendingMigrations } from '../../src/db/database.ts';
import { CatalogRepository } from '../../src/modules/catalog/repository.ts';
import { Shopper } from '../shopper-client.ts';
import { createPgDatabase, ENGINES } from '../test-app.ts';

const cli = (name: string) => fileURLToPath(new URL(`../../src/cli/${name}.ts`, import.meta.url));
const PRODUCTS: ProductInput[] = Array.from({ length: 10 }, (_, i) => ({
  id: `item-${i}`, name: `Item ${i}`, price: 10 + i, category: 'Home', brand: 'Acme', thumbnail: `/images/item-${i}.svg`, stockQuantity: 100_000,
}));
const ADDRESS = { name: 'Grace Hopper', line1: '1 Harbor Way', city: 'Arlington', region: 'VA', postalCode: '22201', country: 'US' };

/** `npm run db:backup` / `db:restore` in a process of their own, as an operator runs them beside the server. */
function runCli(name: string, file: string, databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli(name), file], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe.each(ENGINES)('a backup taken under load restores every acknowledged order on %s (issue 20)', (engine) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-backup-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const newDatabaseUrl = async (name: string) => {
    if (engine === 'sqlite') return `sqlite:${path.join(dir, name)}`;
    const pg = await createPgDatabase();
    cleanups.push(() => pg.drop());
    return pg.url;
  };

  it('backs up while orders are placed, and restores into an empty database only', { timeout: 300_000 }, async ({ annotate }) => {
    const url = await newDatabaseUrl('shop.db');
    const db = openDatabase(url);
    await migrate(db);
    await new CatalogRepository(db).upsert(PRODUCTS.map((p) => productInputSchema.parse(p)));
    const app = await buildApp({ db });
    cleanups.push(async () => {
      await app.close();
      await db.close();
    });

    const acknowledged: { id: string; at: number }[] = [];
    let backingUp = true;
    let key = 0;
    const buyer = async (n: number) => {
      for (let round = 0; round < 500 && (round < 3 || backingUp); round++) {
        const shopper = new Shopper(app);
        await shopper.post('/api/cart/items', { productId: `item-${(n + round) % 10}`, quantity: 1 });
        const placed = await shopper.request('POST', '/api/orders', { email: `b${n}@example.com`, shippingAddress: ADDRESS, delivery: 'standard' }, { 'idempotency-key': `backup-test-${(key += 1)}` });
        expect(placed.status).toBe(201);
        acknowledged.push({ id: placed.body.id as string, at: performance.now() });
      }
    };
    const buying = Promise.all(Array.from({ length: 6 }, (_, n) => buyer(n)));
    // Once some orders are acknowledged, back up while the buyers go on.
    while (acknowledged.length < 12) await new Promise((resolve) => setImmediate(resolve));
    const startedAt = performance.now();
    const file = path.join(dir, `backup-${engine}.dump`);
    const backup = await runCli('db-backup', file, url);
    backingUp = false;
    await buying;
    expect(backup.code, backup.output).toBe(0);
    const before = acknowledged.filter((o) => o.at < startedAt).map((o) => o.id);
    expect(before.length).toBeGreaterThanOrEqual(12);

    const restoredUrl = await newDatabaseUrl('restored.db');
    const restore = await runCli('db-restore', file, restoredUrl);
    expect(restore.code, restore.output).toBe(0);
    const restored = openDatabase(restoredUrl);
    cleanups.push(() => restored.close());
    expect(await pendingMigrations(restored)).toEqual([]);
    const ids = new Set((await restored.kysely.selectFrom('orders').select('id').execute()).map((r) => r.id));
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
    const lines = await restored.kysely.selectFrom('order_lines').select('order_id').where('order_id', 'in', before).execute();
    expect(new Set(lines.map((l) => l.order_id)).size).toBe(before.length);

    // Never over a database that holds something.
    const again = await runCli('db-restore', file, restoredUrl);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/not empty/);
    await annotate(`a backup while 6 buyers ordered (${acknowledged.length} orders): the ${before.length} acknowledged before it began all restored`);
  });
});
