import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { CatalogRepository } from '../modules/catalog/repository.ts';
import { migrate, openDatabase } from './database.ts';

const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 12.5, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 30 };

describe('a SQLite write that waits out its busy timeout (issue 20, 2)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-busy-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers 503 with Retry-After in the shop’s shape, not a 500, and works once the other writer is done', async () => {
    const file = path.join(dir, 'shop.db');
    const db = openDatabase(file);
    await migrate(db);
    await new CatalogRepository(db).upsert([productInputSchema.parse(MUG)]);
    const app = await buildApp({ db });
    // Another process's long write (an import of a huge file) holds the file's write lock.
    const other = openDatabase(file);
    try {
      await other.kysely.connection().execute(async (conn) => {
        await sql`BEGIN IMMEDIATE`.execute(conn);
        const busy = await app.inject({ method: 'POST', url: '/api/cart/items', payload: { productId: 'mug' } });
        expect(busy.statusCode).toBe(503);
        expect(busy.headers['retry-after']).toBe('5');
        expect(busy.json()).toEqual({ error: { code: 'service_unavailable', message: expect.stringMatching(/busy/) } });
        await sql`COMMIT`.execute(conn);
      });
      expect((await app.inject({ method: 'POST', url: '/api/cart/items', payload: { productId: 'mug' } })).statusCode).toBe(200);
    } finally {
      await app.close();
      await other.close();
      await db.close();
    }
  });
});
