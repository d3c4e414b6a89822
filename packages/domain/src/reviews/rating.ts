import { RATING_STARS } from '../policy.ts';

/** A product's figures from its feed (the import), kept apart from the shop's own reviews (ADR 0023). */
export interface ImportedFigures {
  rating: number;
  reviewCount: number;
}

/** The shop's own visible reviews of a product: how many, and their stars added up. */
export interface OwnFigures {
  count: number;
  starTotal: number;
}

/**
 * Rounds a rating to 2 decimals as the database's triggers do (`floor(x * 100 + 0.5) / 100`), so the
 * figure the service writes and the one a re-import's trigger writes are the same number.
 */
export function roundRating(rating: number): number {
  return Math.floor(rating * 100 + 0.5) / 100;
}

/**
 * The rating and review count a product shows (cards, sort by rating, the rating filter): the feed's
 * figures and the shop's reviews as one count-weighted average, every review one vote. Without reviews of
 * its own a product shows the feed's figures unchanged (a feed may give a rating without a count).
 */
export function combinedFigures(imported: ImportedFigures, own: OwnFigures): ImportedFigures {
  if (own.count === 0) return { rating: imported.rating, reviewCount: imported.reviewCount };
  const reviewCount = imported.reviewCount + own.count;
  return { rating: roundRating((imported.rating * imported.reviewCount + own.starTotal) / reviewCount), reviewCount };
}

/** How many of the shop's reviews gave each number of stars, 5 first (the summary's bars). */
export function starDistribution(countsByStars: ReadonlyMap<number, number>): { stars: number; count: number }[] {
  return Array.from({ length: RATING_STARS }, (_, i) => RATING_STARS - i).map((stars) => ({
    stars,
    count: countsByStars.get(stars) ?? 0,
  }));
}

/** The shop's own figures from the per-star counts. */
export function ownFigures(countsByStars: ReadonlyMap<number, number>): OwnFigures {
  let count = 0;
  let starTotal = 0;
  for (const [stars, n] of countsByStars) {
    count += n;
    starTotal += stars * n;
  }
  return { count, starTotal };
}

/** The shop's reviews' average to one decimal, as the summary shows it; null without any. */
export function ownAverage(own: OwnFigures): number | null {
  return own.count === 0 ? null : Math.round((own.starTotal / own.count) * 10) / 10;
}
