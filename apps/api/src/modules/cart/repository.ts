import type { LineProduct, LineVariant, StoredCartLine } from '@cartwise/domain/cart/cart';
import type { Coupon, StoredCoupon } from '@cartwise/domain/cart/coupon';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { isForeignKeyViolation, sessionChangedError } from '../../db/errors.ts';
import { writeTransaction, type Transaction } from '../../db/write-transaction.ts';
import { toCoupon, toCouponRow } from './coupon-mapper.ts';

export interface CartRow {
  id: number;
  coupon_code: string | null;
}

export interface CartProduct extends LineProduct {
  id: string;
  /** The names of its options, in order; empty for a product without options. */
  options: string[];
}

/** A variant of a product with options, as a line holds it: its own price, image and stock. */
export interface CartVariant extends LineVariant {
  id: string;
  priceCents: number;
  image: string;
  stockQuantity: number;
}

const optionNames = (options: string) => (options === '[]' ? [] : (JSON.parse(options) as { name: string }[]).map((o) => o.name));
const variantOptions = (names: readonly string[], values: string) => {
  const list = JSON.parse(values) as string[];
  return names.map((name, k) => ({ name, value: list[k] ?? '' }));
};

/** The cart's only door to the database: carts, their lines and coupons. */
export class CartRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  /** This repository on another module's write transaction (see `Transaction`). */
  within(trx: Transaction): CartRepository {
    return new CartRepository(this.db, trx);
  }

  /** Runs work as one write transaction, with a repository bound to it (and the transaction, for the audit log). */
  transaction<T>(work: (repository: CartRepository, trx: Transaction) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, (trx) => work(new CartRepository(this.db, trx), trx));
  }

  async findCart(sessionId: string): Promise<CartRow | undefined> {
    return this.q.selectFrom('carts').select(['id', 'coupon_code']).where('session_id', '=', sessionId).executeTakeFirst();
  }

  /**
   * The session's cart, created when it has none, and locked until the transaction ends: on PostgreSQL
   * with SELECT … FOR UPDATE, so concurrent changes to one cart run one after the other; SQLite runs
   * write transactions one at a time anyway.
   */
  async lockCart(sessionId: string, now: Date): Promise<CartRow> {
    try {
      await this.q
        .insertInto('carts')
        .values({ session_id: sessionId, coupon_code: null, updated_at: now.toISOString() })
        .onConflict((oc) => oc.column('session_id').doNothing())
        .execute();
    } catch (error) {
      throw isForeignKeyViolation(error) ? sessionChangedError() : error;
    }
    let select = this.q.selectFrom('carts').select(['id', 'coupon_code']).where('session_id', '=', sessionId);
    if (this.db.dialect === 'postgres') select = select.forUpdate();
    // A sign-in that held the lock may have moved this cart to the account and ended the session.
    const cart = await select.executeTakeFirst();
    if (!cart) throw sessionChangedError();
    return cart;
  }

  /**
   * A session's cart, locked like lockCart locks it (so a concurrent change to it finishes first, or waits
   * for this transaction); undefined when it has none. Unlike lockCart it creates nothing.
   */
  async lockExisting(sessionId: string): Promise<CartRow | undefined> {
    let select = this.q.selectFrom('carts').select(['id', 'coupon_code']).where('session_id', '=', sessionId);
    if (this.db.dialect === 'postgres') select = select.forUpdate();
    return select.executeTakeFirst();
  }

  /**
   * The cart's lines in the order they were added, each with its product as the catalogue has it now: for a
   * product with options, the line's variant (its price, image and stock), or a stock of 0 when the product
   * no longer has that variant.
   */
  async lines(cartId: number): Promise<(StoredCartLine & { product?: LineProduct })[]> {
    const rows = await this.q
      .selectFrom('cart_items as i')
      .leftJoin('products as p', 'p.id', 'i.product_id')
      .leftJoin('product_variants as v', (join) => join.onRef('v.product_id', '=', 'i.product_id').onRef('v.id', '=', 'i.variant'))
      .select([
        'i.line_id',
        'i.product_id',
        'i.variant',
        'i.quantity',
        'p.name',
        'p.price_cents',
        'p.thumbnail',
        'p.stock_quantity',
        'p.options',
        'v.sku',
        'v.option_values',
        'v.price_cents as variant_price_cents',
        'v.image as variant_image',
        'v.stock_quantity as variant_stock',
      ])
      .where('i.cart_id', '=', cartId)
      .orderBy('i.seq')
      .execute();
    return rows.map((row) => {
      const line = { id: row.line_id, productId: row.product_id, variant: row.variant, quantity: row.quantity };
      if (row.name === null || row.price_cents === null || row.thumbnail === null || row.stock_quantity === null || row.options === null) {
        return line;
      }
      const names = optionNames(row.options);
      if (names.length === 0) {
        return { ...line, product: { name: row.name, priceCents: row.price_cents, image: row.thumbnail, stockQuantity: row.stock_quantity } };
      }
      if (row.sku === null || row.option_values === null || row.variant_price_cents === null || row.variant_stock === null) {
        return { ...line, product: { name: row.name, priceCents: row.price_cents, image: row.thumbnail, stockQuantity: 0 } };
      }
      return {
        ...line,
        product: {
          name: row.name,
          priceCents: row.variant_price_cents,
          image: row.variant_image ?? row.thumbnail,
          stockQuantity: row.variant_stock,
          variant: { sku: row.sku, options: variantOptions(names, row.option_values) },
        },
      };
    });
  }

  async product(productId: string): Promise<CartProduct | undefined> {
    const row = await this.q
      .selectFrom('products')
      .select(['id', 'name', 'price_cents', 'thumbnail', 'stock_quantity', 'options'])
      .where('id', '=', productId)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        name: row.name,
        priceCents: row.price_cents,
        image: row.thumbnail,
        stockQuantity: row.stock_quantity,
        options: optionNames(row.options),
      }
    );
  }

  /** A variant of a product with options, by its id or else by its SKU (letter case aside). */
  async variant(product: CartProduct, key: string): Promise<CartVariant | undefined> {
    const rows = await this.q
      .selectFrom('product_variants')
      .select(['id', 'sku', 'option_values', 'price_cents', 'image', 'stock_quantity'])
      .where('product_id', '=', product.id)
      .where((eb) => eb.or([eb('id', '=', key), eb(eb.fn('lower', ['sku']), '=', key.toLowerCase())]))
      .execute();
    const row = rows.find((r) => r.id === key) ?? rows[0];
    return (
      row && {
        id: row.id,
        sku: row.sku,
        options: variantOptions(product.options, row.option_values),
        priceCents: row.price_cents,
        image: row.image ?? product.image,
        stockQuantity: row.stock_quantity,
      }
    );
  }

  /**
   * Adds to a line, or creates it, in one statement that never takes the line beyond maxQuantity:
   * INSERT … ON CONFLICT DO UPDATE SET quantity = LEAST(current + added, max) (SQLite spells LEAST min).
   */
  async addToLine(cartId: number, line: Omit<StoredCartLine, 'quantity'>, quantity: number, maxQuantity: number): Promise<void> {
    const least = sql.raw(this.db.dialect === 'postgres' ? 'LEAST' : 'MIN');
    await this.q
      .insertInto('cart_items')
      .values({
        cart_id: cartId,
        line_id: line.id,
        product_id: line.productId,
        variant: line.variant,
        quantity: Math.min(quantity, maxQuantity),
      })
      .onConflict((oc) =>
        oc.columns(['cart_id', 'line_id']).doUpdateSet({
          quantity: sql<number>`${least}(cart_items.quantity + excluded.quantity, ${maxQuantity})`,
        }),
      )
      .execute();
  }

  async setQuantity(cartId: number, lineId: string, quantity: number): Promise<void> {
    await this.q.updateTable('cart_items').set({ quantity }).where('cart_id', '=', cartId).where('line_id', '=', lineId).execute();
  }

  async removeLines(cartId: number, lineIds: readonly string[]): Promise<void> {
    if (lineIds.length === 0) return;
    await this.q.deleteFrom('cart_items').where('cart_id', '=', cartId).where('line_id', 'in', lineIds).execute();
  }

  async removeAllLines(cartId: number): Promise<void> {
    await this.q.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
  }

  /** Sets (or, with null, removes) the coupon and marks the cart changed. */
  async saveCart(cartId: number, couponCode: string | null, now: Date): Promise<void> {
    await this.q.updateTable('carts').set({ coupon_code: couponCode, updated_at: now.toISOString() }).where('id', '=', cartId).execute();
  }

  /**
   * A coupon by its code, which the caller has normalised (upper-cased), with how many orders used it: read in
   * the order's transaction, after the checkout's lock, so a usage limit holds when shoppers order at once.
   */
  async findCoupon(code: string): Promise<StoredCoupon | undefined> {
    const row = await this.q.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
    return row && toCoupon(row, await this.couponUses(code));
  }

  /**
   * How many orders used a coupon: every order placed with it but those cancelled (a card order left unpaid is
   * cancelled too). A count of the orders' rows by their coupon index, rather than a counter of our own that
   * every path that places or cancels an order would have to keep.
   */
  private async couponUses(code: string): Promise<number> {
    const row = await this.q
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('coupon_code', '=', code)
      .where('status', '<>', 'cancelled')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Every coupon, by code, with how many orders used each (the back office's list). */
  async listCoupons(): Promise<StoredCoupon[]> {
    const rows = await this.q.selectFrom('coupons').selectAll().orderBy('code').execute();
    const uses = await this.q
      .selectFrom('orders')
      .select((eb) => ['coupon_code', eb.fn.countAll<number>().as('n')])
      .where('coupon_code', 'is not', null)
      .where('status', '<>', 'cancelled')
      .groupBy('coupon_code')
      .execute();
    const used = new Map(uses.map((use) => [use.coupon_code, Number(use.n)]));
    return rows.map((row) => toCoupon(row, used.get(row.code) ?? 0));
  }

  /** Adds a coupon; false when its code is taken. */
  async insertCoupon(coupon: Coupon): Promise<boolean> {
    const result = await this.q.insertInto('coupons').values(toCouponRow(coupon)).onConflict((oc) => oc.column('code').doNothing()).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Replaces a coupon's definition (its code stays); false when there is no such coupon. */
  async updateCoupon(coupon: Coupon): Promise<boolean> {
    const { code, ...row } = toCouponRow(coupon);
    const result = await this.q.updateTable('coupons').set(row).where('code', '=', code).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async countCoupons(): Promise<number> {
    const row = await this.q.selectFrom('coupons').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Inserts coupons; with `replace`, existing codes are updated, otherwise left as they are. */
  async saveCoupons(coupons: readonly Coupon[], { replace = false }: { replace?: boolean } = {}): Promise<number> {
    if (coupons.length === 0) return 0;
    const result = await this.q
      .insertInto('coupons')
      .values(coupons.map(toCouponRow))
      .onConflict((oc) =>
        replace
          ? oc.column('code').doUpdateSet((eb) => ({
              description: eb.ref('excluded.description'),
              percent_off: eb.ref('excluded.percent_off'),
              amount_off_cents: eb.ref('excluded.amount_off_cents'),
              min_subtotal_cents: eb.ref('excluded.min_subtotal_cents'),
              expires_at: eb.ref('excluded.expires_at'),
              active: eb.ref('excluded.active'),
              starts_at: eb.ref('excluded.starts_at'),
              usage_limit: eb.ref('excluded.usage_limit'),
            }))
          : oc.column('code').doNothing(),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }
}
