/**
 * The assistant's LLM mode: any OpenAI-compatible chat-completions endpoint answers, with tools that run
 * here through the offline assistant's `Resolver` (tools.ts), so both modes share retrieval. The model's
 * text streams through as it arrives; the cards, actions and suggestions follow it, built from the
 * catalogue rows the tools returned. See ADR 0007.
 */
import type { Product } from '@cartwise/domain/catalogue/product';
import type { CatalogService } from '../../catalog/service.ts';
import type { Resolver } from '../assistant/resolver.ts';
import type { ChatEngine, ChatEvent, ChatReply, ChatTurnContext } from '../engine.ts';
import { withFollowUp, type FollowUp } from '../follow-up.ts';
import {
  failure,
  LlmUnavailableError,
  streamCompletion,
  type ChatMessage,
  type CompletionResult,
  type Endpoint,
} from './chat-completions.ts';
import { actionsFor, cardsOf, historyMessages, referencedProducts, suggestionsFor, systemPrompt } from './reply.ts';
import { runTool, TOOL_DEFINITIONS, type ToolSearch } from './tools.ts';

export { LlmUnavailableError } from './chat-completions.ts';

/** The whole reply, every model call and tool run included, must finish within this. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Rounds of tool calls before the model must answer in text. */
export const DEFAULT_MAX_TOOL_ROUNDS = 4;

export interface LlmEngineOptions {
  /** The API's base address: an OpenAI-compatible chat completions endpoint (a hosted API, or a local server such as Ollama). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** The categories the system prompt names. */
  catalog: Pick<CatalogService, 'categories'>;
  /** The shop's name as its settings say now, for the system prompt. */
  shopName?: () => Promise<string>;
  /** The offline engine's resolver: the tools' requests resolve through it. */
  resolver: Resolver;
  timeoutMs?: number;
  maxToolRounds?: number;
  fetch?: typeof fetch;
}

export function createLlmEngine(options: LlmEngineOptions): ChatEngine {
  const endpoint: Endpoint = {
    baseUrl: options.baseUrl,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    fetch: options.fetch ?? fetch,
  };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxToolRounds = options.maxToolRounds ?? DEFAULT_MAX_TOOL_ROUNDS;
  const { catalog, resolver } = options;

  async function* answer(context: ChatTurnContext): AsyncGenerator<ChatEvent, ChatReply, void> {
    // A timer of our own, not AbortSignal.timeout: inside AbortSignal.any, Node may collect a timeout signal
    // before it fires (nodejs/node#57736), and the reply would then wait on the model for ever.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new DOMException('The language model did not finish in time', 'TimeoutError')), timeoutMs);
    try {
      return yield* reply(context, AbortSignal.any([context.signal, deadline.signal]));
    } finally {
      clearTimeout(timer);
    }
  }

  async function* reply(context: ChatTurnContext, signal: AbortSignal): AsyncGenerator<ChatEvent, ChatReply, void> {
    const stillWanted = () => {
      if (signal.aborted) throw failure(signal.reason, signal);
    };
    const categories = (await catalog.categories()).map((category) => category.name);
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(categories, context.state.lastProductIds ?? [], await options.shopName?.()) },
      ...historyMessages(context.history),
      { role: 'user', content: context.message },
    ];
    const returned = new Map<string, Product>();
    let lastSearch: ToolSearch | undefined;
    let text = '';
    let cartChanged = false;

    for (let round = 0; ; round++) {
      const completion = streamCompletion(endpoint, { model: options.model, messages, tools: TOOL_DEFINITIONS }, signal);
      // Text of a later round starts a new paragraph rather than running into the earlier one.
      let separator = text !== '' && !/\s$/.test(text) ? '\n\n' : '';
      let next: IteratorResult<string, CompletionResult>;
      try {
        for (next = await completion.next(); !next.done; next = await completion.next()) {
          const piece = separator + next.value;
          separator = '';
          text += piece;
          yield { type: 'text', text: piece };
        }
      } finally {
        // The route may stop reading (the shopper left): close the response stream with it.
        await completion.return(undefined as never);
      }
      const result = next.value;
      if (result.toolCalls.length === 0) break;
      if (round >= maxToolRounds) {
        throw new LlmUnavailableError('too-many-rounds', `The language model still called tools after ${maxToolRounds} rounds`);
      }
      messages.push({ role: 'assistant', content: result.content === '' ? null : result.content, tool_calls: result.toolCalls });
      for (const call of result.toolCalls) {
        stillWanted();
        const outcome = await runTool(call, { resolver, sessionId: context.sessionId });
        messages.push({ role: 'tool', tool_call_id: call.id, content: outcome.content });
        for (const product of outcome.products) returned.set(product.id, product);
        if (outcome.search) lastSearch = outcome.search;
        cartChanged ||= outcome.cartChanged === true;
      }
      stillWanted();
    }
    if (text.trim() === '') throw new LlmUnavailableError('bad-stream', 'The language model answered without any text');

    const products = referencedProducts(text, returned, lastSearch?.products ?? []);
    // The SSE contract's order (ADR 0010), as the offline engine sends it: products, suggestions, actions.
    if (products.length > 0) yield { type: 'products', products: cardsOf(products) };
    yield { type: 'suggestions', suggestions: suggestionsFor(products, cartChanged) };
    const actions = actionsFor(products, lastSearch);
    if (actions.length > 0) yield { type: 'actions', actions };

    // The same follow-up state the offline engine writes, so it can answer the next turn ('cheaper', 'show more'):
    // the last search's `Find` as the resolver ran it, and the cards as the products shown.
    const followUp: FollowUp = {
      ...(lastSearch ? { search: { find: lastSearch.find, offset: lastSearch.offset } } : {}),
      ...(products.length > 0 ? { shown: products, focus: products.length === 1 ? products[0]!.id : null } : {}),
    };
    return { state: { ...withFollowUp(context.state, followUp), lastQuery: context.message } };
  }

  return { name: 'llm', answer };
}
