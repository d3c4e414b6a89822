import type { OrderStatus } from '../orders/status.ts';

/**
 * The statuses of an order that let its shopper review what it holds. Until the back office marks orders
 * delivered, a placed order counts; an order awaiting card payment, cancelled or refunded does not. Once
 * orders are marked delivered, this list becomes `['delivered']` (ADR 0023).
 */
export const REVIEWABLE_ORDER_STATUSES = ['placed', 'paid', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];

export function letsReview(status: string): boolean {
  return (REVIEWABLE_ORDER_STATUSES as readonly string[]).includes(status);
}
