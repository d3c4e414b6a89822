import type { ShopperProducts } from '@cartwise/domain/cart/shopper-lists';
import { NotFoundError } from '@cartwise/domain/errors';
import type { Transaction } from '../../db/write-transaction.ts';
import type { WishlistRepository } from './repository.ts';

const productNotFound = (productId: string) => new NotFoundError(`Product '${productId}' was not found`);

/** The shopper's wishlist (spec §4): adding is idempotent, removal is by product id. */
export class WishlistService {
  constructor(private readonly repository: WishlistRepository) {}

  async get(sessionId: string | undefined): Promise<ShopperProducts> {
    return { products: sessionId ? await this.repository.products(sessionId) : [] };
  }

  add(sessionId: string, productId: string): Promise<ShopperProducts> {
    return this.repository.transaction(async (repository) => {
      if (!(await repository.productExists(productId))) throw productNotFound(productId);
      await repository.add(sessionId, productId);
      return { products: await repository.products(sessionId) };
    });
  }

  /** Adds a guest's wishlist to the account's, inside the sign-in's transaction, in the order the guest added it. */
  async mergeGuest(trx: Transaction, guestId: string, accountId: string): Promise<void> {
    const repository = this.repository.within(trx);
    const wished = await repository.products(guestId);
    for (const product of wished.reverse()) await repository.add(accountId, product.id);
  }

  /** Idempotent: removing a product that is not in the wishlist answers the wishlist; an unknown product is a 404. */
  async remove(sessionId: string | undefined, productId: string): Promise<ShopperProducts> {
    if (!sessionId) {
      if (!(await this.repository.productExists(productId))) throw productNotFound(productId);
      return { products: [] };
    }
    return this.repository.transaction(async (repository) => {
      const removed = await repository.remove(sessionId, productId);
      if (!removed && !(await repository.productExists(productId))) throw productNotFound(productId);
      return { products: await repository.products(sessionId) };
    });
  }
}
