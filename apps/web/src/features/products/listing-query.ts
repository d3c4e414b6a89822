import type { ProductQuery } from '@cartwise/domain/catalogue/filters';
import { LISTING_LIMITS } from '@cartwise/domain/catalogue/listing-limits';
import { PRICE_BANDS, type PriceBand } from '@cartwise/domain/catalogue/price-bands';
import { SORT_IDS, type SortOption } from '@cartwise/domain/catalogue/sort';

/**
 * What a product listing asks for: search, filters, sort and page. The same names serve the page's
 * URL (/products?…) and the API's query (/api/products?…), so a shared link is a shared query.
 */
export type ListingQuery = Partial<ProductQuery>;

/** The filters a shopper sets in the sidebar (search and paging aside). */
export type ListingFilters = Omit<ListingQuery, 'q' | 'page' | 'pageSize'>;

const text = (value: string | null) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The text cut to `max` UTF-16 units (what the API counts), never between the two halves of an emoji. */
const cut = (value: string | undefined, max: number) => {
  if (value === undefined || value.length <= max) return value;
  const end = /[\uD800-\uDBFF]/.test(value.charAt(max - 1)) ? max - 1 : max;
  return value.slice(0, end).trimEnd();
};

/** A name (category, brand) the catalogue could hold: none is longer than the API accepts. */
const name = (value: string | null) => {
  const trimmed = text(value);
  return trimmed && trimmed.length <= LISTING_LIMITS.name ? trimmed : undefined;
};

const nonNegative = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** A price bound in dollars, to the cent (the API takes no fractions of one), up to the highest it accepts. */
const price = (value: string | null) => {
  const n = nonNegative(value);
  return n !== undefined && n <= LISTING_LIMITS.price ? Math.round(n * 100) / 100 : undefined;
};

/**
 * Reads a listing query from URL search params, dropping what is missing or malformed, so that an
 * edited or shared link always asks the API something it answers: a search longer than the API takes
 * is cut to its length, prices are rounded to the cent, a price range written backwards is turned
 * round, a page size above the largest becomes the largest.
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const query: ListingQuery = {};
  const q = cut(text(params.get('q')), LISTING_LIMITS.q);
  if (q) query.q = q;
  const category = name(params.get('category'));
  if (category) query.category = category;
  const subcategory = name(params.get('subcategory'));
  if (subcategory) query.subcategory = subcategory;
  const brands = [...new Set(params.getAll('brand').map((b) => name(b)).filter((b) => b !== undefined))];
  if (brands.length > 0) query.brand = brands.slice(0, LISTING_LIMITS.brands);
  // 'Name:Value' with both parts (ADR 0019), each part a name the catalogue could hold.
  const options = [
    ...new Set(
      params.getAll('option').flatMap((entry) => {
        const at = entry.indexOf(':');
        const optionName = name(entry.slice(0, at));
        const value = name(entry.slice(at + 1));
        return at > 0 && optionName && value ? [`${optionName}:${value}`] : [];
      }),
    ),
  ];
  if (options.length > 0) query.option = options.slice(0, LISTING_LIMITS.optionValues);
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice !== undefined) query.minPrice = minPrice;
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  const rating = nonNegative(params.get('rating'));
  if (rating !== undefined && rating > 0 && rating <= 5) query.rating = rating;
  const inStock = params.get('inStock');
  if (inStock === 'true' || inStock === '1') query.inStock = true;
  const onSale = params.get('onSale');
  if (onSale === 'true' || onSale === '1') query.onSale = true;
  const sort = params.get('sort');
  if (sort && (SORT_IDS as string[]).includes(sort)) query.sort = sort as SortOption;
  const page = nonNegative(params.get('page'));
  if (page !== undefined && Number.isInteger(page) && page > 1 && page <= LISTING_LIMITS.page) query.page = page;
  const pageSize = nonNegative(params.get('pageSize'));
  if (pageSize !== undefined && Number.isInteger(pageSize) && pageSize >= 1) query.pageSize = Math.min(pageSize, LISTING_LIMITS.pageSize);
  return query;
}

/** Writes a listing query as URL search params in a stable order, leaving defaults out. */
export function toSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.subcategory) params.set('subcategory', query.subcategory);
  for (const brand of query.brand ?? []) params.append('brand', brand);
  for (const option of query.option ?? []) params.append('option', option);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.rating !== undefined) params.set('rating', String(query.rating));
  if (query.inStock) params.set('inStock', 'true');
  if (query.onSale) params.set('onSale', 'true');
  if (query.sort) params.set('sort', query.sort);
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  return params;
}

/** The link to a listing: '/products' or '/products?…'. */
export function listingHref(query: ListingQuery): string {
  const search = toSearchParams(query).toString();
  return search ? `/products?${search}` : '/products';
}

/** A new query with the filter changes applied; any change of filter starts again at page 1. */
export function withFilters(query: ListingQuery, changes: Partial<ListingFilters>): ListingQuery {
  const next: ListingQuery = { ...query, ...changes };
  delete next.page;
  for (const key of Object.keys(next) as (keyof ListingQuery)[]) {
    const value = next[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
  }
  return next;
}

/** The query without any sidebar filter or sort: the search text alone stays. */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return query.q ? { q: query.q } : {};
}

/** The price band whose bounds the query's price range is, if any. */
export function selectedPriceBand(query: ListingQuery): PriceBand | undefined {
  return PRICE_BANDS.find(
    (band) =>
      query.minPrice === band.minCents / 100 &&
      (band.maxCents === null ? query.maxPrice === undefined : query.maxPrice === band.maxCents / 100),
  );
}

/** The price-range part of a query for a band (or no range at all). */
export function priceRangeOf(band: PriceBand | undefined): Pick<ListingQuery, 'minPrice' | 'maxPrice'> {
  if (!band) return { minPrice: undefined, maxPrice: undefined };
  return { minPrice: band.minCents / 100, maxPrice: band.maxCents === null ? undefined : band.maxCents / 100 };
}

/** True when the query narrows the catalogue by anything besides the search text. */
export function hasFilters(query: ListingQuery): boolean {
  return (
    query.category !== undefined ||
    query.subcategory !== undefined ||
    (query.brand?.length ?? 0) > 0 ||
    (query.option?.length ?? 0) > 0 ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.rating !== undefined ||
    query.inStock === true ||
    query.onSale === true
  );
}
