/**
 * An order's life (issues 21 and 22): one list of statuses and the moves between them, used by the
 * checkout (card payments start `awaiting-payment`), the payment webhooks and sweeper, and the back office.
 *
 *   awaiting-payment → placed (paid by card: straight to paid) | cancelled (expired, released)
 *   placed → paid → shipped → delivered
 *   placed | paid → cancelled (before shipping; the stock goes back)
 *   paid | shipped | delivered → refunded
 */
export const ORDER_STATUSES = [
  'awaiting-payment',
  'placed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  'awaiting-payment': ['paid', 'cancelled'],
  placed: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** The statuses an order in `from` may move to. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return MOVES[from];
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** A move that returns the order's stock: cancelling before it ships. */
export function releasesStock(from: OrderStatus, to: OrderStatus): boolean {
  return to === 'cancelled' && canMove(from, to);
}

/** What the shopper reads on the order page and in Track Order. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  'awaiting-payment': 'Awaiting payment',
  placed: 'Placed',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
