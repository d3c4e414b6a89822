import { MAX_QUANTITY_PER_LINE } from '../policy.ts';

/**
 * The variant of a line added without one: its id ends in '-default' (spec §3). Only a product without
 * options takes it; a product with options needs one of its variants' ids (ADR 0018).
 */
export const DEFAULT_VARIANT = 'default';

/** One line per product and variant; its id is the product id plus the variant. */
export function cartLineId(productId: string, variant: string = DEFAULT_VARIANT): string {
  return `${productId}-${variant}`;
}

/** How many of a product one line may hold: its stock, and never more than the per-line cap. */
export function maxQuantityFor(stockQuantity: number): number {
  return Math.max(0, Math.min(Math.floor(stockQuantity), MAX_QUANTITY_PER_LINE));
}

/** Spec §4/§5: a line's quantity stays within 1..maxQuantity. */
export function clampQuantity(quantity: number, maxQuantity: number): number {
  return Math.min(Math.max(1, Math.floor(quantity)), Math.max(1, maxQuantity));
}

/**
 * What Add to Cart tells the shopper when it could not add all it was asked for: the line already holds
 * the most it can: the stock, or the per-line limit (spec §5).
 */
export function addLimitNotice(name: string, stockQuantity: number): string {
  const max = maxQuantityFor(stockQuantity);
  return max < MAX_QUANTITY_PER_LINE
    ? `Only ${max} of '${name}' ${max === 1 ? 'is' : 'are'} in stock, and your cart has ${max === 1 ? 'it' : 'them all'}.`
    : `A cart line holds at most ${max} of '${name}', and yours has ${max}.`;
}
