import type { ReviewSort } from '@cartwise/domain/reviews/schemas';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, ProductReviewsTable } from '../../db/schema.ts';
import { writeTransaction, type Transaction } from '../../db/write-transaction.ts';

export type ReviewRow = Selectable<ProductReviewsTable>;
/** A review as a reader sees it: with whether that reader said it was helpful. */
export type ListedReviewRow = ReviewRow & { voted: boolean };

/** A product's figures: the feed's, and those it shows (combined with its reviews). */
export interface ProductFigures {
  imported_rating: number;
  imported_review_count: number;
  rating: number;
  review_count: number;
}

/**
 * The reviews' only door to the database: reviews, their helpful votes, and the rating and review count
 * they give their product's row (as orders write its stock).
 */
export class ReviewsRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  /** Runs work as one write transaction, with a repository bound to it and the transaction for other modules' parts. */
  transaction<T>(work: (repository: ReviewsRepository, trx: Transaction) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, (trx) => work(new ReviewsRepository(this.db, trx), trx));
  }

  /** The product's figures, or undefined for a product the catalogue does not have. */
  async productFigures(productId: string): Promise<ProductFigures | undefined> {
    return this.q
      .selectFrom('products')
      .select(['imported_rating', 'imported_review_count', 'rating', 'review_count'])
      .where('id', '=', productId)
      .executeTakeFirst();
  }

  /**
   * Locks the product row whose figures a review change rewrites, and answers them. PostgreSQL: the
   * catalogue-state row first, as orders and imports take it (a product update bumps it through a
   * trigger), so that a review, an order and an import of the same product queue instead of deadlocking;
   * then the product's row, so two reviews of one product count each other. SQLite: write transactions
   * already run one at a time.
   */
  async lockProduct(productId: string): Promise<ProductFigures | undefined> {
    if (this.db.dialect !== 'postgres') return this.productFigures(productId);
    await this.q.selectFrom('catalog_state').select('version').where('id', '=', 1).forUpdate().execute();
    return this.q
      .selectFrom('products')
      .select(['imported_rating', 'imported_review_count', 'rating', 'review_count'])
      .where('id', '=', productId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The product's visible reviews counted by stars. */
  async starCounts(productId: string): Promise<Map<number, number>> {
    const rows = await this.q
      .selectFrom('product_reviews')
      .select((eb) => ['stars', eb.fn.countAll<number>().as('count')])
      .where('product_id', '=', productId)
      .where('hidden_at', 'is', null)
      .groupBy('stars')
      .execute();
    return new Map(rows.map((r) => [Number(r.stars), Number(r.count)]));
  }

  /** Writes the figures the product shows; the catalogue's triggers log the change for its index. */
  async setProductFigures(productId: string, rating: number, reviewCount: number): Promise<void> {
    await this.q
      .updateTable('products')
      .set({ rating, review_count: reviewCount })
      .where('id', '=', productId)
      .execute();
  }

  async findById(id: string): Promise<ReviewRow | undefined> {
    return this.q.selectFrom('product_reviews').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByAuthor(productId: string, accountId: string): Promise<ReviewRow | undefined> {
    return this.q
      .selectFrom('product_reviews')
      .selectAll()
      .where('product_id', '=', productId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }

  async insert(row: ReviewRow): Promise<void> {
    await this.q.insertInto('product_reviews').values(row).execute();
  }

  async update(
    id: string,
    fields: Partial<Pick<ReviewRow, 'stars' | 'title' | 'body' | 'author_name' | 'updated_at' | 'hidden_at'>>,
  ): Promise<void> {
    await this.q.updateTable('product_reviews').set(fields).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.q.deleteFrom('product_reviews').where('id', '=', id).execute();
  }

  async countVisible(productId: string): Promise<number> {
    const row = await this.q
      .selectFrom('product_reviews')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('product_id', '=', productId)
      .where('hidden_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A page of the product's visible reviews in the order asked, with the reader's votes. */
  async page(
    productId: string,
    sort: ReviewSort,
    offset: number,
    limit: number,
    readerId: string | null,
  ): Promise<ListedReviewRow[]> {
    let query = this.q
      .selectFrom('product_reviews as r')
      .selectAll('r')
      .where('r.product_id', '=', productId)
      .where('r.hidden_at', 'is', null);
    if (sort === 'helpful') query = query.orderBy('r.helpful_count', 'desc');
    const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').offset(offset).limit(limit).execute();
    const voted = readerId ? await this.votedAmong(rows.map((r) => r.id), readerId) : new Set<string>();
    return rows.map((row) => ({ ...row, voted: voted.has(row.id) }));
  }

  /** The back office's list: every review, hidden ones too, newest first; of one product when given. */
  async adminPage(productId: string | undefined, offset: number, limit: number): Promise<{ rows: ReviewRow[]; total: number }> {
    let rows = this.q.selectFrom('product_reviews').selectAll();
    let count = this.q.selectFrom('product_reviews').select((eb) => eb.fn.countAll<number>().as('count'));
    if (productId !== undefined) {
      rows = rows.where('product_id', '=', productId);
      count = count.where('product_id', '=', productId);
    }
    const [page, total] = await Promise.all([
      rows.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { rows: page, total: Number(total.count) };
  }

  /** Which of these reviews the account said were helpful. */
  async votedAmong(reviewIds: readonly string[], accountId: string): Promise<Set<string>> {
    if (reviewIds.length === 0) return new Set();
    const rows = await this.q
      .selectFrom('product_review_votes')
      .select('review_id')
      .where('account_id', '=', accountId)
      .where('review_id', 'in', reviewIds)
      .execute();
    return new Set(rows.map((r) => r.review_id));
  }

  /** Records the account's vote and counts it; voting again changes nothing. */
  async addVote(reviewId: string, accountId: string, now: Date): Promise<void> {
    const result = await this.q
      .insertInto('product_review_votes')
      .values({ review_id: reviewId, account_id: accountId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['review_id', 'account_id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) return;
    await this.q
      .updateTable('product_reviews')
      .set((eb) => ({ helpful_count: eb('helpful_count', '+', 1) }))
      .where('id', '=', reviewId)
      .execute();
  }

  /** Takes the account's vote back, if it gave one. */
  async removeVote(reviewId: string, accountId: string): Promise<void> {
    const result = await this.q
      .deleteFrom('product_review_votes')
      .where('review_id', '=', reviewId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return;
    await this.q
      .updateTable('product_reviews')
      .set((eb) => ({ helpful_count: eb('helpful_count', '-', 1) }))
      .where('id', '=', reviewId)
      .execute();
  }
}
