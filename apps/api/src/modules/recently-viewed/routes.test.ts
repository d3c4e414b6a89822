import { shopperProductsSchema } from '@cartwise/domain/cart/shopper-lists';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { RECENTLY_VIEWED_CAP } from '@cartwise/domain/policy';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { expectDocumented, Shopper, type ShopperResponse } from '../../../test/shopper-client.ts';

const PRODUCTS: ProductInput[] = Array.from({ length: 12 }, (_, i) => ({
  id: `v${i + 1}`,
  name: `Viewed ${i + 1}`,
  price: 5,
  category: 'Home',
  brand: 'Acme',
  thumbnail: '/images/v.svg',
  stockQuantity: 5,
}));

const checked = (res: ShopperResponse) => expectDocumented(res, shopperProductsSchema);
const ids = (res: ShopperResponse) => res.body.products.map((p: { id: string }) => p.id);

describe.each(ENGINES)('recently viewed API on %s', (engine) => {
  let ctx: TestContext;
  let shopper: Shopper;
  beforeAll(async () => {
    ctx = await createTestApp(engine, PRODUCTS);
  });
  afterAll(async () => ctx?.close());
  beforeEach(() => {
    shopper = new Shopper(ctx.app);
  });
  const view = async (productId: string) => checked(await shopper.post('/api/recently-viewed', { productId }));

  it('is empty for a shopper without a session, and starts none', async () => {
    const res = checked(await shopper.get('/api/recently-viewed'));
    expect(res.body).toEqual({ products: [] });
    expect(res.setCookie).toBeUndefined();
  });

  it('puts a viewed product first, without duplicates', async () => {
    const first = await view('v1');
    expect(first.setCookie).toBeDefined();
    await view('v2');
    expect(ids(await view('v3'))).toEqual(['v3', 'v2', 'v1']);
    expect(ids(await view('v1'))).toEqual(['v1', 'v3', 'v2']);
    expect(ids(await view('v1'))).toEqual(['v1', 'v3', 'v2']);
    expect(ids(checked(await shopper.get('/api/recently-viewed')))).toEqual(['v1', 'v3', 'v2']);
  });

  it('keeps at most 10', async () => {
    for (const p of PRODUCTS) await view(p.id!);
    const res = checked(await shopper.get('/api/recently-viewed'));
    expect(RECENTLY_VIEWED_CAP).toBe(10);
    expect(ids(res)).toEqual(['v12', 'v11', 'v10', 'v9', 'v8', 'v7', 'v6', 'v5', 'v4', 'v3']);
    expect(ids(await view('v3'))).toEqual(['v3', 'v12', 'v11', 'v10', 'v9', 'v8', 'v7', 'v6', 'v5', 'v4']);
  });

  it('keeps all views made at once, each once', async () => {
    await view('v1');
    await Promise.all(PRODUCTS.slice(0, 6).map((p) => view(p.id!)));
    const res = ids(checked(await shopper.get('/api/recently-viewed')));
    expect([...res].sort()).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);
  });

  it('answers 404 for an unknown product and 400 naming a missing productId', async () => {
    const unknown = await view('nope');
    expect(unknown.status).toBe(404);
    const missing = checked(await shopper.post('/api/recently-viewed', {}));
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([{ field: 'productId', message: 'is required' }]);
  });

  it('keeps two shoppers apart', async () => {
    const other = new Shopper(ctx.app);
    await view('v1');
    await other.post('/api/recently-viewed', { productId: 'v2' });
    expect(ids(checked(await shopper.get('/api/recently-viewed')))).toEqual(['v1']);
  });
});
