import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { AttemptCount } from './attempts.ts';
import { writeTransaction, type Transaction } from '../../db/write-transaction.ts';

export interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
}

/** Accounts' only door to the database: accounts, their shopper rows, sign-in attempt counters and reset tokens. */
export class AccountsRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  /** Runs work as one write transaction, with a repository bound to it and the transaction for other modules' parts. */
  transaction<T>(work: (repository: AccountsRepository, trx: Transaction) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, (trx) => work(new AccountsRepository(this.db, trx), trx));
  }

  async findByEmail(email: string): Promise<AccountRow | undefined> {
    return this.q.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async findById(id: string): Promise<AccountRow | undefined> {
    return this.q.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Creates the account and the shopper row its cart and lists hang off; false when the email is taken. */
  async create(account: AccountRow, shopperId: string): Promise<boolean> {
    const inserted = await this.q
      .insertInto('accounts')
      .values(account)
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await this.q
      .insertInto('sessions')
      .values({ id: shopperId, created_at: account.created_at, last_seen_at: account.created_at, account_id: account.id })
      .execute();
    return true;
  }

  /**
   * A session's row, locked until the transaction ends: on PostgreSQL with SELECT … FOR UPDATE, which also
   * holds back every insert that references it (a new cart, a wishlist item, a recently viewed product, by
   * their foreign keys) and the recently viewed list's own lock. Undefined when there is no such session.
   */
  async lockSession(sessionId: string): Promise<{ account_id: string | null } | undefined> {
    let select = this.q.selectFrom('sessions').select('account_id').where('id', '=', sessionId);
    if (this.db.dialect === 'postgres') select = select.forUpdate();
    return select.executeTakeFirst();
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.q.deleteFrom('sessions').where('id', '=', sessionId).execute();
  }

  /**
   * Counts an attempt for `key` in a fixed window and answers the count so far and the window's end, in one atomic upsert:
   * a window older than `windowMs` starts again at 1. Works across processes on both engines.
   */
  async countAttempt(key: string, now: Date, windowMs: number): Promise<AttemptCount> {
    const at = now.toISOString();
    const expired = new Date(now.getTime() - windowMs).toISOString();
    const row = await this.q
      .insertInto('auth_attempts')
      .values({ key, window_started_at: at, attempts: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          attempts: sql<number>`CASE WHEN auth_attempts.window_started_at <= ${expired} THEN 1 ELSE auth_attempts.attempts + 1 END`,
          window_started_at: sql<string>`CASE WHEN auth_attempts.window_started_at <= ${expired} THEN ${at} ELSE auth_attempts.window_started_at END`,
        }),
      )
      .returning(['attempts', 'window_started_at'])
      .executeTakeFirstOrThrow();
    return { attempts: Number(row.attempts), windowEndsAt: new Date(Date.parse(row.window_started_at) + windowMs) };
  }

  async clearAttempts(key: string): Promise<void> {
    await this.q.deleteFrom('auth_attempts').where('key', '=', key).execute();
  }

  /** Stores a reset token's hash for the account, replacing any earlier one: only the newest link works. */
  async saveResetToken(accountId: string, tokenHash: string, createdAt: Date, expiresAt: Date): Promise<void> {
    const row = { account_id: accountId, token_hash: tokenHash, created_at: createdAt.toISOString(), expires_at: expiresAt.toISOString() };
    await this.q
      .insertInto('password_reset_tokens')
      .values(row)
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at, expires_at: row.expires_at }))
      .execute();
  }

  /** The account a reset token's hash opens while it works (not used, not replaced, not expired). */
  async findResetToken(tokenHash: string, now: Date): Promise<{ account_id: string } | undefined> {
    return this.q
      .selectFrom('password_reset_tokens')
      .select('account_id')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
  }

  /**
   * Uses up a reset token: deletes it and answers its account, in one statement, so of two requests with
   * the same link only one gets the account. Undefined when it does not work (any more).
   */
  async consumeResetToken(tokenHash: string, now: Date): Promise<{ account_id: string } | undefined> {
    return this.q
      .deleteFrom('password_reset_tokens')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now.toISOString())
      .returning('account_id')
      .executeTakeFirst();
  }

  async setPasswordHash(accountId: string, passwordHash: string): Promise<void> {
    await this.q.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
  }

  /**
   * Ends every session signed in to the account (every browser must sign in again); the account's own
   * shopper row, which holds its cart and lists and which no cookie names, stays. Answers how many ended.
   */
  async endAccountSessions(accountId: string, accountShopperId: string): Promise<number> {
    const deleted = await this.q
      .deleteFrom('sessions')
      .where('account_id', '=', accountId)
      .where('id', '<>', accountShopperId)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }
}
