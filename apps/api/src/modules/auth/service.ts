import { randomUUID } from 'node:crypto';
import {
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_LIMITS,
  SIGN_UP_FAILED_MESSAGE,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
  type Account,
  type SignIn,
  type SignUp,
} from '@cartwise/domain/accounts/schemas';
import { ConflictError, UnauthorizedError } from '@cartwise/domain/errors';
import type { Transaction } from '../../db/write-transaction.ts';
import { accountShopperId, type CurrentSession } from '../../plugins/session.ts';
import type { CartService } from '../cart/service.ts';
import type { ChatService } from '../chat/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { RecentlyViewedService } from '../recently-viewed/service.ts';
import type { WishlistService } from '../wishlist/service.ts';
import { SIGN_IN_PAUSE_MS, tooManyAttempts, type AttemptCount } from './attempts.ts';
import type { AccountRow, AccountsRepository } from './repository.ts';
import { dummyHash, hashPassword, passwordMatches } from './passwords.ts';

const toAccount = (row: AccountRow): Account => ({ id: row.id, email: row.email, createdAt: row.created_at });

/** The modules whose data a guest brings to an account: each merges its own, inside the sign-in's transaction. */
export interface GuestData {
  cart: Pick<CartService, 'lockGuestCart' | 'mergeGuest'>;
  wishlist: Pick<WishlistService, 'mergeGuest'>;
  chat: Pick<ChatService, 'mergeGuest'>;
  recentlyViewed: Pick<RecentlyViewedService, 'mergeGuest'>;
  orders: Pick<OrdersService, 'mergeGuest'>;
}

/**
 * Sign up, sign in and the merge of a guest's cart, wishlist, recently viewed, orders and conversation with
 * the assistant into the account.
 * The routes start the new session (a new token and cookie) once these succeed.
 */
export class AuthService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly guests: GuestData,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async me(session: CurrentSession | undefined): Promise<Account | null> {
    if (!session?.accountId) return null;
    const row = await this.repository.findById(session.accountId);
    return row ? toAccount(row) : null;
  }

  async signUp(session: CurrentSession | undefined, input: SignUp, ip: string): Promise<Account> {
    await this.limitAttempts(input.email, ip);
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
    await this.limitAttempts(input.email, ip);
    const account = await this.repository.findByEmail(input.email);
    const matches = await passwordMatches(account?.password_hash ?? (await dummyHash()), input.password);
    if (!account || !matches) throw new UnauthorizedError(SIGN_IN_FAILED_MESSAGE);
    await this.repository.clearAttempts(ipKey(ip, input.email));
    await this.adopt(session, account.id);
    return toAccount(account);
  }

  /** The account registered with this email, if any (`npm run admin:create`). */
  async findByEmail(email: string): Promise<Account | undefined> {
    const row = await this.repository.findByEmail(email);
    return row && toAccount(row);
  }

  /** Creates an account without a session (`npm run admin:create`); undefined when the email is taken. */
  async createAccount(email: string, password: string): Promise<Account | undefined> {
    const row: AccountRow = { id: randomUUID(), email, password_hash: await hashPassword(password), created_at: this.clock().toISOString() };
    const created = await this.repository.transaction((repository) => repository.create(row, accountShopperId(row.id)));
    return created ? toAccount(row) : undefined;
  }

  /** Ends the request's session; the route starts a fresh guest one. The account's data stays. */
  async signOut(session: CurrentSession | undefined): Promise<void> {
    if (session) await this.repository.deleteSession(session.sessionId);
  }

  /**
   * Signs this browser in to an account whose password was just reset (`PasswordResetService.reset`, which
   * ended the account's other sessions): the guest's cart and lists merge in as on sign-in, and the
   * sign-in's attempt counter for this address and email starts again. The route starts the new session.
   */
  async signInAfterReset(session: CurrentSession | undefined, accountId: string, ip: string): Promise<Account> {
    const account = await this.repository.findById(accountId);
    if (!account) throw new UnauthorizedError(SIGN_IN_FAILED_MESSAGE);
    await this.repository.clearAttempts(ipKey(ip, account.email));
    await this.adopt(session, account.id);
    return toAccount(account);
  }

  /**
   * Counts an attempt under `key` in a fixed window and answers the count so far and the window's end
   * (across processes): the sign-in limits, and Track Order's (`OrdersService.track`).
   */
  countAttempt(key: string, now: Date, windowMs: number): Promise<AttemptCount> {
    return this.repository.countAttempt(key, now, windowMs);
  }

  private async limitAttempts(email: string, ip: string): Promise<void> {
    const now = this.clock();
    const windowMs = SIGN_IN_LIMITS.windowMinutes * 60_000;
    const byIp = await this.countAttempt(ipKey(ip, email), now, windowMs);
    const byEmail = await this.countAttempt(`email|${email}`, now, windowMs);
    if (byIp.attempts > SIGN_IN_LIMITS.perIpAndEmail) throw tooManyAttempts(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, [byIp], now);
    // Past the email's own limit (many addresses trying one account) nobody is refused outright, or anyone
    // could lock the owner out: each address waits a few seconds between its tries instead (issue 20).
    if (byEmail.attempts > SIGN_IN_LIMITS.perEmail) {
      const pause = await this.countAttempt(`pause|${ip}|${email}`, now, SIGN_IN_PAUSE_MS);
      if (pause.attempts > 1) throw tooManyAttempts(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, [pause], now);
    }
  }

  /**
   * The old session stops working. A guest's cart, wishlist, recently viewed, orders and conversation with
   * the assistant move into the account first, in one transaction, so nothing added before signing in is lost.
   */
  private adopt(session: CurrentSession | undefined, accountId: string): Promise<void> {
    if (!session) return Promise.resolve();
    return this.repository.transaction(async (repository, trx) => {
      // PostgreSQL: the guest's cart first (a change to it locks the cart, then may reference the session),
      // then the session row, which holds back every other write to the guest until the session is gone.
      // A change that got in first is merged; one that waited finds the session deleted and fails.
      await this.guests.cart.lockGuestCart(trx, session.sessionId);
      const row = await repository.lockSession(session.sessionId);
      if (row && row.account_id === null) {
        await this.mergeGuest(trx, session.sessionId, accountShopperId(accountId), this.clock());
      }
      await repository.deleteSession(session.sessionId);
    });
  }

  /**
   * Moves a guest's cart, wishlist, recently viewed, orders and conversation into the account's, each
   * through its module, inside the caller's transaction, with the guest's session (and cart) locked.
   */
  private async mergeGuest(trx: Transaction, guestId: string, accountId: string, now: Date): Promise<void> {
    const { cart, wishlist, chat, recentlyViewed, orders } = this.guests;
    await cart.mergeGuest(trx, guestId, accountId, now);
    await wishlist.mergeGuest(trx, guestId, accountId);
    // Before the account's session row is locked (recently viewed): a turn creating the account's
    // conversation holds the new row while it waits for that lock, so taking the row after the lock could deadlock.
    await chat.mergeGuest(trx, guestId, accountId, now);
    await recentlyViewed.mergeGuest(trx, guestId, accountId);
    await orders.mergeGuest(trx, guestId, accountId);
  }
}

function ipKey(ip: string, email: string): string {
  return `ip|${ip}|${email}`;
}
