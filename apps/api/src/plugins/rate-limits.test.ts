import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { errorResponseSchema } from '@cartwise/domain/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createTestApp, ENGINES, type TestContext } from '../../test/test-app.ts';
import { Shopper, type ShopperResponse } from '../../test/shopper-client.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limits.ts';

const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 12.5, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 30 };
const LIMITS = { searchPerMinute: 3, cartWritesPerMinute: 2, chatPerMinute: 3 };

function expectLimited(res: ShopperResponse) {
  expect(res.status).toBe(429);
  expect(errorResponseSchema.strict().parse(res.body).error.code).toBe('rate_limited');
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
}

describe.each(ENGINES)('rate limits shared by every process on %s (issue 20, 6)', (engine) => {
  let ctx: TestContext;
  /** Two API processes on one database, behind a proxy that says who the client is. */
  let one: App;
  let two: App;
  beforeAll(async () => {
    ctx = await createTestApp(engine, [MUG]);
    one = await buildApp({ db: ctx.db, trustProxy: ['127.0.0.1'], addressLimits: LIMITS, assistant: { messagesPerMinute: 2 } });
    two = await buildApp({ db: ctx.db, trustProxy: ['127.0.0.1'], addressLimits: LIMITS, assistant: { messagesPerMinute: 2 } });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.db.kysely.deleteFrom('rate_limits').execute();
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('limits searches per address across processes, suggestions included', async () => {
    const a = new Shopper(one);
    const b = new Shopper(two);
    const address = from('198.51.100.1');
    expect((await a.request('GET', '/api/products?q=mug', undefined, address)).status).toBe(200);
    expect((await b.request('GET', '/api/search/suggestions?q=mu', undefined, address)).status).toBe(200);
    expect((await a.request('GET', '/api/products', undefined, address)).status).toBe(200);
    const limited = await b.request('GET', '/api/products?q=mug', undefined, address);
    expectLimited(limited);
    expect(limited.body.error.message).toBe(TOO_MANY_REQUESTS_MESSAGE);
    // Another address is not held back, nor a product page.
    expect((await a.request('GET', '/api/products', undefined, from('198.51.100.2'))).status).toBe(200);
    expect((await a.request('GET', '/api/products/mug', undefined, address)).status).toBe(200);
  });

  it('limits cart writes per address, not reads', async () => {
    const shopper = new Shopper(one);
    const address = from('198.51.100.3');
    expect((await shopper.request('POST', '/api/cart/items', { productId: 'mug' }, address)).status).toBe(200);
    expect((await new Shopper(two).request('DELETE', '/api/cart', undefined, address)).status).toBe(200);
    expectLimited(await shopper.request('PATCH', '/api/cart/items/mug-default', { quantity: 2 }, address));
    expect((await shopper.request('GET', '/api/cart', undefined, address)).status).toBe(200);
  });

  it('limits chat per session across processes, and per address across fresh sessions', async () => {
    const shopper = new Shopper(one);
    const ask = (app: App, s: Shopper, address: string) => {
      const other = new Shopper(app);
      other.cookie = s.cookie;
      return other.request('POST', '/api/chat', { message: 'hi' }, { accept: 'application/json', ...from(address) }).then((res) => {
        s.cookie = other.cookie;
        return res;
      });
    };
    expect((await ask(one, shopper, '198.51.100.4')).status).toBe(200);
    expect((await ask(two, shopper, '198.51.100.5')).status).toBe(200);
    expectLimited(await ask(one, shopper, '198.51.100.6'));

    // Four shoppers with sessions behind one address, one message each: the address's limit (3 a minute)
    // holds the fourth back. (Starting sessions through the chat is held back by the chat's own count.)
    const address = '198.51.100.7';
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const other = new Shopper(one);
      expect((await other.request('POST', '/api/recently-viewed', { productId: 'mug' }, from(`203.0.113.${i}`))).status).toBe(200);
      statuses.push((await ask(i % 2 ? two : one, other, address)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('the OpenAPI document', () => {
  it('documents the 429 with Retry-After on every route under an address limit', async () => {
    const ctx = await createTestApp('sqlite');
    try {
      const doc = (await ctx.app.inject('/api/openapi.json')).json();
      for (const [path, method] of [['/api/products', 'get'], ['/api/search/suggestions', 'get'], ['/api/cart/items', 'post'], ['/api/cart', 'delete'], ['/api/cart/coupon', 'put']] as const) {
        expect(doc.paths[path][method].responses['429']?.headers?.['Retry-After'], `${method} ${path}`).toBeDefined();
      }
    } finally {
      await ctx.close();
    }
  });
});
