import { describe, expect, it } from 'vitest';
import { featuredProducts } from './featured.ts';

const product = (id: string, inStock: boolean) => ({ id, inStock });

describe('featuredProducts', () => {
  it('puts the products in stock first, in the list order, then the rest', () => {
    const listed = [product('a', true), product('b', false), product('c', true), product('d', true), product('e', false)];
    expect(featuredProducts(listed, 4).map((p) => p.id)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('never leads with a product out of stock while one in stock is listed', () => {
    const listed = [product('out', false), product('in', true)];
    expect(featuredProducts(listed, 1).map((p) => p.id)).toEqual(['in']);
  });

  it('shows what there is when fewer are listed, and nothing from nothing', () => {
    expect(featuredProducts([product('a', false)], 6).map((p) => p.id)).toEqual(['a']);
    expect(featuredProducts([], 6)).toEqual([]);
  });
});
