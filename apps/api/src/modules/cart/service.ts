import {
  EMPTY_CART,
  lineTitle,
  reviewCart,
  reviewChangedCart,
  reviewNotice,
  toCartResponse,
  type CartReview,
  type StoredCart,
} from '@cartwise/domain/cart/cart';
import { CouponError, couponProblem, normaliseCouponCode } from '@cartwise/domain/cart/coupon';
import { addLimitNotice, cartLineId, clampQuantity, DEFAULT_VARIANT, maxQuantityFor } from '@cartwise/domain/cart/lines';
import type { AddCartItem, CartResponse } from '@cartwise/domain/cart/schemas';
import { chooseMessage } from '@cartwise/domain/catalogue/variants';
import { ConflictError, DomainError, NotFoundError } from '@cartwise/domain/errors';
import type { Transaction } from '../../db/write-transaction.ts';
import type { CartRepository, CartRow } from './repository.ts';

const lineNotFound = (itemId: string) => new NotFoundError(`Cart item '${itemId}' was not found`);

/** An order's hold on the shopper's cart, inside the order's transaction (`CartService.lockForOrder`). */
export interface OrderCart {
  /** The lines with their products as the catalogue has them now, and the coupon: what `reviewCart` takes. */
  contents(): Promise<StoredCart>;
  /** Empties the cart, coupon included, once the order is written. */
  empty(): Promise<void>;
}

/**
 * The shopper's cart. Every change is one transaction that locks the cart, applies the change, prices the
 * cart from the current catalogue (the domain's `reviewCart`) and stores what the review corrected.
 * `sessionId` is undefined for a shopper without a session: they have an empty cart.
 */
