import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogRepository } from './repository.ts';
import { ENGINES, openTestDb, readDemoCatalog } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';

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
