import {
  chatAnswerSchema,
  chatConversationSchema,
  parseChatStreamEvent,
  type ChatStreamEvent,
} from '@cartwise/domain/chat/schemas';
import { cartResponseSchema } from '@cartwise/domain/cart/schemas';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { CHAT_FAILURE_MESSAGE, CHAT_GREETING, CHAT_INITIAL_SUGGESTIONS } from '@cartwise/domain/policy';
import { trendingScore } from '@cartwise/domain/catalogue/trending';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { SAMPLE_PRODUCTS } from '../../db/seed/sample-products.ts';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../test/shopper-client.ts';
import type { ChatEngine } from './engine.ts';
import { startFakeOpenAiServer, text as llmText, toolCall as llmToolCall, type FakeOpenAiServer } from './llm/testing/fake-openai-server.ts';
import { MAX_STORED_MESSAGES } from './repository.ts';
import { RATE_LIMIT_MESSAGE } from './routes.ts';

const EXTRA: ProductInput[] = [
  { id: 'budget-buds', name: 'Budget Wireless Earbuds', price: 29.5, category: 'Electronics', subcategory: 'Headphones', brand: 'SoundMax', thumbnail: '/images/b.svg', rating: 3.9, reviewCount: 40, stockQuantity: 12 },
  { id: 'studio-cans', name: 'Studio Over-Ear Headphones', price: 89, category: 'Electronics', subcategory: 'Headphones', brand: 'SoundWave', thumbnail: '/images/s.svg', rating: 4.5, reviewCount: 310, stockQuantity: 0 },
  // An accessory that names the brand it is for: "a case for soundmax headphones" is not made by SoundMax.
  { id: 'cans-case', name: 'Hard Travel Case for SoundMax Over-Ear Headphones', price: 24, category: 'Electronics', subcategory: 'Cases', brand: 'Shellcraft', thumbnail: '/images/c.svg', rating: 4.1, reviewCount: 12, stockQuantity: 30 },
];
const CATALOGUE = [...SAMPLE_PRODUCTS, ...EXTRA];
const priceOf = (id: string) => CATALOGUE.find((p) => p.id === id)!.price;

class ChatShopper extends Shopper {
  async ask(message: unknown) {
    const res = await this.request('POST', '/api/chat', { message }, { accept: 'application/json' });
    return expectDocumented(res, chatAnswerSchema.strict());
  }
  /** The stream's events after `accepted`, which must come first and once (`names` has every event's name). */
  async stream(message: string): Promise<{ status: number; contentType: string; events: ChatStreamEvent[]; names: string[] }> {
    const res = await this.appRef.inject({ method: 'POST', url: '/api/chat', payload: { message }, headers: this.cookie ? { cookie: this.cookie } : {} });
    const setCookie = ([] as (string | undefined)[]).concat(res.headers['set-cookie'] as string | string[] | undefined).find((c) => c?.startsWith('cartwise_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const blocks = res.body
      .split('\n\n')
      .filter((block) => block.trim() !== '')
      .map((block) => ({ event: /^event: (.+)$/m.exec(block)![1]!, data: /^data: (.+)$/m.exec(block)![1]! }));
    const names = blocks.map((b) => b.event);
    if (res.statusCode === 200) {
      expect(names[0]).toBe('accepted');
      expect(JSON.parse(blocks[0]!.data)).toEqual({});
      expect(names.lastIndexOf('accepted')).toBe(0);
    }
    const events = blocks.filter((b) => b.event !== 'accepted').map((b) => parseChatStreamEvent(b.event, b.data));
    return { status: res.statusCode, contentType: String(res.headers['content-type']), events, names };
  }
  conversation = async () => expectDocumented(await this.get('/api/chat'), chatConversationSchema.strict());
  constructor(private readonly appRef: App) {
    super(appRef);
  }
}

/** A 429's Retry-After (RFC 9110): whole seconds, at least 1, at most the limit's window. */
function expectRetryAfterWithin(res: { headers: Record<string, unknown> }, windowSeconds: number) {
  const value = String(res.headers['retry-after']);
  expect(value).toMatch(/^[1-9][0-9]*$/);
  expect(Number(value)).toBeLessThanOrEqual(windowSeconds);
}

describe.each(ENGINES)('chat API on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, CATALOGUE);
  });
  afterAll(async () => ctx?.close());

