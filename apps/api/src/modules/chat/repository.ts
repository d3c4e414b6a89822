import type { ChatMessage } from '@cartwise/domain/assistant/schemas';
import type { AssistantSearch, ProductOrder } from '@cartwise/domain/assistant/understand';
import type { Product } from '@cartwise/domain/catalogue/product';
import { toCents } from '@cartwise/domain/money';
import { CHAT_GREETING } from '@cartwise/domain/policy';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction, type Transaction } from '../../db/write-transaction.ts';
import { toProduct } from '../catalog/product-mapper.ts';
import type { ChatConversationState } from './engine.ts';

/** The conversation keeps this many messages per session; older ones are dropped as new ones arrive. */
export const MAX_STORED_MESSAGES = 50;

export interface StoredConversation {
  id: string;
  state: ChatConversationState;
}

/** The assistant's only door to the database: conversations, their messages, and the catalogue reads it adds. */
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

  /** The catalogue's category, subcategory and brand names: the words the assistant can turn into filters. */
  async vocabulary(): Promise<{ categories: string[]; subcategories: { name: string; category: string }[]; brands: string[] }> {
    const rows = await this.q.selectFrom('products').select(['category', 'subcategory']).distinct().execute();
    const brands = await this.q.selectFrom('products').select('brand').distinct().execute();
    return {
      categories: [...new Set(rows.map((r) => r.category))].sort(),
      subcategories: rows.filter((r) => r.subcategory !== '').map((r) => ({ name: r.subcategory, category: r.category })),
      brands: brands.map((b) => b.brand).sort(),
    };
  }

  /** The subcategories with the most products, most first: what the assistant names as what the shop sells. */
  async largestSubcategories(limit: number): Promise<string[]> {
    return (await this.largest('subcategory', limit)).map((r) => r.name);
  }

  /** The brands with the most products, most first, with their counts, and how many brands there are. */
  async largestBrands(limit: number): Promise<{ brands: { name: string; count: number }[]; total: number }> {
    const total = await this.q.selectFrom('products').select((eb) => eb.fn.count<number>('brand').distinct().as('n')).where('brand', '!=', '').executeTakeFirstOrThrow();
    return { brands: await this.largest('brand', limit), total: Number(total.n) };
  }

  private async largest(column: 'subcategory' | 'brand', limit: number): Promise<{ name: string; count: number }[]> {
    const rows = await this.q
      .selectFrom('products')
      .select([column, (eb) => eb.fn.countAll<number>().as('n')])
      .where(column, '!=', '')
      .groupBy(column)
      .orderBy('n', 'desc')
      .orderBy(column)
      .limit(limit)
      .execute();
    return rows.map((r) => ({ name: (r as Record<typeof column, string>)[column], count: Number(r.n) }));
  }

  /**
   * Products in the two orders the product list does not offer, popularity (rating × ln(1 + reviews)) and
   * biggest discount, or any order with the sale filter; the filters are those of spec §5. Without a search
   * text only: texts go through the catalogue's search.
   */
  async ranked(
    search: Omit<AssistantSearch, 'keywords' | 'looseKeywords'>,
    order: RankedOrder,
    limit: number,
    offset: number,
  ): Promise<{ products: Product[]; totalCount: number }> {
    const query = this.filtered(search);
    const count = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const found = await this.ordered(query.selectAll(), order).limit(limit).offset(offset).execute();
    return { products: found.map(toProduct), totalCount: Number(count.count) };
  }

  /**
   * Every product with one of these names (lower case, as the catalogue index keeps them) that passes the
   * search's filters, in the order: the products of one kind (`namesByKind`), whose search words the caller
   * checks. At most `MAX_NAMES` names, which a query can bind on either database.
   */
  async withNames(search: Omit<AssistantSearch, 'keywords' | 'looseKeywords'>, names: readonly string[], order: RankedOrder): Promise<Product[]> {
    if (names.length === 0 || names.length > MAX_NAMES) return [];
    const rows = await this.ordered(this.filtered(search).where('name_key', 'in', names).selectAll(), order).execute();
    return rows.map(toProduct);
  }

  private filtered(search: Omit<AssistantSearch, 'keywords' | 'looseKeywords'>) {
    let query = this.q.selectFrom('products');
    if (search.category !== undefined) query = query.where('category', '=', search.category);
    if (search.subcategory !== undefined) query = query.where('subcategory', '=', search.subcategory);
    if (search.brand?.length) query = query.where('brand', 'in', search.brand);
    if (search.minPrice !== undefined) query = query.where('price_cents', '>=', toCents(search.minPrice));
    if (search.maxPrice !== undefined) query = query.where('price_cents', '<=', toCents(search.maxPrice));
    if (search.rating !== undefined) query = query.where('rating', '>=', search.rating);
    if (search.inStock) query = query.where('stock_quantity', '>', 0);
    if (search.onSale) query = query.where('original_price_cents', '>', sql<number>`price_cents`);
    return query;
  }

  private ordered<Q extends SelectQueryBuilder<Database, 'products', Selectable<Database['products']>>>(rows: Q, order: RankedOrder): Q {
    let sorted = rows;
    switch (order) {
      case 'popular':
        sorted = sorted.orderBy(sql`rating * ln(review_count + 1)`, 'desc') as Q;
        break;
      case 'discount':
        sorted = sorted.orderBy(sql`(original_price_cents - price_cents) * 1.0 / original_price_cents`, 'desc') as Q;
        break;
      case 'price-asc':
        sorted = sorted.orderBy('price_cents', 'asc') as Q;
        break;
      case 'price-desc':
        sorted = sorted.orderBy('price_cents', 'desc') as Q;
        break;
      case 'rating-desc':
        sorted = sorted.orderBy('rating', 'desc').orderBy('review_count', 'desc') as Q;
        break;
      case 'newest-desc':
        sorted = sorted.orderBy(sql`created_at COLLATE ${sql.raw(this.db.dialect === 'postgres' ? '"C"' : 'BINARY')}`, 'desc') as Q;
        break;
      case 'name-asc':
        sorted = sorted.orderBy('name_key', 'asc') as Q;
        break;
      case 'name-desc':
        sorted = sorted.orderBy('name_key', 'desc') as Q;
        break;
      case 'featured-asc':
        break;
    }
    return sorted.orderBy('seq') as Q;
  }
}

/** Drops all but the conversation's last MAX_STORED_MESSAGES messages. */
async function trim(q: Kysely<Database>, sessionId: string): Promise<void> {
  const keep = q.selectFrom('chat_messages').select('seq').where('session_id', '=', sessionId).orderBy('seq', 'desc').limit(MAX_STORED_MESSAGES);
  await q.deleteFrom('chat_messages').where('session_id', '=', sessionId).where('seq', 'not in', keep).execute();
}

export type RankedOrder = Exclude<ProductOrder, 'relevance'>;

/** Names bound in one query: under SQLite's and PostgreSQL's limits on bound values. */
const MAX_NAMES = 20_000;
