import { productQuerySchema } from '@cartwise/domain/catalogue/filters';
import { productInputSchema, productSchema, type Product } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDb, readDemoCatalog } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { jsonSerializer } from '../../plugins/serializer.ts';
import { CatalogRepository } from './repository.ts';
import { generateCatalog } from './generate.ts';
import { CatalogService } from './service.ts';

describe.each(ENGINES)("a list page's products kept on %s", (engine) => {
  let close: () => Promise<void>;
  let catalog: CatalogService;
  const read: number[][] = [];

  beforeAll(async () => {
    const opened = await openTestDb(engine);
    close = opened.close;
    const repository = new CatalogRepository(opened.db);
    await repository.upsert(readDemoCatalog().slice(0, 20).map((p) => productInputSchema.parse(p)));
    const findBySeqs = repository.findBySeqs.bind(repository);
    repository.findBySeqs = (seqs) => {
      read.push([...seqs]);
      return findBySeqs(seqs);
    };
    catalog = new CatalogService(repository);
  });
  afterAll(() => close());

  it('are read from the database until they are asked for a second time, then kept', async () => {
    const page = (n: number) => catalog.list(productQuerySchema.parse({ page: String(n), pageSize: '4' }));
    const first = await page(1);
    await page(2);
    expect(read.map((seqs) => seqs.length)).toEqual([4, 4]);
    // Page 1 again: read once before, so read and kept now; the third time, none is read.
    expect((await page(1)).products).toEqual(first.products);
    expect(read.length).toBe(3);
    expect((await page(1)).products).toEqual(first.products);
    expect(read.length).toBe(3);
  });

  it('reads products by id as a page\'s are: in the order asked, none for an unknown id, kept once asked for again', async () => {
    const [a, b] = readDemoCatalog().slice(18, 20).map((p) => p.id as string);
    const before = read.length;
    expect((await catalog.getMany([b!, 'no-such-id', a!])).map((p) => p.id)).toEqual([b, a]);
    await catalog.getMany([a!, b!]);
    expect(read.length).toBe(before + 2);
    expect((await catalog.getMany([a!, b!])).map((p) => p.id)).toEqual([a, b]);
    expect(read.length).toBe(before + 2);
    expect(await catalog.getMany([])).toEqual([]);
  });
});

describe.each(ENGINES)("a list page's products as the API's JSON on %s", (engine) => {
  let close: () => Promise<void>;
  let db: Db;
  let catalog: CatalogService;
  let jsonReads = 0;
  const demo = readDemoCatalog().slice(0, 10);
  const sized = { ...demo[1]!, options: [{ name: 'Size', values: ['S', 'M'] }], variants: [{ sku: 'J-S', options: { Size: 'S' }, stockQuantity: 1 }, { sku: 'J-M', options: { Size: 'M' }, stockQuantity: 0 }] };
  const offList = { ...demo[2]!, thumbnail: 'https://evil.example/pixel.png' };
  const query = productQuerySchema.parse({ pageSize: '10', sort: 'name-asc' });
  const productJson = jsonSerializer(productSchema);
  const asJson = (products: readonly (string | Product)[]) => products.map((p) => JSON.parse(typeof p === 'string' ? p : productJson(p)) as unknown);

  beforeAll(async () => {
    ({ db, close } = await openTestDb(engine));
    const repository = new CatalogRepository(db);
    await repository.upsert([demo[0]!, sized, offList, ...demo.slice(3)].map((p) => productInputSchema.parse(p)));
    const productJsonBySeqs = repository.productJsonBySeqs.bind(repository);
    repository.productJsonBySeqs = (seqs) => {
      jsonReads += 1;
      return productJsonBySeqs(seqs);
    };
    catalog = new CatalogService(repository, (address) => !address.startsWith('https://evil.example/'));
  });
  afterAll(() => close());

  it('are those of the list, as text where SQLite builds it; a product with options or a picture not to hand out comes as its object', async () => {
    const page = await catalog.listJson(query);
    const objects = await catalog.list(query);
    expect(asJson(page.products)).toEqual(asJson(objects.products));
    expect({ ...page, products: [] }).toEqual({ ...objects, products: [] });
    const kinds = new Map(page.products.map((p, k) => [objects.products[k]!.id, typeof p]));
    if (engine === 'postgres') expect(new Set(kinds.values())).toEqual(new Set(['object']));
    else {
      expect(kinds.get(sized.id!)).toBe('object');
      expect(kinds.get(offList.id!)).toBe('object');
      expect([...kinds.values()].filter((kind) => kind === 'string')).toHaveLength(8);
    }
  });

  it('are kept once asked for a second time, and read again after a change to them', async () => {
    const kept = await catalog.listJson(query);
    await catalog.listJson(query);
    const reads = jsonReads;
    // The third time, every product comes from those kept: as text, or as objects (options, a picture not served).
    await catalog.listJson(query);
    expect(jsonReads).toBe(reads);
    const first = demo[0]!;
    await db.kysely.updateTable('products').set({ price_cents: 123_456 }).where('id', '=', first.id!).execute();
    const after = await catalog.listJson(query);
    const priced = asJson(after.products).find((p) => (p as Product).id === first.id) as Product;
    expect(priced.price).toBe(1234.56);
    expect(asJson(after.products).filter((p) => (p as Product).id !== first.id)).toEqual(asJson(kept.products).filter((p) => (p as Product).id !== first.id));
  });
});

