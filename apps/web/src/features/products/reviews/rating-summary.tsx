import { formatCount } from '@cartwise/domain/numbers';
import type { ReviewSummary } from '@cartwise/domain/reviews/schemas';
import { NO_REVIEWS_TEXT, StarRating } from '@/components/ui/star-rating';

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * The product's rating as it shows everywhere (the feed's figures with the shop's reviews), and the shop's
 * own reviews by stars, 5 to 1, each a bar read out as "5 stars: 3 of 4 reviews".
 */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const { own } = summary;
  return (
    <div className="flex flex-col gap-4">
      {summary.reviewCount > 0 ? (
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-3">
            <StarRating rating={summary.rating} size="md" decorative />
            <p className="text-lg font-semibold text-gray-900">{summary.rating.toFixed(1)} out of 5</p>
          </div>
          <p className="text-sm text-gray-700">
            {plural(summary.reviewCount, 'rating', 'ratings')}
            {own.count > 0 && summary.imported.reviewCount > 0 && `, ${plural(own.count, 'review', 'reviews')} written here`}
          </p>
        </div>
      ) : (
        <p className="text-sm text-gray-700">{NO_REVIEWS_TEXT}</p>
      )}
      {own.count > 0 && (
        <ul aria-label="Reviews written here by stars" className="flex flex-col gap-1.5">
          {own.distribution.map(({ stars, count }) => {
            const percent = Math.round((count / own.count) * 100);
            const label = `${stars} ${stars === 1 ? 'star' : 'stars'}`;
            return (
              <li key={stars} className="flex items-center gap-3 text-sm">
                <span className="w-14 shrink-0 text-gray-800">{label}</span>
                <span
                  role="meter"
                  aria-label={label}
                  aria-valuemin={0}
                  aria-valuemax={own.count}
                  aria-valuenow={count}
                  aria-valuetext={`${count} of ${plural(own.count, 'review', 'reviews')}`}
                  className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-200"
                >
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
                </span>
                <span aria-hidden="true" className="w-10 shrink-0 text-right text-gray-700">
                  {percent}%
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
