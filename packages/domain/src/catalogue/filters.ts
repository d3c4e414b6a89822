import { z } from 'zod';
import { PAGE_SIZE } from '../policy.ts';
import { LISTING_LIMITS } from './listing-limits.ts';
import { isWholeCents, toCents } from '../money.ts';
import { nameSortKey, SORT_IDS, type SortOption } from './sort.ts';
import type { Product } from './product.ts';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(max).optional(),
  );

const price = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must not be negative')
    .max(LISTING_LIMITS.price, `must be at most ${LISTING_LIMITS.price}`)
    .refine(isWholeCents, 'must have at most 2 decimals')
    .optional(),
);

const boolish = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
);

/** GET /api/products query: the filters of spec §5, search, sort and paging. */
export const productQuerySchema = z
  .object({
    q: optionalText(LISTING_LIMITS.q).meta({
      description: 'The search words (stems, typos, synonyms); a word typed with a minus before it ("-plus") leaves out the products it names',
    }),
    category: optionalText(LISTING_LIMITS.name),
    subcategory: optionalText(LISTING_LIMITS.name),
    brand: z.preprocess(
      (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).filter((b) => b !== '')),
      z.array(z.string().trim().min(1).max(LISTING_LIMITS.name)).max(LISTING_LIMITS.brands).optional(),
    ),
    option: z.preprocess(
      (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).filter((o) => o !== '')),
      z
        .array(
          z
            .string()
            .trim()
            .max(LISTING_LIMITS.name * 2 + 1)
            .regex(/^[^:]*\S[^:]*:.*\S/, "must be an option and its value, as 'Size:M'"),
        )
        .max(LISTING_LIMITS.optionValues)
        .optional()
        .meta({ description: "Option values (ADR 0019), each 'Name:Value' (`option=Size:M&option=Colour:Red`): values of one option are alternatives, options must all hold, on one variant" }),
    ),
    minPrice: price,
    maxPrice: price,
    rating: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ error: 'must be a number' }).min(0, 'must be between 0 and 5').max(5, 'must be between 0 and 5').optional(),
    ),
    inStock: boolish,
    onSale: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
        .transform((v) => v === 'true' || v === '1')
        .optional()
        .meta({ description: 'Only products on sale: an original price above the price' }),
    ),
    sort: z.enum(SORT_IDS, { error: `must be one of ${SORT_IDS.join(', ')}` }).optional(),
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be 1 or more')
        .max(LISTING_LIMITS.page, `must be at most ${LISTING_LIMITS.page}`)
        .default(1),
    ),
    pageSize: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be 1 or more')
        .max(LISTING_LIMITS.pageSize, `must be at most ${LISTING_LIMITS.pageSize}`)
        .default(PAGE_SIZE),
    ),
  })
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    path: ['maxPrice'],
    message: 'must not be below minPrice',
  });
export type ProductQuery = z.output<typeof productQuerySchema>;

/** The filters alone (no paging or order): what decides whether a product is in a result. */
export type ProductFilters = Pick<
  ProductQuery,
  'q' | 'category' | 'subcategory' | 'brand' | 'option' | 'minPrice' | 'maxPrice' | 'rating' | 'inStock' | 'onSale'
>;

/** The option filter of a query, one entry per option named: its name and the values any of which will do. */
export interface OptionFilter {
  name: string;
  values: readonly string[];
}

/** `option=Size:M&option=Size:L&option=Colour:Red` → Size: M or L; Colour: Red. Names and values as written, trimmed. */
export function optionFilters(option: readonly string[] | undefined): OptionFilter[] {
  const byName = new Map<string, string[]>();
  for (const entry of option ?? []) {
    const at = entry.indexOf(':');
    const name = entry.slice(0, at).trim();
    const value = entry.slice(at + 1).trim();
    const values = byName.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    byName.set(name, values);
  }
  return [...byName].map(([name, values]) => ({ name, values }));
}

/** `{name, values}` back to the query's `option` entries. */
export const optionEntries = (filters: readonly OptionFilter[]): string[] =>
  filters.flatMap(({ name, values }) => values.map((value) => `${name}:${value}`));

/**
 * Whether one variant's values satisfy the option filters (all but `except`, a facet counting its own
 * option's values).
 */
export function variantMatches(values: Readonly<Record<string, string>>, filters: readonly OptionFilter[], except?: string): boolean {
  return filters.every((f) => f.name === except || (values[f.name] !== undefined && f.values.includes(values[f.name]!)));
}

/** A product passes the option filters when one of its variants (in stock, with `inStock`) holds all of them. */
export function matchesOptions(product: Product, filters: readonly OptionFilter[], inStockOnly: boolean): boolean {
  if (filters.length === 0) return true;
  return (product.variants ?? []).some((v) => (!inStockOnly || v.inStock) && variantMatches(v.options, filters));
}

/**
 * Spec §5: category and brand match exactly, price within an inclusive range, rating a minimum, inStock; and
 * onSale (an original price above the price). The
 * search text (`q`) is the catalogue's search engine's to match and rank (ADR 0016), not a filter.
 */
export function matchesFilters(product: Product, filters: Omit<ProductFilters, 'q'>): boolean {
  if (filters.category !== undefined && product.category !== filters.category) return false;
  if (filters.subcategory !== undefined && product.subcategory !== filters.subcategory) return false;
  if (filters.brand && filters.brand.length > 0 && !filters.brand.includes(product.brand)) return false;
  const cents = toCents(product.price);
  if (filters.minPrice !== undefined && cents < toCents(filters.minPrice)) return false;
  if (filters.maxPrice !== undefined && cents > toCents(filters.maxPrice)) return false;
  if (filters.rating !== undefined && product.rating < filters.rating) return false;
  if (filters.inStock && !product.inStock) return false;
  if (filters.onSale && !(product.originalPrice !== undefined && product.originalPrice > product.price)) return false;
  return matchesOptions(product, optionFilters(filters.option), filters.inStock === true);
}


const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A total order for each sort option; ties fall back to the featured position (unique), so that every
 * engine and page gives the same sequence. `position` is the product's featured rank. Relevance is the search
 * engine's order (ADR 0016): without a search it is the featured order.
 */
export function compareProducts(
  sort: SortOption,
): (a: Product & { position: number }, b: Product & { position: number }) => number {
  const featured = (a: { position: number; id: string }, b: { position: number; id: string }) =>
    a.position - b.position || byKey(a.id, b.id);
  switch (sort) {
    case 'name-asc':
      return (a, b) => byKey(nameSortKey(a.name), nameSortKey(b.name)) || featured(a, b);
    case 'name-desc':
      return (a, b) => byKey(nameSortKey(b.name), nameSortKey(a.name)) || featured(a, b);
    case 'price-asc':
      return (a, b) => toCents(a.price) - toCents(b.price) || featured(a, b);
    case 'price-desc':
      return (a, b) => toCents(b.price) - toCents(a.price) || featured(a, b);
    case 'rating-desc':
      return (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || featured(a, b);
    case 'newest-desc':
      return (a, b) => byKey(b.createdAt, a.createdAt) || featured(a, b);
    case 'relevance':
    case 'featured-asc':
      return featured;
  }
}
