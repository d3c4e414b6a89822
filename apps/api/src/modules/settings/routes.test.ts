import { chatAnswerSchema } from '@cartwise/domain/chat/schemas';
import { productSchema } from '@cartwise/domain/catalogue/product';
import { z } from 'zod';
import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../test/shopper-client.ts';
import { signedIn } from '../../../test/staff.ts';

describe.each(ENGINES)("the shop's settings reach the assistant on %s", (engine) => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp(engine, [
      { id: 'lamp', name: 'Desk Lamp', price: 40, category: 'Home', brand: 'Acme', thumbnail: '/images/lamp.svg', stockQuantity: 3 },
      { id: 'mug', name: 'Mug', price: 12, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 0 },
      { id: 'kettle', name: 'Kettle', price: 30, category: 'Home', brand: 'Acme', thumbnail: '/images/kettle.svg', stockQuantity: 4 },
    ]);
  });
  afterAll(() => context?.close());

  const ask = async (message: string) =>
    expectDocumented(await new Shopper(context.app).request('POST', '/api/chat', { message }, { accept: 'application/json' }), chatAnswerSchema).body
      .message.content as string;

  it("the assistant gives the support email the owner set, at once, and the default before", async () => {
    expect(await ask('how can I contact customer support?')).toContain(DEFAULT_SHOP_SETTINGS.supportEmail);
    const owner = await signedIn(context.app, 'owner');
    const saved = await owner.put('/api/admin/settings', { ...DEFAULT_SHOP_SETTINGS, shopName: 'Harbor Goods', supportEmail: 'help@harbor.example' });
    expect(saved.status).toBe(200);
    const answer = await ask('how can I contact customer support?');
    expect(answer).toContain('help@harbor.example');
    expect(answer).not.toContain(DEFAULT_SHOP_SETTINGS.supportEmail);
  });

  it("answers the home's featured products the owner chose, in their order with those in stock first, as the catalogue has them now", async () => {
    const featured = async () => expectDocumented(await new Shopper(context.app).get('/api/featured-products'), z.array(productSchema)).body as { id: string }[];
    const owner = await signedIn(context.app, 'owner');
    await owner.put('/api/admin/settings', DEFAULT_SHOP_SETTINGS);
    // None chosen: the catalogue's first, in stock first.
    expect((await featured()).map((p) => p.id)).toEqual(['lamp', 'kettle', 'mug']);
    expect((await owner.put('/api/admin/settings', { ...DEFAULT_SHOP_SETTINGS, featuredProductIds: ['mug', 'kettle'] })).status).toBe(200);
    // In their order, but never led by one out of stock (issue 23): the mug goes after the kettle.
    const chosen = await featured();
    expect(chosen.map((p) => p.id)).toEqual(['kettle', 'mug']);
    expect(chosen[1]).toMatchObject({ name: 'Mug', price: 12, inStock: false });
    expect((await owner.put('/api/admin/settings', { ...DEFAULT_SHOP_SETTINGS, featuredProductIds: ['kettle', 'mug', 'lamp'] })).status).toBe(200);
    expect((await featured()).map((p) => p.id)).toEqual(['kettle', 'lamp', 'mug']);
    await owner.put('/api/admin/settings', { ...DEFAULT_SHOP_SETTINGS, featuredProductIds: ['mug', 'kettle'] });
    // A product that leaves the catalogue leaves the featured ones.
    await context.db.kysely.deleteFrom('products').where('id', '=', 'mug').execute();
    expect((await featured()).map((p) => p.id)).toEqual(['kettle']);
    // None of the chosen left: the catalogue's first again.
    await context.db.kysely.deleteFrom('products').where('id', '=', 'kettle').execute();
    expect((await featured()).map((p) => p.id)).toEqual(['lamp']);
    const res = await new Shopper(context.app).get('/api/featured-products');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('refuses a newly chosen product that does not exist, and keeps one chosen before that was archived since', async () => {
    const owner = await signedIn(context.app, 'owner');
    const created = await owner.post('/api/admin/products', {
      product: { id: 'lantern', name: 'Lantern', price: 25, category: 'Home', brand: 'Acme', images: ['/images/lantern.svg'], stockQuantity: 2 },
    });
    expect(created.status).toBe(201);
    expect((await owner.put('/api/admin/settings', { ...DEFAULT_SHOP_SETTINGS, featuredProductIds: ['lantern', 'lamp'] })).status).toBe(200);
    const refused = await owner.put('/api/admin/settings', { ...DEFAULT_SHOP_SETTINGS, featuredProductIds: ['lamp', 'no-such-product'] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'validation_error', details: [{ field: 'featuredProductIds.1', message: "no product has the id 'no-such-product'" }] } });

    // Archived after it was chosen: a save of the other settings keeps it, and home leaves it out until it is restored.
    expect((await owner.post('/api/admin/products/lantern/archive', {})).status).toBe(200);
    const saved = await owner.put('/api/admin/settings', { ...DEFAULT_SHOP_SETTINGS, shopName: 'Harbor Goods', featuredProductIds: ['lantern', 'lamp'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ shopName: 'Harbor Goods', featuredProductIds: ['lantern', 'lamp'] });
    const featured = async () => (expectDocumented(await new Shopper(context.app).get('/api/featured-products'), z.array(productSchema)).body as { id: string }[]).map((p) => p.id);
    expect(await featured()).toEqual(['lamp']);
    expect((await owner.post('/api/admin/products/lantern/restore', {})).status).toBe(200);
    expect(await featured()).toEqual(['lantern', 'lamp']);
  });
});
