/**
 * The chat API's payloads as the web app reads them (issue 5): `POST /api/chat` streams these as
 * server-sent events; `GET` and `DELETE /api/chat` answer a ChatConversation.
 */

/** A product on a card in the chat; money in dollars, as everywhere in the API. */
export interface ChatProductCard {
  id: string;
  name: string;
  price: number;
  originalPrice?: number;
  thumbnail: string;
  rating: number;
  reviewCount: number;
  inStock: boolean;
}

/** Something the shopper can do from a reply: a link to a product or a list, or Add to Cart. */
export type ChatAction =
  | { type: 'view-product'; label: string; productId: string }
  | { type: 'add-to-cart'; label: string; productId: string }
  | { type: 'open-product-list'; label: string; params: Record<string, string | string[]> };

/** Spec §3: a chat message; bot messages keep the cards they showed so they render again after a reload. */
export interface ChatMessage {
  id: string;
  content: string;
  sender: 'user' | 'bot';
  /** ISO 8601, so the state stays serialisable. */
  timestamp: string;
  type: 'text';
  metadata?: { productIds?: string[]; actions?: ChatAction[]; products?: ChatProductCard[] };
}

export interface ChatContext {
  sessionId: string | null;
  lastQuery: string | null;
}

/** `GET /api/chat` and `DELETE /api/chat`. */
export interface ChatConversation {
  messages: ChatMessage[];
  suggestions: string[];
  context: ChatContext;
}

/** The events of a streamed reply, by SSE event name. */
export type ChatStreamEvent =
  | { event: 'text'; data: { text: string } }
  | { event: 'products'; data: { products: ChatProductCard[] } }
  | { event: 'suggestions'; data: { suggestions: string[] } }
  | { event: 'actions'; data: { actions: ChatAction[] } }
  | { event: 'done'; data: { message: ChatMessage } }
  | { event: 'error'; data: { message: ChatMessage } };
