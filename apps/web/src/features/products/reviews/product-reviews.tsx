import { NOT_BOUGHT_MESSAGE } from '@cartwise/domain/reviews/messages';
import type { MyReview, ReviewSort } from '@cartwise/domain/reviews/schemas';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { useKnownSignedOut } from '@/features/account';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';
import {
  useDeleteReviewMutation,
  useEditReviewMutation,
  useGetMyReviewQuery,
  useGetReviewsQuery,
  useWriteReviewMutation,
} from './reviews-api';

// The form and its checks (zod, 25 KB gzip) load when a shopper opens it: most who read reviews never write
// one, and a product page that evaluates zod as it starts has a longer Total Blocking Time.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

const SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', helpful: 'Most helpful' };

/**
 * The product page's reviews: the rating summary, the shopper's own review (or why they cannot write one),
 * and the reviews, newest or most helpful first, a page at a time.
 */
export default function ProductReviews({ productId }: { productId: string }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const { currentData: list, error, isFetching, refetch } = useGetReviewsQuery({ productId, sort, page });
  const [shown, setShown] = useState(list);
  // The last page read stays on screen while the next loads, so the section keeps its height.
  if (list && list !== shown) setShown(list);
  const data = list ?? shown;

  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="mb-6 text-2xl font-bold tracking-tight">
        Customer reviews
      </h2>
      {!data && error ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-red-800">{apiErrorMessage(error, 'The reviews could not be loaded.')}</p>
          <Button variant="secondary" busy={isFetching} onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : !data ? (
        <Spinner label="Loading reviews…" />
      ) : (
        <div className="grid gap-10 lg:grid-cols-[20rem_1fr]">
          <div className="flex flex-col gap-8">
            <RatingSummary summary={data.summary} />
            <MyReviewPanel productId={productId} />
          </div>
          <div>
            {data.totalCount === 0 ? (
              <p className="text-gray-700">No one has reviewed this product here yet.</p>
            ) : (
              <>
                <div className="flex items-center justify-between gap-4 border-b border-gray-200 pb-3">
                  <p className="text-sm text-gray-700" aria-live="polite">
                    {data.totalCount === 1 ? '1 review' : `${data.totalCount} reviews`}
                    {data.totalPages > 1 && `, page ${data.currentPage} of ${data.totalPages}`}
                  </p>
                  <label className="flex items-center gap-2 text-sm text-gray-800">
                    Sort by
                    <select
                      value={sort}
                      onChange={(event) => {
                        setSort(event.target.value as ReviewSort);
                        setPage(1);
                      }}
                      className="rounded-lg border border-gray-400 bg-white px-2 py-1.5 text-sm"
                    >
                      {Object.entries(SORT_LABELS).map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
                <div aria-busy={isFetching}>
                  {data.reviews.map((review) => (
                    <ReviewItem key={review.id} review={review} />
                  ))}
                </div>
                {data.totalPages > 1 && (
                  <nav aria-label="Review pages" className="mt-4 flex items-center justify-between gap-4">
                    <Button variant="secondary" disabled={data.currentPage <= 1} onClick={() => setPage(data.currentPage - 1)}>
                      Previous
                    </Button>
                    <Button variant="secondary" disabled={data.currentPage >= data.totalPages} onClick={() => setPage(data.currentPage + 1)}>
                      Next
                    </Button>
                  </nav>
                )}
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

const panelClass = 'rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800';

/** Nobody signed in has no review of their own: the server would answer this. */
const SIGNED_OUT: MyReview = { status: 'signed-out', review: null };

/**
 * The shopper's side: sign in, not bought, write one, or their review with Edit and Delete. When nobody is
 * signed in (a guest, or a shopper who signed out) the server is not asked: the answer can only be "sign in".
 */
function MyReviewPanel({ productId }: { productId: string }) {
  const signedOut = useKnownSignedOut();
  const { data: asked } = useGetMyReviewQuery(productId, { skip: signedOut });
  const mine = signedOut ? SIGNED_OUT : asked;
  const [editing, setEditing] = useState(false);
  const [write] = useWriteReviewMutation();
  const [edit] = useEditReviewMutation();
  const [remove, removing] = useDeleteReviewMutation();
  const [problem, setProblem] = useState<string | null>(null);
  if (!mine) return null;
  const { status, review }: MyReview = mine;

  if (status === 'signed-out') {
    return (
      <div className={panelClass}>
        <p className="mb-3">Bought this product? Sign in to review it.</p>
        <Link to={`/sign-in?next=${encodeURIComponent(`/products/${productId}#reviews`)}`} className={buttonClass('secondary')}>
          Sign in to write a review
        </Link>
      </div>
    );
  }
  if (status === 'not-bought') return <p className={panelClass}>{NOT_BOUGHT_MESSAGE}</p>;

  if (editing) {
    return (
      <div className="rounded-lg border border-gray-200 p-4">
        <h3 className="mb-4 font-semibold">{review ? 'Edit your review' : 'Write a review'}</h3>
        <Suspense fallback={<Spinner label="Loading the review form…" />}>
          <ReviewForm
            review={review ?? undefined}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              const result = review
                ? await edit({ productId, reviewId: review.id, review: input })
                : await write({ productId, review: input });
              if (!('error' in result)) setEditing(false);
              return 'error' in result ? { error: result.error } : {};
            }}
          />
        </Suspense>
      </div>
    );
  }
  if (status === 'can-review' || !review) {
    return (
      <div className={panelClass}>
        <p className="mb-3">You bought this product: tell other shoppers what you think.</p>
        <Button onClick={() => setEditing(true)}>Write a review</Button>
      </div>
    );
  }

  const onDelete = async () => {
    if (!window.confirm('Delete your review? This cannot be undone.')) return;
    setProblem(null);
    const result = await remove({ productId, reviewId: review.id });
    if ('error' in result) setProblem(apiErrorMessage(result.error, 'Your review could not be deleted. Please try again.'));
  };
  return (
    <div className={panelClass}>
      <p className="mb-1 font-semibold">Your review</p>
      {review.hidden && <p className="mb-2 text-amber-800">The shop has hidden this review: only you can see it.</p>}
      <p className="mb-3">
        {review.rating} {review.rating === 1 ? 'star' : 'stars'}: {review.title}
      </p>
      <div className="flex gap-3">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          Edit review
        </Button>
        <Button variant="danger" size="sm" busy={removing.isLoading} onClick={() => void onDelete()}>
          Delete review
        </Button>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
