import type { Product } from '@cartwise/domain/catalogue/product';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction, type Transaction } from '../../db/write-transaction.ts';
import { toProduct } from '../catalog/product-mapper.ts';

/** Recently viewed products' only door to the database. */
export class RecentlyViewedRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  /** This repository on another module's write transaction (see `Transaction`). */
  within(trx: Transaction): RecentlyViewedRepository {
    return new RecentlyViewedRepository(this.db, trx);
  }

  transaction<T>(work: (repository: RecentlyViewedRepository) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, (trx) => work(new RecentlyViewedRepository(this.db, trx)));
  }

  /** Holds the session's row until the transaction ends (PostgreSQL), so two views reorder one after the other. */
  async lockSession(sessionId: string): Promise<void> {
    if (this.db.dialect !== 'postgres') return;
    await this.q.selectFrom('sessions').select('id').where('id', '=', sessionId).forUpdate().execute();
  }

  /** The viewed product ids, the most recent first. */
  async productIds(sessionId: string): Promise<string[]> {
    const rows = await this.q
      .selectFrom('recently_viewed')
      .select('product_id')
      .where('session_id', '=', sessionId)
      .orderBy('seq', 'desc')
      .execute();
    return rows.map((r) => r.product_id);
  }

  /** The viewed products still in the catalogue, the most recent first. */
  async products(sessionId: string): Promise<Product[]> {
    const rows = await this.q
      .selectFrom('recently_viewed as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .selectAll('p')
      .where('r.session_id', '=', sessionId)
      .orderBy('r.seq', 'desc')
      .execute();
    return rows.map((row) => toProduct(row));
  }

  async productExists(productId: string): Promise<boolean> {
    return (await this.q.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()) !== undefined;
  }

  async remove(sessionId: string, productIds: readonly string[]): Promise<void> {
    if (productIds.length === 0) return;
    await this.q.deleteFrom('recently_viewed').where('session_id', '=', sessionId).where('product_id', 'in', productIds).execute();
  }

  /** Records a view as the most recent one (the caller removed any earlier view of the product). */
  async addLatest(sessionId: string, productId: string): Promise<void> {
    await this.q.insertInto('recently_viewed').values({ session_id: sessionId, product_id: productId }).execute();
  }
}
