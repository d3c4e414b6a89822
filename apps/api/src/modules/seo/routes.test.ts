import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { errorResponseSchema } from '@cartwise/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { CatalogRepository } from '../catalog/repository.ts';
import { ENGINES, openTestDb, readDemoCatalog } from '../../../test/test-app.ts';
import { Shopper } from '../../../test/shopper-client.ts';
import { SeoRepository } from './repository.ts';
import { SeoService } from './service.ts';

const products = readDemoCatalog().slice(0, 5);
const TEMPLATE = '<!doctype html><title>Cartwise</title><div id="root"></div>';
const ORIGIN = 'https://shop.example';

/** The <loc> values of a sitemap file, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe.each(ENGINES)('robots.txt, the sitemap and unknown orders on %s', (engine) => {
  let app: App;
  let db: Db;
  let closeDb: () => Promise<void>;
  // A web build without a renderer: pages are the template, as the browser renders them.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-seo-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
    // An older build's robots.txt must not take the route the server answers.
    fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    ({ db, close: closeDb } = await openTestDb(engine));
    await new CatalogRepository(db).upsert(products.map((p) => productInputSchema.parse(p)));
    app = await buildApp({ db, webDistDir: webDist, mail: { publicUrl: `${ORIGIN}/` } });
  });
  afterAll(async () => {
    await app?.close();
    await closeDb?.();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('robots.txt keeps crawlers out of the API and the shopper’s own pages and names the sitemap', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/api/', '/checkout', '/account', '/orders/']) expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the sitemap index names the pages file and one products file, each of which answers', async () => {
    const index = await app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/products-1.xml`]);

    const productsFile = await app.inject('/sitemaps/products-1.xml');
    expect(productsFile.statusCode).toBe(200);
    expect(locs(productsFile.body).sort()).toEqual(products.map((p) => `${ORIGIN}/products/${encodeURIComponent(p.id ?? '')}`).sort());
    expect(productsFile.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

    const pages = locs((await app.inject('/sitemaps/pages.xml')).body);
    expect(pages).toContain(`${ORIGIN}/`);
    expect(pages).toContain(`${ORIGIN}/categories`);
    for (const category of new Set(products.map((p) => p.category))) {
      expect(pages).toContain(`${ORIGIN}/products?category=${encodeURIComponent(category ?? '').replace(/&/g, '&amp;')}`);
    }
    const withSub = products.find((p) => p.subcategory);
    if (withSub) {
      expect(pages.some((loc) => loc?.includes(`subcategory=${encodeURIComponent(withSub.subcategory ?? '')}`))).toBe(true);
    }
  });

  it('a products file past the last, or a name that is not one, is a 404 or 400 in the error shape', async () => {
    const past = await app.inject('/sitemaps/products-2.xml');
    expect(past.statusCode).toBe(404);
    expect(errorResponseSchema.parse(past.json()).error.code).toBe('not_found');
    const bad = await app.inject('/sitemaps/products-0.xml');
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).error.code).toBe('validation_error');
  });

  it('100,000 products are files of 50,000 at most: the index counts them and each file holds its page', async () => {
    const service = new SeoService(new SeoRepository(db), 2);
    expect(await service.productPages()).toBe(3);
    const index = locs(await service.index(ORIGIN));
    expect(index.slice(1)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemaps/products-${n}.xml`));
    const all = [];
    for (let page = 1; page <= 3; page++) all.push(...locs((await service.products(ORIGIN, page)) ?? ''));
    // Every product once, across the files.
    expect(all).toHaveLength(products.length);
    expect(new Set(all).size).toBe(products.length);
    expect(await service.products(ORIGIN, 4)).toBeUndefined();
  });

  it('an unknown /orders/:id page answers 404 with the page; a placed order’s answers 200', async () => {
    const unknown = await app.inject({ url: '/orders/no-such-order', headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body).toContain('<div id="root">');

    const shopper = new Shopper(app);
    await shopper.placeOrder(products[0]?.id ?? '', 'grace@example.com', 'seo-order-1');
    const { id } = await db.kysely.selectFrom('orders').select('id').executeTakeFirstOrThrow();
    const known = await app.inject({ url: `/orders/${encodeURIComponent(id)}`, headers: { accept: 'text/html' } });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('<div id="root">');
  });
});
