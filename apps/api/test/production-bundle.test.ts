import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build.mjs';
import { SAMPLE_PRODUCTS } from '../src/db/seed/sample-products.ts';
import { ENGINES } from './test-app.ts';
import { HttpShopper, shopDatabase, startShop, type ShopProcess } from './reliability/shop-process.ts';


const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `npm start` runs the server bundled by `npm run build` (apps/api/scripts/build.mjs) with Node alone, no
 * TypeScript loader (ADR 0038): the bundle must find its dependencies, migrations, pictures and API
 * documentation as the sources do.
 */
describe.each(ENGINES)("npm start's bundled server (%s)", (engine) => {
  // Inside apps/api, as apps/api/dist is: the server finds the repository from where it lies.
  const outDir = fs.mkdtempSync(path.join(apiDir, 'dist-test-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-bundle-'));
  const cleanups: (() => Promise<void>)[] = [];
  let shop: ShopProcess;
  let shopper: HttpShopper;

  beforeAll(async () => {
    const bundle = await buildServer(path.join(outDir, 'server.mjs'));
    const url = await shopDatabase(engine, dataDir, cleanups, SAMPLE_PRODUCTS);
    shop = await startShop(url, { NODE_ENV: 'production', UPLOADS_DIR: path.join(dataDir, 'uploads') }, { bundle });
    shopper = new HttpShopper(shop.url);
  });
  afterAll(async () => {
    await shop?.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the catalogue, its search and a cart', async () => {
    const list = await shopper.request('GET', '/api/products?pageSize=50');
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(SAMPLE_PRODUCTS.length);
    const word = SAMPLE_PRODUCTS[0]!.name.split(' ').find((w) => w.length > 4)!;
    const found = await shopper.request('GET', `/api/products?q=${encodeURIComponent(word)}`);
    expect(found.body.products.map((p: { id: string }) => p.id)).toContain(SAMPLE_PRODUCTS[0]!.id);
    const added = await shopper.request('POST', '/api/cart/items', { productId: SAMPLE_PRODUCTS[0]!.id, quantity: 1 });
    expect(added.status).toBe(200);
    expect((await shopper.request('GET', '/api/cart')).body.items).toHaveLength(1);
  });

  it('loads sharp, Stripe and prom-client only when first used: a storefront that uses none holds none', async () => {
    const bundle = fs.readFileSync(path.join(outDir, 'server.mjs'), 'utf8');
    for (const library of ['sharp', 'stripe', 'prom-client']) {
      expect(bundle, library).not.toMatch(new RegExp(`^import [^;]*from "${library}";`, 'm'));
      expect(bundle, library).toContain(`import("${library}")`);
    }
    const mapped = fs.readFileSync(`/proc/${shop.child.pid}/maps`, 'utf8');
    expect(mapped).not.toMatch(/libvips/);
  });

  it('serves the pictures of apps/api/public and the API documentation', async () => {
    const placeholder = await fetch(`${shop.url}/images/placeholder.svg`);
    expect(placeholder.status).toBe(200);
    expect(placeholder.headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch(`${shop.url}/api/docs/json`)).status).toBe(200);
  });
});
