import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { signedIn } from '../../../test/staff.ts';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { PLACEHOLDER_IMAGE } from './generate.ts';
import { servedPictures } from './served-pictures.ts';

const HOSTS = ['cdn.example.com'];
const OFF_LIST = ['https://evil.example/pixel.png', '//evil.example/a.png', 'http://cdn.example.com/plain.png', 'https://user:pw@cdn.example.com/a.png', ''];

describe('pictures an answer hands out (issue 20)', () => {
  const served = servedPictures(HOSTS);

  it("swaps each picture off the shop and IMAGE_HOSTS for the placeholder, at any depth, and keeps the others", () => {
    for (const address of OFF_LIST) {
      expect(served({ products: [{ thumbnail: address }] }), address).toEqual({ products: [{ thumbnail: PLACEHOLDER_IMAGE }] });
      expect(served({ items: [{ product: { image: address } }] }), address).toEqual({ items: [{ product: { image: PLACEHOLDER_IMAGE } }] });
    }
    expect(served({ images: ['//evil.example/a.png', 'https://cdn.example.com/b.png', '/images/c.svg'] })).toEqual({ images: ['https://cdn.example.com/b.png', '/images/c.svg'] });
    expect(served({ images: ['https://evil.example/a.png'] })).toEqual({ images: [PLACEHOLDER_IMAGE] });
    // Only picture fields: a description may name any address.
    expect(served({ description: 'https://evil.example/a.png', thumbnail: '/images/x.svg' })).toEqual({ description: 'https://evil.example/a.png', thumbnail: '/images/x.svg' });
  });

  it('copies only what it changes, never the object it was given (which may be a cached one)', () => {
    const clean = { products: [{ thumbnail: '/images/a.svg', images: ['https://cdn.example.com/a.png'] }], totalCount: 1 };
    expect(served(clean)).toBe(clean);
    const stale = { products: [{ id: 'a', thumbnail: 'https://evil.example/a.png' }, clean.products[0]!] };
    const answer = served(stale);
    expect(answer).not.toBe(stale);
    expect(answer.products[1]).toBe(clean.products[0]);
    expect(stale.products[0]!.thumbnail).toBe('https://evil.example/a.png');
  });
});

const MUG: ProductInput = { id: 'mug', name: 'Stoneware Mug', price: 12.5, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', images: ['/images/mug.svg'], stockQuantity: 30 };
const STORED_IMAGES = ['//evil.example/a.png', 'http://cdn.example.com/plain.png', 'https://cdn.example.com/ok.png', '/images/mug.svg'];

/** A web build whose renderer draws the product page's picture from the API, as the storefront's does. */
const RENDERER = `
export async function renderPage(url, template, { fetchFn }) {
  const product = await (await fetchFn(new Request('http://cartwise.internal/api/products/mug'))).json();
  return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root"><img src="' + product.thumbnail + '">' + product.images.map((i) => '<img src="' + i + '">').join('') + '</div>') };
}
`;

describe.each(ENGINES)('pictures stored before the IMAGE_HOSTS check on %s (issue 20)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, [MUG], { imageHosts: HOSTS });
    // As a shop that imported them before the check, or whose IMAGE_HOSTS has lost their host since, holds them.
    await ctx.db.kysely
      .updateTable('products')
      .set({ thumbnail: 'https://evil.example/pixel.png', images: JSON.stringify(STORED_IMAGES) })
      .where('id', '=', 'mug')
      .execute();
  });
  afterAll(async () => ctx?.close());

  const hasOffListPicture = (body: string) => /evil\.example|http:\/\/cdn/.test(body);

  it('serves none of them: the product, the lists, the cart, the order and the assistant show the placeholder', async () => {
    const product = await ctx.app.inject('/api/products/mug');
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({ thumbnail: PLACEHOLDER_IMAGE, images: ['https://cdn.example.com/ok.png', '/images/mug.svg'] });
    // The list three times: its products are kept from the second (as JSON text on SQLite, ADR 0057).
    for (const url of ['/api/products', '/api/products', '/api/products', '/api/products?q=mug', '/api/search/suggestions?q=mug', '/api/featured-products']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(hasOffListPicture(res.body), `${url}: ${res.body.slice(0, 300)}`).toBe(false);
    }

    const added = await ctx.app.inject({ method: 'POST', url: '/api/cart/items', payload: { productId: 'mug', quantity: 1 } });
    expect(added.statusCode).toBe(200);
    expect(hasOffListPicture(added.body)).toBe(false);
    expect(added.body).toContain(PLACEHOLDER_IMAGE);
    const cookie = String(added.headers['set-cookie']).split(';')[0]!;
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie, 'idempotency-key': `pictures-${engine}` },
      payload: { email: 'ada@example.com', delivery: 'standard', shippingAddress: { name: 'Ada', line1: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' } },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(hasOffListPicture(order.body)).toBe(false);
    const again = await ctx.app.inject({ url: `/api/orders/${order.json().id}`, headers: { cookie } });
    expect(again.statusCode).toBe(200);
    expect(hasOffListPicture(again.body)).toBe(false);

    for (const accept of ['application/json', 'text/event-stream']) {
      const chat = await ctx.app.inject({ method: 'POST', url: '/api/chat', headers: { cookie, accept }, payload: { message: 'show me mugs' } });
      expect(chat.statusCode, accept).toBe(200);
      expect(chat.body, accept).toContain('"id":"mug"');
      expect(hasOffListPicture(chat.body), accept).toBe(false);
    }
  });

  it("shows the owner what is stored, so that the product editor can say what to fix", async () => {
    const owner = await signedIn(ctx.app, 'owner');
    const res = await owner.get('/api/admin/products/mug');
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ thumbnail: 'https://evil.example/pixel.png', images: STORED_IMAGES });
  });

  it("serves none of them in a page the server draws", async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-pictures-'));
    let app: App | undefined;
    try {
      fs.mkdirSync(path.join(webDist, 'server'));
      fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Cartwise</title><div id="root"></div>');
      fs.writeFileSync(path.join(webDist, 'server', 'entry-server.js'), RENDERER);
      app = await buildApp({ db: ctx.db, webDistDir: webDist, imageHosts: HOSTS });
      const page = await app.inject({ url: '/products/mug', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<img src="${PLACEHOLDER_IMAGE}"><img src="https://cdn.example.com/ok.png"><img src="/images/mug.svg">`);
      expect(hasOffListPicture(page.body)).toBe(false);
    } finally {
      await app?.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});
