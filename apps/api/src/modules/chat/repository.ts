import type { ChatMessage } from '@cartwise/domain/chat/schemas';
import { CHAT_GREETING } from '@cartwise/domain/policy';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction, type Transaction } from '../../db/write-transaction.ts';
import type { ChatConversationState } from './engine.ts';

/** The conversation keeps this many messages per session; older ones are dropped as new ones arrive. */
export const MAX_STORED_MESSAGES = 50;

export interface StoredConversation {
  id: string;
  state: ChatConversationState;
}

/** The assistant's only door to the database: conversations and their messages (it reads the catalogue through `app.catalog`). */
export class ChatRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  /** This repository on another module's write transaction (see `Transaction`). */
  within(trx: Transaction): ChatRepository {
    return new ChatRepository(this.db, trx);
  }

  async conversation(sessionId: string): Promise<StoredConversation | undefined> {
    const row = await this.q.selectFrom('chat_conversations').select(['id', 'state']).where('session_id', '=', sessionId).executeTakeFirst();
    return row && { id: row.id, state: JSON.parse(row.state) as ChatConversationState };
  }

  /** A conversation's stored message rows, oldest first. */
  private messageRows(sessionId: string) {
    return this.q
      .selectFrom('chat_messages')
      .select(['id', 'sender', 'content', 'metadata', 'created_at'])
      .where('session_id', '=', sessionId)
      .orderBy('seq')
      .execute();
  }

  async messages(sessionId: string): Promise<ChatMessage[]> {
    const rows = await this.messageRows(sessionId);
    return rows.map((r) => ({
      id: r.id,
      sender: r.sender,
      content: r.content,
      timestamp: r.created_at,
      type: 'text' as const,
      metadata: JSON.parse(r.metadata) as ChatMessage['metadata'],
    }));
  }

  /**
   * Stores a turn in one transaction: the conversation's state (created with `conversationId` when new),
   * the new messages, and the trim to the last MAX_STORED_MESSAGES. With `reset`, earlier messages go first.
   */
  async save(
    sessionId: string,
    turn: { conversationId: string; state: ChatConversationState; messages: readonly ChatMessage[]; reset?: boolean },
    now: Date,
  ): Promise<void> {
    await writeTransaction(this.db, async (trx) => {
      await trx
        .insertInto('chat_conversations')
        .values({ session_id: sessionId, id: turn.conversationId, state: JSON.stringify(turn.state), updated_at: now.toISOString() })
        .onConflict((oc) => oc.column('session_id').doUpdateSet({ state: JSON.stringify(turn.state), updated_at: now.toISOString() }))
        .execute();
      if (turn.reset) await trx.deleteFrom('chat_messages').where('session_id', '=', sessionId).execute();
      if (turn.messages.length > 0) {
        await trx
          .insertInto('chat_messages')
          .values(
            turn.messages.map((m) => ({
              session_id: sessionId,
              id: m.id,
              sender: m.sender,
              content: m.content,
              metadata: JSON.stringify(m.metadata),
              created_at: m.timestamp,
            })),
          )
          .execute();
      }
      await trim(trx, sessionId);
    });
  }

  /**
   * Moves a guest's conversation to the account's shopper id, inside the caller's transaction (the sign-in
   * merge, with the guest's session locked). An account without a conversation takes the guest's whole: its
   * id, messages and state. Otherwise the guest's messages, less its opening greeting, follow the account's,
   * the guest's state (what "the first one" points at) replaces the account's, and the conversation is
   * trimmed to the last MAX_STORED_MESSAGES. A guest conversation with nothing but the greeting changes nothing.
   */
  async moveConversation(guestId: string, accountId: string, now: Date): Promise<void> {
    // PostgreSQL: a turn of the guest's that got in first is moved; one that waited fails with the session.
    let select = this.q.selectFrom('chat_conversations').select(['id', 'state']).where('session_id', '=', guestId);
    if (this.db.dialect === 'postgres') select = select.forUpdate();
    const guest = await select.executeTakeFirst();
    if (!guest) return;
    const messages = await this.messageRows(guestId);
    // The conversation id is unique: the guest's row goes before the account may take its id.
    await this.q.deleteFrom('chat_conversations').where('session_id', '=', guestId).execute();
    const opening = messages[0]?.sender === 'bot' && messages[0].content === CHAT_GREETING ? 1 : 0;
    if (messages.length === opening) return;
    const updatedAt = now.toISOString();
    const kept = await this.q
      .insertInto('chat_conversations')
      .values({ session_id: accountId, id: guest.id, state: guest.state, updated_at: updatedAt })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ state: guest.state, updated_at: updatedAt }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const moved = kept.id === guest.id ? messages : messages.slice(opening);
    // New seqs, after every message of the account's: the guest's come last, in their order.
    await this.q
      .insertInto('chat_messages')
      .values(moved.map((m) => ({ ...m, session_id: accountId })))
      .execute();
    await trim(this.q, accountId);
  }
}

/** Drops all but the conversation's last MAX_STORED_MESSAGES messages. */
async function trim(q: Kysely<Database>, sessionId: string): Promise<void> {
  const keep = q.selectFrom('chat_messages').select('seq').where('session_id', '=', sessionId).orderBy('seq', 'desc').limit(MAX_STORED_MESSAGES);
  await q.deleteFrom('chat_messages').where('session_id', '=', sessionId).where('seq', 'not in', keep).execute();
}
