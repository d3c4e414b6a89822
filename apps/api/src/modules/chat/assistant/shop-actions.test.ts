import type { Product } from '@cartwise/domain/catalogue/product';
import { describe, expect, it } from 'vitest';
import type { CatalogService } from '../../catalog/service.ts';
import { detailsAbout } from './shop-actions.ts';

/** A catalogue whose search indexes no detail line: what is found is found by the words themselves. */
const catalog = { linesMatching: async () => [] } as unknown as CatalogService;
const camera = {
  name: 'Zorb Action Camera',
  specifications: { 'Video resolution': '5.3K at 60 fps', Weight: '120 g' },
  features: ['Waterproof to 10 m'],
  description: 'A small camera.',
} as unknown as Product;

describe('detailsAbout', () => {
  it('answers an amount asked in a unit ("4k") with the details giving an amount in that unit', async () => {
    const outcome = await detailsAbout(catalog, camera, 'words', ['shoot', '4k']);
    expect(outcome).toMatchObject({ kind: 'product', details: ['Video resolution: 5.3K at 60 fps'] });
  });

  it('finds no detail for words no line holds and no unit', async () => {
    const outcome = await detailsAbout(catalog, camera, 'words', ['bluetooth']);
    expect(outcome).toMatchObject({ kind: 'product', details: [] });
  });
});
