import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { CatalogRepository } from '../modules/catalog/repository.ts';
import { ENGINES, openTestDb, readDemoCatalog } from '../../test/test-app.ts';
import { PAGE_CACHE_SIZE, preferredEncoding, prefersHtml } from './static-files.ts';
import { SESSION_COOKIE } from './session.ts';

// A web build whose server renderer draws pages from the API it is handed, as apps/web/src/entry-server.tsx does.
// Each render numbers itself, so a test can tell a kept page from a new render.
const RENDERER = `
let renders = 0;
export async function renderPage(url, template, { fetchFn, guest }) {
  if (url.includes('boom')) throw new Error('the renderer broke');
  if (url.startsWith('/redirect')) return undefined;
  if (url.startsWith('/write')) await fetchFn(new Request('http://cartwise.internal/api/cart', { method: 'DELETE' }));
  if (url.startsWith('/shop')) {
    const settings = await (await fetchFn(new Request('http://cartwise.internal/api/settings'))).json();
    return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root"><p>shop ' + settings.shopName + '</p><p>render ' + ++renders + '</p></div>') };
  }
  if (url.startsWith('/status')) {
    const answer = await fetchFn(new Request('http://cartwise.internal/api/categories'));
    return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root"><p>categories ' + answer.status + '</p><p>render ' + ++renders + '</p></div>') };
  }
  const answer = await fetchFn(new Request('http://cartwise.internal/api/products?pageSize=1&sort=name-asc'));
  const list = await answer.json();
  const cart = await (await fetchFn(new Request('http://cartwise.internal/api/cart'))).json();
  const markup = '<h1>' + list.products[0].name + '</h1><p>' + list.totalCount + ' products</p><p>' + url + '</p>';
  // Pages are kilobytes of markup; smaller answers go out uncompressed.
  const footer = '<footer>' + 'Free shipping on orders over $50. '.repeat(60) + '</footer>';
  const details = '<p>price ' + list.products[0].price + ', stock ' + list.products[0].stockQuantity + '</p><p>cart ' + cart.items.length + '</p><p>guest ' + guest + '</p><p>render ' + ++renders + '</p>';
  return { status: url.startsWith('/missing') ? 404 : 200, html: template.replace('<div id="root"></div>', '<div id="root">' + markup + footer + details + '</div>') };
}
`;
const TEMPLATE = '<!doctype html><title>Cartwise</title><div id="root"></div>';

