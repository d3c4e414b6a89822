import { chatAnswerSchema } from '@cartwise/domain/chat/schemas';
import { cartResponseSchema } from '@cartwise/domain/cart/schemas';
import { productInputSchema, productSchema, type ProductInput } from '@cartwise/domain/catalogue/product';
import { productListSchema } from '@cartwise/domain/catalogue/listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../src/modules/catalog/import-catalog.ts';
import { seedSampleCatalog } from '../src/modules/catalog/seed.ts';
import { SAMPLE_VARIANT_PRODUCTS } from '../src/db/seed/sample-variant-products.ts';
import { createTestApp, ENGINES, openTestDb, type TestContext } from './test-app.ts';
import { expectDocumented, Shopper } from './shopper-client.ts';

/** A T-shirt in two sizes and two colours: M in blue does not exist, L in red is sold out, L costs more. */
export const TEE: ProductInput = {
  id: 'tee',
  name: 'Tee',
  price: 20,
  originalPrice: 25,
  category: 'Fashion',
  brand: 'Acme',
  thumbnail: '/images/tee.svg',
  options: [
    { name: 'Size', values: ['M', 'L'] },
    { name: 'Colour', values: ['Red', 'Blue'] },
  ],
  variants: [
    { sku: 'TEE-M-RED', options: { Size: 'M', Colour: 'Red' }, stockQuantity: 3, image: '/images/tee-red.svg' },
    { sku: 'TEE-L-RED', options: { Size: 'L', Colour: 'Red' }, price: 22, stockQuantity: 0 },
    { id: 'large-blue', sku: 'TEE-L-BLUE', options: { Size: 'L', Colour: 'Blue' }, price: 22, stockQuantity: 4 },
  ],
};
const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 12.5, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 30 };

