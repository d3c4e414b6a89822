import { recentlyViewedAfter } from '../cart/shopper-lists.ts';
import { RECENTLY_VIEWED_CAP } from '../policy.ts';

/**
 * Recently viewed after signing in: the guest's views happened last, so they come first, then the
 * account's earlier views; no duplicates, at most the cap. Both lists are most recent first.
 */
export function mergedRecentlyViewed(
  accountIds: readonly string[],
  guestIds: readonly string[],
  cap: number = RECENTLY_VIEWED_CAP,
): string[] {
  return [...guestIds].reverse().reduce<string[]>((list, id) => recentlyViewedAfter(list, id, cap), accountIds.slice(0, cap));
}
