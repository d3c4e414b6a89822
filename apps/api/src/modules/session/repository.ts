import type { Db } from '../../db/database.ts';

export interface SessionRow {
  id: string;
  last_seen_at: string;
}

/** The sessions table's only door. Ids are hashes of cookie tokens; see plugins/session.ts. */
export class SessionRepository {
  constructor(private readonly db: Db) {}

  async find(id: string): Promise<SessionRow | undefined> {
    return this.db.kysely.selectFrom('sessions').select(['id', 'last_seen_at']).where('id', '=', id).executeTakeFirst();
  }

  async create(id: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.kysely.insertInto('sessions').values({ id, created_at: at, last_seen_at: at }).execute();
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db.kysely.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute();
  }
}
