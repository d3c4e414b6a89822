import type { Review } from '@cartwise/domain/reviews/schemas';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { apiErrorMessage } from '@/lib/api-error';
import { useVoteHelpfulMutation } from './reviews-api';

/** A review's date as the shopper reads it: "March 4, 2026" (UTC, the same on every machine). */
export function reviewDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** One review: stars, title, author, date, "Verified purchase", the text as written (never HTML), the helpful vote. */
export function ReviewItem({ review }: { review: Review }) {
  const [vote, voting] = useVoteHelpfulMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const onVote = async () => {
    setProblem(null);
    const result = await vote({ productId: review.productId, reviewId: review.id, helpful: !review.votedHelpful });
    if ('error' in result) setProblem(apiErrorMessage(result.error, 'Your vote could not be saved. Please try again.'));
  };
  return (
    <article aria-labelledby={`review-${review.id}`} className="flex flex-col gap-2 border-b border-gray-200 py-6 last:border-b-0">
      <div className="flex flex-wrap items-center gap-3">
        <StarRating rating={review.rating} />
        <h3 id={`review-${review.id}`} className="font-semibold text-gray-900">
          {review.title}
        </h3>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
        <span>{review.author}</span>
        <span>{reviewDate(review.createdAt)}</span>
        {review.verifiedPurchase && (
          <span className="inline-flex items-center gap-1 font-medium text-green-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Verified purchase
          </span>
        )}
      </p>
      <p className="whitespace-pre-line break-words text-gray-800">{review.text}</p>
      <div className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
        {review.mine ? (
          <span>Your review{review.helpfulCount > 0 && ` · ${review.helpfulCount} found it helpful`}</span>
        ) : (
          <>
            <span>Was this helpful?</span>
            <Button variant="secondary" size="sm" aria-pressed={review.votedHelpful} busy={voting.isLoading} onClick={() => void onVote()}>
              Helpful ({review.helpfulCount})
            </Button>
          </>
        )}
        {problem && (
          <span role="alert" className="text-red-700">
            {problem}
          </span>
        )}
      </div>
    </article>
  );
}
