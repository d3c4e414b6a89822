import { randomUUID } from 'node:crypto';
import { ConflictError, DomainError, NotFoundError, UnauthorizedError } from '@cartwise/domain/errors';
import { REVIEWABLE_ORDER_STATUSES } from '@cartwise/domain/reviews/eligibility';
import { combinedFigures, ownAverage, ownFigures, starDistribution } from '@cartwise/domain/reviews/rating';
import {
  ALREADY_REVIEWED_MESSAGE,
  NOT_BOUGHT_MESSAGE,
  OWN_REVIEW_VOTE_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  SIGN_IN_TO_REVIEW_MESSAGE,
  SIGN_IN_TO_VOTE_MESSAGE,
} from '@cartwise/domain/reviews/messages';
import type { ReviewInput } from '@cartwise/domain/reviews/review-input';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReviewList,
  type AdminReviewsQuery,
  type MyReview,
  type Review,
  type ReviewChange,
  type ReviewList,
  type ReviewsQuery,
  type ReviewSummary,
  type ReviewVote,
} from '@cartwise/domain/reviews/schemas';
import type { Transaction } from '../../db/write-transaction.ts';
import { accountShopperId } from '../../plugins/session.ts';
import type { Actor, AuditChange } from '../admin/audit.ts';
import type { OrdersService } from '../orders/service.ts';
import { toReview } from './review-mapper.ts';
import type { ProductFigures, ReviewRow, ReviewsRepository } from './repository.ts';

const productNotFound = (productId: string) => new NotFoundError(`Product '${productId}' was not found`);
const reviewNotFound = () => new NotFoundError(REVIEW_NOT_FOUND_MESSAGE);

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Records a back-office change in the audit log, inside the change's transaction (`app.audit.record`). */
export type RecordAudit = (trx: Transaction, change: AuditChange) => Promise<void>;

/**
 * Reviews (issue 22, ADR 0023): a signed-in shopper whose order holds a product writes one review of it,
 * edits or deletes it; anyone reads them; signed-in shoppers vote them helpful. Every change that moves a
 * product's figures writes them to the product's row in the same transaction.
 */
