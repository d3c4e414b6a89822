import { productInputSchema } from '@cartwise/domain/catalogue/product';
import type { Db } from '../../db/database.ts';
import { SAMPLE_PRODUCTS } from '../../db/seed/sample-products.ts';
import { SAMPLE_VARIANT_PRODUCTS } from '../../db/seed/sample-variant-products.ts';
import { CatalogRepository } from './repository.ts';

/**
 * Puts the six sample products (`db/seed/sample-products.ts`) into an empty catalogue; a catalogue with
 * products is left alone. With `variants` (the server's start), the two sample products with sizes and
 * colours follow them (`db/seed/sample-variant-products.ts`); tests that count the spec's six leave it out.
 */
export async function seedSampleCatalog(db: Db, { variants = false }: { variants?: boolean } = {}): Promise<number> {
  const repository = new CatalogRepository(db);
  if ((await repository.count()) > 0) return 0;
  const products = [...SAMPLE_PRODUCTS, ...(variants ? SAMPLE_VARIANT_PRODUCTS : [])].map((p) => productInputSchema.parse(p));
  const { inserted } = await repository.upsert(products);
  return inserted;
}

const ALL_SAMPLES = [...SAMPLE_PRODUCTS, ...SAMPLE_VARIANT_PRODUCTS];

/**
 * The sample products a first real import replaces (ADR 0028): those still as seeded (by id, under the name
 * they were seeded with), and only while they are all the catalogue holds. Once the shop has a product of its
 * own beside them, or an owner renamed one, they were kept on purpose and stay.
 */
export async function samplesAlone(db: Db): Promise<string[]> {
  const repository = new CatalogRepository(db);
  const count = await repository.count();
  if (count === 0 || count > ALL_SAMPLES.length) return [];
  const found = [];
  for (const sample of ALL_SAMPLES) {
    const product = await repository.findById(sample.id!);
    if (product?.name === sample.name) found.push(product.id);
  }
  return found.length === count ? found : [];
}
