/*
 * What the shop says about reviewing, shared by the API and the product page. A module of its own, without zod:
 * the product page's reviews read one of these, and importing it from review-input.ts put that module's schemas
 * (and zod) into the reviews' chunk, which every product page evaluates as it starts.
 */

export const SIGN_IN_TO_REVIEW_MESSAGE = 'Sign in to review this product.';
export const NOT_BOUGHT_MESSAGE = 'Only shoppers who have received this product can review it.';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this product: edit your review instead.';
export const SIGN_IN_TO_VOTE_MESSAGE = 'Sign in to say whether a review was helpful.';
export const OWN_REVIEW_VOTE_MESSAGE = 'You cannot vote on your own review.';
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';
