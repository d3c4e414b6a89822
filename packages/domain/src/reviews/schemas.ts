import { z } from 'zod';
import { productIdSchema, typed } from '../cart/schemas.ts';
import { RATING_STARS } from '../policy.ts';

/** What a review may hold, and how many a page of them shows. */
export const REVIEW_LIMITS = {
  titleMax: 120,
  textMax: 4000,
  nameMax: 50,
  pageSizeDefault: 5,
  pageSizeMax: 20,
  /** Far past any product's reviews: a page number above it is a mistake, not a page. */
  pageMax: 10_000,
} as const;

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const SIGN_IN_TO_REVIEW_MESSAGE = 'Sign in to review this product.';
export const NOT_BOUGHT_MESSAGE = 'Only shoppers who bought this product can review it.';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this product: edit your review instead.';
export const SIGN_IN_TO_VOTE_MESSAGE = 'Sign in to say whether a review was helpful.';
export const OWN_REVIEW_VOTE_MESSAGE = 'You cannot vote on your own review.';
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';

/** Control characters: none in a one-line field; the text keeps its line breaks and tabs. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const NO_CONTROL = 'must not contain control characters';

const line = (max: number, required: boolean) =>
  z
    .string(typed('a string'))
    .refine((value) => !CONTROL_IN_LINE.test(value), NO_CONTROL)
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, 'is required')
        .max(max, `must be at most ${max} characters`),
    );

/** The review's text: line breaks as '\n', trimmed, at most 2 empty lines in a row. */
const text = z
  .string(typed('a string'))
  .refine((value) => !CONTROL_IN_TEXT.test(value), NO_CONTROL)
  .transform((value) => value.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n').trim())
  .pipe(
    z
      .string()
      .min(1, 'is required')
      .max(REVIEW_LIMITS.textMax, `must be at most ${REVIEW_LIMITS.textMax} characters`),
  );

/** POST /api/products/:productId/reviews and PUT /api/reviews/:reviewId: what the shopper writes. */
export const reviewInputSchema = z.strictObject({
  rating: z
    .number(typed(`a whole number from 1 to ${RATING_STARS}`))
    .int(`must be a whole number from 1 to ${RATING_STARS}`)
    .min(1, `must be a whole number from 1 to ${RATING_STARS}`)
    .max(RATING_STARS, `must be a whole number from 1 to ${RATING_STARS}`),
  title: line(REVIEW_LIMITS.titleMax, true),
  text,
  /** The name shown with the review; left out or empty, the review is signed 'Verified buyer'. */
  name: line(REVIEW_LIMITS.nameMax, false).optional().transform((value) => value ?? ''),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;
export type ReviewFormInput = z.input<typeof reviewInputSchema>;

/** The author line of a review written without a name. */
export const ANONYMOUS_AUTHOR = 'Verified buyer';

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
