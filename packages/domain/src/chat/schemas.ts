import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '../policy.ts';

/** POST /api/chat: the shopper's message, 1 to 1,000 characters once trimmed. */
export const chatRequestSchema = z
  .object({
    message: z
      .string({ error: 'must be a text' })
      .trim()
      .min(1, 'must not be empty')
      .max(CHAT_MESSAGE_MAX_LENGTH, `must be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`),
  })
  .strict();

/** A product as a chat card shows it; always built from the catalogue row, at its catalogue price. */
export const chatProductCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  originalPrice: z.number().optional(),
  thumbnail: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  inStock: z.boolean(),
  hasOptions: z
    .boolean()
    .optional()
    .meta({ description: 'True for a product with options (Size, Colour…): the card links to its page to choose them instead of adding it (ADR 0018)' }),
});
export type ChatProductCard = z.infer<typeof chatProductCardSchema>;

/** Something the shopper can do from a reply: a button or a link in the widget. */
export const chatActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('view-product'), label: z.string(), productId: z.string() }),
  z.object({ type: z.literal('add-to-cart'), label: z.string(), productId: z.string() }),
  z.object({
    type: z.literal('open-product-list'),
    label: z.string(),
    /** Query parameters of /products, as the product list reads them (q, category, brand, minPrice, sort, …). */
    params: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  }),
]);
export type ChatAction = z.infer<typeof chatActionSchema>;

/** The spec's chat message (§3); metadata also keeps the cards so the widget can redraw them after a reload. */
export const chatMessageSchema = z.object({
  id: z.string(),
  content: z.string(),
  sender: z.enum(['user', 'bot']),
  /** ISO-8601 UTC. */
  timestamp: z.string(),
  type: z.literal('text'),
  metadata: z.object({
    productIds: z.array(z.string()),
    actions: z.array(chatActionSchema),
    products: z.array(chatProductCardSchema),
    /** True when nothing matched what the shopper asked and the products are the nearest alternatives. */
    alternatives: z.boolean().optional(),
  }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The spec's chat context (§3). sessionId names the conversation; null before the shopper has one. */
export const chatContextSchema = z.object({
  sessionId: z.string().nullable(),
  lastQuery: z.string().nullable(),
});
export type ChatContext = z.infer<typeof chatContextSchema>;

/** GET and DELETE /api/chat: the stored conversation, oldest message first, starting with the greeting. */
export const chatConversationSchema = z.object({
  messages: z.array(chatMessageSchema),
  suggestions: z.array(z.string()),
  context: chatContextSchema,
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** POST /api/chat with `Accept: application/json`: the whole reply at once. */
export const chatAnswerSchema = z.object({
  message: chatMessageSchema,
  products: z.array(chatProductCardSchema),
  suggestions: z.array(z.string()),
  actions: z.array(chatActionSchema),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

/**
 * The server-sent events of POST /api/chat, by event name: many `text`, then `products`, `suggestions`
 * and `actions` (each at most once), then `done` with the stored message; or `error` with the stored
 * apology when the reply failed as a whole. The stream ends after `done` or `error`.
 */
export const chatStreamEventSchemas = {
  text: z.object({ text: z.string() }),
  products: z.object({ products: z.array(chatProductCardSchema) }),
  suggestions: z.object({ suggestions: z.array(z.string()) }),
  actions: z.object({ actions: z.array(chatActionSchema) }),
  done: z.object({ message: chatMessageSchema }),
  error: z.object({ message: chatMessageSchema }),
} as const;
export type ChatStreamEventName = keyof typeof chatStreamEventSchemas;
export type ChatStreamEvent = {
  [K in ChatStreamEventName]: { event: K; data: z.infer<(typeof chatStreamEventSchemas)[K]> };
}[ChatStreamEventName];

/** Reads one server-sent event (its `event:` name and JSON `data:`) into a checked event. */
export function parseChatStreamEvent(event: string, data: string): ChatStreamEvent {
  if (!(event in chatStreamEventSchemas)) throw new Error(`unknown chat event '${event}'`);
  const name = event as ChatStreamEventName;
  return { event: name, data: chatStreamEventSchemas[name].parse(JSON.parse(data)) } as ChatStreamEvent;
}
