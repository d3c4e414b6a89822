import { createHash } from 'node:crypto';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { CHAT_GREETING } from '@cartwise/domain/policy';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../../test/test-app.ts';
import { Shopper } from '../../../../test/shopper-client.ts';
import { CartRepository } from '../../cart/repository.ts';
import { CartService } from '../../cart/service.ts';
import { CatalogRepository } from '../../catalog/repository.ts';
import { CatalogService } from '../../catalog/service.ts';
import { toChatProductCard, type ChatEngine, type ChatEvent, type ChatReply, type ChatTurnContext } from '../engine.ts';
import { createLlmEngine, LlmUnavailableError } from './index.ts';
import {
  startFakeOpenAiServer,
  text,
  toolCall,
  toolCalls,
  type FakeChatRequest,
  type FakeOpenAiServer,
} from './testing/fake-openai-server.ts';

const MODEL = 'gpt-4o-mini';
const API_KEY = 'sk-test-cartwise';

const product = (id: string, name: string, price: number, extra: Partial<ProductInput> = {}): ProductInput => ({
  id,
  name,
  price,
  category: 'Electronics',
  subcategory: 'Audio',
  brand: 'SoundMax',
  thumbnail: `/images/${id}.svg`,
  stockQuantity: 10,
  rating: 4.2,
  reviewCount: 31,
  ...extra,
});

const PRODUCTS: ProductInput[] = [
  product('aurora-headphones', 'Aurora Wireless Headphones', 149.99, {
    originalPrice: 199.99,
    rating: 4.6,
    description: 'Over-ear headphones with noise cancelling',
    specifications: { Battery: '30 hours', Weight: '250 g' },
  }),
  product('pulse-earbuds', 'Pulse Earbuds', 59.99, { brand: 'SoundWave', description: 'Small wireless earbuds' }),
  product('studio-speaker', 'Studio Speaker', 89.5, { stockQuantity: 0, description: 'A bookshelf speaker' }),
  product('trail-watch', 'Trail Watch', 199, { category: 'Wearables', subcategory: 'Watches', brand: 'FitTech' }),
  product('brew-kettle', 'Brew Kettle', 39.99, { category: 'Home', subcategory: 'Kitchen', brand: 'EcoBrew' }),
];

/** Everything one answer produced: its events in order, the text they spell, and the state it returned. */
async function collect(engine: ChatEngine, context: ChatTurnContext) {
  const events: ChatEvent[] = [];
  const answer = engine.answer(context);
  let next = await answer.next();
  while (!next.done) {
    events.push(next.value);
    next = await answer.next();
  }
  const reply: ChatReply = next.value;
  const textEvents = events.filter((e) => e.type === 'text');
  const of = <T extends ChatEvent['type']>(type: T) => events.find((e): e is Extract<ChatEvent, { type: T }> => e.type === type);
  return {
    events,
    textEvents,
    text: textEvents.map((e) => e.text).join(''),
    products: of('products')?.products,
    actions: of('actions')?.actions,
    suggestions: of('suggestions')?.suggestions,
    state: reply.state,
  };
}

/** The tool answers the model received in its last request, parsed. */
function toolResults(request: FakeChatRequest | undefined) {
  return (request?.body.messages ?? []).filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content ?? '') as Record<string, unknown>);
}

