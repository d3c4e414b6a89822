/**
 * The limits and orders of the assistant's searches (product-search.ts): a request's constraints as the
 * catalogue's filters, the orders the shopper may ask for, and the limits let go of, the least said first,
 * when nothing meets them all.
 */
import type { Relaxation } from '@cartwise/domain/assistant/outcome';
import type { Constraints, ResultOrder } from '@cartwise/domain/assistant/request';
import { trendingScore } from '@cartwise/domain/catalogue/trending';
import type { Product } from '@cartwise/domain/catalogue/product';
import type { RankedFilters } from '../../catalog/service.ts';

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/**
 * The catalogue's filters, the words the products found must not be named by (the search's "-word"), the
 * brands left out ("another brand"), and whom the products are for, held by a range in their details.
 */
export type SearchFilters = RankedFilters & { without?: readonly string[]; notBrands?: readonly string[]; fitFor?: Constraints['fitFor']; beyond?: Constraints['beyond'] };

export function filtersOf(c: Constraints): SearchFilters {
  const max = Math.min(c.maxPrice ?? Infinity, c.below !== undefined ? cents(c.below - 0.01) : Infinity);
  const min = Math.max(c.minPrice ?? 0, c.above !== undefined ? cents(c.above + 0.01) : 0);
  // Ratings have a decimal or two: the least step above one is strictly above it.
  const rating = Math.max(c.minRating ?? 0, c.ratedAbove !== undefined ? c.ratedAbove + 1e-6 : 0);
  return {
    ...(min > 0 ? { minPrice: min } : {}),
    ...(Number.isFinite(max) ? { maxPrice: Math.max(0, max) } : {}),
    ...(rating > 0 ? { rating } : {}),
    ...(c.inStock ? { inStock: true } : {}),
    ...(c.onSale ? { onSale: true } : {}),
    ...(c.without?.length ? { without: c.without } : {}),
    ...(c.notBrands?.length ? { notBrands: c.notBrands } : {}),
    ...(c.fitFor?.length ? { fitFor: c.fitFor } : {}),
    ...(c.beyond ? { beyond: c.beyond } : {}),
  };
}

export const ORDER_BY: Record<Exclude<ResultOrder, 'relevance'>, (a: Product, b: Product) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  'rating-desc': (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  popular: (a, b) => trendingScore(b.rating, b.reviewCount) - trendingScore(a.rating, a.reviewCount),
  discount: (a, b) => discountOf(b) - discountOf(a),
};

/** The orders the catalogue's list sorts by itself. */
export const SORTED_BY: Partial<Record<ResultOrder, 'price-asc' | 'price-desc' | 'rating-desc' | 'newest-desc'>> = {
  'price-asc': 'price-asc',
  'price-desc': 'price-desc',
  'rating-desc': 'rating-desc',
  newest: 'newest-desc',
};

/** Products in an order the shopper asked for, the list's own order between equals. */
export function ordered(products: readonly Product[], order: ResultOrder): Product[] {
  return order === 'relevance' ? [...products] : [...products].sort(ORDER_BY[order]);
}

const onSale = (p: Product) => p.originalPrice !== undefined && p.originalPrice > p.price;
const discountOf = (p: Product) => (onSale(p) ? (p.originalPrice! - p.price) / p.originalPrice! : -1);

/**
 * Limits in the order they are let go of when nothing meets them all: the least said first. The comparisons
 * with the products shown stay: "cheaper" answered with pricier products would not be an answer.
 */
export const LIMITS: { limit: NonNullable<Relaxation['droppedLimits']>[number]; without: (c: Constraints) => Constraints; has: (c: Constraints) => boolean }[] = [
  { limit: 'sale', has: (c) => Boolean(c.onSale), without: ({ onSale: _, ...c }) => c },
  { limit: 'stock', has: (c) => Boolean(c.inStock), without: ({ inStock: _, ...c }) => c },
  { limit: 'rating', has: (c) => c.minRating !== undefined, without: ({ minRating: _, ...c }) => c },
  { limit: 'amount', has: (c) => Boolean(c.beyond?.said), without: ({ beyond: _, ...c }) => c },
  {
    limit: 'price',
    has: (c) => c.minPrice !== undefined || c.maxPrice !== undefined,
    without: ({ minPrice: _a, maxPrice: _b, around: _c, ...c }) => c,
  },
];
