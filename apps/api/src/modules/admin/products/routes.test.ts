import fs from 'node:fs';
import path from 'node:path';
import {
  adminProductSchema,
  archivedListSchema,
  importJobSchema,
  stockChangeResultSchema,
  stockHistorySchema,
  storedImageSchema,
  toProductInput,
  type ImportJob,
} from '@cartwise/domain/admin/products';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../../test/test-app.ts';
import { expectDocumented, type Shopper } from '../../../../test/shopper-client.ts';
import { signedIn } from '../../../../test/staff.ts';

const SHOPIFY_CSV = fs.readFileSync(new URL('../../../../test/fixtures/shopify-products.csv', import.meta.url), 'utf8');

const lamp: ProductInput = {
  id: 'lamp',
  name: 'Brass Desk Lamp',
  price: 40,
  category: 'Home',
  brand: 'Acme',
  thumbnail: '/images/lamp.svg',
  stockQuantity: 3,
};

const jacket: ProductInput = {
  name: 'Harbour Rain Jacket',
  description: 'A light waterproof shell.',
  price: 120,
  originalPrice: 150,
  category: 'Fashion',
  subcategory: 'Jackets',
  brand: 'Northfold',
  images: ['/images/jacket.svg'],
  features: ['Taped seams'],
  specifications: { Fabric: 'Recycled nylon' },
  tags: ['rain'],
  options: [{ name: 'Size', values: ['S', 'M'] }],
  variants: [
    { sku: 'HRJ-S', options: { Size: 'S' }, stockQuantity: 2 },
    { sku: 'HRJ-M', options: { Size: 'M' }, stockQuantity: 5, price: 125 },
  ],
};