export class ReviewsService {
  constructor(
    private readonly repository: ReviewsRepository,
    /** Whether an account's orders hold the product (the verified purchase). */
    private readonly orders: Pick<OrdersService, 'hasOrdered'>,
    /** The back office's audit log, where hiding and showing a review is recorded. */
    private readonly recordAudit: RecordAudit,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(productId: string, query: ReviewsQuery, readerId: string | null): Promise<ReviewList> {
    const figures = await this.repository.productFigures(productId);
    if (!figures) throw productNotFound(productId);
    const summary = await this.summary(this.repository, figures, productId);
    const totalCount = summary.own.count;
    const offset = (query.page - 1) * query.pageSize;
    const rows = offset < totalCount ? await this.repository.page(productId, query.sort, offset, query.pageSize, readerId) : [];
    return {
      reviews: rows.map((row) => toReview(row, readerId, row.voted)),
      summary,
      sort: query.sort,
      totalCount,
      currentPage: query.page,
      totalPages: Math.ceil(totalCount / query.pageSize),
      pageSize: query.pageSize,
    };
  }

  /** Whether the shopper may review the product, and their review (hidden ones too) once written. */
  async mine(productId: string, accountId: string | null): Promise<MyReview> {
    if (!(await this.repository.productFigures(productId))) throw productNotFound(productId);
    if (!accountId) return { status: 'signed-out', review: null };
    const row = await this.repository.findByAuthor(productId, accountId);
    if (row) return { status: 'reviewed', review: await this.read(this.repository, row, accountId) };
    const bought = await this.orders.hasOrdered(accountShopperId(accountId), productId, REVIEWABLE_ORDER_STATUSES);
    return { status: bought ? 'can-review' : 'not-bought', review: null };
  }

  async create(accountId: string | null, productId: string, input: ReviewInput): Promise<ReviewChange> {
    if (!accountId) throw new UnauthorizedError(SIGN_IN_TO_REVIEW_MESSAGE);
    if (!(await this.repository.productFigures(productId))) throw productNotFound(productId);
    if (!(await this.orders.hasOrdered(accountShopperId(accountId), productId, REVIEWABLE_ORDER_STATUSES))) {
      throw new DomainError('forbidden', NOT_BOUGHT_MESSAGE);
    }
    try {
      return await this.repository.transaction(async (repository) => {
        const figures = await repository.lockProduct(productId);
        if (!figures) throw productNotFound(productId);
        if (await repository.findByAuthor(productId, accountId)) throw new ConflictError(ALREADY_REVIEWED_MESSAGE);
        const now = this.clock().toISOString();
        const row: ReviewRow = {
          id: randomUUID(),
          product_id: productId,
          account_id: accountId,
          stars: input.rating,
          title: input.title,
          body: input.text,
          author_name: input.name,
          helpful_count: 0,
          hidden_at: null,
          created_at: now,
          updated_at: now,
        };
        await repository.insert(row);
        return { review: toReview(row, accountId, false), summary: await this.refigure(repository, figures, productId) };
      });
    } catch (error) {
      // The same shopper's two first reviews at once: the unique (product, account) refused the second.
      if (isUniqueViolation(error)) throw new ConflictError(ALREADY_REVIEWED_MESSAGE);
      throw error;
    }
  }

  async update(accountId: string | null, reviewId: string, input: ReviewInput): Promise<ReviewChange> {
    if (!accountId) throw new UnauthorizedError(SIGN_IN_TO_REVIEW_MESSAGE);
    return this.repository.transaction(async (repository) => {
      const { row, figures } = await this.ownReview(repository, reviewId, accountId);
      await repository.update(reviewId, {
        stars: input.rating,
        title: input.title,
        body: input.text,
        author_name: input.name,
        updated_at: this.clock().toISOString(),
      });
      const summary = await this.refigure(repository, figures, row.product_id);
      return { review: await this.read(repository, (await repository.findById(reviewId))!, accountId), summary };
    });
  }

  async remove(accountId: string | null, reviewId: string): Promise<ReviewChange> {
    if (!accountId) throw new UnauthorizedError(SIGN_IN_TO_REVIEW_MESSAGE);
    return this.repository.transaction(async (repository) => {
      const { row, figures } = await this.ownReview(repository, reviewId, accountId);
      await repository.delete(reviewId);
      return { review: null, summary: await this.refigure(repository, figures, row.product_id) };
    });
  }

  /** "Was this helpful?": one vote per account, idempotent both ways; not on a review of one's own. */
  async vote(accountId: string | null, reviewId: string, helpful: boolean): Promise<ReviewVote> {
    if (!accountId) throw new UnauthorizedError(SIGN_IN_TO_VOTE_MESSAGE);
    return this.repository.transaction(async (repository) => {
      const row = await repository.findById(reviewId);
      if (!row || row.hidden_at !== null) throw reviewNotFound();
      if (row.account_id === accountId) throw new DomainError('forbidden', OWN_REVIEW_VOTE_MESSAGE);
      if (helpful) await repository.addVote(reviewId, accountId, this.clock());
      else await repository.removeVote(reviewId, accountId);
      return { review: await this.read(repository, (await repository.findById(reviewId))!, accountId) };
    });
  }

  /**
   * The back office hides a review (or shows it again): it leaves the product page and the product's
   * figures, and the audit log records who did it and why, all in one transaction. Hiding a hidden
   * review changes and records nothing.
   */
  async setHidden(actor: Actor, reviewId: string, hidden: boolean, reason: string): Promise<Review> {
    return this.repository.transaction(async (repository, trx) => {
      const row = await repository.findById(reviewId);
      if (!row) throw reviewNotFound();
      const figures = await repository.lockProduct(row.product_id);
      if ((row.hidden_at !== null) !== hidden) {
        await repository.update(reviewId, { hidden_at: hidden ? this.clock().toISOString() : null });
        if (figures) await this.refigure(repository, figures, row.product_id);
        await this.recordAudit(trx, {
          actor,
          action: hidden ? 'review.hidden' : 'review.shown',
          subject: { type: 'review', id: reviewId },
          before: { productId: row.product_id, hidden: !hidden },
          after: { productId: row.product_id, hidden, ...(reason ? { reason } : {}) },
        });
      }
      return toReview((await repository.findById(reviewId))!, null, false);
    });
  }

  /** The back office's list of reviews, hidden ones too, newest first. */
  async adminList(query: AdminReviewsQuery): Promise<AdminReviewList> {
    const { rows, total } = await this.repository.adminPage(
      query.productId,
      (query.page - 1) * ADMIN_REVIEWS_PAGE_SIZE,
      ADMIN_REVIEWS_PAGE_SIZE,
    );
    return {
      reviews: rows.map((row) => toReview(row, null, false)),
      totalCount: total,
      currentPage: query.page,
      totalPages: Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE),
    };
  }

  /** The shopper's own review, with its product's figures locked; 404 for anyone else's. */
  private async ownReview(repository: ReviewsRepository, reviewId: string, accountId: string) {
    const row = await repository.findById(reviewId);
    if (!row || row.account_id !== accountId) throw reviewNotFound();
    const figures = await repository.lockProduct(row.product_id);
    // The product left the catalogue: the review can still be edited or deleted, its figures go nowhere.
    return { row, figures };
  }

  /** Writes the product's combined figures after a change of its reviews, and answers the new summary. */
  private async refigure(repository: ReviewsRepository, figures: ProductFigures | undefined, productId: string) {
    const counts = await repository.starCounts(productId);
    const imported = { rating: figures?.imported_rating ?? 0, reviewCount: figures?.imported_review_count ?? 0 };
    const combined = combinedFigures(imported, ownFigures(counts));
    if (figures) await repository.setProductFigures(productId, combined.rating, combined.reviewCount);
    return this.summarize(imported, combined, counts);
  }

  private async summary(repository: ReviewsRepository, figures: ProductFigures, productId: string): Promise<ReviewSummary> {
    const imported = { rating: figures.imported_rating, reviewCount: figures.imported_review_count };
    return this.summarize(imported, { rating: figures.rating, reviewCount: figures.review_count }, await repository.starCounts(productId));
  }

  private summarize(
    imported: ReviewSummary['imported'],
    shown: { rating: number; reviewCount: number },
    counts: ReadonlyMap<number, number>,
  ): ReviewSummary {
    const own = ownFigures(counts);
    return {
      rating: shown.rating,
      reviewCount: shown.reviewCount,
      imported,
      own: {
        count: own.count,
        average: ownAverage(own),
        distribution: starDistribution(counts),
      },
    };
  }

  private async read(repository: ReviewsRepository, row: ReviewRow, readerId: string): Promise<Review> {
    const voted = await repository.votedAmong([row.id], readerId);
    return toReview(row, readerId, voted.has(row.id));
  }
}
