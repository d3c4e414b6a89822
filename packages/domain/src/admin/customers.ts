import { z } from 'zod';
import { adminOrderRowSchema } from './orders.ts';
import { staffRoleSchema } from './staff.ts';

export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;

const page = z.coerce
  .number({ error: 'must be a whole number from 1' })
  .int('must be a whole number from 1')
  .min(1, 'must be a whole number from 1')
  .max(100_000, 'must be at most 100,000')
  .default(1);

/** GET /api/admin/customers: the accounts, newest first; `q` finds those whose email contains it. */
export const adminCustomersQuerySchema = z.object({
  q: z.string().trim().max(254, 'must be at most 254 characters').optional(),
  page,
});
export type AdminCustomersQuery = z.output<typeof adminCustomersQuerySchema>;

/** An account as the back office lists it: its orders placed signed in, and what they came to. */
export const adminCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** When the account was made. */
  createdAt: z.string(),
  /** A staff member's role; null for a shopper. */
  role: staffRoleSchema.nullable(),
  /** Every order the account placed, whatever became of it. */
  orderCount: z.number().int(),
  /** The totals of its orders that count as sales: not cancelled, refunded or awaiting payment (as the dashboard's revenue). */
  totalSpent: z.number(),
  lastOrderAt: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerListSchema = z.object({
  customers: z.array(adminCustomerSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type AdminCustomerList = z.infer<typeof adminCustomerListSchema>;

export const adminCustomerParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });
export const adminCustomerOrdersQuerySchema = z.object({ page });

/** GET /api/admin/customers/:id: the account and a page of its orders, newest first. */
export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerSchema,
  orders: z.array(adminOrderRowSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
