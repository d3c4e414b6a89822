import { PRICE_BANDS } from '@cartwise/domain/catalogue/price-bands';
import {
  priceBandFacets,
  RATING_FACET_MINIMUMS,
  sortFacetCounts,
  type Facets,
} from '@cartwise/domain/catalogue/facets';
import type { ProductFilters, ProductQuery } from '@cartwise/domain/catalogue/filters';
import type { Product, ValidProductInput } from '@cartwise/domain/catalogue/product';
import { effectiveSort } from '@cartwise/domain/catalogue/sort';
import { toCents } from '@cartwise/domain/money';
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, ProductsTable } from '../../db/schema.ts';
import { nameMatchRank, searchCondition } from '../../db/search.ts';
import { toProduct, toProductRow } from './product-mapper.ts';

type Eb = ExpressionBuilder<Database, 'products'>;
type FilterKey = 'category' | 'brand' | 'price' | 'rating';

const UPSERT_BATCH = 500;
const UPDATABLE_COLUMNS = [
  'name', 'name_key', 'description', 'price_cents', 'original_price_cents', 'discount', 'category', 'subcategory',
  'brand', 'images', 'thumbnail', 'rating', 'review_count', 'stock_quantity', 'features', 'specifications', 'tags',
  'created_at', 'updated_at',
] as const satisfies readonly (keyof ProductsTable)[];

export interface ProductPage {
  products: Product[];
  totalCount: number;
  facets: Facets;
}

export interface Summary {
  totalCount: number;
  facets: Facets;
}

/** The catalogue's only door to the database: every product query lives here. */
export class CatalogRepository {
  constructor(private readonly db: Db) {}

  private conditions(eb: Eb, filters: ProductFilters, omit?: FilterKey): Expression<SqlBool>[] {
    const where: Expression<SqlBool>[] = [];
    if (filters.q) where.push(searchCondition(this.db.dialect, filters.q));
    if (filters.category !== undefined && omit !== 'category') where.push(eb('products.category', '=', filters.category));
    if (filters.subcategory !== undefined) where.push(eb('products.subcategory', '=', filters.subcategory));
    if (filters.brand && filters.brand.length > 0 && omit !== 'brand') where.push(eb('products.brand', 'in', filters.brand));
    if (omit !== 'price') {
      if (filters.minPrice !== undefined) where.push(eb('products.price_cents', '>=', toCents(filters.minPrice)));
      if (filters.maxPrice !== undefined) where.push(eb('products.price_cents', '<=', toCents(filters.maxPrice)));
    }
    if (filters.rating !== undefined && omit !== 'rating') where.push(eb('products.rating', '>=', filters.rating));
    if (filters.inStock) where.push(eb('products.stock_quantity', '>', 0));
    return where;
  }

  private filtered(filters: ProductFilters, omit?: FilterKey) {
    return this.db.kysely.selectFrom('products').where((eb) => eb.and(this.conditions(eb, filters, omit)));
  }

  private ordered<O>(query: SelectQueryBuilder<Database, 'products', O>, filters: ProductQuery) {
    const sort = effectiveSort(filters.sort, filters.q);
    switch (sort) {
      case 'name-asc':
        return query.orderBy('products.name_key', 'asc').orderBy('products.id', 'asc');
      case 'name-desc':
        return query.orderBy('products.name_key', 'desc').orderBy('products.id', 'asc');
      case 'price-asc':
        return query.orderBy('products.price_cents', 'asc').orderBy('products.seq', 'asc');
      case 'price-desc':
        return query.orderBy('products.price_cents', 'desc').orderBy('products.seq', 'asc');
      case 'rating-desc':
        return query
          .orderBy('products.rating', 'desc')
          .orderBy('products.review_count', 'desc')
          .orderBy('products.seq', 'asc');
      case 'newest-desc':
        return query.orderBy('products.created_at', 'desc').orderBy('products.seq', 'asc');
      case 'relevance':
        return query
          .orderBy(nameMatchRank(this.db.dialect, filters.q ?? ''), 'desc')
          .orderBy('products.seq', 'asc');
      case 'featured-asc':
        return query.orderBy('products.seq', 'asc');
    }
  }

