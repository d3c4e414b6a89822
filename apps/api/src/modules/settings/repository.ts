import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction, type Transaction } from '../../db/write-transaction.ts';

/** The shop's settings row (id 1): JSON, absent until the owner first saves. */
export class SettingsRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  transaction<T>(work: (repository: SettingsRepository, trx: Transaction) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, (trx) => work(new SettingsRepository(this.db, trx), trx));
  }

  async read(): Promise<string | undefined> {
    const row = await this.q.selectFrom('shop_settings').select('value').where('id', '=', 1).executeTakeFirst();
    return row?.value;
  }

  /** When the owner last saved (the settings' version); undefined until then. */
  async updatedAt(): Promise<string | undefined> {
    const row = await this.q.selectFrom('shop_settings').select('updated_at').where('id', '=', 1).executeTakeFirst();
    return row?.updated_at;
  }

  async write(value: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.q
      .insertInto('shop_settings')
      .values({ id: 1, value, updated_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ value, updated_at: at }))
      .execute();
  }
}
