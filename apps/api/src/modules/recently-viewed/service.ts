import { mergedRecentlyViewed } from '@cartwise/domain/accounts/merge';
import { recentlyViewedAfter, type ShopperProducts } from '@cartwise/domain/cart/shopper-lists';
import { NotFoundError } from '@cartwise/domain/errors';
import type { Transaction } from '../../db/write-transaction.ts';
import type { RecentlyViewedRepository } from './repository.ts';

/** Recently viewed products (spec §4): a view puts the product first, without duplicates, at most 10. */
export class RecentlyViewedService {
  constructor(private readonly repository: RecentlyViewedRepository) {}

  async get(sessionId: string | undefined): Promise<ShopperProducts> {
    return { products: sessionId ? await this.repository.products(sessionId) : [] };
  }

  record(sessionId: string, productId: string): Promise<ShopperProducts> {
    return this.repository.transaction(async (repository) => {
      if (!(await repository.productExists(productId))) throw new NotFoundError(`Product '${productId}' was not found`);
      await repository.lockSession(sessionId);
      const before = await repository.productIds(sessionId);
      const after = new Set(recentlyViewedAfter(before, productId));
      // The viewed product is written again so that it becomes the latest; what fell off the end goes.
      await repository.remove(sessionId, before.filter((id) => id === productId || !after.has(id)));
      await repository.addLatest(sessionId, productId);
      return { products: await repository.products(sessionId) };
    });
  }

  /**
   * Merges a guest's recently viewed products into the account's (`mergedRecentlyViewed`), inside the
   * sign-in's transaction, with the account's list locked as a view locks it.
   */
  async mergeGuest(trx: Transaction, guestId: string, accountId: string): Promise<void> {
    const repository = this.repository.within(trx);
    await repository.lockSession(accountId);
    const guestViews = await repository.productIds(guestId);
    if (guestViews.length === 0) return;
    const accountViews = await repository.productIds(accountId);
    const merged = mergedRecentlyViewed(accountViews, guestViews);
    await repository.remove(accountId, accountViews);
    for (const id of [...merged].reverse()) await repository.addLatest(accountId, id);
  }
}