  async findPage(query: ProductQuery): Promise<Product[]> {
    const rows = await this.ordered(this.filtered(query).selectAll('products'), query)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return rows.map(toProduct);
  }

  /** The total and the facet counts: each facet applies every filter but its own. */
  async summarize(filters: ProductFilters): Promise<Summary> {
    const [total, categories, brands, prices, ratings] = await Promise.all([
      this.filtered(filters).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      this.filtered(filters, 'category')
        .select(['products.category as value', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('products.category')
        .execute(),
      this.filtered(filters, 'brand')
        .select(['products.brand as value', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('products.brand')
        .execute(),
      this.filtered(filters, 'price')
        .select(
          PRICE_BANDS.map((band) =>
            sql<number>`coalesce(sum(CASE WHEN products.price_cents >= ${band.minCents}${
              band.maxCents === null ? sql`` : sql` AND products.price_cents <= ${band.maxCents}`
            } THEN 1 ELSE 0 END), 0)`.as(`band_${band.id.replace(/\W/g, '_')}`),
          ),
        )
        .executeTakeFirstOrThrow(),
      this.filtered(filters, 'rating')
        .select(
          RATING_FACET_MINIMUMS.map((min) =>
            sql<number>`coalesce(sum(CASE WHEN products.rating >= ${min} THEN 1 ELSE 0 END), 0)`.as(`min_${min}`),
          ),
        )
        .executeTakeFirstOrThrow(),
    ]);
    const priceCounts = prices as Record<string, number | string>;
    const ratingCounts = ratings as Record<string, number | string>;
    return {
      totalCount: Number(total.count),
      facets: {
        categories: sortFacetCounts(new Map(categories.map((r) => [r.value, Number(r.count)])), 'name'),
        brands: sortFacetCounts(new Map(brands.map((r) => [r.value, Number(r.count)])), 'count'),
        priceBands: priceBandFacets((band) => Number(priceCounts[`band_${band.id.replace(/\W/g, '_')}`])),
        ratings: RATING_FACET_MINIMUMS.map((min) => ({ min, count: Number(ratingCounts[`min_${min}`]) })),
      },
    };
  }

  async findById(id: string): Promise<Product | undefined> {
    const row = await this.db.kysely.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toProduct(row);
  }

  async categories(): Promise<{ name: string; count: number }[]> {
    const rows = await this.db.kysely
      .selectFrom('products')
      .select(['category as name', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('category')
      .orderBy('category')
      .execute();
    return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
  }

  async count(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Changes whenever any product changes: derived data (facet caches) keys on it. */
  async version(): Promise<number> {
    const row = await this.db.kysely.selectFrom('catalog_state').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
    return Number(row.version);
  }

  /**
   * Inserts or updates by id, in batches, in one transaction; the featured position of an existing product
   * is kept. Returns how many rows were inserted and how many updated.
   */
  async upsert(products: readonly ValidProductInput[], now = new Date()): Promise<{ inserted: number; updated: number }> {
    // A file may list one id twice: the later row wins, as a second import would.
    const rows = [...new Map(products.map((p) => toProductRow(p, now)).map((r) => [r.id, r])).values()];
    return this.db.kysely.transaction().execute(async (trx) => {
      let inserted = 0;
      for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
        const batch = rows.slice(start, start + UPSERT_BATCH);
        const existing = await trx
          .selectFrom('products')
          .select('id')
          .where('id', 'in', batch.map((r) => r.id))
          .execute();
        inserted += batch.length - existing.length;
        await trx
          .insertInto('products')
          .values(batch)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) =>
              Object.fromEntries(UPDATABLE_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)])),
            ),
          )
          .execute();
      }
      return { inserted, updated: rows.length - inserted };
    });
  }

  async deleteAll(): Promise<number> {
    const result = await this.db.kysely.deleteFrom('products').executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
