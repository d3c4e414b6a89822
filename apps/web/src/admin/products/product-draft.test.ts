import type { Product } from '@cartwise/domain/catalogue/product';
import { describe, expect, it } from 'vitest';
import { combineVariants, EMPTY_DRAFT, toDraft, toInput } from './product-draft';

const tee: Product = {
  id: 'tee',
  name: 'Tee',
  description: 'Soft.',
  price: 20,
  originalPrice: 25,
  discount: 20,
  category: 'Fashion',
  subcategory: 'Shirts',
  brand: 'Acme',
  images: ['/images/tee.webp'],
  thumbnail: '/images/tee-300.webp',
  rating: 4.5,
  reviewCount: 3,
  inStock: true,
  stockQuantity: 3,
  features: ['Cotton', 'Made to last'],
  specifications: { Fabric: 'Cotton: organic' },
  tags: ['tee', 'basics'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  options: [{ name: 'Size', values: ['S', 'M'] }],
  variants: [
    { id: 's', sku: 'TEE-S', options: { Size: 'S' }, price: 20, originalPrice: 25, discount: 20, inStock: true, stockQuantity: 1 },
    { id: 'm', sku: 'TEE-M', options: { Size: 'M' }, price: 22, discount: 0, inStock: true, stockQuantity: 2, image: '/images/m.webp' },
  ],
};

describe("the product editor's form", () => {
  it('gives back the product it was filled from, in the import format', () => {
    expect(toInput(toDraft(tee))).toEqual({
      id: 'tee',
      name: 'Tee',
      description: 'Soft.',
      price: 20,
      originalPrice: 25,
      category: 'Fashion',
      subcategory: 'Shirts',
      brand: 'Acme',
      images: ['/images/tee.webp'],
      thumbnail: '/images/tee-300.webp',
      rating: 4.5,
      reviewCount: 3,
      stockQuantity: 3,
      features: ['Cotton', 'Made to last'],
      specifications: { Fabric: 'Cotton: organic' },
      tags: ['tee', 'basics'],
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { id: 's', sku: 'TEE-S', options: { Size: 'S' }, price: 20, originalPrice: 25, stockQuantity: 1 },
        { id: 'm', sku: 'TEE-M', options: { Size: 'M' }, price: 22, stockQuantity: 2, image: '/images/m.webp' },
      ],
    });
  });

  it('sends a number left empty or typed as text as NaN, for the server to name the field', () => {
    const input = toInput({ ...EMPTY_DRAFT, price: 'twelve' });
    expect(input.price).toBeNaN();
    expect(input).not.toHaveProperty('originalPrice');
    expect(input).not.toHaveProperty('id');
  });

  it("lists every combination of the options' values, keeping what was typed for those it had", () => {
    const draft = { ...toDraft(tee), options: [{ name: 'Size', values: 'S, M, L' }, { name: 'Colour', values: 'Red' }] };
    expect(combineVariants(draft).map((v) => [v.values, v.sku])).toEqual([
      [['S', 'Red'], 'TEE-S-RED'],
      [['M', 'Red'], 'TEE-M-RED'],
      [['L', 'Red'], 'TEE-L-RED'],
    ]);
    const same = { ...toDraft(tee), options: [{ name: 'Size', values: 'S, M, L' }] };
    expect(combineVariants(same).map((v) => [v.sku, v.stockQuantity])).toEqual([['TEE-S', '1'], ['TEE-M', '2'], ['TEE-L', '0']]);
    expect(combineVariants(EMPTY_DRAFT)).toEqual([]);
  });
});
