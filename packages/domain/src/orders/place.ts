import { lineTitle, type CartReview, type LineVariant } from '../cart/cart.ts';
import type { FieldIssue } from '../errors.ts';
import { ORDER_NUMBER_ALPHABET, ORDER_UNAVAILABLE_MESSAGE } from './schemas.ts';

/**
 * Why a reviewed cart cannot be ordered as it stands: each line whose product is gone or sold out, or that
 * asks for more than is in stock, named in `details`. Empty when the cart can be ordered.
 */
export function unavailableLines(review: CartReview): FieldIssue[] {
  return [
    ...review.unavailable.map((line) => ({
      field: `items.${line.id}`,
      message: line.name ? `'${line.name}' is no longer available` : `Product '${line.productId}' is no longer available`,
    })),
    ...review.reduced.map((line) => ({
      field: `items.${line.id}`,
      message: `Only ${line.maxQuantity} of '${lineTitle(line.name, line.variantOf)}' can be ordered now`,
    })),
  ];
}

/** The 409's message: names every product, so the shopper knows what to change. */
export function unavailableMessage(issues: readonly FieldIssue[]): string {
  return `${ORDER_UNAVAILABLE_MESSAGE}: ${issues.map((issue) => issue.message).join('; ')}. Nothing was ordered; please review your cart.`;
}

/** Units per product across lines (two variants of one product share its stock), in product id order. */
export function unitsPerProduct(lines: readonly { productId: string; quantity: number }[]): [string, number][] {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return [...units.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Units an order takes from one product's stock, or from one variant's when `variant` is set. */
export interface StockTake {
  productId: string;
  variant?: string;
  units: number;
}

/**
 * What an order takes from stock, in product then variant order (so that concurrent orders take rows in
 * one order): a variant of a product with options from its own stock (and the product's total), any other
 * line from its product's stock, shared by the free-label lines of one product (`unitsPerProduct`).
 */
export function stockTakes(
  lines: readonly { productId: string; variant: string; quantity: number; variantOf?: LineVariant }[],
): StockTake[] {
  const takes = new Map<string, StockTake>();
  for (const line of lines) {
    const variant = line.variantOf ? line.variant : undefined;
    const key = JSON.stringify([line.productId, variant ?? null]);
    const take = takes.get(key) ?? { productId: line.productId, ...(variant === undefined ? {} : { variant }), units: 0 };
    take.units += line.quantity;
    takes.set(key, take);
  }
  const order = (t: StockTake) => [t.productId, t.variant ?? ''] as const;
  return [...takes.values()].sort((a, b) => {
    const [pa, va] = order(a);
    const [pb, vb] = order(b);
    return pa < pb ? -1 : pa > pb ? 1 : va < vb ? -1 : va > vb ? 1 : 0;
  });
}

/** `CW-` and six characters of the alphabet picked by `randomIndex(32)`: about a billion numbers. */
export function newOrderNumber(randomIndex: (size: number) => number): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ORDER_NUMBER_ALPHABET[randomIndex(ORDER_NUMBER_ALPHABET.length)];
  return `CW-${code}`;
}
