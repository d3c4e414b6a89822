/**
 * Products without words to match (product-search.ts): the catalogue's own orders (price, rating, newest,
 * discount), and the most popular by rating, reviews and recent orders; and products read by id.
 */
import { rankTrending } from '@cartwise/domain/assistant/trending';
import type { ResultOrder } from '@cartwise/domain/assistant/request';
import type { Product } from '@cartwise/domain/catalogue/product';
import { matchesFilters } from '@cartwise/domain/catalogue/filters';
import { NotFoundError } from '@cartwise/domain/errors';
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
}

export interface ProductSearchDeps {
  catalog: CatalogService;
  /** How many recent orders held each product (by id): the most popular count them too. None without it. */
  recentOrderCounts?: () => Promise<ReadonlyMap<string, number>>;
}

/** Popularity re-ranks this many more than it shows with the recent orders. */
const POPULAR_CANDIDATES = 20;

export class RankedProducts {
  /** The recently ordered products as last read, for the catalogue version they were read at. */
  private ordered?: { version: number; byId: Map<string, Product> };

  constructor(private readonly deps: ProductSearchDeps) {}

  async ranked(filters: RankedFilters, order: ResultOrder, offset: number, exclude: ReadonlySet<string>): Promise<Searched> {
    const ranked: RankedOrder = order === 'relevance' ? (filters.onSale ? 'discount' : 'popular') : order === 'newest' ? 'newest-desc' : order;
    if (ranked === 'popular' && this.deps.recentOrderCounts) return this.popular(filters, offset, exclude);
    const { products, totalCount } = await this.deps.catalog.ranked(filters, ranked, SHOWN + exclude.size, offset);
    return { products: products.filter((p) => !exclude.has(p.id)).slice(0, SHOWN), total: totalCount };
  }

  /**
   * The most popular by rating, reviews and recent orders (`rankTrending`): the catalogue's best by the first
   * two, and the recently ordered products that pass the filters, ranked together. One ranking for every
   * page, so "show more" neither skips nor repeats.
   */
  private async popular(filters: RankedFilters, offset: number, exclude: ReadonlySet<string>): Promise<Searched> {
    const recent = await this.deps.recentOrderCounts!();
    const pool = offset + SHOWN + exclude.size + POPULAR_CANDIDATES;
    const { products, totalCount } = await this.deps.catalog.ranked(filters, 'popular', pool, 0);
    const ordered = (await this.recentlyOrdered([...recent.keys()])).filter((p) => matchesFilters(p, filters));
    const ranked = rankTrending(products, recent, ordered).filter((p) => !exclude.has(p.id));
    return { products: ranked.slice(offset, offset + SHOWN), total: totalCount };
  }

  /**
   * The recently ordered products, read once per catalogue version (which moves with any change to a
   * product, its stock too): popularity ranks them on every page, and reading each again is most of its time.
   */
  private async recentlyOrdered(ids: readonly string[]): Promise<Product[]> {
    const version = await this.deps.catalog.version();
    if (this.ordered?.version !== version) this.ordered = { version, byId: new Map() };
    const { byId } = this.ordered;
    const missing = ids.filter((id) => !byId.has(id));
    for (const product of await this.byIds(missing)) byId.set(product.id, product);
    // Kept for this version only, and no more than the ids asked for lately.
    if (byId.size > ids.length * 2) for (const id of [...byId.keys()].filter((id) => !ids.includes(id))) byId.delete(id);
    return ids.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined);
  }

  async byIds(ids: readonly string[]): Promise<Product[]> {
    const found = await Promise.all(ids.map((id) => this.deps.catalog.get(id).catch((error: unknown) => {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    })));
    return found.filter((p): p is Product => p !== undefined);
  }
}
