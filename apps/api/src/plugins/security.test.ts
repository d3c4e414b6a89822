import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createTestApp, ENGINES, type TestContext } from '../../test/test-app.ts';
import { Shopper } from '../../test/shopper-client.ts';
import { CROSS_SITE_MESSAGE } from './security.ts';

const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 12.5, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 30 };
const ADDRESS = { name: 'Ada', line1: '1 Way', city: 'London', region: 'London', postalCode: 'N1 9GU', country: 'GB' };
const ORDER = { email: 'ada@example.com', shippingAddress: ADDRESS, delivery: 'standard' };
const EVIL = 'https://evil.example';
const FORBIDDEN = { error: { code: 'forbidden', message: CROSS_SITE_MESSAGE } };

describe.each(ENGINES)('cross-site request protection on %s', (engine) => {
  let ctx: TestContext;
  let shopper: Shopper;
  beforeAll(async () => {
    ctx = await createTestApp(engine, [MUG]);
    shopper = new Shopper(ctx.app);
    await shopper.post('/api/cart/items', { productId: 'mug' });
  });
  afterAll(async () => ctx?.close());

  const itemCount = async () => (await shopper.get('/api/cart')).body.itemCount as number;

  it('refuses a forged add to cart from another site, and the cart does not change', async () => {
    const before = await itemCount();
    const forged = await shopper.request('POST', '/api/cart/items', { productId: 'mug' }, { origin: EVIL });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual(FORBIDDEN);
    const viaReferer = await shopper.request('POST', '/api/cart/items', { productId: 'mug' }, { referer: `${EVIL}/trap.html` });
    expect(viaReferer.status).toBe(403);
    const opaque = await shopper.request('DELETE', '/api/cart', undefined, { origin: 'null' });
    expect(opaque.status).toBe(403);
    expect(await itemCount()).toBe(before);
  });

  it('refuses a forged order from another site: no order, stock and cart unchanged', async () => {
    const forged = await shopper.request('POST', '/api/orders', ORDER, { origin: EVIL, 'idempotency-key': 'forged-order-1' });
    expect(forged.status).toBe(403);
    expect((await shopper.get('/api/orders')).body).toEqual({ orders: [] });
    expect((await ctx.app.inject({ url: '/api/products/mug' })).json().stockQuantity).toBe(30);
    expect(await itemCount()).toBe(1);
    const signUp = await shopper.request('POST', '/api/auth/signup', { email: 'x@example.com', password: 'long enough' }, { origin: EVIL });
    expect(signUp.status).toBe(403);
  });

  it('checks the path the router decodes: /%61pi is /api (issue 20, 5)', async () => {
    const before = await itemCount();
    const added = await shopper.request('POST', '/%61pi/cart/items', { productId: 'mug' }, { origin: EVIL });
    expect(added.status).toBe(403);
    expect(added.body).toEqual(FORBIDDEN);
    const emptied = await shopper.request('DELETE', '/%61pi/cart', undefined, { origin: EVIL });
    expect(emptied.status).toBe(403);
    const upper = await shopper.request('DELETE', '/api/c%61rt', undefined, { origin: EVIL });
    expect(upper.status).toBe(403);
    expect(await itemCount()).toBe(before);
    // The same encoded path from the shop itself still works: it is the same route.
    const own = await shopper.request('POST', '/%61pi/cart/items', { productId: 'mug' }, { origin: 'http://localhost' });
    expect(own.status).toBe(200);
    await shopper.patch('/api/cart/items/mug-default', { quantity: before });
  });

  it('lets the shop’s own pages, requests without Origin or Referer, and reads through', async () => {
    const sameOrigin = await shopper.request('POST', '/api/recently-viewed', { productId: 'mug' }, {
      origin: 'http://localhost',
    });
    expect(sameOrigin.status).toBe(200);
    const behindProxy = {
      origin: 'https://shop.example',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    };
    // The forwarded host and scheme count only from a trusted proxy (TRUST_PROXY)…
    const app: App = await buildApp({ db: ctx.db, trustProxy: ['127.0.0.1'] });
    try {
      const proxied = new Shopper(app);
      proxied.cookie = shopper.cookie;
      expect((await proxied.request('PUT', '/api/wishlist/mug', undefined, behindProxy)).status).toBe(200);
    } finally {
      await app.close();
    }
    expect((await shopper.request('DELETE', '/api/wishlist/mug')).status).toBe(200);
    // …otherwise anyone could claim to be any site.
    expect((await shopper.request('PUT', '/api/wishlist/mug', undefined, behindProxy)).status).toBe(403);
    // A cross-site read changes nothing: SameSite=Lax and CORS govern it, not this check.
    expect((await shopper.request('GET', '/api/cart', undefined, { origin: EVIL })).status).toBe(200);
  });

  it('accepts the origins configured in ALLOWED_ORIGINS', async () => {
    const app: App = await buildApp({ db: ctx.db, allowedOrigins: ['https://www.shop.example/'] });
    try {
      const other = new Shopper(app);
      expect((await other.request('POST', '/api/cart/items', { productId: 'mug' }, { origin: 'https://www.shop.example' })).status).toBe(200);
      expect((await other.request('POST', '/api/cart/items', { productId: 'mug' }, { origin: EVIL })).status).toBe(403);
    } finally {
      await app.close();
    }
  });
});
