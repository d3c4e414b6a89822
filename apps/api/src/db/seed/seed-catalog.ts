import { productInputSchema } from '@cartwise/domain/catalogue/product';
import type { CatalogRepository } from '../../modules/catalog/repository.ts';
import { SAMPLE_PRODUCTS } from './sample-products.ts';

/** Puts the six sample products into an empty catalogue; a catalogue with products is left alone. */
export async function seedSampleCatalog(repository: CatalogRepository): Promise<number> {
  if ((await repository.count()) > 0) return 0;
  const products = SAMPLE_PRODUCTS.map((p) => productInputSchema.parse(p));
  const { inserted } = await repository.upsert(products);
  return inserted;
}
