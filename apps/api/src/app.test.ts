import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { createTestApp, ENGINES, type TestContext } from '../test/test-app.ts';
import { migrate, openDatabase } from './db/database.ts';

describe.each(ENGINES)('operations endpoints on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
  });
  afterAll(async () => ctx?.close());

  it('says the process is up and the database ready', async () => {
    expect((await ctx.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: engine });
  });
});

describe('the app', () => {
  let app: App;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-web-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Cartwise</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    const db = openDatabase(':memory:');
    await migrate(db);
    app = await buildApp({ db, webDistDir: webDist, closeDbOnShutdown: true });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves an OpenAPI document describing the catalogue routes, and a docs page', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/categories']));
    const params = doc.paths['/api/products'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['q', 'category', 'brand', 'minPrice', 'maxPrice', 'rating', 'inStock', 'sort', 'page', 'pageSize']));
    const docs = await app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('serves the web app, its hashed assets with a long cache, and index.html for client routes', async () => {
    const page = await app.inject({ url: '/products/abc?x=1', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toBe('console.log(1)');
  });

  it("sends the build's Brotli copy of an asset to browsers that accept it", async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
  });

  it('serves the new index.html after the web app is rebuilt while the server runs', async () => {
    const indexFile = path.join(webDist, 'index.html');
    const before = fs.readFileSync(indexFile, 'utf8');
    try {
      fs.writeFileSync(indexFile, '<!doctype html><title>Cartwise</title><div id="root"></div><script src="/assets/new-1.js"></script>');
      const page = await app.inject({ url: '/products', headers: { accept: 'text/html' } });
      expect(page.body).toContain('/assets/new-1.js');
    } finally {
      fs.writeFileSync(indexFile, before);
    }
  });

  it('serves the sample product images and the placeholder', async () => {
    const res = await app.inject('/images/placeholder.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers unknown API routes and malformed input in the error shape', async () => {
    const res = await app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/nope' } });
  });

  it('hides internals when something breaks, and readiness reports the database down', async () => {
    const db = openDatabase(':memory:');
    await migrate(db);
    const broken = await buildApp({ db });
    await db.close();
    const res = await broken.inject('/api/products');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(res.body).not.toContain('stack');
    const ready = await broken.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe('service_unavailable');
    await broken.close();
  });
});

describe('the services', () => {
  it('are created once per app: the listing and the assistant ask the same catalogue service', async () => {
    const db = openDatabase(':memory:');
    await migrate(db);
    const app = await buildApp({ db, closeDbOnShutdown: true });
    try {
      // Every call the shared service receives, by method.
      const calls = new Set<string>();
      const catalog = app.catalog as unknown as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(app.catalog))) {
        const method = catalog[name];
        if (name === 'constructor' || typeof method !== 'function') continue;
        catalog[name] = (...args: unknown[]) => {
          calls.add(name);
          return (method as (...a: unknown[]) => unknown).apply(app.catalog, args);
        };
      }
      expect((await app.inject('/api/products?q=mug')).statusCode).toBe(200);
      expect(calls.has('listJson')).toBe(true);
      calls.clear();
      const chat = await app.inject({ method: 'POST', url: '/api/chat', headers: { accept: 'application/json' }, payload: { message: 'show me headphones' } });
      expect(chat.statusCode).toBe(200);
      expect(calls.size).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
