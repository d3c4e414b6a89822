import { sql, type Kysely } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

export interface CustomerRow {
  id: string;
  email: string;
  created_at: string;
  role: string | null;
}

export interface CustomerFigures {
  order_count: number;
  spent_cents: number;
  last_order_at: string | null;
}

export interface CustomerOrderRow {
  id: string;
  order_number: string;
  status: string;
  placed_at: string;
  email: string;
  ship_name: string;
  item_count: number;
  total_cents: number;
}

/** Statuses whose totals are not money the shop keeps (the dashboard's revenue leaves them out too). */
const NOT_SALES = ['cancelled', 'refunded', 'awaiting-payment'];

/** `%`, `_` and the escape itself, taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The back office's reading of the shop's customers: accounts (the auth module's table), their staff role and
 * the figures of the orders each placed signed in (owner `account:<id>`, the orders' owner index). Read only.
 */
export class AdminCustomersRepository {
  private readonly q: Kysely<Database>;

  constructor(db: Db) {
    this.q = db.kysely;
  }

  /** A page of accounts, newest first, whose email contains `search` (lower case), and how many match. */
  async list(search: string | undefined, limit: number, offset: number): Promise<{ rows: CustomerRow[]; total: number }> {
    let query = this.q.selectFrom('accounts');
    if (search) query = query.where(sql<boolean>`accounts.email LIKE ${`%${likeLiteral(search)}%`} ESCAPE '\\'`);
    const rows = await query
      .leftJoin('staff_members', 'staff_members.account_id', 'accounts.id')
      .select(['accounts.id', 'accounts.email', 'accounts.created_at', 'staff_members.role'])
      .orderBy('accounts.created_at', 'desc')
      .orderBy('accounts.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(count.n) };
  }

  async find(accountId: string): Promise<CustomerRow | undefined> {
    return this.q
      .selectFrom('accounts')
      .leftJoin('staff_members', 'staff_members.account_id', 'accounts.id')
      .select(['accounts.id', 'accounts.email', 'accounts.created_at', 'staff_members.role'])
      .where('accounts.id', '=', accountId)
      .executeTakeFirst();
  }

  /** Each owner's order count, what its sales came to and its last order, by owner id. */
  async figures(ownerIds: readonly string[]): Promise<Map<string, CustomerFigures>> {
    if (ownerIds.length === 0) return new Map();
    const rows = await this.q
      .selectFrom('orders')
      .select((eb) => [
        'owner_id',
        eb.fn.countAll<number>().as('order_count'),
        sql<number>`coalesce(sum(case when ${eb.ref('status')} in (${sql.join(NOT_SALES)}) then 0 else ${eb.ref('total_cents')} end), 0)`.as('spent_cents'),
        eb.fn.max('placed_at').as('last_order_at'),
      ])
      .where('owner_id', 'in', ownerIds)
      .groupBy('owner_id')
      .execute();
    return new Map(
      rows.map((row) => [
        row.owner_id,
        { order_count: Number(row.order_count), spent_cents: Number(row.spent_cents), last_order_at: row.last_order_at ?? null },
      ]),
    );
  }

  /** A page of one owner's orders, newest first, and how many there are. */
  async orders(ownerId: string, limit: number, offset: number): Promise<{ rows: CustomerOrderRow[]; total: number }> {
    const query = this.q.selectFrom('orders').where('owner_id', '=', ownerId);
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
}
