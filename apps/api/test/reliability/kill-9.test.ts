import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { ENGINES } from '../test-app.ts';
import { ADDRESS, HttpShopper, shopDatabase, startShop, type ShopProcess } from './shop-process.ts';

/**
 * Orders acknowledged before the kill and buyers at once: `KILL9_ORDERS` and `KILL9_BUYERS` (the full run of
 * `npm run test:reliability` sets 2,000 and 20; the normal suite's few seconds take 40 and 8).
 */
const KILL_AFTER = Number(process.env.KILL9_ORDERS ?? 40);
const BUYERS = Number(process.env.KILL9_BUYERS ?? 8);
const STOCK = 1_000_000;
const PRODUCTS: ProductInput[] = Array.from({ length: 10 }, (_, i) => ({
  id: `item-${i}`, name: `Item ${i}`, price: 10 + i, category: 'Home', brand: 'Acme', thumbnail: `/images/item-${i}.svg`, stockQuantity: STOCK,
}));

interface Attempt {
  shopper: HttpShopper;
  key: string;
  body: { email: string; shippingAddress: typeof ADDRESS; delivery: 'standard' };
  /** The order the shop acknowledged (201); undefined when the connection died before an answer. */
  orderId?: string;
}

describe.each(ENGINES)('kill -9 under concurrent buyers on %s (issue 20)', (engine) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-kill9-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged order, and a replay of each key answers the same order, never a second one', { timeout: 180_000 + KILL_AFTER * 300 }, async ({ annotate }) => {
    const url = await shopDatabase(engine, dir, cleanups, PRODUCTS);

    const first = await startShop(url);
    const started: ShopProcess[] = [first];
    cleanups.push(async () => {
      first.child.kill('SIGKILL');
      for (const shop of started) await shop.stop();
    });

    const attempts: Attempt[] = [];
    let acknowledged = 0;
    let killed = false;
    const buyer = async (n: number) => {
      const shopper = new HttpShopper(first.url);
      for (let round = 0; ; round++) {
        const attempt: Attempt = {
          shopper,
          key: `kill9-${engine}-${n}-${round}`,
          body: { email: `buyer${n}@example.com`, shippingAddress: ADDRESS, delivery: 'standard' },
        };
        try {
          const added = await shopper.request('POST', '/api/cart/items', { productId: `item-${(n + round) % 10}`, quantity: 1 + (round % 3) });
          expect(added.status, JSON.stringify(added.body)).toBe(200);
          attempts.push(attempt);
          const placed = await shopper.request('POST', '/api/orders', attempt.body, { 'idempotency-key': attempt.key });
          expect(placed.status, JSON.stringify(placed.body)).toBe(201);
          attempt.orderId = placed.body.id as string;
        } catch (error) {
          // Only the kill ends a buyer: its connection dies mid-request.
          if (!killed) throw error;
          return;
        }
        acknowledged += 1;
        if (acknowledged >= KILL_AFTER && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: BUYERS }, (_, n) => buyer(n)));
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startShop(url);
    started.push(second);
    const acked = attempts.filter((a) => a.orderId !== undefined);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
    for (const attempt of attempts) attempt.shopper.url = second.url;
    const inDoubt = attempts.filter((a) => a.orderId === undefined);
    // Each buyer replays its keys in turn, the buyers at once.
    await Promise.all(
      Array.from({ length: BUYERS }, async (_, n) => {
        for (const attempt of acked.filter((a) => a.key.startsWith(`kill9-${engine}-${n}-`))) {
          const replay = await attempt.shopper.request('POST', '/api/orders', attempt.body, { 'idempotency-key': attempt.key });
          expect([replay.status, replay.body.id]).toEqual([200, attempt.orderId]);
          const read = await attempt.shopper.request('GET', `/api/orders/${attempt.orderId}`);
          expect(read.status).toBe(200);
        }
        // An order cut off by the kill either committed (the replay answers it) or left the cart as it was (the
        // replay places it now): exactly once either way.
        for (const attempt of inDoubt.filter((a) => a.key.startsWith(`kill9-${engine}-${n}-`))) {
          const replay = await attempt.shopper.request('POST', '/api/orders', attempt.body, { 'idempotency-key': attempt.key });
          expect([200, 201], JSON.stringify(replay.body)).toContain(replay.status);
          attempt.orderId = replay.body.id as string;
          const again = await attempt.shopper.request('POST', '/api/orders', attempt.body, { 'idempotency-key': attempt.key });
          expect([again.status, again.body.id]).toEqual([200, attempt.orderId]);
        }
      }),
    );

    const db = openDatabase(url);
    cleanups.push(() => db.close());
    const orders = await db.kysely.selectFrom('orders').select('id').execute();
    const keys = await db.kysely.selectFrom('idempotency_keys').select(['key', 'order_id']).execute();
    expect(orders.length).toBe(attempts.length);
    expect(new Set(keys.map((k) => k.order_id))).toEqual(new Set(attempts.map((a) => a.orderId)));
    // Stock and orders moved together: what the products lost is what the orders hold.
    const lines = await db.kysely.selectFrom('order_lines').select((eb) => eb.fn.sum<string>('quantity').as('units')).executeTakeFirstOrThrow();
    const stock = await db.kysely.selectFrom('products').select((eb) => eb.fn.sum<string>('stock_quantity').as('left')).executeTakeFirstOrThrow();
    expect(PRODUCTS.length * STOCK - Number(stock.left)).toBe(Number(lines.units));
    await annotate(`${BUYERS} buyers, SIGKILL after ${acked.length} acknowledged orders: all kept and replayed; ${inDoubt.length} cut off, each placed once`);
  });
});
