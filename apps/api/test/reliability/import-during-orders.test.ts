import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { migrate, openDatabase } from '../../src/db/database.ts';
import { CatalogRepository } from '../../src/modules/catalog/repository.ts';
import { Shopper } from '../shopper-client.ts';
import { createPgDatabase, ENGINES } from '../test-app.ts';

const importCli = fileURLToPath(new URL('../../src/cli/catalog-import.ts', import.meta.url));

const PRODUCTS: ProductInput[] = Array.from({ length: 40 }, (_, i) => ({
  id: `item-${i}`,
  name: `Item ${i}`,
  price: 10 + i,
  category: 'Home',
  brand: 'Acme',
  thumbnail: `/images/item-${i}.svg`,
  stockQuantity: 10_000,
}));

const ADDRESS = { name: 'Grace Hopper', line1: '1 Harbor Way', city: 'Arlington', region: 'VA', postalCode: '22201', country: 'US' };

/** `npm run catalog:import -- FILE` in a process of its own, as an operator runs it beside the server. */
function runImport(databaseUrl: string, file: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', importCli, file], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe.each(ENGINES)('a catalogue import while shoppers place orders on %s', (engine) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-import-orders-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('neither fails: every order is placed and every import loads (issue 20, 1 and 2)', { timeout: 300_000 }, async ({ annotate }) => {
    let url: string;
    if (engine === 'sqlite') url = `sqlite:${path.join(dir, 'shop.db')}`;
    else {
      const pg = await createPgDatabase();
      cleanups.push(() => pg.drop());
      url = pg.url;
    }
    const db = openDatabase(url);
    await migrate(db);
    await new CatalogRepository(db).upsert(PRODUCTS.map((p) => productInputSchema.parse(p)));
    const app = await buildApp({ db });
    cleanups.push(async () => {
      await app.close();
      await db.close();
    });
    const file = path.join(dir, 'catalogue.json');
    fs.writeFileSync(file, JSON.stringify(PRODUCTS.map((p) => ({ ...p, description: `Imported again` }))));

    let importsDone = false;
    const imports = (async () => {
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await runImport(url, file));
      importsDone = true;
      return results;
    })();
    // Shoppers keep ordering until the imports are over (and at least 3 rounds): each order locks the
    // catalogue state, then its products, as the import does.
    const statuses: number[] = [];
    const buyer = async (n: number) => {
      for (let round = 0; round < 200 && (round < 3 || !importsDone); round++) {
        const shopper = new Shopper(app);
        const added = await shopper.post('/api/cart/items', { productId: `item-${(n + round) % 40}`, quantity: 1 });
        await shopper.post('/api/cart/items', { productId: `item-${(n + round + 7) % 40}`, quantity: 1 });
        const placed = await shopper.request(
          'POST',
          '/api/orders',
          { email: `b${n}@example.com`, shippingAddress: ADDRESS, delivery: 'standard' },
          { 'idempotency-key': `import-during-orders-${n}-${round}` },
        );
        statuses.push(added.status, placed.status);
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => buyer(n)));
    const results = await imports;

    for (const result of results) expect(result.code, result.output).toBe(0);
    expect(statuses.filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(statuses.length).toBeGreaterThanOrEqual(48);
    await annotate(`${results.length} imports by the command line beside 8 buyers: ${statuses.length / 2} carts filled and ordered, every answer 200/201`);
  });
});
