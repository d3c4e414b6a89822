import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction, type Transaction } from '../../db/write-transaction.ts';

export interface NewPaymentEvent {
  id: string;
  type: string;
  orderId: string | null;
  sessionId: string | null;
  payload: string;
  receivedAt: string;
}

/** Payments' only door to the database: the payment provider's webhook events, each stored once by its id. */
export class PaymentsRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  /** Runs work as one write transaction, with a repository bound to it and the transaction for the orders' part. */
  transaction<T>(work: (repository: PaymentsRepository, trx: Transaction) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, (trx) => work(new PaymentsRepository(this.db, trx), trx));
  }

  /**
   * Stores an event unless its id is stored already: true for the first delivery, false for a repeat. On
   * PostgreSQL a concurrent repeat waits for the first's transaction and then finds the row.
   */
  async insertOnce(event: NewPaymentEvent): Promise<boolean> {
    const result = await this.q
      .insertInto('payment_events')
      .values({
        id: event.id,
        type: event.type,
        order_id: event.orderId,
        session_id: event.sessionId,
        outcome: 'unchanged',
        payload: event.payload,
        received_at: event.receivedAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async setOutcome(id: string, outcome: string): Promise<void> {
    await this.q.updateTable('payment_events').set({ outcome }).where('id', '=', id).execute();
  }
}
