import { RATING_STARS } from '@cartwise/domain/policy';

/** What a product nobody has reviewed shows instead of its stars (grey stars would read as rated zero). */
export const NO_REVIEWS_TEXT = 'No reviews yet';

const STAR =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55-4.76-4.64 6.58-.96z';
const WIDTH = 24 * RATING_STARS;

function Stars({ className }: { className: string }) {
  return (
    <svg viewBox={`0 0 ${WIDTH} 24`} className={`h-full w-auto max-w-none ${className}`} aria-hidden="true">
      {Array.from({ length: RATING_STARS }, (_, i) => (
        <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} />
      ))}
    </svg>
  );
}

/**
 * A rating as five stars, filled in proportion to the rating; read out as 'Rated 4.7 out of 5'.
 * Two SVGs, however many stars: lists show many of these at once.
 */
export function StarRating({
  rating,
  size = 'sm',
  decorative = false,
}: {
  rating: number;
  size?: 'sm' | 'md';
  /** Hidden from screen readers when the text beside it already says the rating. */
  decorative?: boolean;
}) {
  const percent = Math.max(0, Math.min(100, (rating / RATING_STARS) * 100));
  const label = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': `Rated ${rating.toFixed(1)} out of ${RATING_STARS}` };
  return (
    <span
      {...label}
      className={`relative inline-block shrink-0 ${size === 'sm' ? 'h-4 w-20' : 'h-5 w-25'}`}
    >
      <Stars className="fill-gray-300" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
        <Stars className="fill-amber-400" />
      </span>
    </span>
  );
}
