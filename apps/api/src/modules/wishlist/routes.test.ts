import { shopperProductsSchema } from '@cartwise/domain/cart/shopper-lists';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { expectDocumented, Shopper, type ShopperResponse } from '../../../test/shopper-client.ts';

const PRODUCTS: ProductInput[] = ['w1', 'w2', 'w3'].map((id, i) => ({
  id,
  name: `Wish ${id}`,
  price: 10 + i,
  category: 'Home',
  brand: 'Acme',
  thumbnail: `/images/${id}.svg`,
  stockQuantity: i, // w1 is out of stock: it can still be wished for
}));

const checked = (res: ShopperResponse) => expectDocumented(res, shopperProductsSchema);
const ids = (res: ShopperResponse) => res.body.products.map((p: { id: string }) => p.id);

describe.each(ENGINES)('wishlist API on %s', (engine) => {
  let ctx: TestContext;
  let shopper: Shopper;
  beforeAll(async () => {
    ctx = await createTestApp(engine, PRODUCTS);
  });
  afterAll(async () => ctx?.close());
  beforeEach(() => {
    shopper = new Shopper(ctx.app);
  });
  const wishlist = async () => checked(await shopper.get('/api/wishlist'));
  const add = async (id: string) => checked(await shopper.put(`/api/wishlist/${id}`));
  const remove = async (id: string) => checked(await shopper.delete(`/api/wishlist/${id}`));

  it('is empty for a shopper without a session, and starts none', async () => {
    const res = await wishlist();
    expect(res.body).toEqual({ products: [] });
    expect(res.setCookie).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await remove('w1')).body).toEqual({ products: [] });
    expect(shopper.cookie).toBeUndefined();
  });

  it('adds products idempotently, the most recent first, with every product field', async () => {
    const first = await add('w1');
    expect(first.setCookie).toBeDefined();
    expect(first.body.products[0]).toMatchObject({ id: 'w1', name: 'Wish w1', price: 10, inStock: false });
    await add('w2');
    expect(ids(await add('w2'))).toEqual(['w2', 'w1']);
    expect(ids(await wishlist())).toEqual(['w2', 'w1']);
  });

  it('removes by product id, idempotently', async () => {
    await add('w1');
    await add('w3');
    expect(ids(await remove('w1'))).toEqual(['w3']);
    const again = await remove('w1');
    expect(again.status).toBe(200);
    expect(ids(again)).toEqual(['w3']);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await add('nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'not_found', message: "Product 'nope' was not found" });
    expect((await remove('nope')).status).toBe(404);
    const bad = await add('a%20b');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('productId');
  });

  it('keeps two shoppers apart', async () => {
    const other = new Shopper(ctx.app);
    await add('w1');
    await other.put('/api/wishlist/w2');
    expect(ids(await wishlist())).toEqual(['w1']);
    expect((await other.get('/api/wishlist')).body.products.map((p: { id: string }) => p.id)).toEqual(['w2']);
  });
});