describe.each(ENGINES)('variants on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, [MUG, TEE]);
  });
  afterAll(async () => ctx?.close());

  const product = async (id: string) => {
    const res = await ctx.app.inject({ url: `/api/products/${id}` });
    expect(res.statusCode).toBe(200);
    return productSchema.strict().parse(res.json());
  };

  it('answers a product with its options and variants: the cheapest price, the dearest as maxPrice, the stock summed', async () => {
    const tee = await product('tee');
    expect(tee.options).toEqual(TEE.options);
    expect(tee).toMatchObject({ price: 20, originalPrice: 25, discount: 20, maxPrice: 22, stockQuantity: 7, inStock: true });
    expect(tee.variants).toEqual([
      { id: 'm-red', sku: 'TEE-M-RED', options: { Size: 'M', Colour: 'Red' }, price: 20, originalPrice: 25, discount: 20, inStock: true, stockQuantity: 3, image: '/images/tee-red.svg' },
      { id: 'l-red', sku: 'TEE-L-RED', options: { Size: 'L', Colour: 'Red' }, price: 22, originalPrice: 25, discount: 12, inStock: false, stockQuantity: 0 },
      { id: 'large-blue', sku: 'TEE-L-BLUE', options: { Size: 'L', Colour: 'Blue' }, price: 22, originalPrice: 25, discount: 12, inStock: true, stockQuantity: 4 },
    ]);
  });

  it('answers a product without options exactly as before: no options, variants or maxPrice', async () => {
    const mug = await product('mug');
    expect(Object.keys(mug)).not.toContain('options');
    expect(Object.keys(mug)).not.toContain('variants');
    expect(Object.keys(mug)).not.toContain('maxPrice');
  });

  it('lists products with their variants, and filters and sorts by the cheapest variant', async () => {
    const res = await ctx.app.inject({ url: '/api/products?maxPrice=20.5&sort=price-asc' });
    const list = productListSchema.parse(res.json());
    expect(list.products.map((p) => p.id)).toEqual(['mug', 'tee']);
    expect(list.products[1]!.variants).toHaveLength(3);
  });

  it('filters by option values on one variant and offers each option as a facet with counts (ADR 0019)', async () => {
    const listed = async (query: string) => {
      const res = await ctx.app.inject({ url: `/api/products?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return productListSchema.parse(res.json());
    };
    const all = await listed('');
    expect(all.facets.options).toEqual([
      { name: 'Size', values: [{ value: 'M', count: 1 }, { value: 'L', count: 1 }] },
      { name: 'Colour', values: [{ value: 'Blue', count: 1 }, { value: 'Red', count: 1 }] },
    ]);
    expect((await listed('option=Size:L&option=Colour:Blue')).products.map((p) => p.id)).toEqual(['tee']);
    // M in blue does not exist: two values of two options must hold on one variant.
    expect((await listed('option=Size:M&option=Colour:Blue')).totalCount).toBe(0);
    // L in red is sold out: in stock, L comes only in blue, and red only in M.
    const inStock = await listed('option=Size:L&inStock=true');
    expect(inStock.facets.options.find((o) => o.name === 'Colour')!.values).toEqual([{ value: 'Blue', count: 1 }]);
    // Values of one option are alternatives; the facet of an option counts as if its own choice were not made.
    const either = await listed('option=Size:M&option=Size:L&option=Colour:Red');
    expect(either.totalCount).toBe(1);
    expect(either.facets.options.find((o) => o.name === 'Size')!.values.map((v) => v.value)).toEqual(['M', 'L']);
    expect(either.facets.brands).toEqual([{ value: 'Acme', count: 1 }]);
    const bad = await ctx.app.inject({ url: '/api/products?option=Size' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('option.0');
  });

  it('finds a product by an option value in a search, and follows a variant selling out', async () => {
    const found = await ctx.app.inject({ url: '/api/products?q=blue%20tee' });
    expect(productListSchema.parse(found.json()).products.map((p) => p.id)).toContain('tee');
    const soldOut = { ...TEE, variants: TEE.variants!.map((v) => (v.options.Colour === 'Blue' ? { ...v, stockQuantity: 0 } : v)) };
    await ctx.repository.upsert([productInputSchema.parse(soldOut)]);
    const res = await ctx.app.inject({ url: '/api/products?option=Colour:Blue&inStock=true' });
    expect(productListSchema.parse(res.json()).totalCount).toBe(0);
    await ctx.repository.upsert([productInputSchema.parse(TEE)]);
    const back = await ctx.app.inject({ url: '/api/products?option=Colour:Blue&inStock=true' });
    expect(productListSchema.parse(back.json()).totalCount).toBe(1);
  });

  it('reads sizes the search box names as the option filter: "tee size L" is the tee in L, said in `searched.options`', async () => {
    const list = async (url: string) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      return productListSchema.parse(res.json());
    };
    const sized = await list('/api/products?q=tee%20size%20L');
    expect(sized.products.map((p) => p.id)).toEqual(['tee']);
    expect(sized.searched).toEqual({ query: 'tee', corrected: false, dropped: [], options: ['Size:L'] });
    // The same as the filter itself, facets included: the colours L comes in.
    const filtered = await list('/api/products?q=tee&option=Size:L');
    expect(sized.facets).toEqual(filtered.facets);
    // "in L" alone, with no other word: every product with an L.
    expect((await list('/api/products?q=in%20L')).searched?.options).toEqual(['Size:L']);
    // A size no product comes in stays a word of the search.
    const none = await list('/api/products?q=tee%20size%20XS');
    expect(none.searched?.options).toBeUndefined();
  });

  it('lets the assistant read option values: "in size L" filters on a variant, and a size no product has is let go of, said as such', async () => {
    const ask = async (message: string) => {
      const res = expectDocumented(await new Shopper(ctx.app).request('POST', '/api/chat', { message }, { accept: 'application/json' }), chatAnswerSchema.strict());
      const body = chatAnswerSchema.parse(res.body);
      // A product with options is chosen on its page: its card says so, and no reply offers to add it.
      expect(body.products.filter((p) => p.hasOptions).map((p) => p.id)).toEqual(body.products.filter((p) => p.id === 'tee').map((p) => p.id));
      expect(body.actions.filter((a) => a.type === 'add-to-cart' && a.productId === 'tee')).toEqual([]);
      return { text: body.message.content, ids: body.products.map((p) => p.id) };
    };
    expect(await ask('a tee in size L please')).toEqual({ text: 'I found 1 product for "tee size l". Here it is:', ids: ['tee'] });
    const blue = await ask('do you have a blue tee size L?');
    expect(blue.ids).toEqual(['tee']);
    const added = await ask('add the tee to my cart');
    expect(added).toEqual({ text: 'Choose a size and colour for the Tee on its page, then add it to your cart. Your cart is empty.', ids: ['tee'] });
    const mug = await ask('mug in size L');
    expect(mug).toEqual({ text: 'I found 1 product for "mug" (none for "mug size l"). Here it is:', ids: ['mug'] });
  });

  it('adds a variant by id or by SKU to one line named by it, priced and limited by the variant', async () => {
    const shopper = new Shopper(ctx.app);
    const first = expectDocumented(await shopper.post('/api/cart/items', { productId: 'tee', variant: 'large-blue' }), cartResponseSchema.strict());
    expect(first.status).toBe(200);
    const again = expectDocumented(await shopper.post('/api/cart/items', { productId: 'tee', variant: 'tee-l-blue', quantity: 9 }), cartResponseSchema.strict());
    expect(again.body.items).toEqual([
      {
        id: 'tee-large-blue',
        productId: 'tee',
        variant: 'large-blue',
        name: 'Tee',
        price: 22,
        image: '/images/tee.svg',
        quantity: 4,
        maxQuantity: 4,
        variantName: 'Size L, Blue',
        options: [{ name: 'Size', value: 'L' }, { name: 'Colour', value: 'Blue' }],
        sku: 'TEE-L-BLUE',
      },
    ]);
    expect(again.body.notice).toBe("Only 4 of 'Tee, Size L, Blue' are in stock, and your cart has them all.");
    const red = await shopper.post('/api/cart/items', { productId: 'tee', variant: 'm-red' });
    expect(red.body.items.map((i: { id: string; image: string; maxQuantity: number }) => [i.id, i.image, i.maxQuantity])).toEqual([
      ['tee-large-blue', '/images/tee.svg', 4],
      ['tee-m-red', '/images/tee-red.svg', 3],
    ]);
  });

  it('refuses a product with options without a variant (400), an unknown variant (404) and a sold-out one (409)', async () => {
    const shopper = new Shopper(ctx.app);
    const missing = expectDocumented(await shopper.post('/api/cart/items', { productId: 'tee' }), cartResponseSchema);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({
      code: 'validation_error',
      message: "Choose a size and colour of 'Tee'",
      details: [{ field: 'variant', message: "is required: choose a size and colour of 'tee'" }],
    });
    const unknown = expectDocumented(await shopper.post('/api/cart/items', { productId: 'tee', variant: 'm-blue' }), cartResponseSchema);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("'Tee' has no variant 'm-blue'");
    const soldOut = expectDocumented(await shopper.post('/api/cart/items', { productId: 'tee', variant: 'l-red' }), cartResponseSchema);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.message).toBe("'Tee, Size L, Red' is out of stock");
    // A product without options keeps its free labels (ADR 0004).
    const mug = await shopper.post('/api/cart/items', { productId: 'mug', variant: 'gift' });
    expect(mug.body.items.map((i: { id: string }) => i.id)).toEqual(['mug-gift']);
  });

  it('drops a line whose variant a re-import removed, saying so, and follows a variant price change', async () => {
    const shopper = new Shopper(ctx.app);
    await shopper.post('/api/cart/items', { productId: 'tee', variant: 'm-red' });
    await shopper.post('/api/cart/items', { productId: 'tee', variant: 'large-blue' });
    const changed = {
      ...TEE,
      variants: [{ ...TEE.variants![0]!, price: 18 }, TEE.variants![1]!],
    };
    await ctx.repository.upsert([productInputSchema.parse(changed)]);
    const cart = await shopper.get('/api/cart');
    expect(cart.body.items.map((i: { id: string; price: number }) => [i.id, i.price])).toEqual([['tee-m-red', 18]]);
    expect(cart.body.notice).toBe("'Tee' is no longer available and was removed from your cart.");
    expect((await product('tee')).variants!.map((v) => v.id)).toEqual(['m-red', 'l-red']);
    await ctx.repository.upsert([productInputSchema.parse(TEE)]);
  });

  it('removes every variant when a re-import gives the product no options', async () => {
    await ctx.repository.upsert([productInputSchema.parse({ ...TEE, id: 'tee2', name: 'Tee 2' })]);
    const { options: _o, variants: _v, ...plain } = TEE;
    await ctx.repository.upsert([productInputSchema.parse({ ...plain, id: 'tee2', name: 'Tee 2', stockQuantity: 6 })]);
    const tee2 = await product('tee2');
    expect(tee2).toMatchObject({ price: 20, stockQuantity: 6 });
    expect(tee2.options).toBeUndefined();
    const left = await ctx.db.kysely.selectFrom('product_variants').select('id').where('product_id', '=', 'tee2').execute();
    expect(left).toEqual([]);
  });

  it('imports options and variants, reporting each problem by row and field', async () => {
    const report = await importCatalog(ctx.repository, [
      { ...TEE, id: 'tee3', variants: [{ sku: 'X', options: { Size: 'M', Colour: 'Green' } }] },
      { ...TEE, id: 'tee4', variants: [{ sku: 'X', options: { Size: 'M' } }, { sku: 'x', options: { Size: 'M', Colour: 'Red', Fit: 'Slim' } }] },
      { ...TEE, id: 'tee5', variants: [] },
      { ...TEE, id: 'tee6' },
    ]);
    expect(report.problems).toEqual([
      { row: 1, field: 'variants.0.options.Colour', message: "'Green' is not a value of Colour: one of Red, Blue" },
      { row: 2, field: 'variants.0.options.Colour', message: 'is required: one of Red, Blue' },
      { row: 2, field: 'variants.1.options.Fit', message: 'is not an option of this product (Size, Colour)' },
      { row: 2, field: 'variants.1.sku', message: 'repeats the SKU of variants.0' },
      { row: 3, field: 'variants', message: 'are required when options are given: one per combination that exists' },
    ]);
    expect(report.inserted).toBe(1);
  });

  it('documents options and variants in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const text = JSON.stringify(doc);
    expect(text).toContain('One per combination of option values that exists');
    expect(text).toContain('variantName');
  });
});

describe.each(ENGINES)('the sample catalogue on %s', (engine) => {
  it('seeds the two sample products with sizes and colours at start, beside the six', async () => {
    const { db, close } = await openTestDb(engine);
    try {
      expect(await seedSampleCatalog(db, { variants: true })).toBe(8);
      const count = await db.kysely.selectFrom('product_variants').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(6 + 11);
      expect(SAMPLE_VARIANT_PRODUCTS.map((p) => p.id)).toEqual(['sample-7', 'sample-8']);
    } finally {
      await close();
    }
  });
});