describe.each(ENGINES)('pages rendered by the server on %s', (engine) => {
  let app: App;
  let closeDb: () => Promise<void>;
  let repository: CatalogRepository;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-ssr-'));
  const products = readDemoCatalog().slice(0, 3);
  const firstByName = [...products].sort((a, b) => a.name.localeCompare(b.name))[0]?.name ?? '';

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'server'));
    fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(webDist, 'server', 'entry-server.js'), RENDERER);
    const { db, close } = await openTestDb(engine);
    closeDb = close;
    repository = new CatalogRepository(db);
    await repository.upsert(products.map((p) => productInputSchema.parse(p)));
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
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
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

  describe('for shoppers without a session', () => {
    const renderOf = (html: string) => Number(/<p>render (\d+)<\/p>/.exec(html)?.[1]);
    const firstProduct = () => productInputSchema.parse(products.find((p) => p.name === firstByName));

    it('keeps a page: the same address is answered without rendering again, in each encoding the client takes', async () => {
      const first = await page('/products?cached=1');
      expect(first.statusCode).toBe(200);
      const render = renderOf(first.body);
      expect(render).toBeGreaterThan(0);
      const again = await page('/products?cached=1');
      expect(again.body).toBe(first.body);
      const br = await page('/products?cached=1', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
      const gz = await page('/products?cached=1', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
      for (const res of [again, br, gz]) {
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(String(res.headers.vary).toLowerCase().split(/\s*,\s*/)).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
      }
      // Another address is another page; a JSON client still gets the error shape.
      expect(renderOf((await page('/products?cached=2')).body)).toBeGreaterThan(render);
      expect((await app.inject({ url: '/products?cached=1', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    });

    it('shows a catalogue change (a price, a stock level) on the next request', async () => {
      const before = await page('/products?change=1');
      const product = firstProduct();
      expect(before.body).toContain(`<p>price ${product.price}, stock ${product.stockQuantity}</p>`);
      try {
        await repository.upsert([{ ...product, price: 12.34 }]);
        const priced = await page('/products?change=1');
        expect(priced.body).toContain(`<p>price 12.34, stock ${product.stockQuantity}</p>`);
        await repository.upsert([{ ...product, price: 12.34, stockQuantity: 0 }]);
        expect((await page('/products?change=1')).body).toContain('<p>price 12.34, stock 0</p>');
      } finally {
        await repository.upsert([product]);
      }
      expect((await page('/products?change=1')).body).toContain(`<p>price ${product.price}, stock ${product.stockQuantity}</p>`);
    });

    it("shows a change of the shop's settings (its name) on the next request", async () => {
      expect((await page('/shop')).body).toContain('<p>shop Cartwise</p>');
      const kept = renderOf((await page('/shop')).body);
      expect(renderOf((await page('/shop')).body)).toBe(kept);
      await app.settings.update({ ...DEFAULT_SHOP_SETTINGS, shopName: 'Harbor Goods' }, { accountId: null, email: 'owner@example.com' });
      try {
        expect((await page('/shop')).body).toContain('<p>shop Harbor Goods</p>');
      } finally {
        await app.settings.update(DEFAULT_SHOP_SETTINGS, { accountId: null, email: 'owner@example.com' });
      }
      expect((await page('/shop')).body).toContain('<p>shop Cartwise</p>');
    });

    it('never answers a shopper with a session from the kept pages, nor keeps theirs, and leaks nothing of theirs', async () => {
      // A shopper with a session and an item in the cart.
      const added = await app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: { 'content-type': 'application/json' },
        payload: { productId: firstProduct().id, quantity: 1 },
      });
      expect(added.statusCode).toBe(200);
      const cookie = added.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      expect(cookie).toContain(SESSION_COOKIE);

      const guest = await page('/products?who=1');
      const shopper = await page('/products?who=1', { cookie });
      const markerOnly = await page('/products?who=1', { cookie: 'cartwise_shopper=1' });
      const sessionOnly = await page('/products?who=1', { cookie: cookie.split('; ').find((c) => c.startsWith(SESSION_COOKIE))! });
      for (const res of [shopper, markerOnly, sessionOnly]) {
        expect(res.statusCode).toBe(200);
        expect(renderOf(res.body)).toBeGreaterThan(renderOf(guest.body));
      }
      // The marker without its session is removed, as on every page.
      expect(markerOnly.cookies).toEqual([expect.objectContaining({ name: 'cartwise_shopper', value: '' })]);

      // The guests' page is still the kept one; it holds no cart and sets no cookie.
      const later = await page('/products?who=1');
      expect(later.body).toBe(guest.body);
      expect(later.body).toContain('<p>cart 0</p>');
      expect(later.headers['set-cookie']).toBeUndefined();
      // Even a shopper's page is drawn without their session: the cart loads in their browser.
      expect(shopper.body).toContain('<p>cart 0</p>');
      // Only a request without a session is drawn as a guest (an empty cart and lists, nobody signed in).
      expect(guest.body).toContain('<p>guest true</p>');
      for (const res of [shopper, markerOnly, sessionOnly]) expect(res.body).toContain('<p>guest false</p>');
    });

    it(`keeps only ${PAGE_CACHE_SIZE} pages, the least recently used going first, and only complete 200 answers`, async () => {
      const first = renderOf((await page('/products?lru=0')).body);
      for (let i = 1; i <= PAGE_CACHE_SIZE; i += 1) await page(`/products?lru=${i}`);
      expect(renderOf((await page(`/products?lru=${PAGE_CACHE_SIZE}`)).body)).toBeGreaterThan(first);
      const renderedAgain = renderOf((await page('/products?lru=0')).body);
      expect(renderedAgain).toBeGreaterThan(first);
      const missing = renderOf((await page('/missing/kept')).body);
      expect(renderOf((await page('/missing/kept')).body)).toBeGreaterThan(missing);
    });

    it('keeps no page drawn from a failed answer, and renders as before when the version cannot be read', async () => {
      const inject = app.inject.bind(app);
      let failures = 1;
      const spy = vi.spyOn(app, 'inject').mockImplementation(((options: InjectOptions) =>
        options.url === '/api/categories' && failures-- > 0
          ? inject({ url: '/api/no-such-route-made-to-fail' }).then((res) => Object.assign(res, { statusCode: 503 }))
          : inject(options)) as never);
      try {
        const failed = await page('/status');
        expect(failed.body).toContain('<p>categories 503</p>');
        const next = await page('/status');
        expect(next.body).toContain('<p>categories 200</p>');
        expect((await page('/status')).body).toBe(next.body);
      } finally {
        spy.mockRestore();
      }
      const version = vi.spyOn(app.catalog, 'version').mockRejectedValue(new Error('the database is down'));
      try {
        const [a, b] = [await page('/status?down=1'), await page('/status?down=1')];
        expect(a.statusCode).toBe(200);
        expect(renderOf(b.body)).toBeGreaterThan(renderOf(a.body));
      } finally {
        version.mockRestore();
      }
    });

    it('renders a page once for guests who ask for it at the same time', async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, () => page('/products?together=1')));
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    });
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

describe('preferredEncoding', () => {
  it('answers brotli first, then gzip, by the quality the client gives them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
  });

  it('sends the page as it is to clients that take neither', () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0']) {
      expect(preferredEncoding(header), header).toBe('identity');
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
