import { z } from 'zod';
import { productIdSchema, typed } from '../cart/schemas.ts';
import { line, REVIEW_LIMITS } from './review-input.ts';

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const whole = (max: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );

/** GET /api/products/:productId/reviews */
export const reviewsQuerySchema = z.object({
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(REVIEW_SORTS, { error: `must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
  ),
  page: whole(REVIEW_LIMITS.pageMax, 1),
  pageSize: whole(REVIEW_LIMITS.pageSizeMax, REVIEW_LIMITS.pageSizeDefault),
});
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;

export const productReviewsParamsSchema = z.object({ id: productIdSchema });
export const reviewParamsSchema = z.object({ reviewId: z.uuid('must be a review id') });

export const reviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  title: z.string(),
  /** Plain text with '\n' line breaks: shown as text, never as HTML. */
  text: z.string(),
  author: z.string(),
  /** Every review is written by a shopper whose order held the product. */
  verifiedPurchase: z.boolean(),
  helpfulCount: z.number().int(),
  /** Whether the shopper asking said it was helpful. */
  votedHelpful: z.boolean(),
  /** Whether the shopper asking wrote it. */
  mine: z.boolean(),
  /** Hidden by the shop: shown to its author only, and counted nowhere. */
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

const figuresSchema = z.object({ rating: z.number(), reviewCount: z.number().int() });

export const reviewSummarySchema = z.object({
  /** What the product shows: the feed's figures and the shop's reviews combined (ADR 0023). */
  rating: z.number(),
  reviewCount: z.number().int(),
  /** The figures the catalogue's feed gave. */
  imported: figuresSchema,
  /** The shop's own visible reviews: their count, average (null without any) and stars 5 to 1. */
  own: z.object({
    count: z.number().int(),
    average: z.number().nullable(),
    distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  summary: reviewSummarySchema,
  sort: z.enum(REVIEW_SORTS),
  totalCount: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** Whether the shopper asking may review the product, and their review when they wrote one. */
export const MY_REVIEW_STATUSES = ['signed-out', 'not-bought', 'can-review', 'reviewed'] as const;
export const myReviewSchema = z.object({
  status: z.enum(MY_REVIEW_STATUSES),
  review: reviewSchema.nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** What writing, editing or deleting a review answers: the review (null once deleted) and the new summary. */
export const reviewChangeSchema = z.object({
  review: reviewSchema.nullable(),
  summary: reviewSummarySchema,
});
export type ReviewChange = z.infer<typeof reviewChangeSchema>;

/** PUT/DELETE /api/reviews/:reviewId/helpful */
export const reviewVoteSchema = z.object({ review: reviewSchema });
export type ReviewVote = z.infer<typeof reviewVoteSchema>;

/** The back office hiding (or showing again) a review: the reason goes to the audit log. */
export const hideReviewSchema = z.strictObject({
  hidden: z.boolean(typed('true or false')),
  reason: line(500, false).optional().transform((value) => value ?? ''),
});
export type HideReview = z.output<typeof hideReviewSchema>;

/** GET /api/admin/reviews: every review, hidden ones too, newest first; by product when asked. */
export const adminReviewsQuerySchema = z.object({
  productId: z.preprocess(emptyToUndefined, productIdSchema.optional()),
  page: whole(REVIEW_LIMITS.pageMax, 1),
});
export type AdminReviewsQuery = z.output<typeof adminReviewsQuerySchema>;

export const ADMIN_REVIEWS_PAGE_SIZE = 25;

export const adminReviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  totalCount: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;
