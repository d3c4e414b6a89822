import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, OrderLinesTable, OrdersTable } from '../../db/schema.ts';
import { writeTransaction, type Transaction } from '../../db/write-transaction.ts';

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Omit<Selectable<OrderLinesTable>, 'seq'>;
export type NewOrderRow = OrderRow;

export interface IdempotencyRow {
  order_id: string;
  request_hash: string;
}

/** How often a product was ordered recently: input for the assistant's 'trending'. */
export interface ProductOrderCount {
  productId: string;
  /** Orders that contained the product. */
  orders: number;
  /** Units ordered. */
  units: number;
}

/** Orders' only door to the database: orders, their lines, idempotency keys and the stock they take. */
export class OrdersRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  /** This repository on another module's write transaction (see `Transaction`). */
  within(trx: Transaction): OrdersRepository {
    return new OrdersRepository(this.db, trx);
  }

  /** Runs work as one write transaction, with a repository bound to it and the transaction for other modules' parts. */
  transaction<T>(work: (repository: OrdersRepository, trx: Transaction) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, (trx) => work(new OrdersRepository(this.db, trx), trx));
  }

  /**
   * PostgreSQL: placing orders takes the catalogue-state row first. Every stock update bumps that row's
   * version (a statement trigger), so two orders would queue there anyway; taking it first means they
   * queue before touching any product, which rules out deadlocks between orders of overlapping products.
   * SQLite: write transactions already run one at a time.
   */
  async lockCheckout(): Promise<void> {
    if (this.db.dialect !== 'postgres') return;
    await this.q.selectFrom('catalog_state').select('version').where('id', '=', 1).forUpdate().execute();
  }

  async findIdempotencyKey(ownerId: string, key: string): Promise<IdempotencyRow | undefined> {
    return this.q
      .selectFrom('idempotency_keys')
      .select(['order_id', 'request_hash'])
      .where('owner_id', '=', ownerId)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async saveIdempotencyKey(ownerId: string, key: string, requestHash: string, orderId: string, now: Date): Promise<void> {
    await this.q
      .insertInto('idempotency_keys')
      .values({ owner_id: ownerId, key, request_hash: requestHash, order_id: orderId, created_at: now.toISOString() })
      .execute();
  }

  /** Takes `quantity` from the product's stock only if that much is there; false when it is not (or the product is gone). */
  async takeStock(productId: string, quantity: number): Promise<boolean> {
    const result = await this.q
      .updateTable('products')
      .set({ stock_quantity: sql<number>`stock_quantity - ${quantity}` })
      .where('id', '=', productId)
      .where('stock_quantity', '>=', quantity)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Takes `quantity` from a variant's stock only if that much is there, and the same from its product's
   * total (the sum of its variants' stock, which the catalogue index reads); false when the variant has not
   * that much (or is gone).
   */
  async takeVariantStock(productId: string, variant: string, quantity: number): Promise<boolean> {
    const result = await this.q
      .updateTable('product_variants')
      .set({ stock_quantity: sql<number>`stock_quantity - ${quantity}` })
      .where('product_id', '=', productId)
      .where('id', '=', variant)
      .where('stock_quantity', '>=', quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    return this.takeStock(productId, quantity);
  }

  async orderNumberTaken(orderNumber: string): Promise<boolean> {
    const row = await this.q.selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirst();
    return row !== undefined;
  }

  async insertOrder(order: NewOrderRow, lines: readonly OrderLineRow[]): Promise<void> {
    await this.q.insertInto('orders').values(order).execute();
    await this.q.insertInto('order_lines').values([...lines]).execute();
  }

  async findById(id: string): Promise<{ order: OrderRow; lines: OrderLineRow[] } | undefined> {
    const order = await this.q.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    return order && { order, lines: await this.lines(order.id) };
  }

  async findByNumber(orderNumber: string): Promise<{ order: OrderRow; lines: OrderLineRow[] } | undefined> {
    const order = await this.q.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
    return order && { order, lines: await this.lines(order.id) };
  }

  private async lines(orderId: string): Promise<OrderLineRow[]> {
    return this.q
      .selectFrom('order_lines')
      .select(['order_id', 'product_id', 'variant', 'name', 'price_cents', 'image', 'quantity', 'variant_name', 'variant_options', 'sku'])
      .where('order_id', '=', orderId)
      .orderBy('seq')
      .execute();
  }

  /** A shopper's orders, newest first. */
  async listByOwner(ownerId: string): Promise<OrderRow[]> {
    return this.q
      .selectFrom('orders')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('placed_at', 'desc')
      .orderBy('order_number', 'desc')
      .execute();
  }

  /** Gives a guest's orders (and their idempotency keys) to the account they signed in to. */
  async transferOwner(fromOwnerId: string, toOwnerId: string): Promise<void> {
    await this.q.updateTable('orders').set({ owner_id: toOwnerId }).where('owner_id', '=', fromOwnerId).execute();
    await this.q
      .updateTable('idempotency_keys')
      .set({ owner_id: toOwnerId })
      .where('owner_id', '=', fromOwnerId)
      .where('key', 'not in', this.q.selectFrom('idempotency_keys').select('key').where('owner_id', '=', toOwnerId))
      .execute();
  }

  /**
   * Products ordered since `since`, the most ordered first (then most units, then id): the assistant's
   * 'trending' can rank by it.
   */
  async recentOrderCounts(since: Date, limit = 20): Promise<ProductOrderCount[]> {
    const rows = await this.q
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select((eb) => [
        'l.product_id',
        eb.fn.count<number>('l.order_id').distinct().as('orders'),
        eb.fn.sum<number>('l.quantity').as('units'),
      ])
      .where('o.placed_at', '>=', since.toISOString())
      .groupBy('l.product_id')
      .orderBy('orders', 'desc')
      .orderBy('units', 'desc')
      .orderBy('l.product_id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ productId: row.product_id, orders: Number(row.orders), units: Number(row.units) }));
  }
}
