import { z } from 'zod';
import { toCents } from '../money.ts';
import { bandContains, PRICE_BANDS } from './price-bands.ts';
import { matchesFilters, type ProductFilters } from './filters.ts';
import type { Product } from './product.ts';

export const RATING_FACET_MINIMUMS = [4, 3, 2, 1] as const;

const countSchema = z.object({ value: z.string(), count: z.number().int() });

export const facetsSchema = z.object({
  categories: z.array(countSchema),
  brands: z.array(countSchema),
  priceBands: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      min: z.number(),
      max: z.number().nullable(),
      count: z.number().int(),
    }),
  ),
  ratings: z.array(z.object({ min: z.number(), count: z.number().int() })),
});
export type Facets = z.infer<typeof facetsSchema>;

/** Categories in name order; brands by count, then name. */
export function sortFacetCounts(
  counts: Map<string, number>,
  order: 'name' | 'count',
): { value: string; count: number }[] {
  const rows = [...counts].map(([value, count]) => ({ value, count }));
  const byName = (a: { value: string }, b: { value: string }) =>
    a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
  return rows.sort(order === 'name' ? byName : (a, b) => b.count - a.count || byName(a, b));
}

export function priceBandFacets(countIn: (band: (typeof PRICE_BANDS)[number]) => number): Facets['priceBands'] {
  return PRICE_BANDS.map((band) => ({
    id: band.id,
    label: band.label,
    min: band.minCents / 100,
    max: band.maxCents === null ? null : band.maxCents / 100,
    count: countIn(band),
  }));
}

/**
 * Reference facet counts: each facet counts the products that match every filter except its own, so a
 * count beside a choice is the number of results that choice would give.
 */
export function computeFacets(products: readonly Product[], filters: ProductFilters): Facets {
  const without = (omit: Partial<Record<keyof ProductFilters, true>>) =>
    products.filter((p) =>
      matchesFilters(p, {
        ...filters,
        ...(omit.category ? { category: undefined } : {}),
        ...(omit.brand ? { brand: undefined } : {}),
        ...(omit.minPrice ? { minPrice: undefined, maxPrice: undefined } : {}),
        ...(omit.rating ? { rating: undefined } : {}),
      }),
    );
  const tally = (list: Product[], key: (p: Product) => string) => {
    const counts = new Map<string, number>();
    for (const p of list) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
    return counts;
  };
  const forPrice = without({ minPrice: true });
  const forRating = without({ rating: true });
  return {
    categories: sortFacetCounts(tally(without({ category: true }), (p) => p.category), 'name'),
    brands: sortFacetCounts(tally(without({ brand: true }), (p) => p.brand), 'count'),
    priceBands: priceBandFacets((band) => forPrice.filter((p) => bandContains(band, toCents(p.price))).length),
    ratings: RATING_FACET_MINIMUMS.map((min) => ({
      min,
      count: forRating.filter((p) => p.rating >= min).length,
    })),
  };
}
