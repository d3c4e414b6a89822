import {
  ADMIN_ORDERS_PAGE_SIZE,
  orderSearchOf,
  type AdminOrder,
  type AdminOrderList,
  type AdminOrderQuery,
  type Dashboard,
  type OrderEvent,
  type OrderStatusMove,
} from '@cartwise/domain/admin/orders';
import { ConflictError, NotFoundError } from '@cartwise/domain/errors';
import { toDollars } from '@cartwise/domain/money';
import { PAYMENT_LABELS, type Order } from '@cartwise/domain/orders/schemas';
import { canMove, nextStatuses, ORDER_STATUS_LABELS, ORDER_STATUSES, releasesStock, type OrderStatus } from '@cartwise/domain/orders/status';
import type { Transaction } from '../../../db/write-transaction.ts';
import type { ProviderRefund } from '../../orders/payment.ts';
import type { OrdersService } from '../../orders/service.ts';
import type { Actor, AuditService } from '../audit.ts';
import type { AdminOrdersRepository, OrderEventRow } from './repository.ts';

const orderNotFound = () => new NotFoundError('Order not found');
const asStatus = (value: string | null): OrderStatus | null =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : null;

/** The day after a `YYYY-MM-DD`, as the ISO instant its UTC midnight is. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/** What a move's answer says when the state machine forbids it. */
export function forbiddenMoveMessage(from: OrderStatus, to: OrderStatus): string {
  const allowed = nextStatuses(from).map((status) => ORDER_STATUS_LABELS[status]);
  return `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}` +
    (allowed.length > 0 ? `: it can become ${allowed.join(' or ').toLowerCase()}.` : '.');
}

/**
 * The back office's orders: the list and its filters, an order with its history, and the moves of its status
 * (`packages/domain/src/orders/status.ts`). A move is one transaction: the conditional update, the stock put
 * back when it cancels, the history's row, the audit log, and the shipped email queued, all or nothing.
 */
