import { ORDER_STATUS_LABELS, type OrderStatus } from '@cartwise/domain/orders/status';

/** What a button that moves an order to a status says. */
export const MOVE_LABELS: Record<OrderStatus, string> = {
  'awaiting-payment': 'Mark awaiting payment',
  placed: 'Mark placed',
  paid: 'Mark paid',
  shipped: 'Ship',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  refunded: 'Refund',
};

export const statusLabel = (status: OrderStatus) => ORDER_STATUS_LABELS[status];

export const money = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
export const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
