import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { CatalogRepository } from '../modules/catalog/repository.ts';
import { ENGINES, openTestDb, readDemoCatalog } from '../../test/test-app.ts';
import { prefersHtml } from './static-files.ts';

// A web build whose server renderer draws pages from the API it is handed, as apps/web/src/entry-server.tsx does.
const RENDERER = `
export async function renderPage(url, template, { fetchFn }) {
  if (url.includes('boom')) throw new Error('the renderer broke');
  if (url.startsWith('/redirect')) return undefined;
  if (url.startsWith('/write')) await fetchFn(new Request('http://cartwise.internal/api/cart', { method: 'DELETE' }));
  const answer = await fetchFn(new Request('http://cartwise.internal/api/products?pageSize=1&sort=name-asc'));
  const list = await answer.json();
  const markup = '<h1>' + list.products[0].name + '</h1><p>' + list.totalCount + ' products</p><p>' + url + '</p>';
  // Pages are kilobytes of markup; smaller answers go out uncompressed.
  const footer = '<footer>' + 'Free shipping on orders over $50. '.repeat(60) + '</footer>';
  return { status: url.startsWith('/missing') ? 404 : 200, html: template.replace('<div id="root"></div>', '<div id="root">' + markup + footer + '</div>') };
}
`;
const TEMPLATE = '<!doctype html><title>Cartwise</title><div id="root"></div>';

describe.each(ENGINES)('pages rendered by the server on %s', (engine) => {
  let app: App;
  let closeDb: () => Promise<void>;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-ssr-'));
  const products = readDemoCatalog().slice(0, 3);
  const firstByName = [...products].sort((a, b) => a.name.localeCompare(b.name))[0]?.name ?? '';

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'server'));
    fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(webDist, 'server', 'entry-server.js'), RENDERER);
    const { db, close } = await openTestDb(engine);
    closeDb = close;
    await new CatalogRepository(db).upsert(products.map((p) => productInputSchema.parse(p)));
    app = await buildApp({ db, webDistDir: webDist });
  });
  afterAll(async () => {
    await app?.close();
    await closeDb?.();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { accept: 'text/html', ...headers } });

  it('draws a page from the live catalogue, compressed for browsers that accept it', async () => {
    const res = await page('/products?q=x', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(`<div id="root"><h1>${firstByName}</h1><p>3 products</p><p>/products?q=x</p><footer>`);
  });

  it("answers with the renderer's status, and sends plain HTML to clients without compression", async () => {
    const res = await page('/missing/thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('3 products');
  });

  it('falls back to the page for the browser to render when rendering fails, declines or tries to change something', async () => {
    for (const url of ['/boom', '/redirect', '/write']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(TEMPLATE);
    }
  });

  it('uses the new renderer after the web app is rebuilt while the server runs', async () => {
    const file = path.join(webDist, 'server', 'entry-server.js');
    const before = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, `export async function renderPage() { return { status: 200, html: 'rebuilt' }; }`);
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      expect((await page('/products')).body).toBe('rebuilt');
    } finally {
      fs.writeFileSync(file, before);
      fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    }
    expect((await page('/products')).body).toContain('3 products');
  });

  it('does not serve the renderer itself, and keeps API and picture misses in the error shape', async () => {
    expect((await app.inject('/server/entry-server.js')).statusCode).toBe(404);
    const api = await page('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/nope' } });
    expect((await page('/images/none.png')).statusCode).toBe(404);
  });

  it('answers a request that does not ask for HTML in the error shape, not with a page', async () => {
    const res = await app.inject({ url: '/products', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(res.headers.vary).toMatch(/accept/i);
  });

  it('serves the page to a client that takes any type (curl) or sends no Accept, and says it varies by Accept', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const res = await app.inject({ url: '/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('3 products');
      expect(res.headers.vary).toMatch(/accept/i);
    }
    const compressed = await app.inject({ url: '/products', headers: { accept: '*/*', 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary).toLowerCase().split(/\s*,\s*/)).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
  });

  it('serves a page whose address ends like a file name to a browser that asks for a page', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const res = await app.inject({ url: '/products/kit.gz', headers: { accept: browser } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect((await app.inject({ url: '/products/kit.gz', headers: { accept: '*/*' } })).statusCode).toBe(404);
  });

  it('answers a missing file, an API or a picture address in the error shape whatever the Accept', async () => {
    for (const url of ['/assets/gone-123.js', '/favicon.ico', '/api/nope', '/images/none.png']) {
      const res = await app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

describe('prefersHtml', () => {
  it('takes HTML for browsers, curl and clients without an Accept', () => {
    for (const accept of [undefined, '', '*/*', 'text/html', 'text/*', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'application/json;q=0.5, */*']) {
      expect(prefersHtml(accept), accept).toBe(true);
    }
  });

  it('leaves the error in JSON for clients that ask for JSON, or rank it first', () => {
    for (const accept of ['application/json', 'application/json, */*', 'application/json, text/plain, */*', 'text/html;q=0.5, application/json', 'text/html;q=0, */*', 'image/png']) {
      expect(prefersHtml(accept), accept).toBe(false);
    }
  });
});
