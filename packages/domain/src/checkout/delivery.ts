import { z } from 'zod';
import type { Cents } from '../money.ts';
import {
  EXPRESS_DELIVERY_DAYS,
  EXPRESS_SHIPPING_CENTS,
  STANDARD_DELIVERY_DAYS,
} from '../policy.ts';
import { cartTotals, shippingFor, type CartTotals, type TotalsLine } from '../cart/totals.ts';

/**
 * Delivery choices at checkout (ADR 0005): express replaces standard shipping and always costs $9.99;
 * standard is the cart's shipping (free strictly over $50.00, otherwise $9.99). So the cart's totals are
 * exactly the standard checkout's totals.
 */
export const DELIVERY_METHODS = ['standard', 'express'] as const;
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS, { error: 'must be standard or express' });
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

export const DELIVERY_LABELS: Record<DeliveryMethod, string> = {
  standard: 'Standard delivery (3 to 5 business days)',
  express: 'Express delivery (1 to 2 business days)',
};

const BUSINESS_DAYS: Record<DeliveryMethod, { min: number; max: number }> = {
  standard: STANDARD_DELIVERY_DAYS,
  express: EXPRESS_DELIVERY_DAYS,
};

/** Shipping for a delivery choice: nothing to ship costs nothing; express is a flat $9.99. */
export function shippingForDelivery(subtotal: Cents, itemCount: number, method: DeliveryMethod): Cents {
  if (itemCount === 0) return 0;
  return method === 'express' ? EXPRESS_SHIPPING_CENTS : shippingFor(subtotal, itemCount);
}

/** The cart's totals with the chosen delivery's shipping; standard gives exactly `cartTotals`. */
export function checkoutTotals(
  lines: readonly TotalsLine[],
  discount: Cents,
  method: DeliveryMethod,
): CartTotals {
  const totals = cartTotals(lines, discount);
  if (totals.itemCount === 0) return totals;
  const shipping = shippingForDelivery(totals.subtotal, totals.itemCount, method);
  return {
    ...totals,
    shipping,
    total: Math.max(0, totals.subtotal + shipping + totals.tax - totals.discount),
  };
}

/** A calendar date `YYYY-MM-DD` (UTC). */
export type IsoDate = string;

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/** The date `days` business days (Monday to Friday) after `from`'s UTC date; weekends do not count. */
export function addBusinessDays(from: Date, days: number): IsoDate {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

export interface DeliveryWindow {
  earliest: IsoDate;
  latest: IsoDate;
}

/** When an order placed at `placedAt` arrives: the method's business days, counted from the next one. */
export function deliveryWindow(placedAt: Date, method: DeliveryMethod): DeliveryWindow {
  const days = BUSINESS_DAYS[method];
  return { earliest: addBusinessDays(placedAt, days.min), latest: addBusinessDays(placedAt, days.max) };
}
