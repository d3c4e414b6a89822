import type { Product } from '@cartwise/domain/catalogue/product';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction, type Transaction } from '../../db/write-transaction.ts';
import { toProduct } from '../catalog/product-mapper.ts';

/** The wishlist's only door to the database. */
export class WishlistRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  /** This repository on another module's write transaction (see `Transaction`). */
  within(trx: Transaction): WishlistRepository {
    return new WishlistRepository(this.db, trx);
  }

  transaction<T>(work: (repository: WishlistRepository) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, (trx) => work(new WishlistRepository(this.db, trx)));
  }

  /** The wishlist's products still in the catalogue, the most recently added first. */
  async products(sessionId: string): Promise<Product[]> {
    const rows = await this.q
      .selectFrom('wishlist_items as w')
      .innerJoin('products as p', 'p.id', 'w.product_id')
      .selectAll('p')
      .where('w.session_id', '=', sessionId)
      .orderBy('w.seq', 'desc')
      .execute();
    return rows.map((row) => toProduct(row));
  }

  async productExists(productId: string): Promise<boolean> {
    return (await this.q.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()) !== undefined;
  }

  /** Adds a product; adding it again changes nothing. */
  async add(sessionId: string, productId: string): Promise<void> {
    await this.q
      .insertInto('wishlist_items')
      .values({ session_id: sessionId, product_id: productId })
      .onConflict((oc) => oc.columns(['session_id', 'product_id']).doNothing())
      .execute();
  }

  /** Removes a product; true when it was there. */
  async remove(sessionId: string, productId: string): Promise<boolean> {
    const result = await this.q
      .deleteFrom('wishlist_items')
      .where('session_id', '=', sessionId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
