/**
 * Products without words to match (product-search.ts): the catalogue's own orders (price, rating, newest,
 * discount), and the most popular by rating, reviews and recent orders.
 */
import { rankTrending } from '@cartwise/domain/catalogue/trending';
import type { ResultOrder } from '@cartwise/domain/assistant/request';
import type { Product } from '@cartwise/domain/catalogue/product';
import { matchesFilters } from '@cartwise/domain/catalogue/filters';
import { CHAT_BUBBLE_MAX_PRODUCTS } from '@cartwise/domain/policy';
import type { Relaxation } from '@cartwise/domain/assistant/outcome';
import type { CatalogService, RankedFilters, RankedOrder } from '../../catalog/service.ts';

/** Products a reply shows (spec: at most 3 per bubble). */
export const SHOWN = CHAT_BUBBLE_MAX_PRODUCTS;

/** A page of a search: the products, how many match in all, what the engine relaxed, and whether none was of the kind asked for. */
export interface Searched {
  products: Product[];
  total: number;
  relaxed?: Relaxation;
  noneOfKind?: boolean;
  /** None of the matches is for whom the search asked (`fitFor`): these are the matches without it. */
  unfit?: boolean;
}

export interface ProductSearchDeps {
  catalog: CatalogService;
  /** How many recent orders held each product (by id): the most popular count them too. None without it. */
  recentOrderCounts?: () => Promise<ReadonlyMap<string, number>>;
}

/** Popularity re-ranks this many more than it shows with the recent orders. */
const POPULAR_CANDIDATES = 20;

/** `SHOWN` products from `offset` of those that pass the filters, in the order asked for, but those excluded. */
export async function rankedProducts(deps: ProductSearchDeps, filters: RankedFilters, order: ResultOrder, offset: number, exclude: ReadonlySet<string>): Promise<Searched> {
  const ranked: RankedOrder = order === 'relevance' ? (filters.onSale ? 'discount' : 'popular') : order === 'newest' ? 'newest-desc' : order;
  if (ranked === 'popular' && deps.recentOrderCounts) return popular(deps, filters, offset, exclude);
  const { products, totalCount } = await deps.catalog.ranked(filters, ranked, SHOWN + exclude.size, offset);
  return { products: products.filter((p) => !exclude.has(p.id)).slice(0, SHOWN), total: totalCount };
}

/**
 * The most popular by rating, reviews and recent orders (`rankTrending`): the catalogue's best by the first
 * two, and the recently ordered products that pass the filters, ranked together. One ranking for every
 * page, so "show more" neither skips nor repeats.
 */
async function popular({ catalog, recentOrderCounts }: ProductSearchDeps, filters: RankedFilters, offset: number, exclude: ReadonlySet<string>): Promise<Searched> {
  const recent = await recentOrderCounts!();
  const pool = offset + SHOWN + exclude.size + POPULAR_CANDIDATES;
  const { products, totalCount } = await catalog.ranked(filters, 'popular', pool, 0);
  // The catalogue keeps the products read again (`getMany`): popularity reads the same ones on every page.
  const ordered = (await catalog.getMany([...recent.keys()])).filter((p) => matchesFilters(p, filters));
  const ranked = rankTrending(products, recent, ordered).filter((p) => !exclude.has(p.id));
  return { products: ranked.slice(offset, offset + SHOWN), total: totalCount };
}