describe.each(ENGINES)('LLM assistant on %s', (dialect) => {
  let ctx: TestContext;
  let catalog: CatalogService;
  let cart: CartService;
  let llm: FakeOpenAiServer;
  let engine: ChatEngine;

  const turn = (message: string, extra: Partial<ChatTurnContext> = {}): ChatTurnContext => ({
    sessionId: 'no-cart-session',
    message,
    history: [{ sender: 'bot', content: CHAT_GREETING, productIds: [] }],
    state: {},
    signal: new AbortController().signal,
    ...extra,
  });

  beforeAll(async () => {
    ctx = await createTestApp(dialect, PRODUCTS);
    catalog = new CatalogService(new CatalogRepository(ctx.db));
    cart = new CartService(new CartRepository(ctx.db));
  });
  afterAll(async () => ctx?.close());
  beforeEach(async () => {
    llm = await startFakeOpenAiServer({ model: MODEL, apiKey: API_KEY });
    engine = createLlmEngine({ baseUrl: llm.baseUrl, model: MODEL, apiKey: API_KEY, catalog, cart });
  });
  afterEach(async () => {
    await llm.close();
  });

  it('streams plain text as it arrives, with the store prompt, the tools and the conversation in the request', async () => {
    llm.reply(text('Hello! I can help you find headphones, watches and more. What are you looking for?'));
    const history = [
      { sender: 'bot' as const, content: CHAT_GREETING, productIds: [] },
      { sender: 'user' as const, content: 'hi there', productIds: [] },
      { sender: 'bot' as const, content: 'Hello! How can I help?', productIds: [] },
    ];
    const answer = await collect(engine, turn('what can you do?', { history }));

    expect(answer.text).toBe('Hello! I can help you find headphones, watches and more. What are you looking for?');
    expect(answer.textEvents.length).toBeGreaterThan(5);
    expect(answer.products).toBeUndefined();
    expect(answer.suggestions?.length).toBeGreaterThanOrEqual(2);
    expect(answer.state.lastQuery).toBe('what can you do?');

    const [request] = llm.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe(MODEL);
    expect(request?.body.stream).toBe(true);
    const messages = request!.body.messages;
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('Cartwise');
    expect(messages[0]?.content).toContain('Electronics, Home, Wearables');
    expect(messages.slice(1)).toEqual([
      { role: 'assistant', content: CHAT_GREETING },
      { role: 'user', content: 'hi there' },
      { role: 'assistant', content: 'Hello! How can I help?' },
      { role: 'user', content: 'what can you do?' },
    ]);
    expect(request!.body.tools?.map((t) => t.function.name)).toEqual([
      'search_products',
      'get_product',
      'compare_products',
      'get_cart',
      'add_to_cart',
      'store_policy',
    ]);
    const search = request!.body.tools?.[0]?.function.parameters as { properties: Record<string, { maximum?: number }> };
    expect(Object.keys(search.properties)).toEqual(['q', 'category', 'subcategory', 'brand', 'minPrice', 'maxPrice', 'rating', 'inStock', 'sort', 'limit']);
    expect(search.properties.limit?.maximum).toBe(10);
  });

  it('searches the catalogue through a tool call and shows cards with catalogue prices for the products it names', async () => {
    llm.reply(
      toolCall('search_products', { q: 'headphones', maxPrice: 200, inStock: true, limit: 5 }),
      (request) => {
        const [result] = toolResults(request);
        const found = (result?.products as { name: string; price: number }[])[0]!;
        return text(`The ${found.name} costs $${found.price}, and the Hoverboard Max 3000 is great too.`);
      },
    );
    const answer = await collect(engine, turn('headphones under $200'));

    const [result] = toolResults(llm.requests[1]);
    // Earbuds are headphones too (the search's synonyms), after the headphones that say so.
    expect(result).toEqual({
      totalCount: 2,
      products: [
        {
          id: 'aurora-headphones',
          name: 'Aurora Wireless Headphones',
          price: 149.99,
          originalPrice: 199.99,
          brand: 'SoundMax',
          category: 'Electronics',
          rating: 4.6,
          reviewCount: 31,
          inStock: true,
        },
        expect.objectContaining({ id: 'pulse-earbuds', name: 'Pulse Earbuds', price: 59.99 }),
      ],
    });
    // The assistant message with the tool call precedes its answer, as the API requires.
    const assistant = llm.requests[1]!.body.messages.at(-2);
    expect(assistant?.tool_calls?.[0]?.function).toEqual({
      name: 'search_products',
      arguments: JSON.stringify({ q: 'headphones', maxPrice: 200, inStock: true, limit: 5 }),
    });
    expect(answer.text).toBe('The Aurora Wireless Headphones costs $149.99, and the Hoverboard Max 3000 is great too.');
    // The invented product gets no card; the real one is the catalogue's.
    expect(answer.products).toEqual([toChatProductCard(await catalog.get('aurora-headphones'))]);
    expect(answer.products?.[0]?.price).toBe(149.99);
    expect(answer.actions).toEqual([
      { type: 'view-product', label: 'View Aurora Wireless Headphones', productId: 'aurora-headphones' },
      { type: 'add-to-cart', label: 'Add Aurora Wireless Headphones to cart', productId: 'aurora-headphones' },
      { type: 'open-product-list', label: 'See all results', params: { q: 'headphones', maxPrice: '200', inStock: 'true' } },
    ]);
    expect(answer.events.map((e) => e.type).slice(-3)).toEqual(['products', 'suggestions', 'actions']);
    expect(answer.state).toMatchObject({
      lastQuery: 'headphones under $200',
      lastProductIds: ['aurora-headphones'],
      lastFind: { subject: 'headphones', constraints: { maxPrice: 200, inStock: true }, order: 'relevance' },
      lastOffset: 0,
      focusProductId: 'aurora-headphones',
    });
  });

  it('shows the top results of the last search when the reply names no product, and no add button for a sold-out one', async () => {
    llm.reply(toolCall('search_products', { category: 'Electronics', sort: 'price-asc' }), text('Here are some audio picks for you.'));
    const answer = await collect(engine, turn('show me audio gear'));
    expect(answer.products?.map((p) => [p.name, p.price, p.inStock])).toEqual([
      ['Pulse Earbuds', 59.99, true],
      ['Studio Speaker', 89.5, false],
      ['Aurora Wireless Headphones', 149.99, true],
    ]);
    expect(answer.actions?.filter((a) => a.type === 'add-to-cart').map((a) => a.type === 'add-to-cart' && a.productId)).toEqual([
      'pulse-earbuds',
      'aurora-headphones',
    ]);
  });

  it("adds to the shopper's server cart through the add_to_cart tool", async () => {
    const shopper = new Shopper(ctx.app);
    expect((await shopper.post('/api/cart/items', { productId: 'brew-kettle' })).status).toBe(200);
    // The session id is the hash of the cookie's token, as the session plugin stores it.
    const sessionId = createHash('sha256').update(shopper.cookie!.split('=')[1]!).digest('base64url');

    llm.reply(toolCall('add_to_cart', { productId: 'pulse-earbuds', quantity: 2 }), (request) => {
      const [result] = toolResults(request);
      const added = result?.added as { name: string; quantityInCart: number };
      return text(`Done: ${added.quantityInCart} x ${added.name} are in your cart.`);
    });
    const answer = await collect(engine, turn('add two pulse earbuds to my cart', { sessionId }));

    expect(answer.text).toBe('Done: 2 x Pulse Earbuds are in your cart.');
    expect(answer.products?.map((p) => p.id)).toEqual(['pulse-earbuds']);
    expect(answer.suggestions).toContain("what's in my cart?");
    const res = await shopper.get('/api/cart');
    expect(res.body.items.map((i: { productId: string; quantity: number; price: number }) => [i.productId, i.quantity, i.price])).toEqual([
      ['brew-kettle', 1, 39.99],
      ['pulse-earbuds', 2, 59.99],
    ]);
    expect(res.body.subtotal).toBe(159.97);

    // A sold-out product is refused; the model reads why and says so.
    llm.reply(toolCall('add_to_cart', { productId: 'studio-speaker' }), (request) =>
      text(`Sorry: ${String(toolResults(request)[0]?.error)}.`),
    );
    const refused = await collect(engine, turn('add the studio speaker', { sessionId }));
    expect(refused.text).toBe("Sorry: 'Studio Speaker' is out of stock.");
    expect((await shopper.get('/api/cart')).body.itemCount).toBe(3);
  });

  it('answers bad tool arguments with a tool error the model reads and recovers from', async () => {
    llm.reply(
      toolCalls(
        { name: 'search_products', arguments: { q: 'watch', limit: 50 } },
        { name: 'get_product', arguments: '{"id": "trail-' },
        { name: 'launch_rocket', arguments: {} },
      ),
      toolCall('search_products', { q: 'watch', limit: 10 }),
      text('The Trail Watch is $199.00.'),
    );
    const answer = await collect(engine, turn('a watch please'));

    expect(toolResults(llm.requests[1])).toEqual([
      { error: 'Invalid arguments for search_products: limit: Too big: expected number to be <=10' },
      { error: 'The arguments of get_product are not valid JSON' },
      { error: expect.stringContaining("Unknown tool 'launch_rocket'") },
    ]);
    expect(answer.text).toBe('The Trail Watch is $199.00.');
    expect(answer.products).toEqual([toChatProductCard(await catalog.get('trail-watch'))]);
  });

  it('compares products, looks one up and quotes the store policy in one round of parallel calls', async () => {
    llm.reply(
      toolCalls(
        { name: 'compare_products', arguments: { ids: ['aurora-headphones', 'pulse-earbuds'] } },
        { name: 'get_product', arguments: { id: 'nope' } },
        { name: 'store_policy', arguments: { topic: 'all' } },
        { name: 'get_cart', arguments: '' },
      ),
      text('Pulse Earbuds ($59.99) are cheaper than Aurora Wireless Headphones ($149.99); returns within 30 days.'),
    );
    const answer = await collect(engine, turn('compare them, and what is your return policy?'));

    const [compared, missing, policy, emptyCart] = toolResults(llm.requests[1]);
    expect((compared?.products as { name: string; price: number; specifications: object }[]).map((p) => [p.name, p.price, p.specifications])).toEqual([
      ['Aurora Wireless Headphones', 149.99, { Battery: '30 hours', Weight: '250 g' }],
      ['Pulse Earbuds', 59.99, {}],
    ]);
    expect(missing).toEqual({ error: "Product 'nope' was not found" });
    expect(policy?.policy).toContain('free on orders over $50.00, otherwise $9.99');
    expect(policy?.policy).toContain('Express shipping costs $9.99');
    expect(policy?.policy).toContain('3 to 5 business days');
    expect(policy?.policy).toContain('within 30 days');
    expect(emptyCart).toMatchObject({ items: [], itemCount: 0, total: 0 });
    // Named in the order the reply names them.
    expect(answer.products?.map((p) => p.id)).toEqual(['pulse-earbuds', 'aurora-headphones']);
  });

  it('fails with LlmUnavailableError before any text when the model keeps calling tools', async () => {
    const limited = createLlmEngine({ baseUrl: llm.baseUrl, model: MODEL, apiKey: API_KEY, catalog, cart, maxToolRounds: 2 });
    llm.reply(...Array.from({ length: 3 }, () => toolCall('store_policy', { topic: 'returns' })));
    const error = await collect(limited, turn('returns?')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect((error as LlmUnavailableError).reason).toBe('too-many-rounds');
    expect(llm.requests).toHaveLength(3);
  });

  it('fails with LlmUnavailableError when the model does not finish in time', async () => {
    const impatient = createLlmEngine({ baseUrl: llm.baseUrl, model: MODEL, apiKey: API_KEY, catalog, cart, timeoutMs: 300 });
    llm.reply({ kind: 'hang' });
    const error = await collect(impatient, turn('hello')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect((error as LlmUnavailableError).reason).toBe('timeout');
  });

  it.each([
    ['a server error', { kind: 'status', status: 500 } as const, 'http-status'],
    ['a stream that is not JSON', { kind: 'raw', body: 'data: <html>Bad gateway</html>\n\n' } as const, 'bad-stream'],
    ['a stream that is not SSE', { kind: 'raw', body: '<html><body>Bad gateway</body></html>' } as const, 'bad-stream'],
  ])('fails with LlmUnavailableError on %s', async (_name, reply, reason) => {
    llm.reply(reply);
    const error = await collect(engine, turn('hello')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect((error as LlmUnavailableError).reason).toBe(reason);
  });
});
