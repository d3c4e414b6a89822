import type { Db } from '../../db/database.ts';
import type { SessionKind, SessionStore } from '../../plugins/session.ts';

export interface SessionRow {
  id: string;
  created_at: string;
  last_seen_at: string;
  /** The signed-in account, or null for a guest. */
  account_id: string | null;
  kind: string;
}

/** The sessions table's only door. Ids are hashes of cookie tokens; see plugins/session.ts. */
export class SessionRepository implements SessionStore {
  constructor(private readonly db: Db) {}

  async find(id: string): Promise<SessionRow | undefined> {
    return this.db.kysely.selectFrom('sessions').select(['id', 'created_at', 'last_seen_at', 'account_id', 'kind']).where('id', '=', id).executeTakeFirst();
  }

  async create(id: string, now: Date, accountId: string | null = null, kind: SessionKind = accountId ? 'sign-in' : 'guest'): Promise<void> {
    const at = now.toISOString();
    await this.db.kysely.insertInto('sessions').values({ id, created_at: at, last_seen_at: at, account_id: accountId, kind }).execute();
  }

  /** Ends a session: the cookie's token stops opening anything (its guest cart and lists go with it). */
  async delete(id: string): Promise<void> {
    await this.db.kysely.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db.kysely.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute();
  }
}
