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
import { clampQuantity, maxQuantityFor } from '@cartwise/domain/cart/lines';
import { ConflictError, RateLimitedError, UnauthorizedError } from '@cartwise/domain/errors';
import { accountShopperId, type CurrentSession } from '../../plugins/session.ts';
import type { AccountRow, AccountsRepository } from './repository.ts';
import { dummyHash, hashPassword, passwordMatches } from './passwords.ts';

const toAccount = (row: AccountRow): Account => ({ id: row.id, email: row.email, createdAt: row.created_at });

/**
 * Sign up, sign in and the merge of a guest's cart, wishlist, recently viewed and orders into the account.
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
   * The old session stops working. A guest's cart, wishlist, recently viewed and orders move into the
   * account first, in one transaction, so nothing added before signing in is lost.
   */
  private adopt(session: CurrentSession | undefined, accountId: string): Promise<void> {
    if (!session) return Promise.resolve();
    return this.repository.transaction(async (repository) => {
      if (await repository.isGuestSession(session.sessionId)) {
        await mergeGuest(repository, session.sessionId, accountShopperId(accountId), this.clock());
      }
      await repository.deleteSession(session.sessionId);
    });
  }
}

function ipKey(ip: string, email: string): string {
  return `ip|${ip}|${email}`;
}

async function mergeGuest(repository: AccountsRepository, guestId: string, accountId: string, now: Date): Promise<void> {
  const carts = repository.carts();
  const guestCart = await carts.findCart(guestId);
  if (guestCart) {
    const lines = await carts.lines(guestCart.id);
    const cart = await carts.lockCart(accountId, now);
    const accountLines = await carts.lines(cart.id);
    for (const line of lines) {
      if (!line.product) continue;
      const same = accountLines.find((l) => l.id === line.id);
      if (same && (same.productId !== line.productId || same.variant !== line.variant)) continue;
      const maxQuantity = maxQuantityFor(line.product.stockQuantity);
      if (maxQuantity === 0) continue;
      // Adds to the account's line, never beyond maxQuantity (the cart's own upsert).
      await carts.addToLine(cart.id, line, clampQuantity(line.quantity, maxQuantity), maxQuantity);
    }
    const coupon = cart.coupon_code ?? guestCart.coupon_code;
    await carts.saveCart(cart.id, coupon, now);
  }

  const wishlist = repository.wishlist();
  const wished = await wishlist.products(guestId);
  for (const product of wished.reverse()) await wishlist.add(accountId, product.id);

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
