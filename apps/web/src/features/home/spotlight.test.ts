import { describe, expect, it } from 'vitest';
import { product } from '@/testing/fixtures';
import { spotlightProduct } from './spotlight';

describe('spotlightProduct', () => {
  it('is the first featured product in stock with a picture', () => {
    const soldOut = product({ id: 'a', inStock: false, stockQuantity: 0, thumbnail: '/images/a.svg' });
    const noPicture = product({ id: 'b', thumbnail: '' });
    const shown = product({ id: 'c', thumbnail: '/images/c.svg' });
    expect(spotlightProduct([soldOut, noPicture, shown, product({ id: 'd' })])?.id).toBe('c');
  });

  it('is none before the featured products have loaded, or when none can be bought', () => {
    expect(spotlightProduct(undefined)).toBeUndefined();
    expect(spotlightProduct([product({ id: 'a', inStock: false, stockQuantity: 0 })])).toBeUndefined();
  });
});
