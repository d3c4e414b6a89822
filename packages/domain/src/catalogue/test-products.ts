import type { Product } from './product.ts';

/** A small catalogue for the domain's own tests. */
export function product(overrides: Partial<Product> & { id: string }): Product & { position: number } {
  return {
    name: `Product ${overrides.id}`,
    description: 'A thing',
    price: 10,
    discount: 0,
    category: 'Electronics',
    subcategory: 'Gadgets',
    brand: 'SoundMax',
    images: ['/images/a.svg'],
    thumbnail: '/images/a.svg',
    rating: 4,
    reviewCount: 10,
    inStock: true,
    stockQuantity: 5,
    features: [],
    specifications: {},
    tags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    position: Number(overrides.id.replace(/\D/g, '')) || 0,
    ...overrides,
  };
}
