import { describe, expect, it } from 'vitest';
import { discountPercent, productInputSchema } from './product.ts';

const valid = {
  name: 'SoundMax Pro',
  price: 129.99,
  category: 'Electronics',
  brand: 'SoundMax',
  images: ['/images/a.svg'],
  stockQuantity: 4,
};

describe('product input', () => {
  it('accepts a minimal product and fills defaults', () => {
    expect(productInputSchema.parse(valid)).toMatchObject({ description: '', rating: 0, features: [], tags: [] });
  });

  it.each([
    [{ price: -1 }, 'price'],
    [{ price: 10.005 }, 'price'],
    [{ name: '' }, 'name'],
    [{ rating: 5.5 }, 'rating'],
    [{ originalPrice: 100 }, 'originalPrice'],
    [{ inStock: false }, 'inStock'],
    [{ images: [], thumbnail: undefined }, 'thumbnail'],
    [{ id: 'has space' }, 'id'],
    [{ images: ['javascript:alert(1)'] }, 'images.0'],
  ])('rejects %o at %s', (patch, field) => {
    const result = productInputSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });

  it('computes the rounded percent off', () => {
    expect(discountPercent(79.99, 99.99)).toBe(20);
    expect(discountPercent(10, undefined)).toBe(0);
    expect(discountPercent(10, 10)).toBe(0);
  });
});
