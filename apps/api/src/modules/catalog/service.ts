import type { ProductFilters, ProductQuery } from '@cartwise/domain/catalogue/filters';
import type { Product } from '@cartwise/domain/catalogue/product';
import { NotFoundError } from '@cartwise/domain/errors';
import type { CatalogRepository, Summary } from './repository.ts';

export interface ProductListing {
  products: Product[];
  totalCount: number;
  currentPage: number;
  totalPages: number;
  pageSize: number;
  facets: Summary['facets'];
}

/**
 * Totals and facets depend on the filters only, not on the sort or page, and cost the most to compute;
 * they are kept per filter set until the catalogue version (bumped by a trigger on every product change)
 * moves. Product rows are always read live.
 */
export class CatalogService {
  private readonly summaries = new Map<string, Summary>();
  private summariesVersion = -1;

  constructor(
    private readonly repository: CatalogRepository,
    private readonly maxCachedSummaries = 2000,
  ) {}

  private async summary(filters: ProductFilters): Promise<Summary> {
    const version = await this.repository.version();
    if (version !== this.summariesVersion) {
      this.summaries.clear();
      this.summariesVersion = version;
    }
    const key = JSON.stringify([
      filters.q,
      filters.category,
      filters.subcategory,
      filters.brand ? [...filters.brand].sort() : undefined,
      filters.minPrice,
      filters.maxPrice,
      filters.rating,
      filters.inStock,
    ]);
    const cached = this.summaries.get(key);
    if (cached) {
      // Re-insert to keep the map in least-recently-used order.
      this.summaries.delete(key);
      this.summaries.set(key, cached);
      return cached;
    }
    const fresh = await this.repository.summarize(filters);
    if (this.summariesVersion === version) {
      this.summaries.set(key, fresh);
      if (this.summaries.size > this.maxCachedSummaries) {
        const oldest = this.summaries.keys().next().value;
        if (oldest !== undefined) this.summaries.delete(oldest);
      }
    }
    return fresh;
  }

  async list(query: ProductQuery): Promise<ProductListing> {
    const [summary, products] = await Promise.all([this.summary(query), this.repository.findPage(query)]);
    return {
      products,
      totalCount: summary.totalCount,
      currentPage: query.page,
      totalPages: Math.ceil(summary.totalCount / query.pageSize),
      pageSize: query.pageSize,
      facets: summary.facets,
    };
  }

  async get(id: string): Promise<Product> {
    const product = await this.repository.findById(id);
    if (!product) throw new NotFoundError(`Product '${id}' was not found`);
    return product;
  }

  categories() {
    return this.repository.categories();
  }
}
