import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createTestApp, ENGINES, type TestContext } from '../../test/test-app.ts';
import { Shopper } from '../../test/shopper-client.ts';

const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 60, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 30 };
const ADDRESS = { name: 'Grace Hopper', line1: '1 Harbor Way', city: 'Arlington', region: 'VA', postalCode: '22201', country: 'US' };
const TOKEN = 'metrics-token-for-the-tests';

describe.each(ENGINES)('/metrics on %s (issue 20)', (engine) => {
  let ctx: TestContext;
  let app: App;
  beforeAll(async () => {
    ctx = await createTestApp(engine, [MUG]);
    app = await buildApp({ db: ctx.db, metricsToken: TOKEN });
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
  });

  const scrape = async () => {
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('counts requests by route template and status, their latency, orders placed, the pool and the event loop', async () => {
    const shopper = new Shopper(app);
    await shopper.get('/api/products/mug');
    await shopper.get('/api/products/nothing');
    await shopper.post('/api/cart/items', { productId: 'mug' });
    const placed = await shopper.request('POST', '/api/orders', { email: 'g@example.com', shippingAddress: ADDRESS, delivery: 'standard' }, { 'idempotency-key': 'metrics-order-1' });
    expect(placed.status).toBe(201);
    const text = await scrape();
    expect(text).toContain('cartwise_http_requests_total{method="GET",route="/api/products/:id",status="200"} 1');
    expect(text).toContain('cartwise_http_requests_total{method="GET",route="/api/products/:id",status="404"} 1');
    expect(text).toMatch(/cartwise_http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/orders"\} \d+/);
    expect(text).toContain('cartwise_orders_placed_total 1');
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    if (engine === 'postgres') expect(text).toMatch(/cartwise_db_pool_connections\{state="max"\} 10/);
    else expect(text).not.toContain('cartwise_db_pool_connections');
  });

  it('answers 401 without the token, and is not there at all without METRICS_TOKEN', async () => {
    const refused = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('unauthorized');
    expect((await app.inject('/metrics')).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/json' } })).statusCode).toBe(404);
  });
});
