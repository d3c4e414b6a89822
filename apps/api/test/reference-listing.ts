import { computeFacets } from '@cartwise/domain/catalogue/facets';
import { compareProducts, matchesFilters, productQuerySchema } from '@cartwise/domain/catalogue/filters';
import { productInputSchema, type Product, type ProductInput } from '@cartwise/domain/catalogue/product';
import { effectiveSort } from '@cartwise/domain/catalogue/sort';
import { toProduct, toProductRow } from '../src/modules/catalog/product-mapper.ts';

/** Products as the API would answer them, with their featured position (their order in the input). */
export function asStoredProducts(inputs: readonly ProductInput[]): (Product & { position: number })[] {
  const now = new Date('2026-01-01T00:00:00Z');
  return inputs.map((input, index) => ({
    ...toProduct({ original_price_cents: null, ...toProductRow(productInputSchema.parse(input), now), seq: index + 1 }),
    position: index + 1,
  }));
}

/**
 * What GET /api/products must answer, computed with the domain's pure rules instead of the catalogue index.
 * With a search, `searched` is what the search engine matched for q alone, in relevance order (the API's own
 * answer without filters): the reference checks that filters, facets, sorts and pages compose with it.
 */
export function referenceListing(
  products: readonly (Product & { position: number })[],
  query: Record<string, unknown>,
  searched?: readonly string[],
) {
  const parsed = productQuerySchema.parse(query);
  const rank = searched && new Map(searched.map((id, k) => [id, k]));
  const candidates = rank ? products.filter((p) => rank.has(p.id)) : products;
  const matching = candidates.filter((p) => matchesFilters(p, parsed));
  const sort = effectiveSort(parsed.sort, parsed.q);
  const sorted = [...matching].sort(
    rank && sort === 'relevance' ? (a, b) => rank.get(a.id)! - rank.get(b.id)! : compareProducts(sort),
  );
  const start = (parsed.page - 1) * parsed.pageSize;
  return {
    ids: sorted.slice(start, start + parsed.pageSize).map((p) => p.id),
    totalCount: matching.length,
    totalPages: Math.ceil(matching.length / parsed.pageSize),
    facets: computeFacets(candidates, parsed),
  };
}

/** Builds a query string with repeated keys for arrays. */
export function queryString(query: Record<string, string | number | boolean | (string | number)[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
