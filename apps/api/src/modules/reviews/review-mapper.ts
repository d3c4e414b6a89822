import { ANONYMOUS_AUTHOR } from '@cartwise/domain/reviews/review-input';
import { type Review } from '@cartwise/domain/reviews/schemas';
import type { ReviewRow } from './repository.ts';

/** A stored review as the shopper `readerId` (null for a guest) reads it. */
export function toReview(row: ReviewRow, readerId: string | null, voted: boolean): Review {
  return {
    id: row.id,
    productId: row.product_id,
    rating: row.stars,
    title: row.title,
    text: row.body,
    author: row.author_name || ANONYMOUS_AUTHOR,
    verifiedPurchase: true,
    helpfulCount: row.helpful_count,
    votedHelpful: voted,
    mine: readerId !== null && row.account_id === readerId,
    hidden: row.hidden_at !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
