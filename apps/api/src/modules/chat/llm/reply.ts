/**
 * What goes around the model's text: the system prompt and history it reads, and the cards, actions and
 * suggestions under its reply. Cards are built only from catalogue rows the tools returned.
 */
import type { Product } from '@cartwise/domain/catalogue/product';
import { CHAT_BUBBLE_MAX_PRODUCTS, CHAT_GENERAL_SUGGESTIONS } from '@cartwise/domain/policy';
import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import { listAction } from '../assistant/offline-engine.ts';
import {
  toChatProductCard,
  type ChatAction,
  type ChatHistoryEntry,
  type ChatProductCard,
} from '../engine.ts';
import type { ChatMessage } from './chat-completions.ts';
import type { ToolSearch } from './tools.ts';

/** The shop's name until its settings say otherwise (`DEFAULT_SHOP_SETTINGS`). */
export const STORE_NAME = DEFAULT_SHOP_SETTINGS.shopName;
/** The messages of the conversation the model reads besides the new one. */
export const HISTORY_MESSAGES = 12;

/** The model's instructions; `shopName` is the shop's own (its settings). */
export function systemPrompt(categories: readonly string[], lastProductIds: readonly string[], shopName: string = STORE_NAME): string {
  return [
    `You are the shopping assistant of ${shopName}, an online shop. You help shoppers find, compare and buy products.`,
    "Use the tools: search_products to find products (the shopper's words, price, rating, stock and sale limits, an order; " +
      "offset for more), product_details for one product's details or a question about it, compare_products for 2 or 3 products, " +
      "cart to show the shopper's cart, add or remove a product (only when the shopper asks) or apply a coupon, order_status " +
      'for an order (its number and email, or the shopper\'s own orders), and store_policy for shipping, delivery, returns, ' +
      'payment, contact and tax questions.',
    'When a tool says what it let go of to find something (a note), tell the shopper in plain words.',
    'Only name products that a tool returned in this conversation, with their exact names, and quote their prices exactly as ' +
      'the tools give them, in dollars (for example $49.99). Never invent products, prices, stock or policies.',
    'Keep answers short: two to four sentences. Write plain text only: no HTML, no markdown, no links, no images.',
    categories.length > 0 ? `The shop's categories: ${categories.join(', ')}.` : '',
    lastProductIds.length > 0
      ? `The products shown to the shopper in the last reply, in order (ids): ${lastProductIds.join(', ')}.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The last messages of the conversation as chat messages: the shopper is the user, the assistant is us. */
export function historyMessages(history: readonly ChatHistoryEntry[]): ChatMessage[] {
  return history
    .slice(-HISTORY_MESSAGES)
    .filter((entry) => entry.content.trim() !== '')
    .map((entry) => (entry.sender === 'user' ? { role: 'user', content: entry.content } : { role: 'assistant', content: entry.content }));
}

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

/**
 * The products the reply names, in the order it names them; when it names none, the top results of the
 * last search; at most 3, a bubble's cards (`CHAT_BUBBLE_MAX_PRODUCTS`). Only products the tools returned
 * can be picked: the model cannot make a card up.
 */
export function referencedProducts(text: string, returned: ReadonlyMap<string, Product>, lastSearch: readonly Product[]): Product[] {
  const reply = normalise(text);
  const mentions: { product: Product; at: number; end: number }[] = [];
  for (const product of returned.values()) {
    const name = normalise(product.name);
    for (let at = reply.indexOf(name); at >= 0 && name !== ''; at = reply.indexOf(name, at + 1)) {
      mentions.push({ product, at, end: at + name.length });
    }
  }
  // Where a longer name contains a shorter one ("Watch Pro" and "Watch"), the longer one is meant.
  mentions.sort((a, b) => a.at - b.at || b.end - a.end);
  const picked: Product[] = [];
  let end = -1;
  for (const mention of mentions) {
    if (mention.at < end) continue;
    end = mention.end;
    if (!picked.includes(mention.product)) picked.push(mention.product);
  }
  return (picked.length > 0 ? picked : lastSearch).slice(0, CHAT_BUBBLE_MAX_PRODUCTS);
}

export function cardsOf(products: readonly Product[]): ChatProductCard[] {
  return products.map(toChatProductCard);
}

/** View each product; add those in stock; open the whole list of the last search when it holds more, as offline. */
export function actionsFor(products: readonly Product[], search: Pick<ToolSearch, 'find' | 'total'> | undefined): ChatAction[] {
  const actions: ChatAction[] = [];
  for (const product of products) {
    actions.push({ type: 'view-product', label: `View ${product.name}`, productId: product.id });
    if (product.inStock && !product.options?.length) actions.push({ type: 'add-to-cart', label: `Add ${product.name} to cart`, productId: product.id });
  }
  if (search && search.total > products.length) actions.push(listAction(search.find));
  return actions;
}

/** Two or three short follow-ups that fit what the reply showed or did. */
export function suggestionsFor(products: readonly Product[], cartChanged = false): string[] {
  if (cartChanged) return ["what's in my cart?", 'what are the shipping options?', 'show similar products'];
  if (products.length >= 2) return ['compare these', 'show cheaper options', 'what are the shipping options?'];
  if (products.length === 1) return ['add it to my cart', 'show similar products', 'what is the return policy?'];
  return [...CHAT_GENERAL_SUGGESTIONS];
}