  /** An app in LLM mode on the fake OpenAI server, both closed after the test's work. */
  async function withLlmApp(
    settings: { timeoutMs?: number; maxToolRounds?: number },
    work: (server: FakeOpenAiServer, app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
  ): Promise<void> {
    const server = await startFakeOpenAiServer({ model: 'test-model' });
    const app = await buildApp({ db: ctx.db, assistant: { llm: { baseUrl: server.baseUrl, model: 'test-model', ...settings } } });
    try {
      await work(server, app);
    } finally {
      await app.close();
      await server.close();
    }
  }

  it('greets a shopper without a session and starts none', async () => {
    const shopper = new ChatShopper(ctx.app);
    const res = await shopper.conversation();
    expect(res.setCookie).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.messages).toHaveLength(1);
    expect(res.body.messages[0]).toMatchObject({ content: CHAT_GREETING, sender: 'bot', type: 'text' });
    expect(res.body.suggestions).toEqual([...CHAT_INITIAL_SUGGESTIONS]);
    expect(res.body.context).toEqual({ sessionId: null, lastQuery: null });
    const cleared = expectDocumented(await shopper.delete('/api/chat'), chatConversationSchema.strict());
    expect(cleared.body.messages.map((m: { content: string }) => m.content)).toEqual([CHAT_GREETING]);
    expect(cleared.setCookie).toBeUndefined();
  });

  it.each([
    ['an empty message', '   ', 'must not be empty'],
    ['a message over 1,000 characters', 'a'.repeat(1001), 'must be at most 1,000 characters'],
    ['a number', 42, 'must be a text'],
  ])('refuses %s with a 400 naming the field', async (_what, message, text) => {
    const shopper = new ChatShopper(ctx.app);
    const res = await shopper.ask(message);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(res.body.error.details).toEqual([{ field: 'message', message: text }]);
  });

  it('accepts exactly 1,000 characters once trimmed', async () => {
    const res = await new ChatShopper(ctx.app).ask(`  ${'headphones '.repeat(91).slice(0, 1000)}  `);
    expect(res.status).toBe(200);
  });

  it('streams the reply as server-sent events: accepted, text pieces, products, suggestions, actions, then done', async () => {
    const shopper = new ChatShopper(ctx.app);
    const { status, contentType, events } = await shopper.stream('headphones under $100');
    expect(status).toBe(200);
    expect(contentType).toBe('text/event-stream; charset=utf-8');
    const names = events.map((e) => e.event);
    expect(names.filter((n) => n === 'text').length).toBeGreaterThan(1);
    expect(names.slice(names.lastIndexOf('text') + 1)).toEqual(['products', 'suggestions', 'actions', 'done']);
    const text = events.flatMap((e) => (e.event === 'text' ? [e.data.text] : [])).join('');
    const done = events.at(-1)!;
    if (done.event !== 'done') throw new Error('the stream did not end with done');
    expect(done.data.message.content).toBe(text);
    expect(done.data.message.sender).toBe('bot');
    // Both headphones under $100, the in-stock one's card and the sold-out one's, at catalogue prices.
    const products = events.find((e) => e.event === 'products')!;
    if (products.event !== 'products') throw new Error('no products');
    expect(products.data.products.map((p) => p.id).sort()).toEqual(['budget-buds', 'studio-cans']);
    for (const card of products.data.products) expect(card.price).toBe(priceOf(card.id));
    // The text introduces the cards; it does not list them again.
    expect(text).toMatch(/^I found 2 products for "headphones" under \$100\.00\./);
    for (const card of products.data.products) expect(text).not.toContain(card.name);
    expect(done.data.message.metadata.productIds.sort()).toEqual(['budget-buds', 'studio-cans']);
    const actions = events.find((e) => e.event === 'actions')!;
    if (actions.event !== 'actions') throw new Error('no actions');
    // The sold-out pair can be viewed but not added.
    expect(actions.data.actions).toContainEqual({ type: 'add-to-cart', label: 'Add Budget Wireless Earbuds to cart', productId: 'budget-buds' });
    expect(actions.data.actions.some((a) => a.type === 'add-to-cart' && a.productId === 'studio-cans')).toBe(false);
    // Every match is on a card: no link to the list.
    expect(actions.data.actions.some((a) => a.type === 'open-product-list')).toBe(false);
  });

