import { cartLineId, clampQuantity, DEFAULT_VARIANT } from '@cartwise/domain/cart/lines';
import type { AddCartItem, CartItem, CartResponse } from '@cartwise/domain/cart/schemas';
import { cartTotals } from '@cartwise/domain/cart/totals';
import { toCents, toDollars } from '@cartwise/domain/money';

/**
 * The cart transitions of spec §4, applied to the server's cart in the browser while the server is asked:
 * what the shopper sees at once (optimistic update), replaced by the server's answer when it comes. The
 * server stays the authority: coupons, stock and prices are its to decide, so a coupon's discount is kept
 * as it was until the answer says otherwise.
 */

/** What the browser knows of a product it adds, to show its line before the server answers. */
export interface LinePreview {
  name: string;
  price: number;
  image: string;
  maxQuantity: number;
  /** A variant of a product with options: "Size 10, Red", as the server names the line. */
  variantName?: string;
  options?: { name: string; value: string }[];
  sku?: string;
}

export type AddCartItemArg = AddCartItem & { preview?: LinePreview };

export const EMPTY_CART: CartResponse = {
  items: [],
  itemCount: 0,
  subtotal: 0,
  shipping: 0,
  tax: 0,
  discount: 0,
  total: 0,
  couponCode: null,
};

/** The cart with these lines, its totals recomputed by the domain's rule; an empty cart keeps no coupon. */
export function cartWithItems(cart: CartResponse, items: CartItem[]): CartResponse {
  if (items.length === 0) return EMPTY_CART;
  const discount = cart.couponCode ? toCents(cart.discount) : 0;
  const totals = cartTotals(
    items.map((item) => ({ priceCents: toCents(item.price), quantity: item.quantity })),
    discount,
  );
  return {
    items,
    couponCode: cart.couponCode,
    itemCount: totals.itemCount,
    subtotal: toDollars(totals.subtotal),
    shipping: toDollars(totals.shipping),
    tax: toDollars(totals.tax),
    discount: toDollars(totals.discount),
    total: toDollars(totals.total),
  };
}

/** Adding the same product and variant raises that line, capped at maxQuantity; otherwise a new line (quantity 1 by default). */
export function cartAfterAdd(cart: CartResponse, { productId, variant = DEFAULT_VARIANT, quantity = 1, preview }: AddCartItemArg): CartResponse {
  const id = cartLineId(productId, variant);
  const existing = cart.items.find((item) => item.id === id);
  if (existing) {
    return cartWithItems(
      cart,
      cart.items.map((item) => (item === existing ? { ...item, quantity: clampQuantity(item.quantity + quantity, item.maxQuantity) } : item)),
    );
  }
  // Without a preview there is nothing to show yet: the server's answer brings the line.
  if (!preview) return cart;
  const line: CartItem = { id, productId, variant, ...preview, quantity: clampQuantity(quantity, preview.maxQuantity) };
  return cartWithItems(cart, [...cart.items, line]);
}

/** Setting a quantity clamps it between 1 and maxQuantity. */
export function cartAfterQuantity(cart: CartResponse, itemId: string, quantity: number): CartResponse {
  return cartWithItems(
    cart,
    cart.items.map((item) => (item.id === itemId ? { ...item, quantity: clampQuantity(quantity, item.maxQuantity) } : item)),
  );
}

/** Removal is by line id. */
export function cartAfterRemove(cart: CartResponse, itemId: string): CartResponse {
  return cartWithItems(
    cart,
    cart.items.filter((item) => item.id !== itemId),
  );
}

/** Removing the coupon resets the code and the discount. */
export function cartWithoutCoupon(cart: CartResponse): CartResponse {
  return cartWithItems({ ...cart, couponCode: null, discount: 0 }, cart.items);
}
