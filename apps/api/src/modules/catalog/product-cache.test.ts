import { productQuerySchema } from '@cartwise/domain/catalogue/filters';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDb, readDemoCatalog } from '../../../test/test-app.ts';
import { CatalogRepository } from './repository.ts';
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
});
