import { z } from 'zod';
import { RATING_STARS } from '../policy.ts';

/*
 * What a shopper writes in a review, and its limits: what the web app's form imports at run time, kept
 * apart from the API's other review schemas so the form's chunk carries only these.
 */

/**
 * 'is required' when left out, 'must be …' for another type: the cart's `typed`, written out here because
 * importing it made the bundler split the cart's schemas into one more chunk every route preloads.
 */
const typed = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`),
});

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

/** Control characters: none in a one-line field; the text keeps its line breaks and tabs. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const NO_CONTROL = 'must not contain control characters';

/** One line of text: no control characters, trimmed, its runs of spaces made one, within its limits. */
export const line = (max: number, required: boolean) =>
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

