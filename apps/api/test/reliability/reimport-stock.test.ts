import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogInto } from '../../src/modules/catalog/import-into.ts';
import { Shopper } from '../shopper-client.ts';
import { createTestApp, ENGINES, type TestContext } from '../test-app.ts';

const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 12.5, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 5 };
const TEE: ProductInput = {
  id: 'tee', name: 'Tee', price: 20, category: 'Fashion', brand: 'Acme', thumbnail: '/images/tee.svg',
  options: [{ name: 'Size', values: ['M', 'L'] }],
  variants: [
    { sku: 'TEE-M', options: { Size: 'M' }, stockQuantity: 4 },
    { sku: 'TEE-L', options: { Size: 'L' }, stockQuantity: 6 },
  ],
};
const ADDRESS = { name: 'Grace Hopper', line1: '1 Harbor Way', city: 'Arlington', region: 'VA', postalCode: '22201', country: 'US' };

describe.each(ENGINES)('a re-import keeps live stock unless told to reset it on %s (issue 20, 9)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    await importCatalogInto(ctx.db, [MUG, TEE]);
  });
  afterAll(async () => ctx?.close());

  const product = async (id: string) => (await ctx.app.inject(`/api/products/${id}`)).json();

  it('after orders, the same file again changes the text but not the stock; --reset-stock sets the file’s', async () => {
    const buyer = new Shopper(ctx.app);
    expect((await buyer.post('/api/cart/items', { productId: 'mug', quantity: 5 })).status).toBe(200);
    expect((await buyer.post('/api/cart/items', { productId: 'tee', variant: 'm', quantity: 3 })).status).toBe(200);
    const placed = await buyer.request('POST', '/api/orders', { email: 'g@example.com', shippingAddress: ADDRESS, delivery: 'standard' }, { 'idempotency-key': 'reimport-stock-1' });
    expect(placed.status).toBe(201);
    expect((await product('mug')).stockQuantity).toBe(0);

    // The feed again, with a new name, and a new size whose stock is the file's.
    const again = await importCatalogInto(ctx.db, [
      { ...MUG, name: 'Stoneware Mug' },
      { ...TEE, options: [{ name: 'Size', values: ['M', 'L', 'XL'] }], variants: [...TEE.variants!, { sku: 'TEE-XL', options: { Size: 'XL' }, stockQuantity: 2 }] },
    ]);
    expect(again).toMatchObject({ inserted: 0, updated: 2, problems: [] });
    const mug = await product('mug');
    expect(mug).toMatchObject({ name: 'Stoneware Mug', stockQuantity: 0, inStock: false });
    const tee = await product('tee');
    expect(tee.variants.map((v: { id: string; stockQuantity: number }) => [v.id, v.stockQuantity])).toEqual([['m', 1], ['l', 6], ['xl', 2]]);
    expect(tee.stockQuantity).toBe(9);
    // The catalogue's list sees the same stock.
    const listed = (await ctx.app.inject('/api/products?inStock=true')).json().products.map((p: { id: string }) => p.id);
    expect(listed).not.toContain('mug');

    await importCatalogInto(ctx.db, [MUG, TEE], { resetStock: true });
    expect((await product('mug')).stockQuantity).toBe(5);
    expect((await product('tee')).variants.map((v: { stockQuantity: number }) => v.stockQuantity)).toEqual([4, 6]);
  });

  it('lets no shared cache keep a list or a product, whose stock changes with every sale', async () => {
    for (const url of ['/api/products', '/api/products/mug', '/api/search/suggestions?q=mu', '/api/categories']) {
      const cacheControl = String((await ctx.app.inject(url)).headers['cache-control']);
      expect(cacheControl, url).toMatch(/^private\b/);
    }
  });
});
