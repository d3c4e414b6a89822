import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerList,
  type AdminCustomersQuery,
} from '@cartwise/domain/admin/customers';
import { STAFF_ROLES, type StaffRole } from '@cartwise/domain/admin/staff';
import { NotFoundError } from '@cartwise/domain/errors';
import { toDollars } from '@cartwise/domain/money';
import { ORDER_STATUSES, type OrderStatus } from '@cartwise/domain/orders/status';
import { accountShopperId } from '../../../plugins/session.ts';
import type { AdminCustomersRepository, CustomerFigures, CustomerRow } from './repository.ts';

const NO_ORDERS: CustomerFigures = { order_count: 0, spent_cents: 0, last_order_at: null };
const asRole = (role: string | null): StaffRole | null => ((STAFF_ROLES as readonly string[]).includes(role ?? '') ? (role as StaffRole) : null);
const asStatus = (status: string): OrderStatus => ((ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'placed');
const pages = (total: number) => Math.max(1, Math.ceil(total / ADMIN_CUSTOMERS_PAGE_SIZE));

function toCustomer(row: CustomerRow, figures: CustomerFigures = NO_ORDERS): AdminCustomer {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.created_at,
    role: asRole(row.role),
    orderCount: figures.order_count,
    totalSpent: toDollars(figures.spent_cents),
    lastOrderAt: figures.last_order_at,
  };
}

/**
 * The back office's customers (issue 21): the accounts with their order count and what they spent, found by
 * email, and an account's orders. Guests' orders belong to no account: the orders list finds them by email.
 */
export class AdminCustomersService {
  constructor(private readonly repository: AdminCustomersRepository) {}

  async list(query: AdminCustomersQuery): Promise<AdminCustomerList> {
    const search = query.q?.toLowerCase() || undefined;
    const { rows, total } = await this.repository.list(search, ADMIN_CUSTOMERS_PAGE_SIZE, (query.page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE);
    const figures = await this.repository.figures(rows.map((row) => accountShopperId(row.id)));
    return {
      customers: rows.map((row) => toCustomer(row, figures.get(accountShopperId(row.id)))),
      page: query.page,
      totalPages: pages(total),
      totalCount: total,
    };
  }

  async get(accountId: string, page: number): Promise<AdminCustomerDetail> {
    const row = await this.repository.find(accountId);
    if (!row) throw new NotFoundError('Customer not found');
    const owner = accountShopperId(accountId);
    const [figures, orders] = await Promise.all([
      this.repository.figures([owner]),
      this.repository.orders(owner, ADMIN_CUSTOMERS_PAGE_SIZE, (page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE),
    ]);
    return {
      customer: toCustomer(row, figures.get(owner)),
      orders: orders.rows.map((order) => ({
        id: order.id,
        orderNumber: order.order_number,
        status: asStatus(order.status),
        placedAt: order.placed_at,
        email: order.email,
        name: order.ship_name,
        itemCount: order.item_count,
        total: toDollars(order.total_cents),
      })),
      page,
      totalPages: pages(orders.total),
    };
  }
}
