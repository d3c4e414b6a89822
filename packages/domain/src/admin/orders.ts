import { z } from 'zod';
import { ORDER_NUMBER_PATTERN, orderSchema, orderStatusSchema } from '../orders/schemas.ts';
import { ORDER_STATUSES } from '../orders/status.ts';

export const ADMIN_ORDERS_PAGE_SIZE = 25;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real date');

/**
 * GET /api/admin/orders: by status, placed from and to a day (UTC, both included), and an email or an order
 * number (`q`), newest first.
 */
export const adminOrderQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
    from: day.optional(),
    to: day.optional(),
    q: z.string().trim().max(254, 'must be at most 254 characters').optional(),
    page: z.coerce.number({ error: 'must be a whole number from 1' }).int('must be a whole number from 1').min(1, 'must be a whole number from 1').max(100_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'must not be before from' });
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

/** What `q` looks for: an order number (`CW-7K3M9Q`, any case) or else an email. */
export function orderSearchOf(q: string | undefined): { orderNumber: string } | { email: string } | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const upper = text.toUpperCase();
  return ORDER_NUMBER_PATTERN.test(upper) ? { orderNumber: upper } : { email: text.toLowerCase() };
}

export const adminOrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  placedAt: z.string(),
  email: z.string(),
  name: z.string(),
  itemCount: z.number().int(),
  total: z.number(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** One step of an order's history: its status from → to, when, by whom (null: the shopper or the shop itself). */
export const orderEventSchema = z.object({
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  at: z.string(),
  by: z.string().nullable(),
  note: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** GET /api/admin/orders/:id: the order as the shopper sees it, its history and the moves it may make now. */
export const adminOrderSchema = z.object({
  order: orderSchema,
  /** The payment method in words. */
  payment: z.string(),
  history: z.array(orderEventSchema),
  nextStatuses: z.array(orderStatusSchema),
  /** A card payment given back through Stripe: its refund id and status (pending, succeeded, failed…). */
  refund: z.object({ id: z.string(), status: z.string() }).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const shortText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/**
 * POST /api/admin/orders/:id/status: moves the order to `status`. Shipping needs the tracking number (and
 * names the carrier); `note` says why (a refund's reason).
 */
export const orderStatusMoveSchema = z
  .strictObject({
    status: orderStatusSchema,
    carrier: shortText(60).optional(),
    trackingNumber: shortText(100)
      .regex(/^[A-Za-z0-9 -]*$/, 'must be letters, digits, spaces and hyphens')
      .optional(),
    note: shortText(500).optional(),
  })
  .superRefine((move, context) => {
    if (move.status === 'shipped') {
      if (!move.trackingNumber) context.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'is required to ship an order' });
      if (!move.carrier) context.addIssue({ code: 'custom', path: ['carrier'], message: 'is required to ship an order' });
    }
  });
export type OrderStatusMove = z.output<typeof orderStatusMoveSchema>;

/** GET /api/admin/dashboard: today's and this week's orders and revenue (UTC), orders waiting to ship, stock running low. */
export const dashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), revenue: z.number() }),
  week: z.object({ orders: z.number().int(), revenue: z.number() }),
  /** Placed or paid: not shipped yet. */
  waitingToShip: z.number().int(),
  lowStockThreshold: z.number().int(),
  lowStock: z.array(z.object({ id: z.string(), name: z.string(), stockQuantity: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
