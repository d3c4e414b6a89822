import { z } from 'zod';
import { productSchema } from '../catalogue/product.ts';
import { RECENTLY_VIEWED_CAP } from '../policy.ts';
import { productIdSchema } from './schemas.ts';

/**
 * The shopper's other lists, kept on the server beside the cart: the wishlist and recently viewed
 * products (spec §3 user state, §4 transitions).
 */

/** PUT/DELETE /api/wishlist/:productId */
export const wishlistParamsSchema = z.object({ productId: productIdSchema });

/** POST /api/recently-viewed */
export const recentlyViewedBodySchema = z.strictObject({ productId: productIdSchema });
export type RecentlyViewedBody = z.output<typeof recentlyViewedBodySchema>;

/** GET /api/wishlist and /api/recently-viewed, and what their changes answer: the products, in list order. */
export const shopperProductsSchema = z.object({ products: z.array(productSchema) });
export type ShopperProducts = z.infer<typeof shopperProductsSchema>;

/** Viewing a product puts it first, removes any earlier view of it and keeps at most the cap (spec §4). */
export function recentlyViewedAfter(
  productIds: readonly string[],
  viewed: string,
  cap: number = RECENTLY_VIEWED_CAP,
): string[] {
  return [viewed, ...productIds.filter((id) => id !== viewed)].slice(0, cap);
}
