import { RECENT_ORDER_DAYS } from '@cartwise/domain/catalogue/trending';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChatEngine } from './engine.ts';
import { createLlmEngine } from './llm/index.ts';
import { withFallback } from './llm/fallback.ts';
import { OfflineEngine } from './assistant/offline-engine.ts';
import { Resolver } from './assistant/resolver.ts';
import { ChatRepository } from './repository.ts';
import { ChatService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one assistant: its routes and the sign-in's merge (the guest's conversation) ask it. */
    chat: ChatService;
  }
}

/** The LLM mode's settings (ASSISTANT_LLM_*); without them the offline engine answers. */
export interface AssistantLlmSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** The whole reply's time budget (30 s by default). */
  timeoutMs?: number;
  /** Rounds of tool calls before the reply falls back to the offline engine (4 by default). */
  maxToolRounds?: number;
}

export interface ChatRoutesOptions {
  llm?: AssistantLlmSettings;
  /** Messages per shopper per minute (per process; see ADR 0010). */
  messagesPerMinute?: number;
  /** Replaces the engine (tests of whole-reply failures). */
  engine?: ChatEngine;
}

/** Popularity counts the orders of at most this many recently ordered products (the most ordered ones). */
export const TRENDING_ORDERED_PRODUCTS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates the assistant once (its engine: offline, or the LLM with the offline engine as fallback) and
 * decorates the app with it. Both engines resolve through one `Resolver` over the catalogue (`app.catalog`),
 * the cart (`app.cart`) and the orders (`app.orders`: order status, and recent orders for trending).
 */
export const chatPlugin = fp(
  async (app: FastifyInstance, options: ChatRoutesOptions) => {
    const { catalog, cart, orders } = app;
    // Popularity counts how many orders of the last RECENT_ORDER_DAYS held each product.
    const recentOrderCounts = async () => {
      const counts = await orders.recentOrderCounts(new Date(Date.now() - RECENT_ORDER_DAYS * DAY_MS), TRENDING_ORDERED_PRODUCTS);
      return new Map(counts.map((c) => [c.productId, c.orders]));
    };
    // One resolver for both engines: the offline reader's requests and the LLM's tool calls resolve alike.
    // The shop's settings (app.settings, decorated after this plugin: looked up when asked): the owner's words.
    const shop = () => app.settings.get();
    const resolver = new Resolver({ catalog, cart, orders, recentOrderCounts, shop });
    const offline = new OfflineEngine(resolver);
    const engine =
      options.engine ??
      (options.llm
        ? withFallback(
            createLlmEngine({ ...options.llm, catalog, resolver, shopName: async () => (await shop()).shopName }),
            offline,
            (err) => app.log.warn({ err }, 'the LLM engine failed; the offline engine answers'),
          )
        : offline);
    app.decorate('chat', new ChatService(new ChatRepository(app.db), engine, app.log));
  },
  { name: 'chat', dependencies: ['catalog', 'cart', 'orders'] },
);