  it('sends accepted over the socket before the engine answers, and the reply after it', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const engineAsked = new Promise<void>((resolve) => (asked = resolve));
    const waiting: ChatEngine = {
      name: 'offline',
      async *answer() {
        asked();
        await released;
        yield { type: 'text', text: 'Here it is.' };
        return { state: {} };
      },
    };
    const app = await buildApp({ db: ctx.db, assistant: { engine: waiting } });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${address}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ message: 'headphones' }),
      });
      expect(res.status).toBe(200);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      // The engine has not answered: what arrived so far is the accepted event alone.
      const first = await reader.read();
      expect(first.value).toBe('event: accepted\ndata: {}\n\n');
      await engineAsked;
      release();
      let rest = '';
      for (let part = await reader.read(); !part.done; part = await reader.read()) rest += part.value;
      expect(rest).toMatch(/^event: text\ndata: \{"text":"Here it is\."\}\n\n/);
      expect(rest).toMatch(/event: done\n[^\n]*\n\n$/);
    } finally {
      await app.close();
    }
  });

  it('keeps the conversation per session: greeting, messages, product cards, context; DELETE clears it', async () => {
    const shopper = new ChatShopper(ctx.app);
    const answer = await shopper.ask('show trending products');
    expect(answer.status).toBe(200);
    expect(answer.setCookie).toBeDefined();
    expect(answer.body.products).toHaveLength(3);
    expect(answer.body.message.metadata.products).toEqual(answer.body.products);
    const res = await shopper.conversation();
    const messages = res.body.messages;
    expect(messages.map((m: { sender: string }) => m.sender)).toEqual(['bot', 'user', 'bot']);
    expect(messages[0].content).toBe(CHAT_GREETING);
    expect(messages[1].content).toBe('show trending products');
    expect(messages[2]).toEqual(answer.body.message);
    expect(res.body.context.lastQuery).toBe('show trending products');
    expect(res.body.context.sessionId).toEqual(expect.any(String));
    expect(res.body.suggestions).toEqual(answer.body.suggestions);

    const cleared = expectDocumented(await shopper.delete('/api/chat'), chatConversationSchema.strict());
    expect(cleared.body.messages.map((m: { content: string }) => m.content)).toEqual([CHAT_GREETING]);
    expect(cleared.body.context).toEqual({ sessionId: res.body.context.sessionId, lastQuery: null });
    expect((await shopper.conversation()).body).toEqual(cleared.body);
    // Another shopper sees none of it.
    expect((await new ChatShopper(ctx.app).conversation()).body.messages).toHaveLength(1);
  });

  it('acts on the real cart and follows up on what it showed', async () => {
    const shopper = new ChatShopper(ctx.app);
    const shown = await shopper.ask('headphones');
    const ids: string[] = shown.body.products.map((p: { id: string }) => p.id);
    expect(ids).toContain('studio-cans');
    const soldOutAt = ids.indexOf('studio-cans');
    const soldOut = await shopper.ask(`add the ${['first', 'second', 'third'][soldOutAt]} one to my cart`);
    expect(soldOut.body.message.content).toMatch(/out of stock/i);
    expect((await shopper.get('/api/cart')).body.items).toEqual([]);
    const inStock = shown.body.products.find((p: { id: string; inStock: boolean }) => p.inStock);
    const added = await shopper.ask(`add the ${['first', 'second', 'third'][ids.indexOf(inStock.id)]} one to my cart`);
    expect(added.body.message.content).toContain(`I added 1 × ${inStock.name} to your cart.`);
    const cart = expectDocumented(await shopper.get('/api/cart'), cartResponseSchema.strict());
    expect(cart.body.items.map((i: { productId: string }) => i.productId)).toEqual([inStock.id]);
    expect(added.body.message.content).toContain(`the total is $${cart.body.total.toFixed(2)}`);
    const listed = await shopper.ask("what's in my cart?");
    expect(listed.body.message.content).toContain(`1 × ${inStock.name}`);
    const removed = await shopper.ask(`remove the ${inStock.name.split(' ').slice(0, 2).join(' ')}`);
    expect(removed.body.message.content).toContain(`I removed the ${inStock.name} from your cart. Your cart is empty.`);
    expect((await shopper.get('/api/cart')).body.items).toEqual([]);
  });

  it('says a place past the cards shown is not among them, and adds nothing for it', async () => {
    const shopper = new ChatShopper(ctx.app);
    const shown = await shopper.ask('hard travel case');
    expect(shown.body.products.map((p: { id: string }) => p.id)).toEqual(['cans-case']);
    const name = shown.body.products[0].name;
    for (const message of ['the second one', 'tell me about the 3rd one', 'add the second one']) {
      const past = await shopper.ask(message);
      expect(past.body.message.content).toBe(`I only showed one product: the ${name}.`);
      expect(past.body.products.map((p: { id: string }) => p.id)).toEqual(['cans-case']);
    }
    expect((await shopper.get('/api/cart')).body.items).toEqual([]);
  });

  it('says what it added itself while the same shopper adds the product from a page at once', async () => {
    const shopper = new ChatShopper(ctx.app);
    expect((await shopper.post('/api/cart/items', { productId: 'budget-buds', quantity: 1 })).status).toBe(200);
    const [chat, ...pages] = await Promise.all([
      shopper.ask('add 2 budget wireless earbuds to my cart'),
      ...Array.from({ length: 4 }, () => shopper.post('/api/cart/items', { productId: 'budget-buds', quantity: 1 })),
    ]);
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    expect(chat.body.message.content).toContain('I added 2 × Budget Wireless Earbuds to your cart.');
    expect((await shopper.get('/api/cart')).body.items).toMatchObject([{ productId: 'budget-buds', quantity: 7 }]);
  });

  it('says what it cannot find, and labels the nearest products without the limit as such', async () => {
    const res = await new ChatShopper(ctx.app).ask('headphones under $20');
    expect(res.body.message.content).toMatch(/^I found nothing for "headphones" under \$20\.00\. Without the price limit, the 3 cheapest are:(?: \(the (?:first|second|third) is out of stock right now\))?$/);
    expect(res.body.message.metadata.alternatives).toBe(true);
    const prices = res.body.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it("shows the kind of thing asked for first: 'a case for soundmax headphones' is the case, not the headphones", async () => {
    const res = await new ChatShopper(ctx.app).ask('a case for soundmax headphones');
    expect(res.body.products[0].id).toBe('cans-case');
    expect(res.body.message.metadata.alternatives).toBeUndefined();
  });

  it('"something cheaper" after the trending list shows only products cheaper than any it showed', async () => {
    const shopper = new ChatShopper(ctx.app);
    const trending = await shopper.ask('show trending products');
    const shown: number[] = trending.body.products.map((p: { price: number }) => p.price);
    expect(shown.length).toBeGreaterThan(0);
    const cheaper = await shopper.ask('something cheaper');
    const prices: number[] = cheaper.body.products.map((p: { price: number }) => p.price);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThan(Math.min(...shown));
  });

  it('keeps only the last 50 messages', async () => {
    const app = await buildApp({ db: ctx.db, assistant: { messagesPerMinute: 1000 } });
    try {
      const shopper = new ChatShopper(app);
      for (let i = 0; i < 26; i++) expect((await shopper.ask(`what is your return policy ${i}`)).status).toBe(200);
      const messages = (await shopper.conversation()).body.messages;
      expect(messages).toHaveLength(MAX_STORED_MESSAGES);
      expect(messages.at(-2).content).toBe('what is your return policy 25');
      expect(messages[0].content).toBe('what is your return policy 1');
    } finally {
      await app.close();
    }
  });

  it('limits each shopper to its messages per minute with a friendly 429', async () => {
    // Counts live in the database, shared by every app on it (ADR 0020): this minute starts clean.
    await ctx.db.kysely.deleteFrom('rate_limits').execute();
    const app = await buildApp({ db: ctx.db, assistant: { messagesPerMinute: 2 } });
    try {
      const shopper = new ChatShopper(app);
      expect((await shopper.ask('hi')).status).toBe(200);
      expect((await shopper.ask('help')).status).toBe(200);
      const limited = await shopper.ask('hello again');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: { code: 'rate_limited', message: RATE_LIMIT_MESSAGE } });
      expectRetryAfterWithin(limited, 60);
      // The event stream's refusal is the same 429.
      const streamed = await shopper.request('POST', '/api/chat', { message: 'and again' }, { accept: 'text/event-stream' });
      expect(streamed.status).toBe(429);
      expectRetryAfterWithin(streamed, 60);
      // Another shopper (another address too) is not affected.
      const other = await new ChatShopper(app).request('POST', '/api/chat', { message: 'hi' }, { accept: 'application/json', 'x-forwarded-for': '203.0.113.9' });
      expect(other.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('limits the sessions an address starts, with the same Retry-After, and documents the header', async () => {
    // Counts live in the database, shared by every app on it (ADR 0020): this minute starts clean.
    await ctx.db.kysely.deleteFrom('rate_limits').execute();
    const app = await buildApp({ db: ctx.db, assistant: { messagesPerMinute: 2 } });
    try {
      // Each request without a cookie would start a new session: the address's own minute holds them back.
      const fresh = () => new ChatShopper(app).request('POST', '/api/chat', { message: 'hi' }, { accept: 'application/json' });
      expect((await fresh()).status).toBe(200);
      expect((await fresh()).status).toBe(200);
      const limited = await fresh();
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('rate_limited');
      expect(limited.setCookie).toBeUndefined();
      expectRetryAfterWithin(limited, 60);
      const doc = (await app.inject('/api/openapi.json')).json();
      expect(doc.paths['/api/chat'].post.responses['429'].headers['Retry-After'].schema).toEqual({ type: 'integer', minimum: 1 });
    } finally {
      await app.close();
    }
  });

  it('ends a reply that fails as a whole with the apology, and the conversation stays usable', async () => {
    let calls = 0;
    const flaky: ChatEngine = {
      name: 'offline',
      async *answer() {
        calls += 1;
        if (calls === 1) {
          yield { type: 'text', text: 'Let me look' };
          throw new Error('database went away');
        }
        yield { type: 'text', text: 'Back again.' };
        return { state: {} };
      },
    };
    const app = await buildApp({ db: ctx.db, assistant: { engine: flaky } });
    try {
      const shopper = new ChatShopper(app);
      const { events } = await shopper.stream('headphones');
      const last = events.at(-1)!;
      expect(last.event).toBe('error');
      if (last.event !== 'error') return;
      expect(last.data.message).toMatchObject({ content: CHAT_FAILURE_MESSAGE, sender: 'bot' });
      // The apology offers no follow-ups of an earlier reply.
      expect((await shopper.conversation()).body.suggestions).toEqual([]);
      const after = await shopper.ask('headphones again');
      expect(after.body.message.content).toBe('Back again.');
      const contents = (await shopper.conversation()).body.messages.map((m: { content: string }) => m.content);
      expect(contents).toEqual([CHAT_GREETING, 'headphones', CHAT_FAILURE_MESSAGE, 'headphones again', 'Back again.']);
    } finally {
      await app.close();
    }
  });

  it('answers through the LLM when configured, and with the offline engine when the LLM fails', async () => {
    await withLlmApp({}, async (server, app) => {
      const shopper = new ChatShopper(app);
      server.reply(llmText('Hello from the model.'));
      expect((await shopper.ask('hi there')).body.message.content).toBe('Hello from the model.');
      server.reply({ kind: 'status', status: 500, message: 'overloaded' });
      const fallback = await shopper.ask('what is your return policy?');
      expect(fallback.body.message.content).toBe('You can return any item within 30 days for a refund. For anything this leaves open, write to us at support@cartwise.shop.');
    });
  });

  it('streams an LLM reply as server-sent events in the contract order: text, products, suggestions, actions, done', async () => {
    await withLlmApp({}, async (server, app) => {
      server.reply(llmToolCall('search_products', { q: 'wireless' }), llmText('The SoundMax Pro ANC Wireless Headphones are $179.99.'));
      const { status, contentType, events } = await new ChatShopper(app).stream('something wireless');
      expect(status).toBe(200);
      expect(contentType).toBe('text/event-stream; charset=utf-8');
      const names = events.map((e) => e.event);
      expect(names.filter((n) => n === 'text').length).toBeGreaterThan(1);
      expect(names.indexOf('text')).toBe(0);
      expect(names.slice(names.lastIndexOf('text') + 1)).toEqual(['products', 'suggestions', 'actions', 'done']);
      const done = events.at(-1)!;
      if (done.event !== 'done') throw new Error('the stream did not end with done');
      expect(done.data.message.content).toBe('The SoundMax Pro ANC Wireless Headphones are $179.99.');
      expect(done.data.message.metadata.productIds).toEqual(['sample-1']);
      expect(done.data.message.metadata.actions).toContainEqual({ type: 'add-to-cart', label: 'Add SoundMax Pro ANC Wireless Headphones to cart', productId: 'sample-1' });
    });
  });

  it('answers with the offline engine when the LLM times out or keeps calling tools before any text', async () => {
    await withLlmApp({ timeoutMs: 1_000, maxToolRounds: 1 }, async (server, app) => {
      const shopper = new ChatShopper(app);
      server.reply({ kind: 'hang' });
      const { events } = await shopper.stream('what is your return policy?');
      // The answer streams a sentence at a time.
      expect(events.map((e) => e.event)).toEqual(['text', 'text', 'suggestions', 'done']);
      const done = events.at(-1)!;
      if (done.event !== 'done') throw new Error('the stream did not end with done');
      expect(done.data.message.content).toBe('You can return any item within 30 days for a refund. For anything this leaves open, write to us at support@cartwise.shop.');

      server.reply(llmToolCall('search_products', { q: 'wireless' }), llmToolCall('search_products', { q: 'headphones' }));
      const rounds = await shopper.ask('headphones under $100');
      expect(rounds.body.message.content).toMatch(/^I found 2 products for "headphones" under \$100\.00/);
      expect(rounds.body.products.map((p: { id: string }) => p.id).sort()).toEqual(['budget-buds', 'studio-cans']);
      expect(server.requests).toHaveLength(3);
    });
  });

  it("keeps the LLM turn's subject when the offline engine answers the follow-up", async () => {
    await withLlmApp({}, async (server, app) => {
      const shopper = new ChatShopper(app);
      // An offline turn first (the LLM is down), which leaves trending's mode, offset and prices behind.
      server.reply({ kind: 'status', status: 500 });
      expect((await shopper.ask('show trending products')).body.products).toHaveLength(3);
      server.reply(llmToolCall('search_products', { q: 'wireless', sort: 'price-desc' }), llmText('The SoundMax Pro ANC Wireless Headphones are $179.99.'));
      const llm = await shopper.ask('something wireless');
      expect(llm.body.products.map((p: { id: string }) => p.id)).toEqual(['sample-1']);
      // The LLM fails; the offline engine reads 'cheaper' against the LLM's search and the product it showed.
      server.reply({ kind: 'status', status: 500 });
      const cheaper = await shopper.ask('cheaper');
      // "wireless" also finds "bluetooth" through the synonyms.
      expect(cheaper.body.message.content).toMatch(/^I found \d+ products? for "wireless" cheaper than \$179\.99\./);
      expect(cheaper.body.message.metadata.alternatives).toBeUndefined();
      expect(cheaper.body.products.map((p: { id: string }) => p.id)).toContain('budget-buds');
      // 'show more' goes on from the LLM's search, not from trending's page.
      server.reply({ kind: 'status', status: 500 });
      expect((await shopper.ask('show more')).body.message.content).toMatch(/^That's all: there are no more products for "wireless" cheaper than \$179\.99\./);
    });
  });
});

/** Thirty well-reviewed products, and one with a single review that shoppers keep ordering. */
const TRENDING_CATALOGUE: ProductInput[] = [
  ...Array.from({ length: 30 }, (_, i): ProductInput => ({
    id: `filler-${String(i).padStart(2, '0')}`,
    name: `Filler Gadget ${i}`,
    price: 20 + i,
    category: 'Electronics',
    subcategory: 'Gadgets',
    brand: 'Acme',
    thumbnail: '/images/f.svg',
    // Five ratings, so equal scores tie in fives.
    rating: 4 + (i % 5) / 10,
    reviewCount: 5,
    stockQuantity: 10,
  })),
  { id: 'niche-lamp', name: 'Niche Desk Lamp', price: 35, category: 'Electronics', subcategory: 'Gadgets', brand: 'Lumo', thumbnail: '/images/n.svg', rating: 3.5, reviewCount: 1, stockQuantity: 50 },
];

describe.each(ENGINES)('trending with recent orders on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, TRENDING_CATALOGUE);
  });
  afterAll(async () => ctx?.close());

  /** Places an order for the product through the cart and orders API, as a shopper would. */
  async function order(productId: string, n: number) {
    const buyer = new ChatShopper(ctx.app);
    expect((await buyer.post('/api/cart/items', { productId, quantity: 1 })).status).toBe(200);
    const placed = await buyer.request(
      'POST',
      '/api/orders',
      { email: `buyer${n}@example.com`, shippingAddress: { name: 'Ada Lovelace', line1: '12 Analytical Way', city: 'London', region: 'Greater London', postalCode: 'N1 9GU', country: 'GB' }, delivery: 'standard' },
      { 'idempotency-key': `trending-order-${engine}-${n}` },
    );
    expect(placed.status).toBe(201);
  }

  /** Every page of 'show trending products' and 'show more' until the assistant has no more. */
  async function allTrendingPages(): Promise<string[][]> {
    const shopper = new ChatShopper(ctx.app);
    const pages: string[][] = [];
    let answer = await shopper.ask('show trending products');
    while (answer.body.products.length > 0) {
      pages.push(answer.body.products.map((p: { id: string }) => p.id));
      answer = await shopper.ask('show more');
      expect(pages.length).toBeLessThan(20);
    }
    expect(answer.body.message.content).toMatch(/^That's all/);
    return pages;
  }

  it('ranks a product ordered a lot first, though it is outside the top by reviews, and pages through one ranking', async () => {
    // Without orders the niche lamp, with its single review, is the least popular of 31.
    expect((await allTrendingPages()).flat().at(-1)).toBe('niche-lamp');

    for (let n = 0; n < 3; n++) await order('niche-lamp', n);
    const pages = await allTrendingPages();
    expect(pages[0]?.[0]).toBe('niche-lamp');
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    // 'show more' goes through the same ranking: every product once, none skipped, in trending order.
    const ids = pages.flat();
    expect(ids).toHaveLength(TRENDING_CATALOGUE.length);
    expect(new Set(ids).size).toBe(TRENDING_CATALOGUE.length);
    const score = (id: string) => {
      const p = TRENDING_CATALOGUE.find((x) => x.id === id)!;
      return trendingScore(p.rating!, p.reviewCount!, id === 'niche-lamp' ? 3 : 0);
    };
    for (let i = 1; i < ids.length; i++) expect(score(ids[i - 1]!)).toBeGreaterThanOrEqual(score(ids[i]!));

    // Orders older than 30 days no longer count.
    await ctx.db.kysely.updateTable('orders').set({ placed_at: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString() }).execute();
    expect((await allTrendingPages()).flat().at(-1)).toBe('niche-lamp');
  });
});

/** A made-up shop of things without reviews, named "<base> - <value>", "<base> (<value>)" or "<base> <value>". */
const UNREVIEWED: ProductInput[] = [
  { id: 'mug-dusk', name: 'Quorra Travel Mug - Dusk', price: 12, category: 'Kitchen', subcategory: 'Drinkware', brand: 'Quorra', thumbnail: '/images/m.svg', stockQuantity: 8 },
  { id: 'mug-frost', name: 'Quorra Travel Mug - Frost', price: 13.5, category: 'Kitchen', subcategory: 'Drinkware', brand: 'Quorra', thumbnail: '/images/m.svg', stockQuantity: 0 },
  { id: 'flask-moss', name: 'Quorra Steel Flask (Moss)', price: 22, category: 'Kitchen', subcategory: 'Drinkware', brand: 'Quorra', thumbnail: '/images/f.svg', stockQuantity: 5 },
  { id: 'flask-ember', name: 'Quorra Steel Flask (Ember)', price: 23, category: 'Kitchen', subcategory: 'Drinkware', brand: 'Quorra', thumbnail: '/images/f.svg', stockQuantity: 3 },
  { id: 'jug-tall', name: 'Brevik Water Jug Tall', price: 30, category: 'Kitchen', subcategory: 'Drinkware', brand: 'Brevik', thumbnail: '/images/j.svg', stockQuantity: 2 },
  { id: 'jug-squat', name: 'Brevik Water Jug Squat', price: 28, category: 'Kitchen', subcategory: 'Drinkware', brand: 'Brevik', thumbnail: '/images/j.svg', stockQuantity: 6 },
  // The same name by another maker is no sibling.
  { id: 'mug-other', name: 'Quorra Travel Mug - Slate', price: 9, category: 'Kitchen', subcategory: 'Drinkware', brand: 'Larkspur', thumbnail: '/images/m.svg', stockQuantity: 4 },
];

describe.each(ENGINES)('the assistant over products without reviews, and named by a value, on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, UNREVIEWED);
  });
  afterAll(async () => ctx?.close());

  it('"which one has the best rating?" of products none of which has reviews says so, with the cards', async () => {
    const shopper = new ChatShopper(ctx.app);
    const shown = await shopper.ask('quorra steel flask');
    expect(shown.body.products.map((p: { id: string }) => p.id).sort()).toEqual(['flask-ember', 'flask-moss']);
    for (const message of ['which one has the best rating?', 'which is the best rated?']) {
      const best = await shopper.ask(message);
      expect(best.body.message.content).toBe("Neither of these two has reviews yet, so I can't tell you which is rated best.");
      expect(best.body.products.map((p: { id: string }) => p.id).sort()).toEqual(['flask-ember', 'flask-moss']);
    }
  });

  it('"does it come in <value>?" of a product named for another value shows its sibling by the same maker, with price and stock', async () => {
    const shopper = new ChatShopper(ctx.app);
    await shopper.ask('tell me about the Quorra Travel Mug - Dusk');
    const frost = await shopper.ask('does it come in frost?');
    expect(frost.body.message.content).toBe('Yes: it also comes in frost, as the Quorra Travel Mug - Frost, at $13.50; it is out of stock right now.');
    expect(frost.body.products.map((p: { id: string }) => p.id)).toEqual(['mug-frost']);
    // The same name by another maker is not its sibling: a value the shop names products by, that this one has not.
    const slate = await shopper.ask('does it come in slate?');
    expect(slate.body.message.content).toBe('No: the shop has the Quorra Travel Mug - Frost, but not in slate.');

    const flask = new ChatShopper(ctx.app);
    await flask.ask('tell me about the Quorra Steel Flask (Moss)');
    expect((await flask.ask('does it come in ember?')).body.message.content).toBe('Yes: it also comes in ember, as the Quorra Steel Flask (Ember), at $23.00; it is in stock.');
    // A word no product's name sets apart as its value is no value: the details don't say.
    expect((await flask.ask('is it dishwasher safe?')).body.message.content).toMatch(/^The details of the Quorra Steel Flask \(\w+\) don't say/);

    const jug = new ChatShopper(ctx.app);
    await jug.ask('tell me about the Brevik Water Jug Tall');
    const squat = await jug.ask('does it come in squat?');
    expect(squat.body.message.content).toBe('Yes: it also comes in squat, as the Brevik Water Jug Squat, at $28.00; it is in stock.');
    expect(squat.body.products.map((p: { id: string }) => p.id)).toEqual(['jug-squat']);
  });
});
