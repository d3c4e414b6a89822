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
  type PlaceOrder,
  type TrackOrder,
} from '@cartwise/domain/orders/schemas';
import { CURRENCY } from '@cartwise/domain/policy';
import { toOrder, toOrderSummary } from './order-mapper.ts';
import type { PaymentProvider } from './payment.ts';
import type { Transaction } from '../../db/write-transaction.ts';
import { tooManyAttempts, type AttemptCount } from '../auth/attempts.ts';
import type { CartService } from '../cart/service.ts';
import type { OrderLineRow, OrdersRepository, ProductOrderCount } from './repository.ts';

export const EMPTY_CART_MESSAGE = 'Your cart is empty: add something before placing an order.';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different order. Send a new key to place a new order.';
const orderNotFound = () => new NotFoundError('Order not found');

/**
 * Track Order lookups allowed per order number and per email from any address, in the per-IP limit's window
 * (TRACK_ORDER_LIMITS): a shopper checks an order a few times; guessing needs thousands of tries.
 */
export const TRACK_ORDER_TARGET_LIMITS = { perOrderNumber: 10, perEmail: 20 } as const;

/** The result of POST /api/orders: `created` is false when the key had already placed this order. */
export interface PlacedOrder {
  order: Order;
  created: boolean;
}

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
    private readonly cart: Pick<CartService, 'lockForOrder'>,
    private readonly payments: ReadonlyMap<string, PaymentProvider>,
    /** Counts an attempt under a key in a window and answers the count and the window's end (the accounts' sign-in limiter). */
    private readonly countAttempt: (key: string, now: Date, windowMs: number) => Promise<AttemptCount>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async place(shopperId: string | undefined, idempotencyKey: string, input: PlaceOrder): Promise<PlacedOrder> {
    if (!shopperId) throw new ConflictError(EMPTY_CART_MESSAGE);
    const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
    try {
      return await this.placeOnce(shopperId, idempotencyKey, requestHash, input);
    } catch (error) {
      // Another request with the same key committed first (the unique key (owner, key) refused this one).
      if (!isUniqueViolation(error)) throw error;
      const repeated = await this.repository.transaction((repository) =>
        this.repeat(repository, shopperId, idempotencyKey, requestHash),
      );
      if (!repeated) throw error;
      return repeated;
    }
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
      const id = randomUUID();
      let orderNumber = newOrderNumber(randomInt);
      while (await repository.orderNumberTaken(orderNumber)) orderNumber = newOrderNumber(randomInt);
      const provider = this.payments.get(input.paymentMethod);
      if (!provider) throw new DomainError('validation_error', `Payment method '${input.paymentMethod}' is not available`);
      await provider.authorize({
        orderId: id,
        orderNumber,
        amountCents: totals.total,
        currency: CURRENCY,
        email: input.email,
        idempotencyKey,
      });

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
        status: 'placed',
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
      };
      await repository.insertOrder(order, orderLines);
      await repository.saveIdempotencyKey(shopperId, idempotencyKey, requestHash, id, now);
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
    return toOrder(found.order, found.lines);
  }

  /** Gives a guest's orders (and their idempotency keys) to the account, inside the sign-in's transaction. */
  async mergeGuest(trx: Transaction, guestId: string, accountId: string): Promise<void> {
    await this.repository.within(trx).transferOwner(guestId, accountId);
  }

  /** How often each product was ordered since `since`, the most ordered first, at most `limit` (the assistant's trending). */
  recentOrderCounts(since: Date, limit: number): Promise<ProductOrderCount[]> {
    return this.repository.recentOrderCounts(since, limit);
  }
}
