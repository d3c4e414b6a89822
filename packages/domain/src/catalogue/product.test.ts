import { describe, expect, it } from 'vitest';
import { discountPercent, productInputSchema, resolveVariants } from './product.ts';

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

  describe('options and variants', () => {
    const shoe = {
      ...valid,
      options: [{ name: 'Size', values: ['9', '10'] }],
      variants: [
        { sku: 'S-9', options: { Size: '9' }, stockQuantity: 2 },
        { id: 'ten', sku: 'S-10', options: { Size: '10' }, price: 139.99, originalPrice: 149.99, stockQuantity: 0 },
      ],
    };

    it('accepts a product with options and variants, and a product without them as before', () => {
      expect(productInputSchema.parse(valid)).toMatchObject({ options: [], variants: [] });
      expect(productInputSchema.parse({ ...shoe, inStock: true }).variants).toHaveLength(2);
    });

    it('resolves each variant: id from its values, the product price by default, the original price kept while above it', () => {
      const product = productInputSchema.parse({ ...shoe, originalPrice: 135 });
      expect(resolveVariants(product)).toEqual([
        { id: '9', sku: 'S-9', values: ['9'], priceCents: 12999, originalPriceCents: 13500, stockQuantity: 2, image: null },
        { id: 'ten', sku: 'S-10', values: ['10'], priceCents: 13999, originalPriceCents: 14999, stockQuantity: 0, image: null },
      ]);
    });

    it.each([
      [{ variants: [] }, 'variants'],
      [{ options: [] }, 'options'],
      [{ options: [{ name: 'Size', values: ['9', '9'] }] }, 'options.0.values.1'],
      [{ options: [{ name: 'Size', values: ['9'] }, { name: 'size', values: ['1'] }] }, 'options.1.name'],
      [{ variants: [{ sku: 'A', options: { Size: '11' } }] }, 'variants.0.options.Size'],
      [{ variants: [{ sku: 'A', options: {} }] }, 'variants.0.options.Size'],
      [{ variants: [{ sku: 'A', options: { Size: '9', Colour: 'Red' } }] }, 'variants.0.options.Colour'],
      [{ variants: [{ sku: 'A', options: { Size: '9' } }, { sku: 'B', options: { Size: '9' } }] }, 'variants.1.options'],
      [{ variants: [{ sku: 'A', options: { Size: '9' } }, { sku: 'a', options: { Size: '10' } }] }, 'variants.1.sku'],
      [{ variants: [{ id: 'x', sku: 'A', options: { Size: '9' } }, { id: 'x', sku: 'B', options: { Size: '10' } }] }, 'variants.1.id'],
      [{ variants: [{ id: 'default', sku: 'A', options: { Size: '9' } }] }, 'variants.0.id'],
      [{ variants: [{ sku: 'A', options: { Size: '9' }, originalPrice: 1 }] }, 'variants.0.originalPrice'],
      [{ variants: [{ sku: 'A', options: { Size: '9' }, stock: 1 }] }, 'variants.0'],
      [{ inStock: false }, 'inStock'],
    ])('rejects %o at %s', (patch, field) => {
      const result = productInputSchema.safeParse({ ...shoe, ...patch });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
    });
  });
});
