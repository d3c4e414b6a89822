import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, MailOutboxTable, MailStatus } from '../../db/schema.ts';
import type { Transaction } from '../../db/write-transaction.ts';

export type OutboxRow = Selectable<MailOutboxTable>;

/** What a sent message keeps: to whom it went and what it said. */
export type SentContent = Pick<OutboxRow, 'recipient' | 'subject' | 'text_body' | 'html_body' | 'payload'>;

/** The mail module's only door to the database: the outbox. */
export class MailRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  /** This repository on another module's write transaction: the email commits or fails with what caused it. */
  within(trx: Transaction): MailRepository {
    return new MailRepository(this.db, trx);
  }

  /** Queues a message; false when its dedupe key is already queued (the same email for the same cause). */
  async insert(row: OutboxRow): Promise<boolean> {
    const inserted = await this.q
      .insertInto('mail_outbox')
      .values(row)
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** The oldest due message's id: pending and due, or being sent by a claim that lapsed (its sender died). */
  async nextDue(now: string): Promise<string | undefined> {
    const row = await this.q
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Claims a due message for one sender: a conditional update that only one process can win (the row must
   * still be due when it runs), which counts the attempt and sets the lease until `leaseUntil`. Answers the
   * row when this claim won, undefined when another sender got it first or it is no longer due.
   */
  async claim(id: string, claim: string, now: string, leaseUntil: string): Promise<OutboxRow | undefined> {
    return this.q
      .updateTable('mail_outbox')
      .set({ status: 'sending', claim, next_attempt_at: leaseUntil, attempts: sql<number>`attempts + 1` })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Marks a claimed message sent, keeping what went out (the recipient, subject and bodies, and the payload
   * with any secret blanked); false when the claim was lost (the lease lapsed and another sender took it).
   */
  async markSent(id: string, claim: string, now: string, sent: SentContent): Promise<boolean> {
    const updated = await this.q
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: now, claim: null, last_error: null, ...sent })
      .where('id', '=', id)
      .where('claim', '=', claim)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Records a failed attempt of a claimed message: due again at `retryAt`, or given up (`failed`) without one. */
  async markFailed(id: string, claim: string, error: string, retryAt: string | null): Promise<boolean> {
    const updated = await this.q
      .updateTable('mail_outbox')
      .set(
        retryAt === null
          ? { status: 'failed', claim: null, last_error: error }
          : { status: 'pending', claim: null, last_error: error, next_attempt_at: retryAt },
      )
      .where('id', '=', id)
      .where('claim', '=', claim)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /**
   * Gives up every waiting (held or pending) message past its `expires_at` (a reset link that stopped
   * working), its payload replaced by `payload` (the secret gone); answers how many.
   */
  async expire(now: string, payload: string): Promise<number> {
    const updated = await this.q
      .updateTable('mail_outbox')
      .set({ status: 'expired', payload })
      .where('status', 'in', ['held', 'pending'])
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows);
  }

  /** Puts a held or failed message back in line, due at once, with a fresh count of attempts. */
  async requeue(id: string, now: string): Promise<boolean> {
    const updated = await this.q
      .updateTable('mail_outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now, claim: null })
      .where('id', '=', id)
      .where('status', 'in', ['held', 'failed'])
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  async findById(id: string): Promise<OutboxRow | undefined> {
    return this.q.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A page of the outbox, newest first, optionally of one status or one order's emails. */
  async list(filter: { status?: MailStatus; orderId?: string }, limit: number, offset: number): Promise<{ rows: OutboxRow[]; total: number }> {
    let query = this.q.selectFrom('mail_outbox');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.orderId) query = query.where('order_id', '=', filter.orderId);
    const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    return { rows, total: Number(counted.total) };
  }

  /** How many messages are in each status. */
  async countByStatus(): Promise<Partial<Record<MailStatus, number>>> {
    const rows = await this.q
      .selectFrom('mail_outbox')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }
}
