import { z } from 'zod';
import { toCents } from '../money.ts';
import { bandContains, PRICE_BANDS } from './price-bands.ts';
import { matchesFilters, optionFilters, variantMatches, type ProductFilters } from './filters.ts';
import type { Product } from './product.ts';

export const RATING_FACET_MINIMUMS = [4, 3, 2, 1] as const;

const countSchema = z.object({ value: z.string(), count: z.number().int() });

export const facetsSchema = z.object({
  categories: z.array(countSchema),
  subcategories: z
    .array(countSchema)
    .meta({ description: "With a category chosen: its subcategories, each counting the products that pass every filter but the subcategory; empty without one" }),
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
  options: z
    .array(z.object({ name: z.string(), values: z.array(countSchema) }))
    .meta({ description: 'Each option the matching products have (Size, Colour…), its values with how many products have a variant with each (ADR 0019)' }),
});
export type Facets = z.infer<typeof facetsSchema>;

/** Clothing sizes from small to large: how a size option's values are ordered when they are not numbers. */
export const SIZE_LADDER = ['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', '2xl', 'xxxl', '3xl', '4xl', '5xl'];
const NUMBER = /^\d+(?:[.,]\d+)?$/;

/** An option's values in the order a shopper reads them: numbers by size, clothing sizes small to large, else by name. */
export function compareOptionValues(a: string, b: string): number {
  if (NUMBER.test(a) && NUMBER.test(b)) return Number(a.replace(',', '.')) - Number(b.replace(',', '.')) || (a < b ? -1 : a > b ? 1 : 0);
  const sa = SIZE_LADDER.indexOf(a.toLowerCase());
  const sb = SIZE_LADDER.indexOf(b.toLowerCase());
  if (sa >= 0 && sb >= 0) return sa - sb;
  if (sa >= 0 !== sb >= 0) return sa >= 0 ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Per option name: how many products have it, and the first place a product gives it (Size before Colour). */
export type OptionTally = Map<string, { products: number; position: number }>;

/** Counts one product's option, at its place among the product's options. */
export function tallyOption(tally: OptionTally, name: string, position: number): void {
  const known = tally.get(name);
  if (known) {
    known.products += 1;
    known.position = Math.min(known.position, position);
  } else tally.set(name, { products: 1, position });
}

/**
 * Option counts (name -> value -> products) as the facet lists them: options by how many products have them,
 * then by their place in the products' options, then name; values in `compareOptionValues` order.
 */
export function optionFacets(counts: ReadonlyMap<string, ReadonlyMap<string, number>>, tally: OptionTally): Facets['options'] {
  const of = (name: string) => tally.get(name) ?? { products: 0, position: 0 };
  return [...counts]
    .filter(([, values]) => values.size > 0)
    .sort(([a], [b]) => of(b).products - of(a).products || of(a).position - of(b).position || (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, values]) => ({
      name,
      values: [...values].map(([value, count]) => ({ value, count })).sort((x, y) => compareOptionValues(x.value, y.value)),
    }));
}

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
        ...(omit.subcategory ? { subcategory: undefined } : {}),
        ...(omit.brand ? { brand: undefined } : {}),
        ...(omit.minPrice ? { minPrice: undefined, maxPrice: undefined } : {}),
        ...(omit.rating ? { rating: undefined } : {}),
        ...(omit.option ? { option: undefined } : {}),
      }),
    );
  const tally = (list: Product[], key: (p: Product) => string) => {
    const counts = new Map<string, number>();
    for (const p of list) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
    return counts;
  };
  // An option's values count the products with a variant holding the value and every other option's choice.
  const chosen = optionFilters(filters.option);
  const optionCounts = new Map<string, Map<string, number>>();
  const optionTally: OptionTally = new Map();
  for (const p of without({ option: true })) {
    for (const [position, option] of (p.options ?? []).entries()) {
      const values = new Set(
        (p.variants ?? [])
          .filter((v) => (!filters.inStock || v.inStock) && variantMatches(v.options, chosen, option.name))
          .map((v) => v.options[option.name]!),
      );
      if (values.size === 0) continue;
      tallyOption(optionTally, option.name, position);
      const counts = optionCounts.get(option.name) ?? new Map<string, number>();
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
      optionCounts.set(option.name, counts);
    }
  }
  const forPrice = without({ minPrice: true });
  const forRating = without({ rating: true });
  return {
    categories: sortFacetCounts(tally(without({ category: true }), (p) => p.category), 'name'),
    subcategories:
      filters.category === undefined
        ? []
        : sortFacetCounts(tally(without({ subcategory: true }).filter((p) => p.subcategory !== ''), (p) => p.subcategory), 'name'),
    brands: sortFacetCounts(tally(without({ brand: true }), (p) => p.brand), 'count'),
    priceBands: priceBandFacets((band) => forPrice.filter((p) => bandContains(band, toCents(p.price))).length),
    ratings: RATING_FACET_MINIMUMS.map((min) => ({
      min,
      count: forRating.filter((p) => p.rating >= min).length,
    })),
    options: optionFacets(optionCounts, optionTally),
  };
}
