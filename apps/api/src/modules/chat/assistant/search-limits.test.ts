import type { Product } from '@cartwise/domain/catalogue/product';
import { describe, expect, it } from 'vitest';
import { filtersOf, LIMITS, ordered } from './search-limits.ts';

describe('filtersOf', () => {
  it('turns the limits said into the catalogue\'s filters, strictly below or above the products compared with', () => {
    expect(filtersOf({ maxPrice: 50, inStock: true })).toEqual({ maxPrice: 50, inStock: true });
    expect(filtersOf({ below: 20 })).toEqual({ maxPrice: 19.99 });
    expect(filtersOf({ above: 20, minRating: 4 })).toEqual({ minPrice: 20.01, rating: 4 });
    expect(filtersOf({ ratedAbove: 4.5 }).rating).toBeGreaterThan(4.5);
  });
});

describe('ordered and LIMITS', () => {
  it('orders by price or rating, the list\'s order between equals, and lets go of the least said limit first', () => {
    const p = (id: string, price: number, rating: number) => ({ id, price, rating, reviewCount: 1 }) as unknown as Product;
    const list = [p('a', 30, 4), p('b', 10, 5), p('c', 30, 3)];
    expect(ordered(list, 'price-asc').map((x) => x.id)).toEqual(['b', 'a', 'c']);
    expect(ordered(list, 'rating-desc').map((x) => x.id)).toEqual(['b', 'a', 'c']);
    expect(ordered(list, 'relevance').map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(LIMITS.map((l) => l.limit)).toEqual(['sale', 'stock', 'rating', 'amount', 'price']);
  });
});
