import type { AdminReviewList, Review } from '@cartwise/domain/reviews/schemas';
import { useState } from 'react';
import { apiErrorMessage } from '@/lib/api-error';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useGetAdminReviewsQuery, useSetReviewHiddenMutation } from '../api/admin-api';
import { AdminButton, Loading } from '../ui';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** One review with its Hide (and a reason) or Show again: the change is written to the audit log by the API. */
function ReviewRow({ review }: { review: Review }) {
  const [setHidden, state] = useSetReviewHiddenMutation();
  const [reason, setReason] = useState('');
  const reasonId = `reason-${review.id}`;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-3">
      <p className="text-sm text-gray-600">
        {review.rating} of 5 stars · product {review.productId} · {review.author} · {when(review.createdAt)}
        {review.hidden && <strong className="ml-2 rounded bg-gray-200 px-1.5 py-0.5 text-gray-900">Hidden</strong>}
      </p>
      <h2 className="font-semibold">{review.title}</h2>
      <p className="text-sm whitespace-pre-line">{review.text}</p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        {!review.hidden && (
          <label htmlFor={reasonId} className="flex flex-col text-sm">
            Reason (optional)
            <input id={reasonId} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} className="rounded border border-gray-300 px-2 py-1" />
          </label>
        )}
        <AdminButton
          variant="secondary"
          small
          busy={state.isLoading}
          aria-label={`${review.hidden ? 'Show again' : 'Hide'} the review “${review.title}”`}
          onClick={() => void setHidden({ id: review.id, hidden: !review.hidden, ...(reason.trim() ? { reason: reason.trim() } : {}) })}
        >
          {review.hidden ? 'Show again' : 'Hide'}
        </AdminButton>
      </div>
      {state.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {apiErrorMessage(state.error, 'The review could not be changed. Please try again.')}
        </p>
      )}
    </li>
  );
}

export function ReviewList({ data, page, onPage }: { data: AdminReviewList; page: number; onPage: (page: number) => void }) {
  if (data.reviews.length === 0) return <p>No shopper has written a review yet.</p>;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {data.reviews.map((review) => (
          <ReviewRow key={review.id} review={review} />
        ))}
      </ul>
      <div className="mt-4 flex items-center gap-3">
        <AdminButton variant="secondary" small disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Newer
        </AdminButton>
        <span className="text-sm">
          Page {data.currentPage} of {Math.max(1, data.totalPages)}
        </span>
        <AdminButton variant="secondary" small disabled={page >= data.totalPages} onClick={() => onPage(page + 1)}>
          Older
        </AdminButton>
      </div>
    </>
  );
}

/** The shoppers' reviews, hidden ones too, newest first: hide one from the product page or show it again. */
export function ReviewsPage() {
  useDocumentTitle(pageTitle('Reviews'));
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useGetAdminReviewsQuery({ page });
  return (
    <section aria-labelledby="reviews-heading">
      <h1 id="reviews-heading" className="mb-4 text-2xl font-bold">
        Reviews
      </h1>
      {isLoading && <Loading label="Loading the reviews…" />}
      {isError && <p role="alert">The reviews could not be loaded.</p>}
      {data && <ReviewList data={data} page={page} onPage={setPage} />}
    </section>
  );
}
