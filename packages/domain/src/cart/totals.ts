import type { Cents } from '../money.ts';
import { FREE_SHIPPING_OVER_CENTS, STANDARD_SHIPPING_CENTS, TAX_RATE_BASIS_POINTS } from '../policy.ts';

/** What the totals need of a line: its current unit price and its quantity. */
export interface TotalsLine {
  priceCents: Cents;
  quantity: number;
}

/** A cart's totals, all in integer cents. */
export interface CartTotals {
  itemCount: number;
  subtotal: Cents;
  shipping: Cents;
  tax: Cents;
  discount: Cents;
  total: Cents;
}

/** `basisPoints` / 10,000 of an amount, rounded half up to the cent in integer arithmetic. */
export function basisPointsOf(cents: Cents, basisPoints: number): Cents {
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

/** Free when the subtotal is strictly over $50.00; $9.99 otherwise; nothing to ship, nothing to pay. */
export function shippingFor(subtotal: Cents, itemCount: number): Cents {
  if (itemCount === 0) return 0;
  return subtotal > FREE_SHIPPING_OVER_CENTS ? 0 : STANDARD_SHIPPING_CENTS;
}

/** 8% of the subtotal, rounded half up to the cent. */
export function taxFor(subtotal: Cents): Cents {
  return basisPointsOf(subtotal, TAX_RATE_BASIS_POINTS);
}

/**
 * Spec §9: subtotal = Σ price × quantity; total = subtotal + shipping + tax − discount, never below 0.
 * An empty cart is all zeros, whatever the discount.
 */
export function cartTotals(lines: readonly TotalsLine[], discount: Cents = 0): CartTotals {
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (itemCount === 0) return { itemCount: 0, subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0 };
  const subtotal = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const shipping = shippingFor(subtotal, itemCount);
  const tax = taxFor(subtotal);
  return { itemCount, subtotal, shipping, tax, discount, total: Math.max(0, subtotal + shipping + tax - discount) };
}
