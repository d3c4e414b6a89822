/**
 * The contract between the chat route and the engines that answer a shopper: the offline engine (always
 * available, the default) and the LLM engine (when ASSISTANT_LLM_BASE_URL is set, falling back to the
 * offline one). An engine produces events as it goes; the route streams them as server-sent events, or
 * collects them into one JSON answer, and stores the finished reply in the conversation.
 */
import type { Product } from '@cartwise/domain/catalogue/product';

/** A product as the assistant shows it on a card in the chat: always built from catalogue rows. */
export interface ChatProductCard {
  id: string;
  name: string;
  /** Dollars, as everywhere in the API. */
  price: number;
  originalPrice?: number;
  thumbnail: string;
  rating: number;
  reviewCount: number;
  inStock: boolean;
}

/** The card of a catalogue product: every engine builds cards only through this, from catalogue rows. */
export function toChatProductCard(product: Product): ChatProductCard {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    ...(product.originalPrice === undefined ? {} : { originalPrice: product.originalPrice }),
    thumbnail: product.thumbnail,
    rating: product.rating,
    reviewCount: product.reviewCount,
    inStock: product.inStock,
    ...(product.options?.length ? { hasOptions: true } : {}),
  };
}

/** Something the shopper can do from the reply; the web app renders each as a button or link. */
export type ChatAction =
  | { type: 'view-product'; label: string; productId: string }
  | { type: 'add-to-cart'; label: string; productId: string }
  | {
      type: 'open-product-list';
      label: string;
      /** Query parameters of /products, exactly as the product list reads them (q, category, brand, …). */
      params: Record<string, string | string[]>;
    };

export type ChatEvent =
  /** A piece of the reply's text, in order; the whole text is their concatenation. */
  | { type: 'text'; text: string }
  /**
   * The products the reply refers to, in the order it names them (at most 4). `alternatives` is true when
   * nothing matched what the shopper asked and these are the nearest products instead.
   */
  | { type: 'products'; products: ChatProductCard[]; alternatives?: boolean }
  | { type: 'suggestions'; suggestions: string[] }
  | { type: 'actions'; actions: ChatAction[] };

/** What an engine knows when it answers: the shopper, and the conversation so far. */
export interface ChatTurnContext {
  sessionId: string;
  /** The shopper's message, trimmed, 1 to 1,000 characters. */
  message: string;
  /** Earlier messages of this conversation, oldest first (the greeting included). */
  history: readonly ChatHistoryEntry[];
  /** What the engine stored after the previous turn (lastQuery, the products it showed, …). */
  state: ChatConversationState;
  /** Aborted when the client goes away or the time budget runs out. */
  signal: AbortSignal;
}

export interface ChatHistoryEntry {
  sender: 'user' | 'bot';
  content: string;
  productIds: string[];
}

/** The spec's chat context (§3) plus whatever an engine needs to resolve follow-ups; stored as JSON. */
export interface ChatConversationState {
  lastQuery?: string;
  /** The products of the last reply that showed any, in order: 'the first one', 'compare them'. */
  lastProductIds?: string[];
  /**
   * The search the last recommendation ran, so 'cheaper' or 'show more' can refine it. Every engine writes
   * these follow-up fields in one shape, `FollowUpState`, through `withFollowUp` (follow-up.ts).
   */
  lastSearch?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface ChatReply {
  /** The state to store for the next turn. */
  state: ChatConversationState;
}

export interface ChatEngine {
  readonly name: 'offline' | 'llm';
  /** Yields the reply's events and returns the state to keep. Throws only when the reply fails as a whole. */
  answer(context: ChatTurnContext): AsyncGenerator<ChatEvent, ChatReply, void>;
}
