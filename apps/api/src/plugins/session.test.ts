import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { CatalogRepository } from '../modules/catalog/repository.ts';
import { createTestApp, ENGINES, type TestContext } from '../../test/test-app.ts';
import { Shopper } from '../../test/shopper-client.ts';
import { SESSION_MARKER_COOKIE } from '@cartwise/domain/accounts/session-marker';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from './session.ts';

const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 12.5, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 30 };

const attributes = (setCookie: string) => setCookie.split(';').slice(1).map((a) => a.trim().toLowerCase());

describe.each(ENGINES)('shopper sessions on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, [MUG]);
  });
  afterAll(async () => ctx?.close());

  it('starts on the first change, in an HttpOnly, SameSite=Lax cookie for the whole site', async () => {
    const shopper = new Shopper(ctx.app);
    expect((await shopper.get('/api/cart')).setCookie).toBeUndefined();
    const { setCookie } = await shopper.post('/api/cart/items', { productId: 'mug' });
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(attributes(setCookie!)).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${SESSION_MAX_AGE_SECONDS}`]),
    );
    expect(attributes(setCookie!)).not.toContain('secure');
    // The session is kept: later answers set no new cookie.
    expect((await shopper.post('/api/cart/items', { productId: 'mug' })).setCookie).toBeUndefined();
    expect((await shopper.get('/api/cart')).body.itemCount).toBe(2);
  });

  it('keeps a readable marker beside the session cookie, so the web app knows a guest has nothing stored', async () => {
    const cookiesOf = (res: { headers: Record<string, unknown> }) => ([] as unknown[]).concat(res.headers['set-cookie'] ?? []) as string[];
    const markerOf = (res: { headers: Record<string, unknown> }) => cookiesOf(res).find((c) => c.startsWith(`${SESSION_MARKER_COOKIE}=`));
    const shopper = new Shopper(ctx.app);
    // Browsing as a guest sets no cookie at all.
    expect(cookiesOf(await shopper.get('/api/products'))).toEqual([]);
    expect(cookiesOf(await shopper.get('/api/cart'))).toEqual([]);

    // The first change starts the session: the marker comes with it, readable by the page, as long-lived.
    const started = await shopper.post('/api/cart/items', { productId: 'mug' });
    const marker = markerOf(started)!;
    expect(marker).toMatch(new RegExp(`^${SESSION_MARKER_COOKIE}=1;`));
    expect(attributes(marker)).toEqual(expect.arrayContaining(['samesite=lax', 'path=/', `max-age=${SESSION_MAX_AGE_SECONDS}`]));
    expect(attributes(marker)).not.toContain('httponly');

    // A browser that has the session cookie without the marker (a session older than it) gets it back.
    expect(markerOf(await shopper.get('/api/cart'))).toMatch(new RegExp(`^${SESSION_MARKER_COOKIE}=1;`));
    const both = `${shopper.cookie}; ${SESSION_MARKER_COOKIE}=1`;
    const kept = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: both } });
    expect(cookiesOf(kept)).toEqual([]);
    expect(kept.json().itemCount).toBe(1);

    // Long-cached files never carry a cookie, even for that browser.
    const picture = await ctx.app.inject({ method: 'GET', url: '/images/products/none.svg', headers: { cookie: shopper.cookie! } });
    expect(cookiesOf(picture)).toEqual([]);

    // A marker left without its session is removed (same path, so the browser drops the right cookie).
    const orphan = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: `${SESSION_MARKER_COOKIE}=1` } });
    const cleared = markerOf(orphan)!;
    expect(cleared).toMatch(new RegExp(`^${SESSION_MARKER_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, 'i'));
    expect(attributes(cleared)).toContain('path=/');
    // ...unless the same answer starts a session: then the marker is set.
    const restarted = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { productId: 'mug' },
      headers: { cookie: `${SESSION_MARKER_COOKIE}=1` },
    });
    expect(markerOf(restarted)).toMatch(new RegExp(`^${SESSION_MARKER_COOKIE}=1;`));
  });

  it('marks the cookie Secure behind a trusted HTTPS proxy (TRUST_PROXY), and only then', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const cookieFrom = async (app: App) =>
      (await new Shopper(app).request('POST', '/api/cart/items', { productId: 'mug' }, https)).setCookie!;
    // Injected requests come from 127.0.0.1: a proxy there is believed, one elsewhere is not.
    for (const trustProxy of [true, ['127.0.0.1'], ['loopback']]) {
      const app = await buildApp({ db: ctx.db, trustProxy });
      try {
        expect(attributes(await cookieFrom(app)), JSON.stringify(trustProxy)).toContain('secure');
      } finally {
        await app.close();
      }
    }
    const elsewhere = await buildApp({ db: ctx.db, trustProxy: ['10.0.0.0/8'] });
    try {
      expect(attributes(await cookieFrom(elsewhere))).not.toContain('secure');
    } finally {
      await elsewhere.close();
    }
    // Without TRUST_PROXY the header is anyone's to send: it is ignored.
    expect(attributes(await cookieFrom(ctx.app))).not.toContain('secure');
    // The readable marker beside it is Secure whenever the session cookie is.
    const proxied = await buildApp({ db: ctx.db, trustProxy: true });
    try {
      const res = await new Shopper(proxied).request('POST', '/api/cart/items', { productId: 'mug' }, https);
      const marker = ([] as string[]).concat(res.headers['set-cookie'] as string[]).find((c) => c.startsWith(`${SESSION_MARKER_COOKIE}=`));
      expect(attributes(marker!)).toContain('secure');
    } finally {
      await proxied.close();
    }
  });

  it('gives a fresh session for a forged or unknown cookie, and reads it as no session', async () => {
    const forged = `${SESSION_COOKIE}=${'A'.repeat(43)}`;
    const shopper = new Shopper(ctx.app);
    shopper.cookie = forged;
    const read = await shopper.get('/api/cart');
    expect(read.body.itemCount).toBe(0);
    expect(read.setCookie).toBeUndefined();
    const write = await shopper.post('/api/cart/items', { productId: 'mug' });
    expect(write.setCookie).toBeDefined();
    expect(shopper.cookie).not.toBe(forged);
    expect((await shopper.get('/api/cart')).body.itemCount).toBe(1);

    const garbage = new Shopper(ctx.app);
    garbage.cookie = `${SESSION_COOKIE}=not-a-token`;
    expect((await garbage.get('/api/wishlist')).body).toEqual({ products: [] });
  });

  it('keeps only a hash of the token in the database', async () => {
    const shopper = new Shopper(ctx.app);
    await shopper.post('/api/cart/items', { productId: 'mug' });
    const token = shopper.cookie!.split('=')[1]!;
    const ids = (await ctx.db.kysely.selectFrom('sessions').select('id').execute()).map((r) => r.id);
    expect(ids).not.toContain(token);
    expect(ids.every((id) => /^[A-Za-z0-9_-]{43}$/.test(id))).toBe(true);
  });

  it('renews the cookie of a shopper who returns after a day', async () => {
    const shopper = new Shopper(ctx.app);
    await shopper.post('/api/cart/items', { productId: 'mug' });
    expect((await shopper.get('/api/cart')).setCookie).toBeUndefined();
    // Two days ago: past the day after which a visit is written down, within the 30 days a guest may stay away.
    await ctx.db.kysely.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 2 * 24 * 3600_000).toISOString() }).execute();
    const back = await shopper.get('/api/cart');
    expect(back.setCookie).toBeDefined();
    expect(back.body.itemCount).toBe(1);
    expect((await shopper.get('/api/cart')).setCookie).toBeUndefined();
  });
});

describe('shopper state survives a restart of the server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-session-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds the cart, wishlist and recently viewed again after the database file is reopened', async () => {
    const file = path.join(dir, 'shop.db');
    const start = async () => {
      const db = openDatabase(file);
      await migrate(db);
      return buildApp({ db, closeDbOnShutdown: true });
    };
    const first = await start();
    await new CatalogRepository(first.db).upsert([productInputSchema.parse(MUG)]);
    const shopper = new Shopper(first);
    await shopper.post('/api/cart/items', { productId: 'mug', quantity: 2 });
    await shopper.put('/api/wishlist/mug');
    await shopper.post('/api/recently-viewed', { productId: 'mug' });
    await first.close();

    const second = await start();
    try {
      const again = new Shopper(second);
      again.cookie = shopper.cookie;
      expect((await again.get('/api/cart')).body.items).toEqual([expect.objectContaining({ id: 'mug-default', quantity: 2 })]);
      expect((await again.get('/api/wishlist')).body.products.map((p: { id: string }) => p.id)).toEqual(['mug']);
      expect((await again.get('/api/recently-viewed')).body.products.map((p: { id: string }) => p.id)).toEqual(['mug']);
    } finally {
      await second.close();
    }
  });
});
