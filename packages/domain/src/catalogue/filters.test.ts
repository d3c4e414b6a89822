import { describe, expect, it } from 'vitest';
import { compareProducts, matchesFilters, productQuerySchema } from './filters.ts';
import { product } from './test-products.ts';

describe('product query schema', () => {
  it('applies defaults and coerces query strings', () => {
    expect(productQuerySchema.parse({})).toEqual({ page: 1, pageSize: 12 });
    expect(
      productQuerySchema.parse({ minPrice: '9.99', rating: '4', inStock: 'true', page: '2', pageSize: '24', brand: 'FitTech' }),
    ).toEqual({ minPrice: 9.99, rating: 4, inStock: true, page: 2, pageSize: 24, brand: ['FitTech'] });
    expect(productQuerySchema.parse({ brand: ['A', 'B'], q: '  phone ' })).toMatchObject({ brand: ['A', 'B'], q: 'phone' });
    expect(productQuerySchema.parse({ q: '   ', inStock: 'false' })).toMatchObject({ q: undefined, inStock: false });
  });

  it.each([
    [{ sort: 'cheapest' }, 'sort'],
    [{ minPrice: '-1' }, 'minPrice'],
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ pageSize: '1000' }, 'pageSize'],
    [{ rating: 'abc' }, 'rating'],
    [{ inStock: 'yes' }, 'inStock'],
    [{ minPrice: '20', maxPrice: '10' }, 'maxPrice'],
  ])('rejects %o naming %s', (query, field) => {
    const result = productQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});

describe('filter rules (spec §5)', () => {
  const headphones = product({ id: 'p1', name: 'SoundMax Pro Headphones', price: 50, rating: 4.5, brand: 'SoundMax' });

  it('matches category and brand exactly', () => {
    expect(matchesFilters(headphones, { category: 'Electronics' })).toBe(true);
    expect(matchesFilters(headphones, { category: 'electronics' })).toBe(false);
    expect(matchesFilters(headphones, { brand: ['FitTech', 'SoundMax'] })).toBe(true);
    expect(matchesFilters(headphones, { brand: ['Sound'] })).toBe(false);
  });

  it('keeps prices within an inclusive range', () => {
    expect(matchesFilters(headphones, { minPrice: 50, maxPrice: 100 })).toBe(true);
    expect(matchesFilters(headphones, { minPrice: 0, maxPrice: 50 })).toBe(true);
    expect(matchesFilters(headphones, { minPrice: 50.01 })).toBe(false);
    expect(matchesFilters(headphones, { maxPrice: 49.99 })).toBe(false);
  });

  it('treats rating as a minimum and inStock as keeping only stocked products', () => {
    expect(matchesFilters(headphones, { rating: 4.5 })).toBe(true);
    expect(matchesFilters(headphones, { rating: 4.6 })).toBe(false);
    const soldOut = product({ id: 'p2', inStock: false, stockQuantity: 0 });
    expect(matchesFilters(soldOut, { inStock: true })).toBe(false);
    expect(matchesFilters(soldOut, { inStock: false })).toBe(true);
  });

  it('leaves the search text to the search engine: q filters nothing here', () => {
    expect(matchesFilters(headphones, { q: 'zzzqqq' } as Parameters<typeof matchesFilters>[1])).toBe(true);
  });
});

describe('sort order', () => {
  const a = product({ id: 'p1', name: 'banana', price: 30, rating: 4, reviewCount: 5, createdAt: '2026-03-01T00:00:00.000Z' });
  const b = product({ id: 'p2', name: 'Apple', price: 10, rating: 4, reviewCount: 50, createdAt: '2026-01-01T00:00:00.000Z' });
  const c = product({ id: 'p3', name: 'cherry', description: 'apple flavoured', price: 20, rating: 5, createdAt: '2026-02-01T00:00:00.000Z' });
  const ids = (sort: Parameters<typeof compareProducts>[0]) => [c, a, b].sort(compareProducts(sort)).map((p) => p.id);

  it('orders by each option with a stable tie-break', () => {
    expect(ids('featured-asc')).toEqual(['p1', 'p2', 'p3']);
    expect(ids('name-asc')).toEqual(['p2', 'p1', 'p3']);
    expect(ids('name-desc')).toEqual(['p3', 'p1', 'p2']);
    expect(ids('price-asc')).toEqual(['p2', 'p3', 'p1']);
    expect(ids('price-desc')).toEqual(['p1', 'p3', 'p2']);
    expect(ids('rating-desc')).toEqual(['p3', 'p2', 'p1']);
    expect(ids('newest-desc')).toEqual(['p1', 'p3', 'p2']);
  });

  it('keeps the featured order under relevance without a search (the engine orders a search)', () => {
    expect(ids('relevance')).toEqual(['p1', 'p2', 'p3']);
  });
});
