import { sql, type Kysely } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { writeTransaction, type Transaction } from '../../../db/write-transaction.ts';

export interface OrderListFilter {
  status?: string;
  /** ISO instants: placed_at >= from and < until. */
  from?: string;
  until?: string;
  orderNumber?: string;
  email?: string;
}

export interface OrderListRow {
  id: string;
  order_number: string;
  status: string;
  placed_at: string;
  email: string;
  ship_name: string;
  item_count: number;
  total_cents: number;
}

export interface OrderEventRow {
  from_status: string | null;
  to_status: string;
  at: string;
  actor_email: string | null;
  note: string;
}

export interface NewOrderEvent extends OrderEventRow {
  order_id: string;
  actor_id: string | null;
}

/**
 * The back office's reading of the orders (the list, its filters) and its moves of their status: each one a
 * conditional update on the status it was read in, and a row of `order_events` (the history).
 */
export class AdminOrdersRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  transaction<T>(work: (repository: AdminOrdersRepository, trx: Transaction) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, (trx) => work(new AdminOrdersRepository(this.db, trx), trx));
  }

  /** A page of orders, newest first, and how many match (each filter has its index: status, email, placed_at). */
  async list(filter: OrderListFilter, limit: number, offset: number): Promise<{ rows: OrderListRow[]; total: number }> {
    let query = this.q.selectFrom('orders');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.from) query = query.where('placed_at', '>=', filter.from);
    if (filter.until) query = query.where('placed_at', '<', filter.until);
    if (filter.orderNumber) query = query.where('order_number', '=', filter.orderNumber);
    if (filter.email) query = query.where('email', '=', filter.email);
    const rows = await query
      .select(['id', 'order_number', 'status', 'placed_at', 'email', 'ship_name', 'item_count', 'total_cents'])
      .orderBy('placed_at', 'desc')
      .orderBy('order_number', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(count.n) };
  }

  async statusOf(orderId: string): Promise<string | undefined> {
    const row = await this.q.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    return row?.status;
  }

  /**
   * Moves the order from `from` to `to` only if it is still `from`: false when another request moved it first
   * (PostgreSQL re-checks the condition after the other's commit), so a move's effects happen once.
   */
  async move(orderId: string, from: string, to: string, shipment?: { carrier: string; trackingNumber: string }): Promise<boolean> {
    const result = await this.q
      .updateTable('orders')
      .set({ status: to, ...(shipment ? { carrier: shipment.carrier, tracking_number: shipment.trackingNumber } : {}) })
      .where('id', '=', orderId)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The card payment's refund at the provider, when the order has one (ADR 0029). */
  async refundOf(orderId: string): Promise<{ id: string; status: string } | null> {
    const row = await this.q.selectFrom('orders').select(['refund_id', 'refund_status']).where('id', '=', orderId).executeTakeFirst();
    return row?.refund_id ? { id: row.refund_id, status: row.refund_status ?? 'pending' } : null;
  }

  async addEvent(event: NewOrderEvent): Promise<void> {
    await this.q.insertInto('order_events').values(event).execute();
  }

  async history(orderId: string): Promise<OrderEventRow[]> {
    return this.q
      .selectFrom('order_events')
      .select(['from_status', 'to_status', 'at', 'actor_email', 'note'])
      .where('order_id', '=', orderId)
      .orderBy('seq')
      .execute();
  }

  /** Orders and revenue (not cancelled or refunded, nor awaiting payment) placed since `since`. */
  async totalsSince(since: string): Promise<{ orders: number; revenueCents: number }> {
    const row = await this.q
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll<number>().as('orders'), eb.fn.coalesce(eb.fn.sum<number>('total_cents'), sql<number>`0`).as('revenue')])
      .where('placed_at', '>=', since)
      .where('status', 'not in', ['cancelled', 'refunded', 'awaiting-payment'])
      .executeTakeFirstOrThrow();
    return { orders: Number(row.orders), revenueCents: Number(row.revenue) };
  }

  /** Products with fewer units than `threshold`, the fewest first (the dashboard; a read of the catalogue's rows). */
  async lowStock(threshold: number, limit: number): Promise<{ id: string; name: string; stock_quantity: number }[]> {
    return this.q
      .selectFrom('products')
      .select(['id', 'name', 'stock_quantity'])
      .where('stock_quantity', '<', threshold)
      .orderBy('stock_quantity')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** How many orders wait in each of these statuses. */
  async countByStatus(statuses: readonly string[]): Promise<Record<string, number>> {
    const rows = await this.q
      .selectFrom('orders')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('status', 'in', statuses)
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  }
}
