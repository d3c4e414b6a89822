import { variantLabel } from '../catalogue/variants.ts';
import { toDollars, type Cents } from '../money.ts';
import { couponDiscount, couponProblem, droppedCouponNotice, type CouponProblem, type StoredCoupon } from './coupon.ts';
import { maxQuantityFor } from './lines.ts';
import type { CartResponse } from './schemas.ts';
import { cartTotals, type CartTotals } from './totals.ts';

/** A line as the cart keeps it: which product and variant, and how many. */
export interface StoredCartLine {
  id: string;
  productId: string;
  variant: string;
  quantity: number;
}

/** The variant a line holds, of a product with options (ADR 0018): its SKU and its values in option order. */
export interface LineVariant {
  sku: string;
  options: { name: string; value: string }[];
}

/**
 * What the catalogue says about a line's product now; absent when the product has been removed, or when it
 * has options and the line's variant is not one of its variants. For a variant, the price, image and stock
 * are the variant's.
 */
export interface LineProduct {
  name: string;
  priceCents: Cents;
  image: string;
  stockQuantity: number;
  variant?: LineVariant;
}

/** A line as the shopper sees it: the current name, price and image, and the quantity that can be had. */
export interface CartLine extends StoredCartLine {
  name: string;
  priceCents: Cents;
  image: string;
  maxQuantity: number;
  /** Present when the line is a variant of a product with options: its stock is the variant's own. */
  variantOf?: LineVariant;
}

/** A line's name with its variant, as notices say it: "Nike Air Jordan 1, Size 10, Red". */
export function lineTitle(name: string, variant: LineVariant | undefined): string {
  return variant && variant.options.length > 0 ? `${name}, ${variantLabel(variant.options)}` : name;
}

export interface Cart {
  items: CartLine[];
  couponCode: string | null;
  totals: CartTotals;
}

/** A cart priced from the current catalogue, with what had to change because the catalogue moved on. */
export interface CartReview {
  cart: Cart;
  /** Lines whose product is gone or sold out: they leave the cart. */
  unavailable: (StoredCartLine & { name?: string })[];
  /** Lines that held more than is now in stock: their quantity came down to maxQuantity. */
  reduced: CartLine[];
  /** The coupon stopped qualifying: it leaves the cart. */
  droppedCoupon?: CouponProblem;
}

export interface StoredCart {
  lines: readonly (StoredCartLine & { product?: LineProduct })[];
  /** The applied coupon's code, and the coupon as it is defined now (absent when it no longer exists). */
  coupon?: { code: string; definition?: StoredCoupon };
}

/**
 * Prices a cart from current catalogue prices and stock: lines of products that are gone or sold out
 * leave it, quantities above what is in stock come down, and a coupon that no longer qualifies is dropped.
 * Pure: the caller stores whatever changed.
 */
export function reviewCart(stored: StoredCart, now: Date): CartReview {
  const items: CartLine[] = [];
  const unavailable: CartReview['unavailable'] = [];
  const reduced: CartLine[] = [];
  for (const { product, ...line } of stored.lines) {
    const maxQuantity = product ? maxQuantityFor(product.stockQuantity) : 0;
    if (!product || maxQuantity === 0) {
      unavailable.push(product ? { ...line, name: lineTitle(product.name, product.variant) } : line);
      continue;
    }
    const item: CartLine = {
      ...line,
      name: product.name,
      priceCents: product.priceCents,
      image: product.image,
      quantity: Math.min(line.quantity, maxQuantity),
      maxQuantity,
      ...(product.variant ? { variantOf: product.variant } : {}),
    };
    if (item.quantity !== line.quantity) reduced.push(item);
    items.push(item);
  }
  const undiscounted = cartTotals(items);
  let couponCode: string | null = null;
  let discount = 0;
  let droppedCoupon: CouponProblem | undefined;
  if (stored.coupon) {
    const { code, definition } = stored.coupon;
    droppedCoupon = couponProblem(code, definition, undiscounted, now);
    if (!droppedCoupon && definition) {
      couponCode = code;
      discount = couponDiscount(definition, undiscounted.subtotal);
    }
  }
  return {
    cart: { items, couponCode, totals: cartTotals(items, discount) },
    unavailable,
    reduced,
    ...(droppedCoupon ? { droppedCoupon } : {}),
  };
}

/** True when the stored cart must be written back to match its review. */
export function reviewChangedCart(review: CartReview): boolean {
  return review.unavailable.length > 0 || review.reduced.length > 0 || review.droppedCoupon !== undefined;
}

/** What the shopper is told about changes they did not make; undefined when there were none. */
export function reviewNotice(review: CartReview): string | undefined {
  // Lines whose product is gone from the catalogue may have no name left to say: counted in one sentence.
  const unnamed = review.unavailable.filter((line) => !line.name).length;
  const sentences = [
    ...(unnamed === 1 ? ['A product in your cart is no longer available and was removed.'] : []),
    ...(unnamed > 1 ? [`${unnamed} products in your cart are no longer available and were removed.`] : []),
    ...review.unavailable
      .filter((line) => line.name)
      .map((line) => `'${line.name}' is no longer available and was removed from your cart.`),
    ...review.reduced.map(
      (line) => `Only ${line.maxQuantity} of '${lineTitle(line.name, line.variantOf)}' can be ordered now; the quantity was reduced.`,
    ),
    ...(review.droppedCoupon ? [droppedCouponNotice(review.droppedCoupon)] : []),
  ];
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

/** The cart at the edge: money in dollars (DESIGN.md, API contract). */
export function toCartResponse(cart: Cart, notice?: string): CartResponse {
  const { itemCount, subtotal, shipping, tax, discount, total } = cart.totals;
  return {
    items: cart.items.map(({ priceCents, ...line }) => ({
      id: line.id,
      productId: line.productId,
      variant: line.variant,
      name: line.name,
      price: toDollars(priceCents),
      image: line.image,
      quantity: line.quantity,
      maxQuantity: line.maxQuantity,
      ...(line.variantOf
        ? { variantName: variantLabel(line.variantOf.options), options: line.variantOf.options, sku: line.variantOf.sku }
        : {}),
    })),
    itemCount,
    subtotal: toDollars(subtotal),
    shipping: toDollars(shipping),
    tax: toDollars(tax),
    discount: toDollars(discount),
    total: toDollars(total),
    couponCode: cart.couponCode,
    ...(notice ? { notice } : {}),
  };
}

/** The cart of a shopper who has none yet. */
export const EMPTY_CART: Cart = { items: [], couponCode: null, totals: cartTotals([]) };

