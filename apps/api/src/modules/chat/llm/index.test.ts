import { createHash } from 'node:crypto';
import { policyText } from '@cartwise/domain/assistant/replies';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { ORDER_NOT_FOUND_MESSAGE } from '@cartwise/domain/orders/schemas';
import { CHAT_GREETING } from '@cartwise/domain/policy';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedSampleCoupons } from '../../cart/seed.ts';
import { createTestApp, ENGINES, readDemoCatalog, type TestContext } from '../../../../test/test-app.ts';
import { Shopper } from '../../../../test/shopper-client.ts';
import { OfflineEngine } from '../assistant/offline-engine.ts';
import { Resolver } from '../assistant/resolver.ts';
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
  product('trail-watch', 'Trail Watch', 199, {
    category: 'Wearables',
    subcategory: 'Watches',
    brand: 'FitTech',
    description: 'A sports watch for the trail. Water resistant to 50 metres.',
    features: ['GPS tracking', 'Heart rate monitor'],
    specifications: { 'Water resistance': '5 ATM', Battery: '14 days' },
  }),
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

const idsOf = (result: Record<string, unknown> | undefined) => (result?.products as { id: string }[]).map((p) => p.id);

const turnOf = (message: string, extra: Partial<ChatTurnContext> = {}): ChatTurnContext => ({
  sessionId: 'no-cart-session',
  message,
  history: [{ sender: 'bot', content: CHAT_GREETING, productIds: [] }],
  state: {},
  signal: new AbortController().signal,
  ...extra,
});

/** The session id of a shopper's cookie, as the session plugin stores it (the hash of the token). */
const sessionOf = (shopper: Shopper) => createHash('sha256').update(shopper.cookie!.split('=')[1]!).digest('base64url');