describe.each(ENGINES)('the back office products on %s', (engine) => {
  let context: TestContext;
  let owner: Shopper;
  let staff: Shopper;

  beforeAll(async () => {
    // The Shopify export's pictures are on Shopify's CDN: the shop allows it, as an owner importing it would.
    context = await createTestApp(engine, [lamp], { imageHosts: ['cdn.shopify.com'] });
    owner = await signedIn(context.app, 'owner');
    staff = await signedIn(context.app, 'staff');
  });
  afterAll(() => context?.close());

  const storefront = (url: string) => context.app.inject({ method: 'GET', url });
  const importFile = async (fileName: string, body: string): Promise<ImportJob> => {
    const started = await owner.request('POST', `/api/admin/products/imports?fileName=${encodeURIComponent(fileName)}`, body, { 'content-type': 'text/csv' });
    expect(started.status).toBe(202);
    importJobSchema.parse(started.body);
    await context.app.adminProducts.settled();
    return importJobSchema.parse((await owner.get(`/api/admin/products/imports/${started.body.id}`)).body);
  };

  it('creates a product with options that the storefront, its search and the audit log show at once', async () => {
    const created = await staff.post('/api/admin/products', { product: jacket });
    expect(created.status).toBe(201);
    const { product } = adminProductSchema.parse(created.body);
    expect(product).toMatchObject({ id: 'p-northfold-harbour-rain-jacket', price: 120, maxPrice: 125, stockQuantity: 7 });
    expect(product.variants?.map((v) => [v.id, v.stockQuantity])).toEqual([['s', 2], ['m', 5]]);
    const found = (await storefront('/api/products?q=harbour%20jacket')).json();
    expect(found.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
    expect((await storefront(`/api/products/${product.id}`)).statusCode).toBe(200);
    const audit = (await owner.get(`/api/admin/audit?subjectId=${product.id}`)).body;
    expect(audit.entries[0]).toMatchObject({ action: 'product.created', before: null, after: expect.objectContaining({ name: 'Harbour Rain Jacket' }) });
    // The initial stock is the first entry of each variant's history.
    const history = stockHistorySchema.parse((await staff.get(`/api/admin/products/${product.id}/stock`)).body);
    expect(history.movements.map((m) => [m.variant, m.change, m.reason])).toEqual([['m', 5, 'Initial stock'], ['s', 2, 'Initial stock']]);
  });

  it('refuses an invalid product by field, and an id that is taken', async () => {
    const invalid = await staff.post('/api/admin/products', { product: { ...jacket, price: -1, variants: [] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['product.price', 'product.variants']));
    const taken = await staff.post('/api/admin/products', { product: { ...lamp, name: 'Another lamp' } });
    expect(taken.status).toBe(409);
  });

  it('saves every field but the stock, and refuses a save over someone else’s', async () => {
    const { product } = (await staff.get('/api/admin/products/lamp')).body;
    const input = toProductInput(product);
    const saved = await staff.put('/api/admin/products/lamp', {
      product: { ...input, name: 'Brass Desk Lamp II', price: 45.5, stockQuantity: 999, tags: ['lighting'], specifications: { Bulb: 'E27' } },
      expectedUpdatedAt: product.updatedAt,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.product).toMatchObject({ name: 'Brass Desk Lamp II', price: 45.5, stockQuantity: 3, tags: ['lighting'], specifications: { Bulb: 'E27' } });
    expect((await storefront('/api/products/lamp')).json()).toMatchObject({ name: 'Brass Desk Lamp II', price: 45.5 });
    // The editor that read the lamp before this save is told, and changes nothing.
    const stale = await owner.put('/api/admin/products/lamp', { product: { ...input, name: 'Stale' }, expectedUpdatedAt: product.updatedAt });
    expect(stale.status).toBe(409);
    expect((await storefront('/api/products/lamp')).json().name).toBe('Brass Desk Lamp II');
    expect((await staff.put('/api/admin/products/nope', { product: input })).status).toBe(404);
  });

  it('sets and adjusts stock with a reason, per variant too; the storefront follows and nothing goes below zero', async () => {
    const set = await staff.post('/api/admin/products/lamp/stock', { set: 0, reason: 'Counted on the shelf' });
    expectDocumented(set, stockChangeResultSchema);
    expect(set.body.movement).toMatchObject({ variant: '', change: -3, quantityAfter: 0, reason: 'Counted on the shelf' });
    expect((await storefront('/api/products/lamp')).json()).toMatchObject({ inStock: false, stockQuantity: 0 });
    const below = await staff.post('/api/admin/products/lamp/stock', { adjust: -1, reason: 'Broken' });
    expect(below.status).toBe(409);
    expect((await staff.post('/api/admin/products/lamp/stock', { adjust: 4, reason: 'Delivery' })).body.product.stockQuantity).toBe(4);
    expect((await staff.post('/api/admin/products/lamp/stock', { adjust: 1 })).status).toBe(400);
    expect((await staff.post('/api/admin/products/lamp/stock', { set: 1, adjust: 1, reason: 'x' })).status).toBe(400);

    const id = 'p-northfold-harbour-rain-jacket';
    expect((await staff.post(`/api/admin/products/${id}/stock`, { set: 1, reason: 'Count' })).status).toBe(400);
    expect((await staff.post(`/api/admin/products/${id}/stock`, { variant: 'xl', set: 1, reason: 'Count' })).status).toBe(404);
    const variant = await staff.post(`/api/admin/products/${id}/stock`, { variant: 'm', adjust: -5, reason: 'Sold at the market' });
    expect(variant.status).toBe(200);
    expect(variant.body.product.stockQuantity).toBe(2);
    const shown = (await storefront(`/api/products/${id}`)).json();
    expect(shown.variants.map((v: { id: string; inStock: boolean }) => [v.id, v.inStock])).toEqual([['s', true], ['m', false]]);
    const history = (await staff.get('/api/admin/products/lamp/stock')).body.movements;
    expect(history.map((m: { reason: string }) => m.reason)).toEqual(['Delivery', 'Counted on the shelf']);
    expect((await owner.get('/api/admin/audit?subjectId=lamp')).body.entries[0]).toMatchObject({
      action: 'product.stock_changed',
      before: { stockQuantity: 0 },
      after: { stockQuantity: 4, reason: 'Delivery' },
    });
  });

  it('archives a product out of the storefront, its search and carts at once while orders keep their lines; restores it', async () => {
    const buyer = await signedIn(context.app);
    const order = await buyer.placeOrder('lamp', 'buyer@example.com', 'archive-key-1');
    expect((await buyer.post('/api/cart/items', { productId: 'lamp' })).status).toBe(200);
    const archived = await staff.post('/api/admin/products/lamp/archive', {});
    expect(archived.status).toBe(200);
    expect((await storefront('/api/products/lamp')).statusCode).toBe(404);
    expect((await storefront('/api/products?q=brass%20lamp')).json().products).toEqual([]);
    expect((await storefront('/api/products')).json().products.map((p: { id: string }) => p.id)).not.toContain('lamp');
    const cart = (await buyer.get('/api/cart')).body;
    expect(cart.items).toEqual([]);
    const orders = (await buyer.get('/api/orders')).body;
    const placed = orders.orders.find((o: { orderNumber: string }) => o.orderNumber === order.orderNumber);
    expect((await buyer.get(`/api/orders/${placed.id}`)).body.items[0]).toMatchObject({ productId: 'lamp', name: 'Brass Desk Lamp II' });
    const list = archivedListSchema.parse((await staff.get('/api/admin/products/archived?q=brass')).body);
    expect(list.products).toEqual([expect.objectContaining({ id: 'lamp', name: 'Brass Desk Lamp II' })]);
    expect((await staff.get('/api/admin/products/lamp')).status).toBe(404);
    expect((await staff.post('/api/admin/products', { product: lamp })).status).toBe(409);

    const restored = await staff.post('/api/admin/products/lamp/restore', {});
    expect(restored.status).toBe(200);
    expect(restored.body.product).toMatchObject({ id: 'lamp', name: 'Brass Desk Lamp II', stockQuantity: 3 });
    // Back in its featured place: first, as it was.
    expect((await storefront('/api/products?sort=featured-asc')).json().products[0].id).toBe('lamp');
    expect((await staff.get('/api/admin/products/archived')).body.products).toEqual([]);
    expect((await staff.post('/api/admin/products/lamp/restore', {})).status).toBe(404);
  });

  it('lists products through the catalogue’s search and filters, and finds one by id or SKU', async () => {
    const listed = (await staff.get('/api/admin/products?category=Fashion')).body;
    expect(listed.products.map((p: { id: string }) => p.id)).toEqual(['p-northfold-harbour-rain-jacket']);
    expect((await staff.get('/api/admin/products?q=HRJ-M')).body.products.map((p: { id: string }) => p.id)).toEqual(['p-northfold-harbour-rain-jacket']);
    expect((await staff.get('/api/admin/products?q=hrj-s')).body.products.map((p: { id: string }) => p.id)).toEqual(['p-northfold-harbour-rain-jacket']);
    expect((await staff.get('/api/admin/products?q=lamp')).body.products.map((p: { id: string }) => p.id)).toEqual(['lamp']);
    expect((await staff.get('/api/admin/products?pageSize=0')).status).toBe(400);
  });

  it("imports Shopify's CSV with a report row by row, then again as updates; an archived id is refused", async () => {
    const first = await importFile('products_export.csv', SHOPIFY_CSV);
    expect(first).toMatchObject({ status: 'done', format: 'shopify-csv', totalRows: 25, processedRows: 25, added: 4, updated: 0, refused: 6 });
    expect(first.report.find((o) => o.id === 'classic-crew-tee')).toEqual({
      rows: [2, 3, 4, 5, 6, 7, 8],
      id: 'classic-crew-tee',
      name: 'Classic Crew Tee',
      outcome: 'added',
      problems: [],
    });
    expect(first.report.find((o) => o.id === 'leather-card-wallet')).toMatchObject({
      outcome: 'refused',
      problems: [{ row: 20, field: 'Variant Price', message: "'thirty-nine' is not a price (like 19.99)" }],
    });
    expect((await storefront('/api/products/classic-crew-tee')).json().variants).toHaveLength(6);
    expect((await owner.get('/api/admin/audit?subjectType=import')).body.entries[0]).toMatchObject({
      action: 'catalogue.imported',
      after: { fileName: 'products_export.csv', added: 4, updated: 0, refused: 6 },
    });

    await staff.post('/api/admin/products/merino-beanie/archive', {});
    const second = await importFile('products_export.csv', SHOPIFY_CSV);
    expect(second).toMatchObject({ added: 0, updated: 3, refused: 7 });
    expect(second.report.find((o) => o.id === 'merino-beanie')?.problems[0]?.message).toContain('archived');

    const json = await importFile('catalog.json', JSON.stringify([{ ...lamp, name: 'Lamp from a file' }, { name: 'No price' }]));
    expect(json).toMatchObject({ format: 'json', added: 0, updated: 1, refused: 1 });
    expect(json.report[1]).toMatchObject({ rows: [2], outcome: 'refused', problems: expect.arrayContaining([expect.objectContaining({ row: 2, field: 'price' })]) });
    expect((await importFile('broken.json', '{"not": "an array"')).report[0]).toMatchObject({ outcome: 'refused', problems: [expect.objectContaining({ field: '(file)' })] });
    expect((await staff.get('/api/admin/products/imports/nope')).status).toBe(404);
  });

  it('refuses a picture the pages could not show, in the editor and in an import, and stores nothing (issue 20)', async () => {
    const offList = await staff.post('/api/admin/products', { product: { ...jacket, name: 'Pixel Jacket', images: ['https://evil.example/pixel.png'] } });
    expect(offList.status).toBe(400);
    expect(offList.body.error.details).toEqual([
      { field: 'images.0', message: 'is on evil.example, which this shop does not load pictures from: add evil.example to IMAGE_HOSTS, or upload the picture to the shop' },
    ]);
    const otherSite = await staff.post('/api/admin/products', { product: { ...jacket, name: 'Pixel Jacket', thumbnail: '//evil.example/pixel.png' } });
    expect([otherSite.status, otherSite.body.error.details[0].field]).toEqual([400, 'product.thumbnail']);
    const { product } = (await staff.get('/api/admin/products/lamp')).body;
    const saved = await staff.put('/api/admin/products/lamp', { product: { ...toProductInput(product), thumbnail: 'http://cdn.shopify.com/lamp.jpg' } });
    expect(saved.status).toBe(400);
    expect(saved.body.error.details[0]).toEqual({ field: 'thumbnail', message: "must use https: the shop's pages load pictures from cdn.shopify.com over HTTPS only" });
    expect((await storefront('/api/products?q=pixel')).json().totalCount).toBe(0);

    const job = await importFile('pictures.json', JSON.stringify([
      { id: 'tracker', name: 'Pixel Tracker', price: 5, category: 'Home', brand: 'Acme', thumbnail: 'https://tracker.example/p.gif' },
      { id: 'cdn-mug', name: 'CDN Mug', price: 9, category: 'Home', brand: 'Acme', thumbnail: 'https://cdn.shopify.com/s/mug.jpg', images: ['/images/uploads/mug-600.webp'] },
    ]));
    expect(job).toMatchObject({ added: 1, refused: 1 });
    expect(job.report[0]).toEqual({
      rows: [1],
      id: 'tracker',
      name: 'Pixel Tracker',
      outcome: 'refused',
      problems: [{ row: 1, field: 'thumbnail', message: 'is on tracker.example, which this shop does not load pictures from: add tracker.example to IMAGE_HOSTS, or upload the picture to the shop' }],
    });
    expect((await storefront('/api/products/tracker')).statusCode).toBe(404);
    expect((await storefront('/api/products/cdn-mug')).statusCode).toBe(200);
    await staff.post('/api/admin/products/cdn-mug/archive', {});
  });

  it('exports the catalogue as a Shopify CSV that imports back unchanged', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers: { cookie: owner.cookie! } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = res.body.trim().split('\n');
    expect(header).toMatch(/^Handle,Title,Body \(HTML\),Vendor,/);
    expect(lines.filter((line) => line.startsWith('classic-crew-tee,'))).toHaveLength(6);
    const before = (await storefront('/api/products/p-northfold-harbour-rain-jacket')).json();
    const again = await importFile('export.csv', res.body);
    expect(again).toMatchObject({ refused: 0, added: 0 });
    const after = (await storefront('/api/products/p-northfold-harbour-rain-jacket')).json();
    const same = ({ name, description, price, maxPrice, category, subcategory, brand, images, features, tags, options, variants }: typeof before) =>
      ({ name, description, price, maxPrice, category, subcategory, brand, images, features, tags, options, variants });
    expect(same(after)).toEqual(same(before));
  });

  it('stores an uploaded picture at the storefront’s sizes, and refuses what is not one, or too large, storing nothing', async () => {
    const uploads = context.app.images.dir;
    const upload = (body: Buffer | string, type = 'image/png') =>
      context.app.inject({ method: 'POST', url: '/api/admin/images', payload: body, headers: { cookie: staff.cookie!, 'content-type': type } });
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c33' } }).png().toBuffer();
    const stored = await upload(png, 'application/octet-stream');
    expect(stored.statusCode).toBe(201);
    const image = storedImageSchema.parse(stored.json());
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    expect(image.image).toMatch(/^\/images\/uploads\/[0-9a-f]{24}-600\.webp$/);
    const served = await storefront(image.image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 600, height: 450 });
    expect((await sharp((await storefront(image.thumbnail)).rawPayload).metadata()).width).toBe(300);
    const files = fs.readdirSync(uploads).sort();
    expect(files).toHaveLength(2);

    const text = await upload('just some text, not a picture', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toEqual({ code: 'unsupported_media_type', message: 'The file is not a JPEG, PNG or WebP image.' });
    const truncated = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), 'image/jpeg');
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error.message).toMatch(/^The JPEG file cannot be read as a picture/);
    const large = await upload(Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.code).toBe('payload_too_large');
    expect(fs.readdirSync(uploads).sort()).toEqual(files);
    expect(fs.readdirSync(uploads).some((name) => name.endsWith('.part'))).toBe(false);
    const shopper = await signedIn(context.app);
    expect((await shopper.request('POST', '/api/admin/images', png, { 'content-type': 'image/png' })).status).toBe(403);
    expect(path.isAbsolute(uploads)).toBe(true);
  });
});
