import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from '../db/database.ts';
import { CatalogRepository } from '../modules/catalog/repository.ts';
import { seedSampleCatalog } from '../modules/catalog/seed.ts';
import { createPgDatabase, DEMO_CATALOG_PATH, ENGINES } from '../../test/test-app.ts';

const cli = fileURLToPath(new URL('./catalog-import.ts', import.meta.url));
const SHOPIFY_CSV_PATH = new URL('../../test/fixtures/shopify-products.csv', import.meta.url);
const run = promisify(execFile);

/** The hosts of the test files' pictures, allowed as an owner importing them would (IMAGE_HOSTS). */
const IMAGE_HOSTS = 'cdn.dummyjson.com,example.com,cdn.shopify.com';

async function importFile(databaseUrl: string, ...args: string[]) {
  return importWith({ IMAGE_HOSTS }, databaseUrl, ...args);
}

async function importWith(env: Record<string, string>, databaseUrl: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe.each(ENGINES)('npm run catalog:import on %s', (engine) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-import-'));
  let url: string;
  let dropDatabase = async () => {};
  let db: Db;
  let repository: CatalogRepository;

  beforeAll(async () => {
    if (engine === 'sqlite') url = path.join(dir, 'shop.db');
    else {
      const pg = await createPgDatabase();
      url = pg.url;
      dropDatabase = pg.drop;
    }
  });
  afterAll(async () => {
    await db?.close();
    await dropDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loads the demo catalogue, and a second import updates instead of duplicating', async () => {
    const first = await importFile(url, fileURLToPath(DEMO_CATALOG_PATH));
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('194 inserted, 0 updated, 0 invalid rows skipped');

    db = openDatabase(url);
    await migrate(db);
    repository = new CatalogRepository(db);
    expect(await repository.count()).toBe(194);
    const airpods = await repository.findById('dj-101');
    expect(airpods).toMatchObject({
      name: 'Apple AirPods Max Silver',
      price: 549.99,
      originalPrice: 637.08,
      discount: 14,
      category: 'Electronics',
      brand: 'Apple',
      inStock: true,
      stockQuantity: 59,
      features: ['Electronics', 'Over-ear headphones', 'Ships in 2 weeks'],
      specifications: expect.objectContaining({ Warranty: 'No warranty' }),
    });
    // Remote image URLs are kept as they are.
    expect(airpods?.thumbnail).toMatch(/^https:\/\/cdn\.dummyjson\.com\//);

    const second = await importFile(url, fileURLToPath(DEMO_CATALOG_PATH));
    expect(second.stdout).toContain('0 inserted, 194 updated');
    expect(await repository.count()).toBe(194);
  });

  it('reports invalid rows by number and field while valid rows load', async () => {
    const file = path.join(dir, 'mixed.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        { name: 'Trail Bottle', price: 14.5, category: 'Sports & Outdoors', brand: 'PeakCo', images: ['https://example.com/b.jpg'], stockQuantity: 8 },
        { name: 'Broken Price', price: -3, category: 'Fashion', brand: 'X', images: ['/images/placeholder.svg'] },
        { price: 10, category: 'Fashion', brand: 'X', images: ['/images/placeholder.svg'] },
      ]),
    );
    const result = await importFile(url, file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('row 2: price:');
    expect(result.stderr).toContain('row 3: name:');
    expect(result.stdout).toContain('1 inserted, 0 updated, 2 invalid rows skipped');
    // A product given without an id gets one derived from brand and name, so a re-import updates it.
    expect(await repository.findById('p-peakco-trail-bottle')).toMatchObject({ price: 14.5, inStock: true });
    const first = await repository.findById('p-peakco-trail-bottle');
    expect((await importFile(url, file)).stdout).toContain('0 inserted, 1 updated');
    // The file gives no createdAt: the re-import keeps the first one, so 'newest' does not move.
    expect((await repository.findById('p-peakco-trail-bottle'))?.createdAt).toBe(first?.createdAt);
  });

  it('reads a Shopify product CSV: each handle one product with its variants, broken products refused by row and column', async () => {
    const result = await importFile(url, fileURLToPath(SHOPIFY_CSV_PATH));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('4 inserted, 0 updated, 6 products refused');
    expect(result.stderr).toContain("row 20: Variant Price: 'thirty-nine' is not a price");
    expect(result.stderr).toContain('row 21: Vendor: is empty');
    expect(result.stderr).toContain('row 23: Option1 Value: repeats the combination of row 22 (M)');
    expect(result.stderr).toContain('row 24: Handle: is empty');
    expect(result.stderr).toContain('row 18: Status: is draft in Shopify');
    const tee = await repository.findById('classic-crew-tee');
    expect(tee).toMatchObject({ price: 28, maxPrice: 30, stockQuantity: 35, brand: 'Northfold', subcategory: 'T-Shirts' });
    expect(tee?.variants?.map((v) => v.sku)).toEqual(['NF-TEE-S-BLK', 'NF-TEE-S-WHT', 'NF-TEE-M-BLK', 'NF-TEE-M-WHT', 'NF-TEE-L-BLK', 'NF-TEE-L-WHT']);
    expect((await importFile(url, fileURLToPath(SHOPIFY_CSV_PATH))).stdout).toContain('0 inserted, 4 updated, 6 products refused');
  });

  it("refuses a product whose pictures the shop's pages could not show, by row and field, and stores nothing of it (issue 20)", async () => {
    const file = path.join(dir, 'pictures.json');
    const product = (id: string, picture: string) => ({ id, name: `Picture ${id}`, price: 5, category: 'Home', brand: 'Acme', thumbnail: picture });
    fs.writeFileSync(
      file,
      JSON.stringify([
        product('pic-cdn', 'https://cdn.example.net/a.jpg'),
        product('pic-other-site', '//evil.example/pixel.png'),
        product('pic-script', 'javascript:alert(1)'),
        product('pic-own', '/images/uploads/own-600.webp'),
      ]),
    );
    const refused = await importWith({ IMAGE_HOSTS: '' }, url, file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'row 1: thumbnail: is on cdn.example.net, which this shop does not load pictures from: add cdn.example.net to IMAGE_HOSTS, or upload the picture to the shop',
    );
    expect(refused.stderr).toContain('row 2: thumbnail: must be an http(s) URL or a path on this shop');
    expect(refused.stderr).toContain('row 3: thumbnail: must be an http(s) URL or a path on this shop');
    expect(refused.stdout).toContain('1 inserted, 0 updated, 3 invalid rows skipped');
    expect(await repository.findById('pic-cdn')).toBeUndefined();
    expect(await repository.findById('pic-own')).toBeDefined();
    // Once the owner allows the host, the same file loads it.
    const allowed = await importWith({ IMAGE_HOSTS: 'cdn.example.net' }, url, file);
    expect(allowed.stdout).toContain('1 inserted, 1 updated, 2 invalid rows skipped');
    expect((await repository.findById('pic-cdn'))?.thumbnail).toBe('https://cdn.example.net/a.jpg');
  });

  it('replaces the whole catalogue with --replace, and explains bad arguments', async () => {
    const file = path.join(dir, 'one.json');
    fs.writeFileSync(file, JSON.stringify([{ id: 'only-1', name: 'Only One', price: 5, category: 'Books & Media', brand: 'Reads', images: ['/images/placeholder.svg'], stockQuantity: 1 }]));
    const result = await importFile(url, file, '--replace');
    expect(result.stdout).toContain('1 inserted, 0 updated, 201 deleted first');
    expect(await repository.count()).toBe(1);
    expect((await importFile(url)).code).toBe(2);
    const missing = await importFile(url, path.join(dir, 'nope.json'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read');
  });
});

describe('npm run catalog:import with a database it cannot use', () => {
  it('says in one line which DATABASE_URL failed and why, without the password or a stack trace', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-import-bad-'));
    try {
      const file = path.join(dir, 'one.json');
      fs.writeFileSync(file, '[]');
      const notSqlite = path.join(dir, 'not-a-db.db');
      fs.writeFileSync(notSqlite, 'this is not a database, only text long enough to have a header page '.repeat(20));
      const bad = await importFile(notSqlite, file);
      expect(bad.code).toBe(1);
      expect(bad.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Cannot import: the SQLite database DATABASE_URL=.*not-a-db\.db failed: the file is not a SQLite database/)]);

      // A closed port of 127.0.0.1: nothing listens there.
      const closed = await importFile('postgres://shop:s3cret@127.0.0.1:9/shop', file);
      expect(closed.code).toBe(1);
      expect(closed.stderr).toMatch(/^Cannot import: the PostgreSQL database DATABASE_URL=postgres:\/\/shop@127\.0\.0\.1:9\/shop failed:/);
      expect(closed.stderr).not.toContain('s3cret');
      expect(closed.stderr).not.toMatch(/\n\s+at /);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run catalog:import into a shop seeded with the sample products (ADR 0028)', () => {
  it('removes the samples with the first real catalogue, and keeps them with --keep-samples', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-import-samples-'));
    const seeded = async (name: string) => {
      const file = path.join(dir, name);
      const db = openDatabase(file);
      await migrate(db);
      expect(await seedSampleCatalog(db, { variants: true })).toBe(8);
      await db.close();
      return file;
    };
    const count = async (file: string) => {
      const db = openDatabase(file);
      try {
        return await new CatalogRepository(db).count();
      } finally {
        await db.close();
      }
    };
    try {
      const file = path.join(dir, 'real.json');
      fs.writeFileSync(file, JSON.stringify([{ id: 'real-1', name: 'Real One', price: 5, category: 'Home', brand: 'Acme', thumbnail: '/images/real.svg' }]));
      const shop = await seeded('shop.db');
      const result = await importFile(shop, file);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('1 inserted, 0 updated, 0 invalid rows skipped, the 8 sample products removed (--keep-samples keeps them)');
      expect(await count(shop)).toBe(1);

      const demo = await seeded('demo.db');
      const kept = await importFile(demo, file, '--keep-samples');
      expect(kept.stdout).not.toContain('sample products removed');
      expect(await count(demo)).toBe(9);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