describe.each(ENGINES)('LLM assistant on %s', (dialect) => {
  let ctx: TestContext;
  let resolver: Resolver;
  let llm: FakeOpenAiServer;
  let engine: ChatEngine;
  const turn = turnOf;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, PRODUCTS);
    await seedSampleCoupons(ctx.db);
    resolver = new Resolver({ catalog: ctx.app.catalog, cart: ctx.app.cart, orders: ctx.app.orders });
  });
  afterAll(async () => ctx?.close());
  beforeEach(async () => {
    llm = await startFakeOpenAiServer({ model: MODEL, apiKey: API_KEY });
    engine = createLlmEngine({ baseUrl: llm.baseUrl, model: MODEL, apiKey: API_KEY, catalog: ctx.app.catalog, resolver });
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
    const tools = Object.fromEntries((request!.body.tools ?? []).map((t) => [t.function.name, t.function.parameters as { properties: Record<string, { enum?: string[] }>; additionalProperties?: boolean }]));
    expect(Object.keys(tools)).toEqual(['search_products', 'product_details', 'compare_products', 'cart', 'order_status', 'store_policy']);
    expect(Object.keys(tools.search_products!.properties)).toEqual(['q', 'minPrice', 'maxPrice', 'minRating', 'inStock', 'onSale', 'without', 'sort', 'offset']);
    expect(tools.search_products!.properties.sort?.enum).toEqual(['relevance', 'price-asc', 'price-desc', 'rating-desc', 'newest', 'popular', 'discount']);
    expect(tools.search_products!.additionalProperties).toBe(false);
    expect(Object.keys(tools.product_details!.properties)).toEqual(['id', 'name', 'question']);
    expect(Object.keys(tools.compare_products!.properties)).toEqual(['ids', 'names']);
    expect(tools.cart!.properties.action?.enum).toEqual(['show', 'add', 'remove', 'apply-coupon']);
    expect(Object.keys(tools.order_status!.properties)).toEqual(['orderNumber', 'email']);
    expect(Object.keys(tools.store_policy!.properties)).toEqual(['topics']);
  });

  it('searches through the resolver and shows cards with catalogue prices for the products it names', async () => {
    llm.reply(
      toolCall('search_products', { q: 'headphones', maxPrice: 200, inStock: true }),
      (request) => {
        const [result] = toolResults(request);
        const found = (result?.products as { name: string; price: number }[])[0]!;
        return text(`The ${found.name} costs $${found.price}, and the Hoverboard Max 3000 is great too.`);
      },
    );
    const answer = await collect(engine, turn('headphones under $200'));

    const [result] = toolResults(llm.requests[1]);
    // Earbuds are headphones too (the search's synonyms); their order is the search engine's (ADR 0052).
    expect(result).toEqual({
      total: 2,
      offset: 0,
      products: expect.arrayContaining([
        {
          id: 'aurora-headphones',
          name: 'Aurora Wireless Headphones',
          price: 149.99,
          originalPrice: 199.99,
          rating: 4.6,
          reviewCount: 31,
          inStock: true,
          brand: 'SoundMax',
          category: 'Electronics',
        },
        expect.objectContaining({ id: 'pulse-earbuds', name: 'Pulse Earbuds', price: 59.99 }),
      ]),
    });
    // The assistant message with the tool call precedes its answer, as the API requires.
    const assistant = llm.requests[1]!.body.messages.at(-2);
    expect(assistant?.tool_calls?.[0]?.function).toEqual({
      name: 'search_products',
      arguments: JSON.stringify({ q: 'headphones', maxPrice: 200, inStock: true }),
    });
    // The model names the first product found.
    const first = (result?.products as { id: string; name: string; price: number }[])[0]!;
    expect(answer.text).toBe(`The ${first.name} costs $${first.price}, and the Hoverboard Max 3000 is great too.`);
    // The invented product gets no card; the real one is the catalogue's.
    expect(answer.products).toEqual([toChatProductCard(await ctx.app.catalog.get(first.id))]);
    expect(answer.actions).toEqual([
      { type: 'view-product', label: `View ${first.name}`, productId: first.id },
      { type: 'add-to-cart', label: `Add ${first.name} to cart`, productId: first.id },
      { type: 'open-product-list', label: 'See them all in the product list', params: { q: 'headphones', maxPrice: '200', inStock: 'true' } },
    ]);
    expect(answer.events.map((e) => e.type).slice(-3)).toEqual(['products', 'suggestions', 'actions']);
    // The follow-up state the offline engine reads: the search as the resolver ran it, the card shown.
    expect(answer.state).toMatchObject({
      lastQuery: 'headphones under $200',
      lastProductIds: [first.id],
      lastFind: { subject: 'headphones', constraints: { maxPrice: 200, inStock: true }, order: 'relevance', head: 'headphones' },
      lastOffset: 0,
      focusProductId: first.id,
    });
  });

  it('shows at most 3 top results of the last search when the reply names no product, and no add button for a sold-out one', async () => {
    llm.reply(toolCall('search_products', { sort: 'price-asc' }), text('Here are some picks for you.'));
    const answer = await collect(engine, turn('show me something cheap'));
    expect(answer.products?.map((p) => [p.name, p.price, p.inStock])).toEqual([
      ['Brew Kettle', 39.99, true],
      ['Pulse Earbuds', 59.99, true],
      ['Studio Speaker', 89.5, false],
    ]);
    expect(answer.actions?.filter((a) => a.type === 'add-to-cart').map((a) => a.type === 'add-to-cart' && a.productId)).toEqual([
      'brew-kettle',
      'pulse-earbuds',
    ]);
    expect(answer.actions?.at(-1)).toEqual({ type: 'open-product-list', label: 'See them all in the product list', params: { sort: 'price-asc' } });
  });

  it('says what the resolver let go of, and pages on with offset as "show more" does', async () => {
    llm.reply(toolCalls({ name: 'search_products', arguments: { q: 'kettle', maxPrice: 10 } }, { name: 'search_products', arguments: { offset: 3 } }), text('Nothing that cheap.'));
    await collect(engine, turn('a kettle under $10'));
    const [relaxed, page] = toolResults(llm.requests[1]);
    expect(idsOf(relaxed)).toEqual(['brew-kettle']);
    expect(relaxed?.relaxed).toEqual({ droppedLimits: ['price'] });
    expect(relaxed?.note).toMatch(/^I found nothing for "kettle" under \$10\.00\. Without the price limit/);
    // The most popular, second page: the products after the first three.
    expect(page).toMatchObject({ total: 5, offset: 3 });
    expect(idsOf(page)).toHaveLength(2);
  });

  it('answers a question about a product by name or id from its own details, through the synonyms', async () => {
    llm.reply(
      toolCalls(
        { name: 'product_details', arguments: { name: 'the trail watch', question: 'is it waterproof?' } },
        { name: 'product_details', arguments: { id: 'aurora-headphones' } },
        { name: 'product_details', arguments: { name: 'hoverboard max' } },
      ),
      text('Yes: the Trail Watch is water resistant to 5 ATM.'),
    );
    const answer = await collect(engine, turn('is the trail watch waterproof?'));
    const [watch, headphones, missing] = toolResults(llm.requests[1]);
    expect(watch).toMatchObject({ product: { id: 'trail-watch', price: 199, features: ['GPS tracking', 'Heart rate monitor'] }, question: 'waterproof' });
    expect(watch?.matchingDetails).toContain('Water resistance: 5 ATM');
    expect(headphones).toMatchObject({
      product: { id: 'aurora-headphones', subcategory: 'Audio', description: 'Over-ear headphones with noise cancelling', specifications: { Battery: '30 hours', Weight: '250 g' } },
    });
    // A name the shop has nothing for finds nothing: no product is made up for it.
    expect(missing).toMatchObject({ total: 0, products: [] });
    expect(answer.products?.map((p) => p.id)).toEqual(['trail-watch']);
    expect(answer.state).toMatchObject({ focusProductId: 'trail-watch', lastProductIds: ['trail-watch'] });
  });

  it("adds, removes and applies a coupon in the shopper's server cart through the cart tool", async () => {
    const shopper = new Shopper(ctx.app);
    expect((await shopper.post('/api/cart/items', { productId: 'brew-kettle' })).status).toBe(200);
    const sessionId = sessionOf(shopper);

    llm.reply(toolCall('cart', { action: 'add', productId: 'pulse-earbuds', quantity: 2 }), (request) => {
      const [result] = toolResults(request);
      const added = result?.added as { name: string; quantity: number };
      return text(`Done: ${added.quantity} x ${added.name} are in your cart.`);
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
    llm.reply(toolCall('cart', { action: 'add', productId: 'studio-speaker' }), (request) => text(`Sorry: ${String(toolResults(request)[0]?.error)}.`));
    const refused = await collect(engine, turn('add the studio speaker', { sessionId }));
    expect(refused.text).toBe("Sorry: 'Studio Speaker' is out of stock.");
    expect((await shopper.get('/api/cart')).body.itemCount).toBe(3);

    llm.reply(
      toolCalls(
        { name: 'cart', arguments: { action: 'remove', productId: 'brew-kettle' } },
        { name: 'cart', arguments: { action: 'apply-coupon', code: 'welcome10' } },
        { name: 'cart', arguments: { action: 'remove', productId: 'trail-watch' } },
        { name: 'cart', arguments: { action: 'add', productId: 'no-such-product' } },
      ),
      text('Done.'),
    );
    await collect(engine, turn('remove the kettle and apply WELCOME10', { sessionId }));
    const [removed, coupon, notInCart, unknown] = toolResults(llm.requests.at(-1));
    const cart = (await shopper.get('/api/cart')).body as { total: number; discount: number; couponCode: string };
    expect(removed).toMatchObject({ removed: { productId: 'brew-kettle', name: 'Brew Kettle' }, cart: { itemCount: 2 } });
    expect(coupon).toMatchObject({ code: 'WELCOME10', applied: true, cart: { couponCode: 'WELCOME10', discount: cart.discount, total: cart.total } });
    expect(cart.couponCode).toBe('WELCOME10');
    expect(notInCart).toMatchObject({ error: 'That product is not in your cart.' });
    expect(unknown).toEqual({ error: "Product 'no-such-product' was not found" });
  });

  it("looks an order up by number and email, as Track Order does, or lists the shopper's own", async () => {
    const buyer = new Shopper(ctx.app);
    const { orderNumber, total } = await buyer.placeOrder('brew-kettle', 'grace@example.com', `llm-order-${dialect}`);

    llm.reply(
      toolCalls(
        { name: 'order_status', arguments: { orderNumber: orderNumber.toLowerCase(), email: 'Grace@Example.com' } },
        { name: 'order_status', arguments: { orderNumber } },
        { name: 'order_status', arguments: { orderNumber, email: 'ada@example.com' } },
        { name: 'order_status', arguments: {} },
      ),
      text('Your order is on its way.'),
    );
    await collect(engine, turn(`where is ${orderNumber}?`));
    const [found, needEmail, wrongEmail, none] = toolResults(llm.requests[1]);
    expect(found).toMatchObject({ order: { orderNumber, status: 'placed', itemCount: 1, total, items: [{ name: 'Brew Kettle', quantity: 1, price: 39.99 }] } });
    expect(needEmail).toEqual({ error: `To look up order ${orderNumber}, I also need the email address you ordered with.` });
    expect(wrongEmail).toEqual({ error: ORDER_NOT_FOUND_MESSAGE });
    expect(none?.error).toMatch(/^Tell me the order number/);

    // The shopper who placed it: their own orders, without a number or an email.
    llm.reply(toolCall('order_status', {}), text('Here it is.'));
    await collect(engine, turn('my orders', { sessionId: sessionOf(buyer) }));
    expect(toolResults(llm.requests.at(-1))[0]).toMatchObject({ orders: [{ orderNumber, total }] });
  });

  it('answers bad tool arguments with a tool error the model reads and recovers from', async () => {
    llm.reply(
      toolCalls(
        { name: 'search_products', arguments: { q: 'watch', limit: 50 } },
        { name: 'search_products', arguments: { q: 'watch', maxPrice: 'cheap', sort: 'cheapest' } },
        { name: 'search_products', arguments: { minPrice: 300, maxPrice: 100 } },
        { name: 'product_details', arguments: '{"id": "trail-' },
        { name: 'product_details', arguments: {} },
        { name: 'compare_products', arguments: { ids: ['trail-watch'] } },
        { name: 'cart', arguments: { action: 'add' } },
        { name: 'order_status', arguments: { orderNumber: '12345' } },
        { name: 'store_policy', arguments: { topics: ['weather'] } },
        { name: 'launch_rocket', arguments: {} },
      ),
      toolCall('search_products', { q: 'watch' }),
      text('The Trail Watch is $199.00.'),
    );
    const answer = await collect(engine, turn('a watch please'));

    expect(toolResults(llm.requests[1])).toEqual([
      { error: 'Invalid arguments for search_products: arguments: Unrecognized key: "limit"' },
      { error: expect.stringMatching(/^Invalid arguments for search_products: maxPrice: .+; sort: .+/) },
      { error: 'Invalid arguments for search_products: minPrice: minPrice must not be above maxPrice' },
      { error: 'The arguments of product_details are not valid JSON' },
      { error: 'Invalid arguments for product_details: arguments: give either id or name' },
      { error: 'Invalid arguments for compare_products: arguments: give 2 or 3 products, by ids or names' },
      { error: 'Invalid arguments for cart: productId: is required to add' },
      { error: 'Invalid arguments for order_status: orderNumber: must look like CW-7K3M9Q' },
      { error: expect.stringMatching(/^Invalid arguments for store_policy: topics\.0: /) },
      { error: expect.stringContaining("Unknown tool 'launch_rocket'") },
    ]);
    expect(answer.text).toBe('The Trail Watch is $199.00.');
    expect(answer.products).toEqual([toChatProductCard(await ctx.app.catalog.get('trail-watch'))]);
  });

  it('compares products, looks one up and quotes the store policy in one round of parallel calls', async () => {
    llm.reply(
      toolCalls(
        { name: 'compare_products', arguments: { ids: ['aurora-headphones', 'pulse-earbuds'] } },
        { name: 'product_details', arguments: { id: 'nope' } },
        { name: 'store_policy', arguments: { topics: ['returns', 'shipping'] } },
        { name: 'cart', arguments: '{"action": "show"}' },
        { name: 'compare_products', arguments: { names: ['trail watch', 'brew kettle'] } },
      ),
      text('Pulse Earbuds ($59.99) are cheaper than Aurora Wireless Headphones ($149.99); returns within 30 days.'),
    );
    const answer = await collect(engine, turn('compare them, and what is your return policy?'));

    const [compared, missing, policy, emptyCart, byName] = toolResults(llm.requests[1]);
    expect((compared?.products as { name: string; price: number; specifications: object }[]).map((p) => [p.name, p.price, p.specifications])).toEqual([
      ['Aurora Wireless Headphones', 149.99, { Battery: '30 hours', Weight: '250 g' }],
      ['Pulse Earbuds', 59.99, {}],
    ]);
    expect(missing).toEqual({ error: "Product 'nope' was not found" });
    expect(policy).toEqual({
      policies: [
        { topic: 'returns', text: policyText('returns') },
        { topic: 'shipping', text: policyText('shipping') },
      ],
    });
    expect(emptyCart).toMatchObject({ cart: { items: [], itemCount: 0, total: 0 } });
    expect(idsOf(byName)).toEqual(['trail-watch', 'brew-kettle']);
    // Named in the order the reply names them.
    expect(answer.products?.map((p) => p.id)).toEqual(['pulse-earbuds', 'aurora-headphones']);
  });

  it('fails with LlmUnavailableError before any text when the model keeps calling tools', async () => {
    const limited = createLlmEngine({ baseUrl: llm.baseUrl, model: MODEL, apiKey: API_KEY, catalog: ctx.app.catalog, resolver, maxToolRounds: 2 });
    llm.reply(...Array.from({ length: 3 }, () => toolCall('store_policy', { topics: ['returns'] })));
    const error = await collect(limited, turn('returns?')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect((error as LlmUnavailableError).reason).toBe('too-many-rounds');
    expect(llm.requests).toHaveLength(3);
  });

  it('fails with LlmUnavailableError when the model does not finish in time', async () => {
    const impatient = createLlmEngine({ baseUrl: llm.baseUrl, model: MODEL, apiKey: API_KEY, catalog: ctx.app.catalog, resolver, timeoutMs: 300 });
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

/** One retrieval for both modes: the search tool and the offline reader find the same products on the demo catalogue. */
describe.each(ENGINES)('the search tool and the offline engine on %s', (dialect) => {
  let ctx: TestContext;
  let resolver: Resolver;
  let offline: OfflineEngine;
  let llm: FakeOpenAiServer;
  let engine: ChatEngine;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, readDemoCatalog());
    resolver = new Resolver({ catalog: ctx.app.catalog, cart: ctx.app.cart, orders: ctx.app.orders });
    offline = new OfflineEngine(resolver);
    llm = await startFakeOpenAiServer({ model: MODEL });
    engine = createLlmEngine({ baseUrl: llm.baseUrl, model: MODEL, catalog: ctx.app.catalog, resolver });
  });
  afterAll(async () => {
    await llm?.close();
    await ctx?.close();
  });

  it.each([
    ['Nike shoes', { q: 'nike shoes' }],
    ['headphones under $100', { q: 'headphones', maxPrice: 100 }],
    ['the cheapest laptops', { q: 'laptops', sort: 'price-asc' }],
    ['perfume rated 4 stars and up in stock', { q: 'perfume', minRating: 4, inStock: true }],
    ['watches on sale', { q: 'watches', onSale: true }],
    ['laptops, but not the apple ones', { q: 'laptops', without: ['apple'] }],
    ['trending', { sort: 'popular' }],
  ])('"%s" finds the same products as search_products %j', async (message, args) => {
    const shown = await collect(offline, turnOf(message));
    expect(shown.products?.length).toBeGreaterThan(0);
    llm.reply(toolCall('search_products', args), text('Here you go.'));
    await collect(engine, turnOf(message));
    const [result] = toolResults(llm.requests.at(-1));
    expect(idsOf(result)).toEqual(shown.products!.map((p) => p.id));
    // And both leave the same search for the next turn to refine.
    expect(shown.state.lastFind).toBeDefined();
  });

  it('leaves a search the offline engine goes on from: "show more" after the tool is its next page', async () => {
    llm.reply(toolCall('search_products', { q: 'watches' }), text('Here are some watches.'));
    const first = await collect(engine, turnOf('watches'));
    llm.reply(toolCall('search_products', { q: 'watches', offset: 3 }), text('More.'));
    await collect(engine, turnOf('more watches'));
    const page = toolResults(llm.requests.at(-1))[0];
    expect(page).toMatchObject({ offset: 3, nextOffset: 6 });
    const more = await collect(offline, turnOf('show more', { state: first.state }));
    expect(more.products?.map((p) => p.id)).toEqual(idsOf(page));
    expect(more.text).toMatch(/^Here are 3 more for "watches" \(4 to 6 of /);
  });
});
