import { createHash, randomInt, randomUUID } from 'node:crypto';
import { reviewCart, reviewNotice } from '@cartwise/domain/cart/cart';
import { checkoutTotals, deliveryWindow } from '@cartwise/domain/checkout/delivery';
import { ConflictError, DomainError, NotFoundError } from '@cartwise/domain/errors';
import { lineTitle } from '@cartwise/domain/cart/cart';
import { variantLabel } from '@cartwise/domain/catalogue/variants';
import { newOrderNumber, stockTakes, unavailableLines, unavailableMessage } from '@cartwise/domain/orders/place';
import {
  ORDER_NOT_FOUND_MESSAGE,
  TOO_MANY_TRACK_LOOKUPS_MESSAGE,
  TRACK_ORDER_LIMITS,
  type Order,
  type OrderList,
  type PaymentMethod,
  type PlaceOrder,
  type TrackOrder,
} from '@cartwise/domain/orders/schemas';
import { formatCents, type Cents } from '@cartwise/domain/money';
import { CURRENCY } from '@cartwise/domain/policy';
import { toOrder, toOrderSummary } from './order-mapper.ts';
import {
  isHostedCheckout,
  PaymentRefusedError,
  type CheckoutState,
  type HostedCheckoutProvider,
  type PaymentProvider,
  type ProviderRefund,
} from './payment.ts';
import type { Transaction } from '../../db/write-transaction.ts';
import { tooManyAttempts, type AttemptCount } from '../auth/attempts.ts';
import type { CartService } from '../cart/service.ts';
import type { OrderLineRow, OrdersRepository, ProductOrderCount } from './repository.ts';

export const EMPTY_CART_MESSAGE = 'Your cart is empty: add something before placing an order.';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different order. Send a new key to place a new order.';
const orderNotFound = () => new NotFoundError('Order not found');

/** Another module's part of placing an order, run in the order's transaction once it is written. */
export type OrderPlacedHook = (trx: Transaction, order: Order) => Promise<void>;

/**
 * Track Order lookups allowed per order number and per email from any address, in the per-IP limit's window
 * (TRACK_ORDER_LIMITS): a shopper checks an order a few times; guessing needs thousands of tries.
 */
export const TRACK_ORDER_TARGET_LIMITS = { perOrderNumber: 10, perEmail: 20 } as const;

/** The result of POST /api/orders: `created` is false when the key had already placed this order. */
export interface PlacedOrder {
  order: Order;
  created: boolean;
  /** Why the card payment page could not be made (the order stands; the shopper can ask again): for the log. */
  paymentProblem?: unknown;
}

/** How long an order paid by card holds its stock while the shopper pays (ADR 0022). */
export const PAYMENT_HOLD_MS = 30 * 60_000;
/**
 * A checkout page lives this long from its making: Stripe's shortest (30 minutes, by its clock) and a minute
 * to spare; the order's hold ends with it.
 */
export const CHECKOUT_PAGE_MS = PAYMENT_HOLD_MS + 60_000;
export const NOT_AWAITING_PAYMENT_MESSAGE = 'This order is not awaiting a payment.';
export const CARD_UNAVAILABLE_MESSAGE = 'Card payments are not available just now. Please try again in a minute.';
export const PAID_MEANWHILE_MESSAGE = 'This order was paid meanwhile: it can no longer be cancelled here.';
export const STILL_PAYABLE_MESSAGE = 'Stripe still takes payment for this order, so it cannot be cancelled yet. Please try again in a minute.';
export const REFUND_UNREACHABLE_MESSAGE = 'Stripe could not be reached to refund the payment: nothing was changed. Please try again in a minute.';
export const refundRefusedMessage = (reason: string) => `Stripe refused the refund: ${reason.replace(/\.?$/, '.')} Nothing was changed.`;

/** What a payment event or the sweeper did to an order: `refund-updated` when a refund's status moved on. */
export type PaymentSettlement = 'paid' | 'cancelled' | 'refund-updated' | 'unchanged';

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Placing and reading orders. An order is one transaction: the cart is re-priced from the catalogue,
 * stock is taken with a conditional decrement per product, the order, its lines and the idempotency key
 * are written and the cart is emptied; any failure leaves everything as it was.
 */