export class AdminOrdersService {
  constructor(
    private readonly repository: AdminOrdersRepository,
    private readonly orders: Pick<
      OrdersService,
      'find' | 'lockForStock' | 'releaseStock' | 'refundPayment' | 'recordRefund' | 'closeCheckoutOf' | 'lockCartFor'
    >,
    private readonly audit: Pick<AuditService, 'record'>,
    /** Tells the shopper their order shipped (the mail module's outbox), in the move's transaction. */
    private readonly notifyShipped: (trx: Transaction, order: Order) => Promise<void>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(query: AdminOrderQuery): Promise<AdminOrderList> {
    const search = orderSearchOf(query.q);
    const { rows, total } = await this.repository.list(
      {
        ...(query.status ? { status: query.status } : {}),
        ...(query.from ? { from: `${query.from}T00:00:00.000Z` } : {}),
        ...(query.to ? { until: dayAfter(query.to) } : {}),
        ...search,
      },
      ADMIN_ORDERS_PAGE_SIZE,
      (query.page - 1) * ADMIN_ORDERS_PAGE_SIZE,
    );
    return {
      orders: rows.map((row) => ({
        id: row.id,
        orderNumber: row.order_number,
        status: asStatus(row.status) ?? 'placed',
        placedAt: row.placed_at,
        email: row.email,
        name: row.ship_name,
        itemCount: row.item_count,
        total: toDollars(row.total_cents),
      })),
      page: query.page,
      totalPages: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE)),
      totalCount: total,
    };
  }

  /** The dashboard: today's and this week's (last 7 days') orders and revenue, orders waiting to ship, low stock. */
  async dashboard(lowStockThreshold: number): Promise<Dashboard> {
    const now = this.clock();
    const today = `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
    const weekStart = new Date(Date.parse(today) - 6 * 86_400_000).toISOString();
    const [day, week, waiting, low] = await Promise.all([
      this.repository.totalsSince(today),
      this.repository.totalsSince(weekStart),
      this.repository.countByStatus(['placed', 'paid']),
      this.repository.lowStock(lowStockThreshold, 50),
    ]);
    return {
      today: { orders: day.orders, revenue: toDollars(day.revenueCents) },
      week: { orders: week.orders, revenue: toDollars(week.revenueCents) },
      waitingToShip: (waiting.placed ?? 0) + (waiting.paid ?? 0),
      lowStockThreshold,
      lowStock: low.map((row) => ({ id: row.id, name: row.name, stockQuantity: row.stock_quantity })),
    };
  }

  async get(id: string): Promise<AdminOrder> {
    const order = await this.orders.find(id);
    if (!order) throw orderNotFound();
    const placed: OrderEvent = { from: null, to: order.paymentMethod === 'card' ? 'awaiting-payment' : 'placed', at: order.placedAt, by: null, note: 'Placed by the shopper' };
    const history = [placed, ...(await this.repository.history(id)).map(toEvent)];
    const refund = await this.repository.refundOf(id);
    return { order, payment: PAYMENT_LABELS[order.paymentMethod], history, nextStatuses: [...nextStatuses(order.status)], refund };
  }

  /** Moves an order's status; 409 for a move the state machine forbids, or when someone moved it first. */
  async move(id: string, move: OrderStatusMove, actor: Actor): Promise<AdminOrder> {
    const to = move.status;
    // Read before the transaction (on SQLite a read outside it would wait for it): lines and totals never change.
    const order = await this.orders.find(id);
    if (!order) throw orderNotFound();
    const card = order.paymentMethod === 'card' && canMove(order.status, to);
    // A card order's money goes back through Stripe before the move, outside its transaction (ADR 0029); an
    // unpaid one's payment page is expired first, so it can no longer be paid once cancelled.
    const refund = card && givesMoneyBack(order.status, to) ? await this.orders.refundPayment(id) : undefined;
    if (card && order.status === 'awaiting-payment' && to === 'cancelled') await this.orders.closeCheckoutOf(id);
    try {
      await this.moveOnce(id, order, move, actor, refund);
    } catch (error) {
      // The money went back but another move came first: the order keeps the refund, which a later refund reuses.
      if (refund && error instanceof ConflictError) {
        await this.orders.recordRefund(undefined, id, refund);
        throw new ConflictError(`${error.message} Its payment was refunded at Stripe (${refund.id}).`);
      }
      // Expiring its payment page made Stripe report the expiry, whose handling cancelled the order first (and gave
      // the cart back): what the owner asked for.
      if (error instanceof ConflictError && to === 'cancelled' && order.status === 'awaiting-payment' && (await this.orders.find(id))?.status === 'cancelled') {
        return this.get(id);
      }
      throw error;
    }
    return this.get(id);
  }

  private async moveOnce(id: string, order: Order, move: OrderStatusMove, actor: Actor, refund: ProviderRefund | undefined): Promise<void> {
    const to = move.status;
    await this.repository.transaction(async (repository, trx) => {
      const current = asStatus((await repository.statusOf(id)) ?? null);
      if (current === null) throw orderNotFound();
      if (!canMove(current, to)) throw new ConflictError(forbiddenMoveMessage(current, to));
      // Paid by card after it was read: this move would keep the money; the owner presses again and it goes back.
      if (order.paymentMethod === 'card' && givesMoneyBack(current, to) && !refund) {
        throw new ConflictError(`The order was changed meanwhile: it is now ${ORDER_STATUS_LABELS[current].toLowerCase()}.`);
      }
      // A cancel puts stock back: the catalogue-state row first, as every stock change takes it (lock order).
      if (releasesStock(current, to)) await this.orders.lockForStock(trx);
      const shipment = to === 'shipped' ? { carrier: move.carrier ?? '', trackingNumber: move.trackingNumber ?? '' } : undefined;
      if (!(await repository.move(id, current, to, shipment))) {
        const now = asStatus((await repository.statusOf(id)) ?? null);
        throw new ConflictError(`The order was changed meanwhile: it is now ${now ? ORDER_STATUS_LABELS[now].toLowerCase() : 'gone'}.`);
      }
      // Never paid: the shopper finds the lines back in the cart, as when the payment page expires (ADR 0029);
      // the cart is locked before the stock goes back (lock order).
      const giveBack = current === 'awaiting-payment' && to === 'cancelled' ? await this.orders.lockCartFor(trx, id) : undefined;
      if (releasesStock(current, to)) await this.orders.releaseStock(trx, id);
      await giveBack?.();
      if (refund) await this.orders.recordRefund(trx, id, refund);
      const refunded = refund ? `Refunded at Stripe: ${refund.id}` : '';
      const note = shipment ? `${shipment.carrier} ${shipment.trackingNumber}` : [move.note ?? '', refunded].filter(Boolean).join(' · ');
      await repository.addEvent({
        order_id: id,
        from_status: current,
        to_status: to,
        at: this.clock().toISOString(),
        actor_id: actor.accountId,
        actor_email: actor.email,
        note,
      });
      await this.audit.record(trx, {
        actor,
        action: `order.${to}`,
        subject: { type: 'order', id },
        before: { status: current },
        after: { status: to, ...(shipment ?? {}), ...(move.note ? { note: move.note } : {}), ...(refund ? { refundId: refund.id } : {}) },
      });
      if (shipment) await this.notifyShipped(trx, { ...order, status: 'shipped', shipment });
    });
  }
}

/** A move that must give a card payment back: refunding, or cancelling once paid. */
function givesMoneyBack(from: OrderStatus, to: OrderStatus): boolean {
  return (to === 'refunded' || to === 'cancelled') && (from === 'paid' || from === 'shipped' || from === 'delivered');
}

function toEvent(row: OrderEventRow): OrderEvent {
  return { from: asStatus(row.from_status), to: asStatus(row.to_status) ?? 'placed', at: row.at, by: row.actor_email, note: row.note };
}