export class CartService {
  constructor(
    private readonly repository: CartRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async get(sessionId: string | undefined): Promise<CartResponse> {
    const cart = sessionId ? await this.repository.findCart(sessionId) : undefined;
    if (!sessionId || !cart) return toCartResponse(EMPTY_CART);
    const review = await this.review(this.repository, cart);
    if (!reviewChangedCart(review)) return toCartResponse(review.cart);
    // The catalogue or a coupon moved on since the last change: store the corrections, under the cart's lock.
    return this.change(sessionId, async () => {});
  }

  async addItem(sessionId: string, input: AddCartItem): Promise<CartResponse> {
    return (await this.addItemCounted(sessionId, input)).cart;
  }

  /**
   * `addItem`, with how many units went into the line: its quantity before and after, both read under the
   * cart's lock, so an add of the same shopper's at once (another tab, the chat) is not counted here. What the
   * stock or a line's limit cut short is not counted either; the cart's notice says why.
   */
  async addItemCounted(sessionId: string, input: AddCartItem): Promise<{ cart: CartResponse; added: number }> {
    let counted = { line: '', before: 0 };
    const cart = await this.change(sessionId, async (repository, cart) => {
      const product = await repository.product(input.productId);
      if (!product) throw new NotFoundError(`Product '${input.productId}' was not found`);
      // A product with options is bought as one of its variants, with the variant's stock; any other
      // product as itself, the variant a free label (ADR 0004, 0018).
      let variant = input.variant ?? DEFAULT_VARIANT;
      let stockQuantity = product.stockQuantity;
      let title = product.name;
      if (product.options.length > 0) {
        if (input.variant === undefined) {
          const message = `${chooseMessage(product.options)} of '${product.name}'`;
          throw new DomainError('validation_error', message, [{ field: 'variant', message: `is required: ${message.toLowerCase()}` }]);
        }
        const chosen = await repository.variant(product, input.variant);
        if (!chosen) throw new NotFoundError(`'${product.name}' has no variant '${input.variant}'`);
        variant = chosen.id;
        stockQuantity = chosen.stockQuantity;
        title = lineTitle(product.name, chosen);
      }
      const maxQuantity = maxQuantityFor(stockQuantity);
      if (maxQuantity === 0) throw new ConflictError(`'${title}' is out of stock`);
      const line = { id: cartLineId(product.id, variant), productId: product.id, variant };
      // Ids join product and variant with '-', which ids may contain too: never merge two different lines.
      const lines = await repository.lines(cart.id);
      const clash = lines.find((l) => l.id === line.id && (l.productId !== line.productId || l.variant !== line.variant));
      if (clash) throw new ConflictError(`The cart already has a different line '${line.id}'`);
      const asked = clampQuantity(input.quantity ?? 1, maxQuantity);
      await repository.addToLine(cart.id, line, asked, maxQuantity);
      // Not all of it fitted: say so, or the drawer would open on an unchanged line without a word.
      const before = lines.find((l) => l.id === line.id)?.quantity ?? 0;
      counted = { line: line.id, before };
      if (before + (input.quantity ?? 1) > maxQuantity) return addLimitNotice(title, stockQuantity);
    });
    return { cart, added: (cart.items.find((i) => i.id === counted.line)?.quantity ?? 0) - counted.before };
  }

  updateQuantity(sessionId: string | undefined, itemId: string, quantity: number): Promise<CartResponse> {
    if (!sessionId) return Promise.reject(lineNotFound(itemId));
    return this.change(sessionId, async (repository, cart) => {
      const line = (await repository.lines(cart.id)).find((l) => l.id === itemId);
      if (!line) throw lineNotFound(itemId);
      // A sold-out product's line gets 1 here and leaves the cart in the review, which says so.
      await repository.setQuantity(cart.id, itemId, clampQuantity(quantity, maxQuantityFor(line.product?.stockQuantity ?? 0)));
    });
  }

  removeItem(sessionId: string | undefined, itemId: string): Promise<CartResponse> {
    if (!sessionId) return Promise.reject(lineNotFound(itemId));
    return this.change(sessionId, async (repository, cart) => {
      if (!(await repository.lines(cart.id)).some((l) => l.id === itemId)) throw lineNotFound(itemId);
      await repository.removeLines(cart.id, [itemId]);
    });
  }

  /** Empties the cart, coupon included. */
  async clear(sessionId: string | undefined): Promise<CartResponse> {
    if (!sessionId) return toCartResponse(EMPTY_CART);
    return this.change(sessionId, async (repository, cart) => {
      await repository.removeAllLines(cart.id);
      cart.coupon_code = null;
    });
  }

  /** Applies a coupon to the cart as it is now, or answers 400 saying why it does not apply. */
  async applyCoupon(sessionId: string | undefined, rawCode: string): Promise<CartResponse> {
    const code = normaliseCouponCode(rawCode);
    if (!sessionId) {
      const coupon = await this.repository.findCoupon(code);
      throw new CouponError(couponProblem(code, coupon, EMPTY_CART.totals, this.clock())!);
    }
    return this.change(sessionId, async (repository, cart) => {
      const current = await this.review(repository, { ...cart, coupon_code: null });
      const problem = couponProblem(code, await repository.findCoupon(code), current.cart.totals, this.clock());
      if (problem) throw new CouponError(problem);
      cart.coupon_code = code;
    });
  }

  async removeCoupon(sessionId: string | undefined): Promise<CartResponse> {
    if (!sessionId) return toCartResponse(EMPTY_CART);
    return this.change(sessionId, async (_repository, cart) => {
      cart.coupon_code = null;
    });
  }

  /**
   * Locks the shopper's cart (creating it) inside an order's transaction, so that one shopper's orders
   * queue on it like their cart changes do.
   */
  async lockForOrder(trx: Transaction, shopperId: string, now: Date): Promise<OrderCart> {
    const repository = this.repository.within(trx);
    const cart = await repository.lockCart(shopperId, now);
    return {
      contents: () => this.contents(repository, cart),
      empty: async () => {
        await repository.removeAllLines(cart.id);
        await repository.saveCart(cart.id, null, now);
      },
    };
  }

  /**
   * A sign-in's first lock, inside its transaction: the guest's cart, if it has one, like a change to it
   * locks it (so a change in progress finishes first, or waits for the sign-in). Creates nothing.
   */
  async lockGuestCart(trx: Transaction, guestId: string): Promise<void> {
    await this.repository.within(trx).lockExisting(guestId);
  }

  /**
   * Moves a guest's cart into the account's, inside the sign-in's transaction with the guest's session
   * (and cart) locked: each line adds to the account's line of the same product and variant (`mergeTarget`),
   * never beyond the stock; gone or sold-out lines stay behind; the cart keeps the better coupon (`betterCoupon`).
   */
  async mergeGuest(trx: Transaction, guestId: string, accountId: string, now: Date): Promise<void> {
    const carts = this.repository.within(trx);
    // Locked again: a cart created while this transaction waited for the session's lock is now visible.
    const guestCart = await carts.lockExisting(guestId);
    if (!guestCart) return;
    const lines = await carts.lines(guestCart.id);
    const cart = await carts.lockCart(accountId, now);
    const accountLines: LineKey[] = await carts.lines(cart.id);
    for (const line of lines) {
      // Gone or sold out: the cart's review would take it out anyway.
      if (!line.product) continue;
      const maxQuantity = maxQuantityFor(line.product.stockQuantity);
      if (maxQuantity === 0) continue;
      const target = mergeTarget(accountLines, line);
      // Adds to the account's line, never beyond maxQuantity (the cart's own upsert).
      await carts.addToLine(cart.id, target, clampQuantity(line.quantity, maxQuantity), maxQuantity);
    }
    await carts.saveCart(cart.id, await betterCoupon(carts, cart.id, [cart.coupon_code, guestCart.coupon_code], now), now);
  }

  /**
   * Gives the shopper's cart back the lines of an unpaid order that was cancelled (ADR 0029), inside the
   * cancellation's transaction, which runs it once. A line the cart has already (same product and variant: the
   * shopper added it again meanwhile) keeps one line and the larger quantity, so nothing doubles; every line
   * stays within its stock; a product or variant gone or sold out meanwhile stays out.
   */
  async restoreLines(
    trx: Transaction,
    shopperId: string,
    lines: readonly { productId: string; variant: string; quantity: number }[],
    now: Date,
  ): Promise<void> {
    const carts = this.repository.within(trx);
    const cart = await carts.lockCart(shopperId, now);
    const current = await carts.lines(cart.id);
    const keys: LineKey[] = [...current];
    for (const line of lines) {
      const product = await carts.product(line.productId);
      if (!product) continue;
      const variant = product.options.length > 0 ? await carts.variant(product, line.variant) : undefined;
      if (product.options.length > 0 && variant?.id !== line.variant) continue;
      const maxQuantity = maxQuantityFor(variant?.stockQuantity ?? product.stockQuantity);
      if (maxQuantity === 0) continue;
      const wanted = clampQuantity(line.quantity, maxQuantity);
      const target = mergeTarget(keys, { id: cartLineId(line.productId, line.variant), productId: line.productId, variant: line.variant });
      const held = current.find((l) => l.id === target.id)?.quantity ?? 0;
      if (held === 0) await carts.addToLine(cart.id, target, wanted, maxQuantity);
      else if (held < wanted) await carts.setQuantity(cart.id, target.id, wanted);
    }
    await carts.saveCart(cart.id, cart.coupon_code, now);
  }

  /** One transaction: lock the cart, change it, review it against the catalogue, store the result. */
  private change(
    sessionId: string,
    /** Makes the change; what it returns is told to the shopper with the cart, before any review notice. */
    mutate: (repository: CartRepository, cart: CartRow) => Promise<string | void>,
  ): Promise<CartResponse> {
    return this.repository.transaction(async (repository) => {
      const now = this.clock();
      const cart = await repository.lockCart(sessionId, now);
      const told = await mutate(repository, cart);
      const review = await this.review(repository, cart);
      await repository.removeLines(cart.id, review.unavailable.map((line) => line.id));
      for (const line of review.reduced) await repository.setQuantity(cart.id, line.id, line.quantity);
      await repository.saveCart(cart.id, review.cart.couponCode, now);
      const notice = [told, reviewNotice(review)].filter(Boolean).join(' ');
      return toCartResponse(review.cart, notice || undefined);
    });
  }

  private async review(repository: CartRepository, cart: CartRow): Promise<CartReview> {
    return reviewCart(await this.contents(repository, cart), this.clock());
  }

  private async contents(repository: CartRepository, cart: CartRow): Promise<StoredCart> {
    const lines = await repository.lines(cart.id);
    const code = cart.coupon_code;
    const coupon = code === null ? undefined : { code, definition: await repository.findCoupon(code) };
    return { lines, ...(coupon ? { coupon } : {}) };
  }
}

interface LineKey {
  id: string;
  productId: string;
  variant: string;
}

/**
 * The account's line a guest line adds to: the one with the same product and variant, whatever its id.
 * Otherwise a new line with the guest line's id, or, when the account uses that id for a different line
 * (ids join product and variant with '-', which both may contain), the id with the first free `~2`, `~3`…
 * suffix. `accountLines` learns the new line.
 */
function mergeTarget(accountLines: LineKey[], line: LineKey): LineKey {
  const same = accountLines.find((l) => l.productId === line.productId && l.variant === line.variant);
  if (same) return same;
  const taken = new Set(accountLines.map((l) => l.id));
  let id = line.id;
  for (let n = 2; taken.has(id); n += 1) id = `${line.id}~${n}`;
  const target = { id, productId: line.productId, variant: line.variant };
  accountLines.push(target);
  return target;
}

/**
 * The coupon the merged cart keeps, since a cart holds one: of the account's and the guest's, the one worth
 * more on the merged lines (the account's on a tie). When neither applies now, the account's, else the
 * guest's, stays for the cart's review to explain.
 */
async function betterCoupon(
  carts: CartRepository,
  cartId: number,
  codes: readonly (string | null)[],
  now: Date,
): Promise<string | null> {
  const candidates = [...new Set(codes.filter((c): c is string => c !== null))];
  if (candidates.length <= 1) return candidates[0] ?? null;
  const lines = await carts.lines(cartId);
  let best: { code: string; discount: number } | undefined;
  for (const code of candidates) {
    const review = reviewCart({ lines, coupon: { code, definition: await carts.findCoupon(code) } }, now);
    if (review.droppedCoupon) continue;
    if (!best || review.cart.totals.discount > best.discount) best = { code, discount: review.cart.totals.discount };
  }
  return best?.code ?? candidates[0]!;
}
