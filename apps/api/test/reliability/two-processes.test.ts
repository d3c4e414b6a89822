import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productInputSchema, type ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../src/db/database.ts';
import { CatalogRepository } from '../../src/modules/catalog/repository.ts';
import { createPgDatabase } from '../test-app.ts';
import { ADDRESS, HttpShopper, runCli, startShop, type ShopProcess } from './shop-process.ts';

const product = (id: string, name: string, i: number): ProductInput => ({
  id, name, price: 10 + i, category: 'Home', brand: 'Acme', thumbnail: `/images/${id}.svg`, stockQuantity: 100_000,
});
const BEFORE = Array.from({ length: 40 }, (_, i) => product(`item-${i}`, `Item ${i}`, i));
/** The new catalogue: every product renamed, and 20 new ones (products come: each process rebuilds its index). */
const AFTER = [
  ...Array.from({ length: 40 }, (_, i) => product(`item-${i}`, `Renewed item ${i}`, i)),
  ...Array.from({ length: 20 }, (_, i) => product(`gadget-${i}`, `Gadget ${i}`, 50 + i)),
];

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: a catalogue import by the command
 * line while shoppers read and order on both, each shopper's cart filled on one process and ordered on the
 * other. The catalogue version (bumped by the import's writes) is how each process learns of it.
 */
describe('two API processes on one PostgreSQL database through a catalogue import (issue 20)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-two-processes-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('both serve the new catalogue at once afterwards, and checkouts on both go on during it without a 5xx', { timeout: 300_000 }, async ({ annotate }) => {
    const pg = await createPgDatabase();
    cleanups.push(() => pg.drop());
    const setup = openDatabase(pg.url);
    await migrate(setup);
    await new CatalogRepository(setup).upsert(BEFORE.map((p) => productInputSchema.parse(p)));
    await setup.close();
    const shops: ShopProcess[] = await Promise.all([startShop(pg.url), startShop(pg.url)]);
    cleanups.push(async () => {
      for (const shop of shops) await shop.stop();
    });
    const [a, b] = shops as [ShopProcess, ShopProcess];
    const names = async (shop: ShopProcess) => {
      const list = await new HttpShopper(shop.url).request('GET', '/api/products?pageSize=100&sort=name-asc');
      expect(list.status).toBe(200);
      return { total: list.body.totalCount as number, names: (list.body.products as { name: string }[]).map((p) => p.name) };
    };
    for (const shop of shops) expect((await names(shop)).total).toBe(40);

    const file = path.join(dir, 'catalogue.json');
    fs.writeFileSync(file, JSON.stringify(AFTER));
    let importing = true;
    const importRun = runCli('catalog-import', [file], { DATABASE_URL: pg.url }).finally(() => (importing = false));

    const statuses = new Map<string, number>();
    const count = (what: string, status: number) => statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1);
    const buyer = async (n: number) => {
      for (let round = 0; round < 200 && (round < 3 || importing); round++) {
        // The cart on one process, the order on the other.
        const [here, there] = (n + round) % 2 === 0 ? [a, b] : [b, a];
        const shopper = new HttpShopper(here.url);
        count('list', (await shopper.request('GET', '/api/products?sort=price-asc')).status);
        const added = await shopper.request('POST', '/api/cart/items', { productId: `item-${(n * 7 + round) % 40}`, quantity: 1 });
        count('cart', added.status);
        shopper.url = there.url;
        const placed = await shopper.request('POST', '/api/orders', { email: `b${n}@example.com`, shippingAddress: ADDRESS, delivery: 'standard' }, {
          'idempotency-key': `two-processes-${n}-${round}`,
        });
        count('order', placed.status);
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, n) => buyer(n)));
    const imported = await importRun;
    expect(imported.code, imported.output).toBe(0);
    const answered = Object.fromEntries(statuses);
    expect(Object.keys(answered).sort(), JSON.stringify(answered)).toEqual(['cart 200', 'list 200', 'order 201']);

    // The next request on either process answers the new catalogue: its list, its search and a new product.
    const started = performance.now();
    for (const shop of shops) {
      const after = await names(shop);
      expect(after.total).toBe(60);
      expect(after.names).toContain('Renewed item 0');
      expect(after.names).not.toContain('Item 0');
      const found = await new HttpShopper(shop.url).request('GET', '/api/products?q=gadget&pageSize=100');
      expect(found.body.totalCount).toBe(20);
      const buyer = new HttpShopper(shop.url);
      expect((await buyer.request('POST', '/api/cart/items', { productId: 'gadget-3', quantity: 1 })).status).toBe(200);
      const placed = await buyer.request('POST', '/api/orders', { email: 'new@example.com', shippingAddress: ADDRESS, delivery: 'standard' }, {
        'idempotency-key': `two-processes-new-${shop.url}`,
      });
      expect([placed.status, placed.body.items?.[0]?.name]).toEqual([201, 'Gadget 3']);
    }
    await annotate(
      `answers during the import ${JSON.stringify(answered)}; the first requests after it, on both, answered the new catalogue (checked in ${Math.round(performance.now() - started)} ms)`,
    );
  });
});
