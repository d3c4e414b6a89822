import type { Product } from '@cartwise/domain/catalogue/product';
import type { ReviewInput } from '@cartwise/domain/reviews/review-input';
import type { MyReview, ReviewChange, ReviewList, ReviewSort, ReviewVote } from '@cartwise/domain/reviews/schemas';
import { api } from '@/lib/api-client';
import { productsApi } from '../api/products-api';

/** The reviews of one product; every write invalidates them. */
const REVIEWS_TAG = 'Review';
/**
 * Whether the shopper may review depends on who is signed in and what they ordered: the account and order
 * endpoints provide these tags, and signing in or out and placing an order invalidate them.
 */
const SHOPPER_TAGS = ['Account', 'Order'] as const;

export interface ReviewsArgs {
  productId: string;
  sort: ReviewSort;
  page: number;
}

const reviewsUrl = (productId: string) => `/products/${encodeURIComponent(productId)}/reviews`;

/** The product page's rating and count follow the change at once (the summary answers the product's new figures). */
async function updateProduct(
  productId: string,
  queryFulfilled: Promise<{ data: ReviewChange }>,
  dispatch: (action: unknown) => unknown,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      productsApi.util.updateQueryData('getProduct', productId, (product: Product) => {
        product.rating = data.summary.rating;
        product.reviewCount = data.summary.reviewCount;
      }),
    );
  } catch {
    // Nothing changed.
  }
}

export const reviewsApi = api.enhanceEndpoints({ addTagTypes: [REVIEWS_TAG, ...SHOPPER_TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<ReviewList, ReviewsArgs>({
      query: ({ productId, sort, page }) => `${reviewsUrl(productId)}?sort=${sort}&page=${page}`,
      providesTags: (_result, _error, { productId }) => [{ type: REVIEWS_TAG, id: productId }, 'Account'],
    }),
    getMyReview: build.query<MyReview, string>({
      query: (productId) => `${reviewsUrl(productId)}/mine`,
      providesTags: (_result, _error, productId) => [{ type: REVIEWS_TAG, id: productId }, ...SHOPPER_TAGS],
    }),
    writeReview: build.mutation<ReviewChange, { productId: string; review: ReviewInput }>({
      query: ({ productId, review }) => ({ url: reviewsUrl(productId), method: 'POST', body: review }),
      invalidatesTags: (_result, error, { productId }) => (error ? [] : [{ type: REVIEWS_TAG, id: productId }]),
      onQueryStarted: ({ productId }, { dispatch, queryFulfilled }) => updateProduct(productId, queryFulfilled, dispatch),
    }),
    editReview: build.mutation<ReviewChange, { productId: string; reviewId: string; review: ReviewInput }>({
      query: ({ reviewId, review }) => ({ url: `/reviews/${reviewId}`, method: 'PUT', body: review }),
      invalidatesTags: (_result, error, { productId }) => (error ? [] : [{ type: REVIEWS_TAG, id: productId }]),
      onQueryStarted: ({ productId }, { dispatch, queryFulfilled }) => updateProduct(productId, queryFulfilled, dispatch),
    }),
    deleteReview: build.mutation<ReviewChange, { productId: string; reviewId: string }>({
      query: ({ reviewId }) => ({ url: `/reviews/${reviewId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { productId }) => (error ? [] : [{ type: REVIEWS_TAG, id: productId }]),
      onQueryStarted: ({ productId }, { dispatch, queryFulfilled }) => updateProduct(productId, queryFulfilled, dispatch),
    }),
    voteHelpful: build.mutation<ReviewVote, { productId: string; reviewId: string; helpful: boolean }>({
      query: ({ reviewId, helpful }) => ({ url: `/reviews/${reviewId}/helpful`, method: helpful ? 'PUT' : 'DELETE' }),
      invalidatesTags: (_result, error, { productId }) => (error ? [] : [{ type: REVIEWS_TAG, id: productId }]),
    }),
  }),
});

export const {
  useGetReviewsQuery,
  useGetMyReviewQuery,
  useWriteReviewMutation,
  useEditReviewMutation,
  useDeleteReviewMutation,
  useVoteHelpfulMutation,
} = reviewsApi;
