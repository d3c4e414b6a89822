/**
 * Trending: the rating weighted by how many shoppers reviewed it, plus recent orders once there are any.
 * The database pre-ranks by the first part (rating × ln(1 + reviews)); `rankTrending` re-ranks those
 * candidates with the recent order counts, which is the seam for orders.
 */
export const RECENT_ORDER_WEIGHT = 1;

export function trendingScore(rating: number, reviewCount: number, recentOrders = 0): number {
  return rating * Math.log(reviewCount + 1) + RECENT_ORDER_WEIGHT * 5 * Math.log(recentOrders + 1);
}

/** Orders products by trending score, given how often each was ordered recently (by product id). */
export function rankTrending<P extends { id: string; rating: number; reviewCount: number }>(
  products: readonly P[],
  recentOrders: ReadonlyMap<string, number> = new Map(),
): P[] {
  return products
    .map((p, i) => ({ p, i, score: trendingScore(p.rating, p.reviewCount, recentOrders.get(p.id) ?? 0) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.p);
}