export class OrdersService {
  constructor(
    private readonly repository: OrdersRepository,
    /** The cart an order is placed from, locked and emptied inside the order's transaction. */
    private readonly cart: Pick<CartService, 'lockForOrder' | 'restoreLines'>,
    private readonly payments: ReadonlyMap<string, PaymentProvider>,
    /** Counts an attempt under a key in a window and answers the count and the window's end (the accounts' sign-in limiter). */
    private readonly countAttempt: (key: string, now: Date, windowMs: number) => Promise<AttemptCount>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private readonly placedHooks: OrderPlacedHook[] = [];

  /**
   * Work of another module in the transaction of every order placed (the mail module queues its emails); for a
   * card order they run again in the transaction that marks it paid (a hook tells by the order's status).
   */
  onPlaced(hook: OrderPlacedHook): void {
    this.placedHooks.push(hook);
  }

  /**
   * Places the order. One paid by card is written `awaiting-payment` with its stock held, and then (after the
   * transaction: the provider is not called while the checkout's lock is held) gets its checkout page, whose
   * address comes back as `checkoutUrl`; `origin` is the shop's, where the page sends the shopper back.
   */
  async place(shopperId: string | undefined, idempotencyKey: string, input: PlaceOrder, origin = ''): Promise<PlacedOrder> {
    if (!shopperId) throw new ConflictError(EMPTY_CART_MESSAGE);
    const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
    let placed: PlacedOrder;
    try {
      placed = await this.placeOnce(shopperId, idempotencyKey, requestHash, input);
    } catch (error) {
      // Another request with the same key committed first (the unique key (owner, key) refused this one).
      if (!isUniqueViolation(error)) throw error;
      const repeated = await this.repository.transaction((repository) =>
        this.repeat(repository, shopperId, idempotencyKey, requestHash),
      );
      if (!repeated) throw error;
      placed = repeated;
    }
    // A repeat of an order whose page could not be made (the provider was down) tries again.
    if (placed.order.status !== 'awaiting-payment' || placed.order.checkoutUrl !== undefined) return placed;
    try {
      return { ...placed, order: await this.openCheckout(placed.order.id, origin) };
    } catch (error) {
      return { ...placed, paymentProblem: error };
    }
  }

  /**
   * POST /api/orders/:id/payment: the checkout page of an order awaiting a card payment, made now if placing
   * the order could not make it. 409 once the order is paid, cancelled or its hold has ended.
   */
  async pay(shopperId: string | undefined, id: string, origin: string): Promise<Order> {
    const found = shopperId ? await this.repository.findById(id) : undefined;
    if (!found || found.order.owner_id !== shopperId) throw orderNotFound();
    if (found.order.status !== 'awaiting-payment') throw new ConflictError(NOT_AWAITING_PAYMENT_MESSAGE);
    if (found.order.payment_url !== null) return toOrder(found.order, found.lines);
    return this.openCheckout(id, origin);
  }

  /** The card provider, when the shop has one configured. */
  private card(): HostedCheckoutProvider | undefined {
    const provider = this.payments.get('card');
    return isHostedCheckout(provider) ? provider : undefined;
  }

  /** The payment methods this shop takes: the checkout's choices. */
  paymentMethods(): PaymentMethod[] {
    return [...this.payments.keys()] as PaymentMethod[];
  }

  paymentProvider(method: PaymentMethod): PaymentProvider | undefined {
    return this.payments.get(method);
  }

  /**
   * Makes the checkout page of an order awaiting payment that has none. The hold is first moved to the page's
   * end, which only works while it has not ended, so the sweeper cannot release the order meanwhile; two
   * requests may both make a page, but only the first stored is ever shown (the other expires unpaid).
   */
  private async openCheckout(id: string, origin: string): Promise<Order> {
    const card = this.card();
    if (!card) throw new DomainError('service_unavailable', CARD_UNAVAILABLE_MESSAGE);
    const now = this.clock();
    const payBefore = new Date(now.getTime() + CHECKOUT_PAGE_MS);
    const held = await this.repository.extendHold(id, payBefore.toISOString(), now.toISOString());
    const found = await this.repository.findById(id);
    if (!found) throw orderNotFound();
    if (!held) {
      if (found.order.status === 'awaiting-payment' && found.order.payment_url !== null) return toOrder(found.order, found.lines);
      throw new ConflictError(NOT_AWAITING_PAYMENT_MESSAGE);
    }
    const { order, lines } = found;
    const orderUrl = `${origin}/orders/${encodeURIComponent(id)}`;
    const session = await card.createSession({
      orderId: id,
      orderNumber: order.order_number,
      amountCents: order.total_cents as Cents,
      currency: CURRENCY,
      email: order.email,
      description: lines
        .map((line) => `${line.quantity} × ${line.name}${line.variant_name === '' ? '' : `, ${line.variant_name}`}`)
        .join('; ')
        .slice(0, 500),
      successUrl: `${orderUrl}?payment=done`,
      cancelUrl: `${orderUrl}?payment=cancelled`,
      expiresAt: payBefore,
      idempotencyKey: `cartwise-checkout-${id}-${payBefore.getTime()}`,
    });
    await this.repository.savePaymentSession(id, session.id, session.url, session.expiresAt.toISOString());
    const saved = await this.repository.findById(id);
    if (!saved) throw orderNotFound();
    return toOrder(saved.order, saved.lines);
  }

  /**
   * A payment event, inside its transaction (the webhook stores the event in the same one): `paid` moves the
   * order from awaiting payment to paid; `expired` cancels it, for the page it expired on, and puts its stock
   * back. Conditional updates on the status make a repeat, a late event or a race with the sweeper a no-op.
   */
  async settlePayment(
    trx: Transaction,
    event: { orderId: string; sessionId: string | null; outcome: 'paid' | 'expired' },
  ): Promise<PaymentSettlement> {
    const repository = this.repository.within(trx);
    if (event.outcome === 'paid') return this.confirmPaid(repository, trx, event.orderId);
    if (event.sessionId === null) return 'unchanged';
    return this.cancelUnpaid(repository, trx, event.orderId, event.sessionId);
  }

  /** A refund's refund.* event, inside its transaction: the order holding that refund takes its status. */
  async settleRefund(trx: Transaction, refund: ProviderRefund): Promise<PaymentSettlement> {
    return (await this.repository.within(trx).updateRefundStatus(refund.id, refund.status)) ? 'refund-updated' : 'unchanged';
  }

  /**
   * Awaiting payment → cancelled (for the page `sessionId`, or, without one, a hold ended before
   * `heldUntilBefore`): the one caller that moved it puts the stock back and gives the shopper's cart back the
   * lines the order held (ADR 0029), so the shopper who went back from the payment page, or let it expire,
   * finds them there; everyone else changes nothing.
   */
  private async cancelUnpaid(
    repository: OrdersRepository,
    trx: Transaction,
    orderId: string,
    sessionId: string | null,
    heldUntilBefore?: string,
  ): Promise<PaymentSettlement> {
    await repository.lockCheckout();
    if (!(await repository.cancelUnpaid(orderId, sessionId, heldUntilBefore))) return 'unchanged';
    // The shopper's cart is locked before the products, as every transaction takes them (docs/architecture.md).
    const giveBack = await this.lockCartFor(trx, orderId);
    await repository.releaseStock(orderId);
    await giveBack();
    return 'cancelled';
  }

  /**
   * For an order cancelled before it was paid, inside the transaction whose conditional update cancelled it (so
   * once): locks its shopper's cart, and answers what gives the cart back the order's lines once its stock is
   * back. Here, and in the back office's cancel of an unpaid order (which locks the cart before putting stock back).
   */
  async lockCartFor(trx: Transaction, orderId: string): Promise<() => Promise<void>> {
    const found = await this.repository.within(trx).findById(orderId);
    if (!found) return async () => {};
    const now = this.clock();
    await this.cart.lockForOrder(trx, found.order.owner_id, now);
    const lines = found.lines.map((line) => ({ productId: line.product_id, variant: line.variant, quantity: line.quantity }));
    return () => this.cart.restoreLines(trx, found.order.owner_id, lines, now);
  }

  /**
   * POST /api/orders/:id/cancel: the shopper gives up paying (came back from the payment page with "Back"). The
   * page is expired at the provider first, so it can no longer be paid; then the order is cancelled, its stock
   * put back and its lines given back to the cart, once. A repeat answers the cancelled order; 409 once it is
   * paid (also when it was paid meanwhile).
   */
  async cancel(shopperId: string | undefined, id: string): Promise<Order> {
    const found = shopperId ? await this.repository.findById(id) : undefined;
    if (!found || found.order.owner_id !== shopperId) throw orderNotFound();
    if (found.order.status === 'cancelled') return toOrder(found.order, found.lines);
    if (found.order.status !== 'awaiting-payment') throw new ConflictError(NOT_AWAITING_PAYMENT_MESSAGE);
    const sessionId = found.order.payment_session_id;
    if (sessionId !== null) await this.closeCheckout(id, sessionId);
    await this.repository.transaction((repository, trx) => this.cancelUnpaid(repository, trx, id, sessionId));
    return this.get(shopperId, id);
  }

  /**
   * Before an order awaiting a card payment is cancelled (by its shopper or the back office): its checkout page
   * is expired at the provider, after which it can never be paid. Paid first: the order is marked paid and this
   * is a 409; still open, or the provider cannot be asked: a 409 or 503, and nothing changes.
   */
  private async closeCheckout(orderId: string, sessionId: string): Promise<void> {
    const card = this.card();
    if (!card) throw new DomainError('service_unavailable', CARD_UNAVAILABLE_MESSAGE);
    let state: CheckoutState;
    try {
      state = await card.expireSession(sessionId);
    } catch {
      throw new DomainError('service_unavailable', CARD_UNAVAILABLE_MESSAGE);
    }
    if (state === 'paid') {
      await this.repository.transaction((repository, trx) => this.confirmPaid(repository, trx, orderId));
      throw new ConflictError(PAID_MEANWHILE_MESSAGE);
    }
    if (state === 'open') throw new ConflictError(STILL_PAYABLE_MESSAGE);
  }

  /**
   * The back office's refund (or cancel) of an order paid by card: its whole payment goes back through the
   * provider, before the move that records it and outside any transaction (a slow provider must not hold the
   * shop's write lock). Every call for an order sends the same idempotency key, so concurrent presses, or a
   * press after one whose move failed, make the one refund (ADR 0029). Undefined for an order not paid by card.
   * The provider's refusal is a 409 and its absence a 503, in the shop's words, and nothing changes.
   */
  async refundPayment(orderId: string): Promise<ProviderRefund | undefined> {
    const found = await this.repository.findById(orderId);
    if (!found) throw orderNotFound();
    const { order } = found;
    if (order.payment_method !== 'card') return undefined;
    if (order.refund_id !== null && order.refund_status !== null) return { id: order.refund_id, status: order.refund_status };
    if (order.payment_session_id === null) throw new ConflictError(refundRefusedMessage('this order has no card payment at Stripe'));
    const card = this.card();
    if (!card) throw new DomainError('service_unavailable', REFUND_UNREACHABLE_MESSAGE);
    try {
      return await card.refund({
        orderId,
        sessionId: order.payment_session_id,
        amountCents: order.total_cents as Cents,
        idempotencyKey: `cartwise-refund-${orderId}`,
      });
    } catch (error) {
      if (error instanceof PaymentRefusedError) throw new ConflictError(refundRefusedMessage(error.message));
      throw new DomainError('service_unavailable', REFUND_UNREACHABLE_MESSAGE);
    }
  }

  /**
   * Records the provider's refund on the order: inside the back office move's transaction, or on its own when
   * that move failed after the money went back (the order then shows the refund, and a later refund reuses it).
   */
  async recordRefund(trx: Transaction | undefined, orderId: string, refund: ProviderRefund): Promise<void> {
    await (trx ? this.repository.within(trx) : this.repository).saveRefund(orderId, refund.id, refund.status);
  }

  /** The back office's cancel of an order awaiting a card payment: its checkout page, if it has one, is expired first. */
  async closeCheckoutOf(orderId: string): Promise<void> {
    const found = await this.repository.findById(orderId);
    const sessionId = found?.order.payment_session_id ?? null;
    if (found?.order.status === 'awaiting-payment' && sessionId !== null) await this.closeCheckout(orderId, sessionId);
  }

  /**
   * Awaiting payment → paid; the one caller that moved it runs the placed hooks (the confirmation email), which a
   * card order skipped while it awaited payment.
   */
  private async confirmPaid(repository: OrdersRepository, trx: Transaction, orderId: string): Promise<PaymentSettlement> {
    if (!(await repository.markPaid(orderId))) return 'unchanged';
    const paid = await repository.findById(orderId);
    if (paid) for (const hook of this.placedHooks) await hook(trx, toOrder(paid.order, paid.lines));
    return 'paid';
  }

  /**
   * The sweeper: orders still awaiting payment after their hold ended. One with a checkout page is settled as
   * the provider says (paid, or expired now if still open: it can then never be paid); one without a page was
   * never shown one and is released. Safe in several processes at once: each move is a conditional update, so
   * one process moves an order and the others find it moved. Answers what it did.
   */
  async releaseOverdue(now = this.clock(), limit = 100): Promise<{ paid: number; cancelled: number; skipped: number }> {
    const counts = { paid: 0, cancelled: 0, skipped: 0 };
    const due = await this.repository.overdueUnpaid(now.toISOString(), limit);
    for (const order of due) {
      const sessionId = order.payment_session_id;
      let state: 'paid' | 'expired' = 'expired';
      if (sessionId !== null) {
        const card = this.card();
        if (!card) {
          counts.skipped += 1;
          continue;
        }
        try {
          const current = await card.sessionState(sessionId);
          const settled = current === 'open' ? await card.expireSession(sessionId) : current;
          // Still payable (Stripe would not expire it): it keeps its stock until Stripe settles it.
          if (settled === 'open') {
            counts.skipped += 1;
            continue;
          }
          state = settled;
        } catch {
          // The provider cannot say now: the order keeps its stock until a later sweep or the webhook.
          counts.skipped += 1;
          continue;
        }
      }
      const settled = await this.repository.transaction(async (repository, trx) =>
        state === 'paid' ? this.confirmPaid(repository, trx, order.id) : this.cancelUnpaid(repository, trx, order.id, sessionId, now.toISOString()),
      );
      if (settled === 'paid') counts.paid += 1;
      else if (settled === 'cancelled') counts.cancelled += 1;
    }
    return counts;
  }

  private placeOnce(shopperId: string, idempotencyKey: string, requestHash: string, input: PlaceOrder): Promise<PlacedOrder> {
    return this.repository.transaction(async (repository, trx) => {
      await repository.lockCheckout();
      const now = this.clock();
      // Requests of one shopper queue on the cart's lock; a repeat then finds the order the first one wrote.
      const cart = await this.cart.lockForOrder(trx, shopperId, now);
      const repeated = await this.repeat(repository, shopperId, idempotencyKey, requestHash);
      if (repeated) return repeated;
      const contents = await cart.contents();
      if (contents.lines.length === 0) throw new ConflictError(EMPTY_CART_MESSAGE);
      const provider = this.payments.get(input.paymentMethod);
      if (!provider) {
        const message = 'is not available in this shop: choose pay on delivery';
        throw new DomainError('validation_error', `Payment method '${input.paymentMethod}' ${message}`, [{ field: 'paymentMethod', message }]);
      }
      const review = reviewCart(contents, now);
      const unavailable = unavailableLines(review);
      if (unavailable.length > 0) throw new ConflictError(unavailableMessage(unavailable), unavailable);
      // The coupon stopped qualifying since the shopper saw the summary: they must see the new total first.
      if (review.droppedCoupon) throw new ConflictError(reviewNotice(review) ?? 'Your coupon no longer applies.');

      const items = review.cart.items;
      // Per variant for a product with options (and its total with it), per product otherwise.
      for (const { productId, variant, units } of stockTakes(items)) {
        const taken = variant === undefined
          ? await repository.takeStock(productId, units)
          : await repository.takeVariantStock(productId, variant, units);
        if (!taken) {
          const line = items.find((l) => l.productId === productId && (variant === undefined || l.variant === variant))!;
          const issue = {
            field: `items.${variant === undefined ? productId : line.id}`,
            message: `Not enough of '${lineTitle(line.name, variant === undefined ? undefined : line.variantOf)}' is left`,
          };
          throw new ConflictError(unavailableMessage([issue]), [issue]);
        }
      }

      const totals = checkoutTotals(items, review.cart.totals.discount, input.delivery);
      const card = isHostedCheckout(provider);
      if (card && totals.total < provider.minimumCents) {
        const message = `can be used for totals of ${formatCents(provider.minimumCents)} or more: choose pay on delivery`;
        throw new DomainError('validation_error', `Card payment ${message}`, [{ field: 'paymentMethod', message }]);
      }
      const id = randomUUID();
      let orderNumber = newOrderNumber(randomInt);
      while (await repository.orderNumberTaken(orderNumber)) orderNumber = newOrderNumber(randomInt);

      const window = deliveryWindow(now, input.delivery);
      const address = input.shippingAddress;
      const orderLines: OrderLineRow[] = items.map((line) => ({
        order_id: id,
        product_id: line.productId,
        variant: line.variant,
        name: line.name,
        price_cents: line.priceCents,
        image: line.image,
        quantity: line.quantity,
        variant_name: line.variantOf ? variantLabel(line.variantOf.options) : '',
        variant_options: JSON.stringify(line.variantOf?.options ?? []),
        sku: line.variantOf?.sku ?? null,
      }));
      const order = {
        id,
        order_number: orderNumber,
        owner_id: shopperId,
        // Paid by card: the stock just taken is held until the shopper pays or the hold ends.
        status: card ? 'awaiting-payment' : 'placed',
        email: input.email,
        ship_name: address.name,
        ship_line1: address.line1,
        ship_line2: address.line2,
        ship_city: address.city,
        ship_region: address.region,
        ship_postal_code: address.postalCode,
        ship_country: address.country,
        delivery: input.delivery,
        payment_method: input.paymentMethod,
        item_count: totals.itemCount,
        subtotal_cents: totals.subtotal,
        shipping_cents: totals.shipping,
        tax_cents: totals.tax,
        discount_cents: totals.discount,
        total_cents: totals.total,
        coupon_code: review.cart.couponCode,
        placed_at: now.toISOString(),
        delivery_earliest: window.earliest,
        delivery_latest: window.latest,
        payment_session_id: null,
        payment_url: null,
        pay_before: card ? new Date(now.getTime() + PAYMENT_HOLD_MS).toISOString() : null,
        carrier: null,
        tracking_number: null,
        refund_id: null,
        refund_status: null,
      };
      await repository.insertOrder(order, orderLines);
      await repository.saveIdempotencyKey(shopperId, idempotencyKey, requestHash, id, now);
      for (const hook of this.placedHooks) await hook(trx, toOrder(order, orderLines));
      await cart.empty();
      return { order: toOrder(order, orderLines), created: true };
    });
  }

  /** The order a key already placed for this shopper; 409 when the key came with another body. */
  private async repeat(
    repository: OrdersRepository,
    shopperId: string,
    idempotencyKey: string,
    requestHash: string,
  ): Promise<PlacedOrder | undefined> {
    const used = await repository.findIdempotencyKey(shopperId, idempotencyKey);
    if (!used) return undefined;
    if (used.request_hash !== requestHash) throw new ConflictError(KEY_REUSED_MESSAGE);
    const found = await repository.findById(used.order_id);
    if (!found) throw orderNotFound();
    return { order: toOrder(found.order, found.lines), created: false };
  }

  /** An order, only for the shopper (session or account) who placed it: 404 for anyone else. */
  async get(shopperId: string | undefined, id: string): Promise<Order> {
    const found = shopperId ? await this.repository.findById(id) : undefined;
    if (!found || found.order.owner_id !== shopperId) throw orderNotFound();
    return toOrder(found.order, found.lines);
  }

  async list(shopperId: string | undefined): Promise<OrderList> {
    const rows = shopperId ? await this.repository.listByOwner(shopperId) : [];
    return { orders: rows.map(toOrderSummary) };
  }

  /**
   * Track Order: the number and the email must both match; the 404 does not say which did not. Lookups are
   * limited per IP address, and per order number and per email from any address, so rotating addresses
   * does not help to try emails against one number or numbers against one email.
   */
  async track(input: TrackOrder, ip: string): Promise<Order> {
    const now = this.clock();
    const windowMs = TRACK_ORDER_LIMITS.windowMinutes * 60_000;
    const byIp = await this.countAttempt(`track|${ip}`, now, windowMs);
    if (byIp.attempts > TRACK_ORDER_LIMITS.perIp) throw tooManyAttempts(TOO_MANY_TRACK_LOOKUPS_MESSAGE, [byIp], now);
    const byNumber = await this.countAttempt(`track-number|${input.orderNumber}`, now, windowMs);
    const byEmail = await this.countAttempt(`track-email|${input.email}`, now, windowMs);
    const overLimit = [
      ...(byNumber.attempts > TRACK_ORDER_TARGET_LIMITS.perOrderNumber ? [byNumber] : []),
      ...(byEmail.attempts > TRACK_ORDER_TARGET_LIMITS.perEmail ? [byEmail] : []),
    ];
    if (overLimit.length > 0) throw tooManyAttempts(TOO_MANY_TRACK_LOOKUPS_MESSAGE, overLimit, now);
    const found = await this.repository.findByNumber(input.orderNumber);
    if (!found || found.order.email !== input.email) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    return toOrder(found.order, found.lines, false);
  }

  /** Any order by id, as Track Order shows it (the back office); undefined when there is none. */
  async find(id: string): Promise<Order | undefined> {
    const found = await this.repository.findById(id);
    return found && toOrder(found.order, found.lines, false);
  }

  /**
   * Takes the catalogue-state row first, inside the caller's transaction, as a move that puts stock back must
   * before it touches the order (docs/architecture.md, lock order); then `releaseStock`.
   */
  async lockForStock(trx: Transaction): Promise<void> {
    await this.repository.within(trx).lockCheckout();
  }

  /**
   * Puts back the stock an order took, inside the caller's transaction: the back office's cancel, once the
   * caller's conditional update moved the order (so it runs once however many staff press it).
   */
  async releaseStock(trx: Transaction, orderId: string): Promise<void> {
    await this.repository.within(trx).releaseStock(orderId);
  }

  /** Gives a guest's orders (and their idempotency keys) to the account, inside the sign-in's transaction. */
  async mergeGuest(trx: Transaction, guestId: string, accountId: string): Promise<void> {
    await this.repository.within(trx).transferOwner(guestId, accountId);
  }

  /** How often each product was ordered since `since`, the most ordered first, at most `limit` (the assistant's trending). */
  recentOrderCounts(since: Date, limit: number): Promise<ProductOrderCount[]> {
    return this.repository.recentOrderCounts(since, limit);
  }

  /** Whether the shopper (an account's shopper id) has an order in one of these statuses holding the product. */
  hasOrdered(shopperId: string, productId: string, statuses: readonly string[]): Promise<boolean> {
    return this.repository.hasOrdered(shopperId, productId, statuses);
  }
}
