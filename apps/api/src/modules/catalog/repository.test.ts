import { productInputSchema, productSchema, type Product } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogRepository } from './repository.ts';
import { ENGINES, openTestDb, readDemoCatalog } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { jsonSerializer } from '../../plugins/serializer.ts';

describe.each(ENGINES)('the catalogue read for its indexes on %s', (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  const demo = readDemoCatalog().slice(0, 23);
  // One product with sizes, so the slices carry variants too.
  const withOptions = {
    ...demo[7]!,
    options: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [
      { sku: 'SIZED-S', options: { Size: 'S' }, stockQuantity: 2 },
      { sku: 'SIZED-M', options: { Size: 'M' }, stockQuantity: 0 },
    ],
  };

  beforeAll(async () => {
    ({ db, close } = await openTestDb(engine));
    await new CatalogRepository(db).upsert([...demo.slice(0, 7), withOptions, ...demo.slice(8)].map((p) => productInputSchema.parse(p)));
  });
  afterAll(() => close());

  it('reads every product once, in featured order, whatever the slice it reads at a time', async () => {
    const whole = await new CatalogRepository(db, 1_000).indexRows();
    expect(whole.map((row) => row.name)).toEqual(demo.map((p) => p.name));
    expect(whole[7]!.variants?.map((v) => [v.options, v.stock_quantity])).toEqual([
      [{ Size: 'S' }, 2],
      [{ Size: 'M' }, 0],
    ]);
    for (const slice of [1, 5, 23, 24]) expect(await new CatalogRepository(db, slice).indexRows()).toEqual(whole);
  });

  it('reads only the products asked for', async () => {
    const whole = await new CatalogRepository(db).indexRows();
    const some = await new CatalogRepository(db, 2).indexRows([whole[3]!.seq, whole[7]!.seq, whole[20]!.seq]);
    expect(some).toEqual([whole[3], whole[7], whole[20]]);
  });
});

describe.each(ENGINES)('products read by seq on %s', (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  const demo = readDemoCatalog().slice(0, 12);

  beforeAll(async () => {
    ({ db, close } = await openTestDb(engine));
    await new CatalogRepository(db).upsert(demo.map((p) => productInputSchema.parse(p)));
  });
  afterAll(() => close());

  it('are the products read by id, every field in its place, in the order of the seqs asked', async () => {
    const repository = new CatalogRepository(db);
    const rows = await repository.indexRows();
    const seqs = rows.map((row) => row.seq).reverse();
    const bySeq = await repository.findBySeqs(seqs);
    const byId = await Promise.all(demo.map((p) => repository.findById(p.id!)));
    expect(bySeq.map((p) => p.name)).toEqual([...demo].reverse().map((p) => p.name));
    expect(bySeq).toEqual(byId.reverse());
  });

  it('while a write transaction is open, reads what was committed, once it ends', async () => {
    const repository = new CatalogRepository(db);
    const [first] = await repository.indexRows();
    let reading: Promise<Product[]> | undefined;
    await db.kysely
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('products').set({ name: 'Renamed in the transaction' }).where('seq', '=', first!.seq).execute();
        const [inside] = await new CatalogRepository({ ...db, kysely: trx }).findBySeqs([first!.seq]);
        expect(inside!.name).toBe('Renamed in the transaction');
        reading = repository.findBySeqs([first!.seq]);
        throw new Error('rolled back');
      })
      .catch((error: unknown) => expect(error).toEqual(new Error('rolled back')));
    const [outside] = await reading!;
    expect(outside!.name).toBe(demo[0]!.name);
  });
});

describe.each(ENGINES)("products read as the API's JSON on %s", (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  const demo = readDemoCatalog().slice(0, 12);
  // What JSON must escape or keep as it is, no original price and none in stock, an empty list and details.
  const odd = {
    ...demo[0]!,
    id: 'odd',
    name: 'The "Quoted" \\ Back\u00adslash — Café 北京 😀',
    description: 'Line one\nline two\ttabbed \u0001 control',
    originalPrice: undefined,
    discount: undefined,
    price: 100,
    stockQuantity: 0,
    inStock: false,
    features: [],
    tags: ['ünï', 'a"b'],
    specifications: { 'Größe (cm)': '12 × 3', 'Empty': '' },
    rating: 4.33,
  };
  // Whole amounts, which SQLite's JSON would write as 25.0 where JavaScript writes 25.
  const whole = { ...demo[2]!, id: 'whole', price: 25, originalPrice: 50, discount: 50, rating: 4 };
  // A feed's unrounded average, which SQLite writes with a 17th digit ("0.33333333333333332"): read as an object.
  const third = { ...demo[3]!, id: 'third', rating: 1 / 3 };
  const sized = { ...demo[1]!, id: 'sized', options: [{ name: 'Size', values: ['S', 'M'] }], variants: [{ sku: 'Z-S', options: { Size: 'S' }, stockQuantity: 1 }, { sku: 'Z-M', options: { Size: 'M' }, stockQuantity: 0 }] };
  const productJson = jsonSerializer(productSchema);

  beforeAll(async () => {
    ({ db, close } = await openTestDb(engine));
    await new CatalogRepository(db).upsert([...demo, odd, whole, third, sized].map((p) => productInputSchema.parse(p)));
  });
  afterAll(() => close());

  it("is what the API serialises from the product read as an object, byte for byte, but for a product with options (SQLite; PostgreSQL's are read as objects)", async () => {
    const repository = new CatalogRepository(db);
    const seqs = (await repository.indexRows()).map((row) => row.seq);
    const read = repository.productJsonBySeqs(seqs);
    if (engine === 'postgres') {
      expect(read).toBeUndefined();
      return;
    }
    const objects = await repository.findBySeqs(seqs);
    expect(read!.map((row) => row.seq).sort((a, b) => a - b)).toEqual([...seqs].sort((a, b) => a - b));
    const bySeq = new Map(read!.map((row) => [row.seq, row]));
    expect(objects.some((p) => p.originalPrice !== undefined) && objects.some((p) => p.originalPrice === undefined)).toBe(true);
    for (const [k, product] of objects.entries()) {
      const row = bySeq.get(seqs[k]!)!;
      expect(row.pictures).toEqual([product.thumbnail, ...product.images]);
      if (product.options || product.id === third.id) {
        expect(row.json, product.id).toBeNull();
        continue;
      }
      // The same bytes: a list page holds products of both paths.
      expect(row.json, product.id).toBe(productJson(product));
    }
    expect(objects.find((p) => p.id === 'odd')).toMatchObject({ name: odd.name, rating: odd.rating, inStock: false, price: 100 });
    expect(objects.find((p) => p.id === third.id)?.rating).toBe(1 / 3);
  });

  it('reads any count of seqs, each product once (a count is asked as the next power of two)', async () => {
    const repository = new CatalogRepository(db);
    const seqs = (await repository.indexRows()).map((row) => row.seq);
    const idOf = new Map((await repository.findBySeqs(seqs)).map((p, k) => [seqs[k]!, p.id]));
    expect(idOf.size).toBe(seqs.length);
    for (let n = 1; n <= seqs.length; n++) {
      const asked = seqs.slice(0, n).reverse();
      expect((await repository.findBySeqs(asked)).map((p) => p.id), `${n}`).toEqual(asked.map((seq) => idOf.get(seq)));
      const read = repository.productJsonBySeqs(asked);
      if (read) expect(read.map((row) => row.seq).sort((a, b) => a - b), `${n}`).toEqual([...asked].sort((a, b) => a - b));
    }
  });
});
