import type { Db } from '../../db/database.ts';

/** A product's address and when it last changed, for the sitemap. */
export interface SitemapProduct {
  id: string;
  updatedAt: string;
}

/** What the sitemap lists, read from the catalogue's tables: product ids by page, categories and subcategories. */
export class SeoRepository {
  constructor(private readonly db: Db) {}

  async productCount(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** One page of products in a stable order (the featured rank, then id), `limit` from `offset`. */
  async products(offset: number, limit: number): Promise<SitemapProduct[]> {
    const rows = await this.db.kysely
      .selectFrom('products')
      .select(['id', 'updated_at'])
      .orderBy('seq')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
  }

  /** Every category with its subcategories (an empty subcategory is none), each once, sorted. */
  async categories(): Promise<{ category: string; subcategory: string }[]> {
    return this.db.kysely
      .selectFrom('products')
      .select(['category', 'subcategory'])
      .distinct()
      .orderBy('category')
      .orderBy('subcategory')
      .execute();
  }
}
