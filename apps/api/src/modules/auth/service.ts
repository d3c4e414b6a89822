import { randomUUID } from 'node:crypto';
import { mergedRecentlyViewed } from '@cartwise/domain/accounts/merge';
import {
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_LIMITS,
  SIGN_UP_FAILED_MESSAGE,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
  type Account,
  type SignIn,
  type SignUp,
} from '@cartwise/domain/accounts/schemas';
import { reviewCart } from '@cartwise/domain/cart/cart';
import { clampQuantity, maxQuantityFor } from '@cartwise/domain/cart/lines';
import { ConflictError, RateLimitedError, UnauthorizedError } from '@cartwise/domain/errors';
import { accountShopperId, type CurrentSession } from '../../plugins/session.ts';
import type { CartRepository } from '../cart/repository.ts';
import type { AccountRow, AccountsRepository } from './repository.ts';
import { dummyHash, hashPassword, passwordMatches } from './passwords.ts';

const toAccount = (row: AccountRow): Account => ({ id: row.id, email: row.email, createdAt: row.created_at });

/**
 * Sign up, sign in and the merge of a guest's cart, wishlist, recently viewed, orders and conversation with
 * the assistant into the account.
 * The routes start the new session (a new token and cookie) once these succeed.
 */
export class AuthService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async me(session: CurrentSession | undefined): Promise<Account | null> {
    if (!session?.accountId) return null;
    const row = await this.repository.findById(session.accountId);
    return row ? toAccount(row) : null;
  }

  async signUp(session: CurrentSession | undefined, input: SignUp, ip: string): Promise<Account> {
    await this.countAttempt(input.email, ip);
    const now = this.clock();
    const row: AccountRow = {
      id: randomUUID(),
      email: input.email,
      password_hash: await hashPassword(input.password),
      created_at: now.toISOString(),
    };
    const created = await this.repository.transaction((repository) => repository.create(row, accountShopperId(row.id)));
    if (created) {
      await this.adopt(session, row.id);
      return toAccount(row);
    }
    // The email is registered: the right password signs in, anything else gets the same vague answer.
    const existing = await this.repository.findByEmail(input.email);
    if (!existing || !(await passwordMatches(existing.password_hash, input.password))) {
      throw new ConflictError(SIGN_UP_FAILED_MESSAGE);
    }
    await this.adopt(session, existing.id);
    return toAccount(existing);
  }

  async signIn(session: CurrentSession | undefined, input: SignIn, ip: string): Promise<Account> {
    await this.countAttempt(input.email, ip);
    const account = await this.repository.findByEmail(input.email);
    const matches = await passwordMatches(account?.password_hash ?? (await dummyHash()), input.password);
    if (!account || !matches) throw new UnauthorizedError(SIGN_IN_FAILED_MESSAGE);
    await this.repository.clearAttempts(ipKey(ip, input.email));
    await this.adopt(session, account.id);
    return toAccount(account);
  }

  /** Ends the request's session; the route starts a fresh guest one. The account's data stays. */
  async signOut(session: CurrentSession | undefined): Promise<void> {
    if (session) await this.repository.deleteSession(session.sessionId);
  }

  private async countAttempt(email: string, ip: string): Promise<void> {
    const now = this.clock();
    const windowMs = SIGN_IN_LIMITS.windowMinutes * 60_000;
    const byIp = await this.repository.countAttempt(ipKey(ip, email), now, windowMs);
    const byEmail = await this.repository.countAttempt(`email|${email}`, now, windowMs);
    if (byIp > SIGN_IN_LIMITS.perIpAndEmail || byEmail > SIGN_IN_LIMITS.perEmail) {
      throw new RateLimitedError(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
    }
  }

  /**
   * The old session stops working. A guest's cart, wishlist, recently viewed, orders and conversation with
   * the assistant move into the account first, in one transaction, so nothing added before signing in is lost.
   */
  private adopt(session: CurrentSession | undefined, accountId: string): Promise<void> {
    if (!session) return Promise.resolve();
    return this.repository.transaction(async (repository) => {
      // PostgreSQL: the guest's cart first (a change to it locks the cart, then may reference the session),
      // then the session row, which holds back every other write to the guest until the session is gone.
      // A change that got in first is merged; one that waited finds the session deleted and fails.
      await repository.lockSessionCart(session.sessionId);
      const row = await repository.lockSession(session.sessionId);
      if (row && row.account_id === null) {
        await mergeGuest(repository, session.sessionId, accountShopperId(accountId), this.clock());
      }
      await repository.deleteSession(session.sessionId);
    });
  }
}

function ipKey(ip: string, email: string): string {
  return `ip|${ip}|${email}`;
}

/**
 * Moves a guest's cart, wishlist, recently viewed, orders and conversation into the account's, inside the
 * caller's transaction, with the guest's session (and cart) locked.
 */
async function mergeGuest(repository: AccountsRepository, guestId: string, accountId: string, now: Date): Promise<void> {
  const carts = repository.carts();
  // Locked again: a cart created while this transaction waited for the session's lock is now visible.
  const guestCart = await repository.lockSessionCart(guestId);
  if (guestCart) {
    const lines = await carts.lines(guestCart.id);
    const cart = await carts.lockCart(accountId, now);
    const accountLines: { id: string; productId: string; variant: string }[] = await carts.lines(cart.id);
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

  const wishlist = repository.wishlist();
  const wished = await wishlist.products(guestId);
  for (const product of wished.reverse()) await wishlist.add(accountId, product.id);

  // Before the account's session row is locked: a turn creating the account's conversation holds the new
  // row while it waits for that lock, so taking the row after the lock could deadlock.
  await repository.chat().moveConversation(guestId, accountId, now);

  const recentlyViewed = repository.recentlyViewed();
  await recentlyViewed.lockSession(accountId);
  const guestViews = await recentlyViewed.productIds(guestId);
  if (guestViews.length > 0) {
    const accountViews = await recentlyViewed.productIds(accountId);
    const merged = mergedRecentlyViewed(accountViews, guestViews);
    await recentlyViewed.remove(accountId, accountViews);
    for (const id of [...merged].reverse()) await recentlyViewed.addLatest(accountId, id);
  }

  await repository.orders().transferOwner(guestId, accountId);
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
