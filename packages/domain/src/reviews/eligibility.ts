import type { OrderStatus } from '../orders/status.ts';

/**
 * The statuses of an order that let its shopper review what it holds: delivered, now that the back office
 * marks orders so (issue 22: "received the product"; ADR 0023 kept placed orders until then).
 */
export const REVIEWABLE_ORDER_STATUSES = ['delivered'] as const satisfies readonly OrderStatus[];

export function letsReview(status: string): boolean {
  return (REVIEWABLE_ORDER_STATUSES as readonly string[]).includes(status);
}
