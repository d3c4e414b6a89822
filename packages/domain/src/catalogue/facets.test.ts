import { describe, expect, it } from 'vitest';
import { computeFacets } from './facets.ts';
import { product } from './test-products.ts';

describe('facet counts', () => {
  const catalogue = [
    product({ id: 'p1', category: 'Electronics', brand: 'SoundMax', price: 50, rating: 4.5 }),
    product({ id: 'p2', category: 'Electronics', brand: 'FitTech', price: 199.99, rating: 3.2 }),
    product({ id: 'p3', category: 'Fashion', brand: 'UrbanStyle', price: 89, rating: 4.1 }),
    product({ id: 'p4', category: 'Food & Beverages', brand: 'EcoBrew', price: 24.5, rating: 2 }),
    product({ id: 'p5', category: 'Electronics', brand: 'LuxVision', price: 1299, rating: 4.9 }),
  ];

  it('counts every choice for an unfiltered catalogue', () => {
    const facets = computeFacets(catalogue, {});
    expect(facets.categories).toEqual([
      { value: 'Electronics', count: 3 },
      { value: 'Fashion', count: 1 },
      { value: 'Food & Beverages', count: 1 },
    ]);
    // p1 at $50.00 counts in $50 – $100 only: the bands add up to the catalogue's 5 products.
    expect(facets.priceBands.map((b) => [b.id, b.count])).toEqual([
      ['0-50', 1],
      ['50-100', 2],
      ['100-200', 1],
      ['200-500', 0],
      ['500+', 1],
    ]);
    expect(facets.ratings).toEqual([
      { min: 4, count: 3 },
      { min: 3, count: 4 },
      { min: 2, count: 5 },
      { min: 1, count: 5 },
    ]);
  });

  it('applies every filter except the facet’s own', () => {
    const facets = computeFacets(catalogue, { category: 'Electronics', brand: ['SoundMax'] });
    // Categories still show the others, counted with the brand filter applied.
    expect(facets.categories).toEqual([{ value: 'Electronics', count: 1 }]);
    // Brands ignore the brand filter but keep the category filter, most products first.
    expect(facets.brands).toEqual([
      { value: 'FitTech', count: 1 },
      { value: 'LuxVision', count: 1 },
      { value: 'SoundMax', count: 1 },
    ]);
    expect(facets.ratings[0]).toEqual({ min: 4, count: 1 });
  });
});