describe.each(ENGINES)("a list page's products kept on %s, by their weight", (engine) => {
  let close: () => Promise<void>;
  let catalog: CatalogService;
  let read = 0;
  let readAsText = 0;
  // Descriptions of 9,000 characters: 1,400 products weigh about 28 MB, over the 24 MB the kept products may.
  const products = [...generateCatalog({ count: 1_400, seed: 7 })].map((p) => productInputSchema.parse({ ...p, description: 'long '.repeat(1_800) }));

  beforeAll(async () => {
    const opened = await openTestDb(engine);
    close = opened.close;
    const repository = new CatalogRepository(opened.db);
    await repository.upsert(products);
    const findBySeqs = repository.findBySeqs.bind(repository);
    repository.findBySeqs = (seqs) => {
      read += seqs.length;
      return findBySeqs(seqs);
    };
    const productJsonBySeqs = repository.productJsonBySeqs.bind(repository);
    repository.productJsonBySeqs = (seqs) => {
      const rows = productJsonBySeqs(seqs);
      if (rows) readAsText += seqs.length;
      return rows;
    };
    catalog = new CatalogService(repository, () => true);
  });
  afterAll(() => close());

  it('as text too, fewer than their count allows when they are long (SQLite; PostgreSQL reads objects)', async () => {
    const page = (n: number) => catalog.listJson(productQuerySchema.parse({ page: String(n), pageSize: '100' }));
    for (let pass = 0; pass < 2; pass++) for (let n = 1; n <= 14; n++) await page(n);
    readAsText = 0;
    read = 0;
    await page(14);
    expect(readAsText + read).toBe(0);
    await page(1);
    // A text weighs twice its length: 9,000 characters' 18 KB, 12 MB at most.
    expect(engine === 'sqlite' ? readAsText : read).toBe(100);
  });

  it('are fewer than their count allows when their descriptions are long, the least recently used first out', async () => {
    const everyPage = async () => {
      const pages = [];
      for (let n = 1; n <= 14; n++) pages.push(await catalog.list(productQuerySchema.parse({ page: String(n), pageSize: '100' })));
      return pages.flatMap((page) => page.products.map((p) => p.id));
    };
    const page = (n: number) => catalog.list(productQuerySchema.parse({ page: String(n), pageSize: '100' }));
    const ids = await everyPage();
    expect(new Set(ids).size).toBe(products.length);
    await everyPage();
    // Kept on the second pass, least recently used first out: the last page is kept, the first is not, as
    // 1,400 products of 9,000 characters do not fit (their count, under 5,000, would).
    read = 0;
    expect((await page(14)).products.map((p) => p.id)).toEqual(ids.slice(1_300));
    expect(read).toBe(0);
    expect((await page(1)).products.map((p) => p.id)).toEqual(ids.slice(0, 100));
    expect(read).toBe(100);
  });
});
