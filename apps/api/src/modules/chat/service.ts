import { randomUUID } from 'node:crypto';
import type { ChatAnswer, ChatConversation, ChatMessage } from '@cartwise/domain/chat/schemas';
import { CHAT_FAILURE_MESSAGE, CHAT_GREETING, CHAT_INITIAL_SUGGESTIONS } from '@cartwise/domain/policy';
import type { Transaction } from '../../db/write-transaction.ts';
import type { ChatAction, ChatConversationState, ChatEngine, ChatEvent, ChatProductCard } from './engine.ts';
import type { ChatRepository } from './repository.ts';

/** What a turn streams: the engine's events, then the stored reply (`done`) or the stored apology (`error`). */
export type TurnEvent = ChatEvent | { type: 'done'; message: ChatMessage } | { type: 'error'; message: ChatMessage };

interface Logger {
  error(obj: unknown, msg?: string): void;
}

const emptyMetadata = (): ChatMessage['metadata'] => ({ productIds: [], actions: [], products: [] });

function botMessage(content: string, at: Date, metadata = emptyMetadata(), id: string = randomUUID()): ChatMessage {
  return { id, content, sender: 'bot', timestamp: at.toISOString(), type: 'text', metadata };
}

/** The greeting a conversation starts with, as a message. */
export function greeting(at: Date, id: string = randomUUID()): ChatMessage {
  return botMessage(CHAT_GREETING, at, emptyMetadata(), id);
}

/**
 * The shopper's conversation with the assistant: it is stored per session, each turn runs the engine
 * with the history and the state the engine kept, and the finished reply (or the apology when the reply
 * failed as a whole) is stored before the stream ends.
 */
export class ChatService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly engine: ChatEngine,
    private readonly log: Logger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Moves a guest's conversation to the account, inside the sign-in's transaction (`ChatRepository.moveConversation`). */
  async mergeGuest(trx: Transaction, guestId: string, accountId: string, now: Date): Promise<void> {
    await this.repository.within(trx).moveConversation(guestId, accountId, now);
  }

  /** The conversation; a shopper without a session (or without a conversation yet) sees the greeting. */
  async conversation(sessionId: string | undefined): Promise<ChatConversation> {
    const stored = sessionId ? await this.repository.conversation(sessionId) : undefined;
    if (!sessionId || !stored) {
      return { messages: [greeting(this.clock(), 'greeting')], suggestions: [...CHAT_INITIAL_SUGGESTIONS], context: { sessionId: stored?.id ?? null, lastQuery: null } };
    }
    const messages = await this.repository.messages(sessionId);
    return this.toConversation(stored.id, stored.state, messages);
  }

  /** Clears the conversation back to the greeting (a shopper without a session gets the greeting, and no session). */
  async reset(sessionId: string | undefined): Promise<ChatConversation> {
    if (!sessionId) return this.conversation(undefined);
    const stored = await this.repository.conversation(sessionId);
    if (!stored) return this.conversation(undefined);
    const now = this.clock();
    const first = greeting(now);
    await this.repository.save(sessionId, { conversationId: stored.id, state: {}, messages: [first], reset: true }, now);
    return this.toConversation(stored.id, {}, [first]);
  }

  private toConversation(id: string, state: ChatConversationState, messages: ChatMessage[]): ChatConversation {
    const suggestions = Array.isArray(state.suggestions) ? (state.suggestions as string[]) : [...CHAT_INITIAL_SUGGESTIONS];
    return { messages, suggestions, context: { sessionId: id, lastQuery: state.lastQuery ?? null } };
  }

  /** One turn: streams the reply's events and ends with `done` (the stored reply) or `error` (the stored apology). */
  async *turn(sessionId: string, message: string, signal: AbortSignal): AsyncGenerator<TurnEvent, void, void> {
    const started = this.clock();
    const stored = await this.safely(() => this.repository.conversation(sessionId));
    const conversationId = stored.ok && stored.value ? stored.value.id : randomUUID();
    const state: ChatConversationState = (stored.ok && stored.value?.state) || {};
    const history = stored.ok && stored.value ? await this.safely(() => this.repository.messages(sessionId)) : { ok: true as const, value: [] as ChatMessage[] };
    const userMessage: ChatMessage = {
      id: randomUUID(),
      content: message,
      sender: 'user',
      timestamp: started.toISOString(),
      type: 'text',
      metadata: emptyMetadata(),
    };
    // A new conversation starts with the greeting, stored just before the shopper's first message.
    const opening = stored.ok && !stored.value ? [greeting(new Date(started.getTime() - 1))] : [];

    let text = '';
    let products: ChatProductCard[] = [];
    let alternatives = false;
    let suggestions: string[] = [];
    let actions: ChatAction[] = [];
    try {
      if (!stored.ok) throw stored.error;
      if (!history.ok) throw history.error;
      const events = this.engine.answer({
        sessionId,
        message,
        history: history.value.map((m) => ({ sender: m.sender, content: m.content, productIds: m.metadata.productIds })),
        state,
        signal,
      });
      let next = await events.next();
      for (; !next.done; next = await events.next()) {
        const event = next.value;
        if (event.type === 'text') text += event.text;
        else if (event.type === 'products') {
          products = event.products;
          alternatives = event.alternatives ?? false;
        } else if (event.type === 'suggestions') suggestions = event.suggestions;
        else actions = event.actions;
        yield event;
      }
      const reply = botMessage(text, this.clock(), {
        productIds: products.map((p) => p.id),
        actions,
        products,
        ...(alternatives ? { alternatives: true } : {}),
      });
      const nextState: ChatConversationState = { ...next.value.state, lastQuery: message, suggestions };
      await this.repository.save(sessionId, { conversationId, state: nextState, messages: [...opening, userMessage, reply] }, this.clock());
      yield { type: 'done', message: reply };
    } catch (error) {
      if (signal.aborted) return;
      this.log.error({ err: error }, 'the assistant could not answer');
      const apology = botMessage(CHAT_FAILURE_MESSAGE, this.clock());
      // The conversation stays usable: the shopper's message and the apology are kept when the database allows.
      await this.repository
        .save(sessionId, { conversationId, state: { ...state, lastQuery: message, suggestions: [] }, messages: [...opening, userMessage, apology] }, this.clock())
        .catch((err: unknown) => this.log.error({ err }, 'the apology could not be stored'));
      yield { type: 'error', message: apology };
    }
  }

  /** The whole turn as one answer (`Accept: application/json`). */
  async answer(sessionId: string, message: string, signal: AbortSignal): Promise<ChatAnswer> {
    let products: ChatProductCard[] = [];
    let suggestions: string[] = [];
    let actions: ChatAction[] = [];
    for await (const event of this.turn(sessionId, message, signal)) {
      if (event.type === 'products') products = event.products;
      else if (event.type === 'suggestions') suggestions = event.suggestions;
      else if (event.type === 'actions') actions = event.actions;
      else if (event.type === 'done' || event.type === 'error') {
        return event.type === 'done' ? { message: event.message, products, suggestions, actions } : { message: event.message, products: [], suggestions: [], actions: [] };
      }
    }
    throw new Error('the reply ended without a message');
  }

  private async safely<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
    try {
      return { ok: true, value: await work() };
    } catch (error) {
      return { ok: false, error };
    }
  }
}
