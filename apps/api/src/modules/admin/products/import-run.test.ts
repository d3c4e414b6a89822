import fs from 'node:fs';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINES, openTestDb } from '../../../../test/test-app.ts';
import type { Db } from '../../../db/database.ts';
import { CatalogRepository } from '../../catalog/repository.ts';
import { seedSampleCatalog } from '../../catalog/seed.ts';
import { jsonImportFile, shopifyImportFile } from './import-file.ts';
import { runImport } from './import-run.ts';

const real = (id: string, extra: Partial<ProductInput> = {}): ProductInput => ({
  id, name: `Real ${id}`, price: 5, category: 'Home', brand: 'Acme', thumbnail: `/images/${id}.svg`, ...extra,
});

/** The first real import of a shop started with SEED_SAMPLE_CATALOG=true (ADR 0028), as the command line and the back office run it. */
describe.each(ENGINES)('an import into a shop seeded with the sample products on %s', (engine) => {
  let ctx: { db: Db; close(): Promise<void> } | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });
  const seededShop = async () => {
    ctx = await openTestDb(engine);
    expect(await seedSampleCatalog(ctx.db, { variants: true })).toBe(8);
    return { db: ctx.db, repository: new CatalogRepository(ctx.db) };
  };
  const ids = async (db: Db) => (await db.kysely.selectFrom('products').select('id').orderBy('id').execute()).map((p) => p.id);

  it('replaces the samples: the file\'s products alone are left, the samples it lists updated', async () => {
    const { db, repository } = await seededShop();
    const sampleOne = (await repository.findById('sample-1'))!;
    const { report, samplesRemoved, deleted } = await runImport(db, jsonImportFile([real('a'), real('b'), { ...sampleOne, price: 1 }]));
    expect(report.map((o) => [o.id, o.outcome])).toEqual([['a', 'added'], ['b', 'added'], ['sample-1', 'updated']]);
    expect([samplesRemoved, deleted]).toEqual([7, 0]);
    expect(await ids(db)).toEqual(['a', 'b', 'sample-1']);
  });

  it('keeps them when asked, once the shop has a product of its own beside them, when one was renamed, or when nothing loads', async () => {
    const { db, repository } = await seededShop();
    expect((await runImport(db, jsonImportFile([real('kept')]), { keepSamples: true })).samplesRemoved).toBe(0);
    expect(await repository.count()).toBe(9);
    // The samples now stand beside a product of the shop's: kept on purpose.
    expect((await runImport(db, jsonImportFile([real('next')]))).samplesRemoved).toBe(0);
    expect(await repository.count()).toBe(10);

    await ctx!.close();
    const renamed = await seededShop();
    const sample = (await renamed.repository.findById('sample-2'))!;
    await renamed.repository.upsert([productInputSchema.parse({ ...sample, name: 'Our own headphones' })]);
    expect((await runImport(renamed.db, jsonImportFile([real('c')]))).samplesRemoved).toBe(0);
    expect(await renamed.repository.count()).toBe(9);

    await ctx!.close();
    const refused = await seededShop();
    const { report, samplesRemoved } = await runImport(refused.db, jsonImportFile([{ name: 'No price' }, real('pixel', { thumbnail: 'https://tracker.example/p.gif' })]));
    expect(report.map((o) => o.outcome)).toEqual(['refused', 'refused']);
    expect(samplesRemoved).toBe(0);
    expect(await refused.repository.count()).toBe(8);
  });

  it('deletes them with every other product under replace, counted as deleted', async () => {
    const { db } = await seededShop();
    expect(await runImport(db, jsonImportFile([real('only')]), { replace: true })).toMatchObject({ deleted: 8, samplesRemoved: 0 });
    expect(await ids(db)).toEqual(['only']);
  });
});

describe("an import's refused pictures", () => {
  it("are named by the file's own column in a Shopify CSV (Image Src, Variant Image), and nothing of the product is stored", async () => {
    const { db, close } = await openTestDb('sqlite');
    try {
      const csv = fs.readFileSync(new URL('../../../../test/fixtures/shopify-products.csv', import.meta.url), 'utf8');
      const { report } = await runImport(db, shopifyImportFile(csv));
      const tee = report.find((o) => o.id === 'classic-crew-tee')!;
      expect(tee.outcome).toBe('refused');
      expect(new Set(tee.problems.map((p) => p.field))).toEqual(new Set(['Image Src', 'Variant Image']));
      expect(tee.problems[0]!.message).toBe(
        'is on cdn.shopify.com, which this shop does not load pictures from: add cdn.shopify.com to IMAGE_HOSTS, or upload the picture to the shop',
      );
      expect(report.filter((o) => o.outcome !== 'refused')).toEqual([]);
      expect(await new CatalogRepository(db).count()).toBe(0);
    } finally {
      await close();
    }
  });
});
