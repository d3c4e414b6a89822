import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, reviewInputSchema } from './review-input.ts';
import { reviewsQuerySchema } from './schemas.ts';

const valid = { rating: 4, title: 'Good value', text: 'Works as described.' };
const issues = (input: unknown) =>
  reviewInputSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('reviewInputSchema', () => {
  it('trims the fields, collapses spaces in one-line fields and keeps the text line breaks', () => {
    const parsed = reviewInputSchema.parse({
      rating: 5,
      title: '  Very   good \u00a0 ',
      text: '  First line\r\nSecond\n\n\n\nLast\t ',
      name: ' Ann  B. ',
    });
    expect(parsed).toEqual({ rating: 5, title: 'Very good', text: 'First line\nSecond\n\nLast', name: 'Ann B.' });
  });

  it('signs a review without a name with an empty one', () => {
    expect(reviewInputSchema.parse(valid).name).toBe('');
    expect(reviewInputSchema.parse({ ...valid, name: '   ' }).name).toBe('');
  });

  it('wants 1 to 5 whole stars', () => {
    for (const rating of [0, 6, 4.5, '4']) expect(issues({ ...valid, rating })?.[0]).toMatch(/^rating: must be/);
    expect(issues({ title: 'x', text: 'y' })).toEqual(['rating: is required']);
  });

  it('wants a title and a text once trimmed, within their limits', () => {
    expect(issues({ ...valid, title: '   ', text: '\n \n' })).toEqual(['title: is required', 'text: is required']);
    expect(issues({ ...valid, title: 'x'.repeat(REVIEW_LIMITS.titleMax + 1) })).toEqual([
      `title: must be at most ${REVIEW_LIMITS.titleMax} characters`,
    ]);
    expect(issues({ ...valid, text: 'x'.repeat(REVIEW_LIMITS.textMax + 1) })).toEqual([
      `text: must be at most ${REVIEW_LIMITS.textMax} characters`,
    ]);
    expect(reviewInputSchema.safeParse({ ...valid, text: ` ${'x'.repeat(REVIEW_LIMITS.textMax)} ` }).success).toBe(true);
  });

  it('refuses NUL and other control characters, and line breaks in the title', () => {
    expect(issues({ ...valid, title: 'a\u0000b' })).toEqual(['title: must not contain control characters']);
    expect(issues({ ...valid, title: 'a\nb' })).toEqual(['title: must not contain control characters']);
    expect(issues({ ...valid, text: 'a\u0000b' })).toEqual(['text: must not contain control characters']);
    expect(issues({ ...valid, text: 'bell\u0007' })).toEqual(['text: must not contain control characters']);
    expect(issues({ ...valid, name: 'a\u009bb' })).toEqual(['name: must not contain control characters']);
  });

  it('keeps markup as the characters typed', () => {
    const parsed = reviewInputSchema.parse({ ...valid, title: '<b>Bold</b>', text: '<script>alert(1)</script>' });
    expect(parsed.title).toBe('<b>Bold</b>');
    expect(parsed.text).toBe('<script>alert(1)</script>');
  });

  it('refuses fields it does not know', () => {
    expect(issues({ ...valid, helpfulCount: 100 })?.[0]).toMatch(/helpfulCount|Unrecognized/);
  });
});

describe('reviewsQuerySchema', () => {
  it('defaults to the newest first, page 1, 5 a page', () => {
    expect(reviewsQuerySchema.parse({})).toEqual({ sort: 'newest', page: 1, pageSize: REVIEW_LIMITS.pageSizeDefault });
    expect(reviewsQuerySchema.parse({ sort: 'helpful', page: '2', pageSize: '' })).toEqual({ sort: 'helpful', page: 2, pageSize: 5 });
  });

  it('refuses an unknown order and sizes out of range', () => {
    expect(reviewsQuerySchema.safeParse({ sort: 'best' }).success).toBe(false);
    expect(reviewsQuerySchema.safeParse({ pageSize: String(REVIEW_LIMITS.pageSizeMax + 1) }).success).toBe(false);
    expect(reviewsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
