/**
 * Trending: the rating weighted by how many shoppers reviewed it, plus recent orders. The database
 * pre-ranks by the first part (rating × ln(1 + reviews)); `rankTrending` re-ranks those candidates, and the
 * recently ordered products outside them, with the recent order counts.
 */
export const RECENT_ORDER_WEIGHT = 1;
/** Orders placed within this many days count as recent. */
export const RECENT_ORDER_DAYS = 30;

export function trendingScore(rating: number, reviewCount: number, recentOrders = 0): number {
  return rating * Math.log(reviewCount + 1) + RECENT_ORDER_WEIGHT * 5 * Math.log(recentOrders + 1);
}

/**
 * Orders products by trending score, given how often each was ordered recently (by product id).
 * `candidates` come in the database's order (score without orders, then catalogue order); `alsoOrdered`
 * are recently ordered products that were not among them. Equal scores keep one order whatever the pool:
 * recently ordered products first, in the order of `recentOrders`, then the candidates' own order. So a
 * larger pool (a later page of 'show more') ranks the products of a smaller one the same way.
 */
export function rankTrending<P extends { id: string; rating: number; reviewCount: number }>(
  candidates: readonly P[],
  recentOrders: ReadonlyMap<string, number> = new Map(),
  alsoOrdered: readonly P[] = [],
): P[] {
  const orderedRank = new Map([...recentOrders.keys()].map((id, i) => [id, i]));
  const seen = new Set<string>();
  return [...candidates, ...alsoOrdered]
    .filter((p) => !seen.has(p.id) && seen.add(p.id))
    .map((p, i) => {
      const orders = recentOrders.get(p.id) ?? 0;
      return { p, score: trendingScore(p.rating, p.reviewCount, orders), tie: orders > 0 ? (orderedRank.get(p.id) ?? 0) - recentOrders.size : i };
    })
    .sort((a, b) => b.score - a.score || a.tie - b.tie)
    .map((x) => x.p);
}
