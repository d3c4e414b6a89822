import { CHAT_FAILURE_MESSAGE, CHAT_GREETING, CHAT_INITIAL_SUGGESTIONS } from '@cartwise/domain/policy';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import type { ChatConversation, ChatMessage, ChatProductCard } from '@cartwise/domain/chat/schemas';
import { CartButton } from '@/features/cart/components/cart-button';
import { EMPTY_CART } from '@/features/cart/cart-changes';
import { accountApi, SHOPPER_TAGS } from '@/features/account/api/account-api';
import { initialChatState } from '../chat-slice';
import { ChatPanel } from './chat-panel';

const NOW = new Date('2026-11-20T15:00:00Z');

const card = (n: number, overrides: Partial<ChatProductCard> = {}): ChatProductCard => ({
  id: `p${n}`,
  name: `Product ${n}`,
  price: 10 * n + 0.99,
  thumbnail: `/images/products/p${n}.svg`,
  rating: 4.5,
  reviewCount: 120,
  inStock: true,
  ...overrides,
});

const message = (
  id: string,
  sender: 'user' | 'bot',
  content: string,
  minutesAgo: number,
  metadata: Partial<ChatMessage['metadata']> = {},
): ChatMessage => ({
  id,
  sender,
  content,
  timestamp: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
  type: 'text',
  metadata: { productIds: [], actions: [], products: [], ...metadata },
});

const greeting = message('greeting', 'bot', CHAT_GREETING, 3 * 24 * 60);
const freshConversation: ChatConversation = {
  messages: [greeting],
  suggestions: [...CHAT_INITIAL_SUGGESTIONS],
  context: { sessionId: 's1', lastQuery: null },
};

/** A reply stream whose bytes the test sends when it wants, the way the server writes them. */
function sseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    body,
    /** Writes raw bytes: an event may arrive in pieces. */
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    event: (event: string, data: unknown) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller.close(),
  };
}

interface ChatServer {
  conversation?: ChatConversation;
  /** Holds back the answer to GET /api/chat until this settles. */
  conversationDelay?: Promise<void>;
  /** The answer to POST /api/chat. */
  reply?: () => Response | Promise<Response>;
  /** The answer to GET /api/cart, read when it is asked for. */
  cart?: () => unknown;
}

/** Stubs fetch with the chat API: GET /api/chat answers the conversation; POST answers `reply`. */
function chatServer({ conversation = freshConversation, conversationDelay, reply, cart }: ChatServer) {
  const posts: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    const url = new URL(request.url);
    if (url.pathname === '/api/chat' && request.method === 'GET') {
      await conversationDelay;
      return Response.json(conversation);
    }
    if (url.pathname === '/api/cart' && request.method === 'GET' && cart) return Response.json(cart());
    if (url.pathname === '/api/chat' && request.method === 'POST' && reply) {
      posts.push(await request.json());
      return reply();
    }
    return Response.json({ error: { code: 'not_found', message: 'No route' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { posts };
}

const sse = (stream: ReturnType<typeof sseStream>) => () =>
  new Response(stream.body, { headers: { 'content-type': 'text/event-stream' } });

function renderPanel(addToCart = vi.fn(async () => {})) {
  const view = renderWithProviders(<ChatPanel addToCart={addToCart} />, {
    preloadedState: { chat: { ...initialChatState, isOpen: true } },
  });
  return { ...view, addToCart };
}

const conversationLog = () => screen.getByRole('log', { name: 'Conversation' });
const input = () => screen.getByRole('textbox', { name: 'Message the assistant' });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ChatPanel (spec §2 chat widget)', () => {
  it('is a labelled panel whose conversation is a polite live region, with the message box focused', async () => {
    chatServer({});
    renderPanel();
    expect(screen.getByRole('region', { name: 'AI Shopping Assistant' })).toBeInTheDocument();
    expect(conversationLog()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(await within(conversationLog()).findByText(CHAT_GREETING)).toBeInTheDocument();
  });

  it("shows relative times: 'Just now', 'Nm ago', 'Nh ago', then the date", async () => {
    chatServer({
      conversation: {
        ...freshConversation,
        messages: [
          greeting,
          message('u1', 'user', 'hello', 0.5),
          message('b1', 'bot', 'Hi there', 5),
          message('u2', 'user', 'anything new?', 3 * 60),
        ],
      },
    });
    renderPanel();
    const log = conversationLog();
    await within(log).findByText('Hi there');
    const times = [...log.querySelectorAll('time')].map((time) => time.textContent);
    expect(times).toEqual(['Nov 17, 2026', 'Just now', '5m ago', '3h ago']);
  });

  it('shows the suggestion chips while there are at most 2 messages, and a chip sends itself', async () => {
    const stream = sseStream();
    const { posts } = chatServer({ reply: sse(stream) });
    renderPanel();
    const chips = screen.getByRole('list', { name: 'Suggestions' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(CHAT_INITIAL_SUGGESTIONS);

    await userEvent.click(within(chips).getByRole('button', { name: 'something under $100' }));
    expect(posts).toEqual([{ message: 'something under $100' }]);
    // Two messages (greeting and question): the chips stay, but cannot send while the reply is pending.
    expect(within(screen.getByRole('list', { name: 'Suggestions' })).getByRole('button', { name: 'show trending products' })).toBeDisabled();

    await act(async () => {
      stream.event('text', { text: 'Here are some.' });
      stream.event('suggestions', { suggestions: ['cheaper'] });
      stream.event('done', { message: message('b1', 'bot', 'Here are some.', 0) });
      stream.close();
    });
    await within(conversationLog()).findByText('Here are some.');
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
    // The reply's own follow-ups are another thing: they show under it.
    expect(within(screen.getByRole('list', { name: 'Suggested follow-ups' })).getByRole('button', { name: 'cheaper' })).toBeEnabled();
  });

  it("shows the latest reply's follow-up chips under it, a chip sends itself, and older replies' go", async () => {
    const streams = [sseStream(), sseStream()];
    let turn = 0;
    const { posts } = chatServer({ reply: () => sse(streams[turn++]!)() });
    renderPanel();
    const bubbles = () => within(conversationLog()).getAllByRole('listitem').filter((item) => item.parentElement?.parentElement === conversationLog());
    const followUps = () => screen.queryAllByRole('list', { name: 'Suggested follow-ups' });

    await userEvent.type(input(), 'headphones{Enter}');
    await act(async () => {
      streams[0]!.event('text', { text: 'Here are headphones.' });
      streams[0]!.event('suggestions', { suggestions: ['cheaper ones', 'compare them'] });
      streams[0]!.event('done', { message: message('b1', 'bot', 'Here are headphones.', 0) });
      streams[0]!.close();
    });
    await within(conversationLog()).findByText('Here are headphones.');
    expect(followUps()).toHaveLength(1);
    // Under the reply, inside its message.
    expect(within(bubbles().at(-1)!).getByRole('list', { name: 'Suggested follow-ups' })).toBe(followUps()[0]);
    expect(within(followUps()[0]!).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['cheaper ones', 'compare them']);

    await userEvent.click(screen.getByRole('button', { name: 'cheaper ones' }));
    expect(posts).toEqual([{ message: 'headphones' }, { message: 'cheaper ones' }]);
    expect(within(bubbles().at(-1)!).getByText('cheaper ones')).toBeInTheDocument();
    // The shopper has answered: the chips of that reply are gone, while the next one streams too.
    expect(followUps()).toHaveLength(0);

    await act(async () => {
      streams[1]!.event('text', { text: 'Cheaper ones:' });
      streams[1]!.event('suggestions', { suggestions: ['in stock only'] });
      streams[1]!.event('done', { message: message('b2', 'bot', 'Cheaper ones:', 0) });
      streams[1]!.close();
    });
    await within(conversationLog()).findByText('Cheaper ones:');
    expect(bubbles()).toHaveLength(5);
    expect(followUps()).toHaveLength(1);
    expect(within(bubbles().at(-1)!).getByRole('button', { name: 'in stock only' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'compare them' })).toBeNull();
  });

  it("shows the follow-ups of the server's latest reply after a reload, and never the initial chips", async () => {
    const stream = sseStream();
    const conversation: ChatConversation = {
      messages: [greeting, message('u1', 'user', 'laptops', 2), message('b1', 'bot', 'Here are laptops.', 2), message('u2', 'user', 'cheaper', 1), message('b2', 'bot', 'Cheaper laptops:', 1)],
      suggestions: ['with 16 GB', 'best rated'],
      context: { sessionId: 's1', lastQuery: 'cheaper' },
    };
    const { posts } = chatServer({ conversation, reply: sse(stream) });
    renderPanel();
    const chips = await screen.findByRole('list', { name: 'Suggested follow-ups' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['with 16 GB', 'best rated']);
    expect(chips.closest('li')).toHaveTextContent('Cheaper laptops:');
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
    await userEvent.click(within(chips).getByRole('button', { name: 'best rated' }));
    expect(posts).toEqual([{ message: 'best rated' }]);
    expect(screen.queryByRole('list', { name: 'Suggested follow-ups' })).toBeNull();
  });

  it("shows in the header's cart what the assistant added, once its reply is done", async () => {
    const stream = sseStream();
    let cart = EMPTY_CART;
    chatServer({ reply: sse(stream), cart: () => cart });
    renderWithProviders(
      <>
        <CartButton className="" />
        <ChatPanel addToCart={vi.fn(async () => {})} />
      </>,
      { preloadedState: { chat: { ...initialChatState, isOpen: true } } },
    );
    expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();

    await userEvent.type(input(), 'add the headphones to my cart{Enter}');
    // The server put them in the cart while answering.
    cart = { ...EMPTY_CART, itemCount: 2 };
    await act(async () => {
      stream.event('text', { text: 'Your cart now has 2 items.' });
      stream.event('done', { message: message('b1', 'bot', 'Your cart now has 2 items.', 0) });
      stream.close();
    });
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it("keeps a turn the shopper started while the conversation was loading, when the older answer arrives", async () => {
    const stream = sseStream();
    let answerConversation!: () => void;
    const conversationDelay = new Promise<void>((resolve) => (answerConversation = resolve));
    chatServer({ reply: sse(stream), conversationDelay });
    renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'something under $100' }));
    await act(async () => {
      stream.event('text', { text: 'Here are some.' });
      stream.event('done', { message: message('b1', 'bot', 'Here are some.', 0) });
      stream.close();
    });
    await within(conversationLog()).findByText('Here are some.');
    // The server read the conversation before the question: only the greeting.
    await act(async () => answerConversation());

    expect(within(conversationLog()).getByText('something under $100')).toBeInTheDocument();
    expect(within(conversationLog()).getByText('Here are some.')).toBeInTheDocument();
  });

  it('reads the conversation again when who is signed in changes (signing in carries the guest\'s over)', async () => {
    const server = { conversation: freshConversation };
    const fetchMock = vi.fn(async () => Response.json(server.conversation));
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderPanel();
    await within(conversationLog()).findByText(CHAT_GREETING);

    server.conversation = { ...freshConversation, messages: [greeting, message('u1', 'user', 'samsung phones under $200', 1)] };
    await act(async () => void store.dispatch(accountApi.util.invalidateTags([...SHOPPER_TAGS])));
    expect(await within(conversationLog()).findByText('samsung phones under $200')).toBeInTheDocument();
  });

  it('signing out clears the account\'s conversation from the panel at once', async () => {
    const talked = { ...freshConversation, messages: [greeting, message('u1', 'user', 'my private question', 1)] };
    let signedOut = false;
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/auth/logout')) return (signedOut = true), new Response(null, { status: 204 });
      // The guest's conversation is held back: the account's must be gone before it arrives.
      if (signedOut) return new Promise<Response>(() => {});
      return Response.json(talked);
    }));
    const { store } = renderPanel();
    await within(conversationLog()).findByText('my private question');
    await act(async () => void (await store.dispatch(accountApi.endpoints.signOut.initiate())));
    expect(within(conversationLog()).queryByText('my private question')).toBeNull();
    expect(within(conversationLog()).getByText(CHAT_GREETING)).toBeInTheDocument();
  });

  it('Enter sends the trimmed message, Shift+Enter adds a line, and blank text sends nothing', async () => {
    const stream = sseStream();
    const { posts } = chatServer({ reply: sse(stream) });
    renderPanel();
    const box = input();

    await userEvent.type(box, '   {Enter}');
    expect(posts).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.clear(box);

    await userEvent.type(box, 'a laptop{Shift>}{Enter}{/Shift}under $900');
    expect(box).toHaveValue('a laptop\nunder $900');
    await userEvent.type(box, '{Enter}');
    expect(posts).toEqual([{ message: 'a laptop\nunder $900' }]);
    expect(box).toHaveValue('');
    expect(within(conversationLog()).getByText(/a laptop/)).toHaveTextContent('a laptop under $900');
  });

  it('the message box grows with its text up to 120px', async () => {
    chatServer({});
    renderPanel();
    const box = input();
    // jsdom lays nothing out: the text's height is what the browser would measure.
    let textHeight = 40;
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => textHeight });
    await userEvent.type(box, 'one');
    expect(box.style.height).toBe('40px');
    textHeight = 90;
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}two');
    expect(box.style.height).toBe('90px');
    textHeight = 300;
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}three');
    expect(box.style.height).toBe('120px');
  });

  it("disables the input and reads 'Typing...' while the reply streams, then gives the input back", async () => {
    const stream = sseStream();
    chatServer({ reply: sse(stream) });
    renderPanel();
    await userEvent.type(input(), 'show trending products{Enter}');

    expect(input()).toBeDisabled();
    expect(screen.getByText('Typing...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(conversationLog()).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      stream.event('text', { text: 'Trending now.' });
      stream.event('done', { message: message('b1', 'bot', 'Trending now.', 0) });
      stream.close();
    });
    await screen.findByText('Online');
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
  });

  it('assembles the streamed text in the bot bubble as its bytes arrive, even split mid-event', async () => {
    const stream = sseStream();
    chatServer({ reply: sse(stream) });
    renderPanel();
    await userEvent.type(input(), 'help choosing a laptop{Enter}');
    const log = conversationLog();

    await act(async () => stream.event('text', { text: 'For work, ' }));
    expect(await within(log).findByText('For work,')).toBeInTheDocument();

    await act(async () => stream.write('event: text\ndata: {"text":"look at'));
    await act(async () => stream.write(' these:"}\n\n'));
    expect(await within(log).findByText('For work, look at these:')).toBeInTheDocument();

    await act(async () => {
      stream.event('products', { products: [card(1)] });
      stream.event('done', { message: message('b1', 'bot', 'For work, look at these:', 0, { productIds: ['p1'], actions: [] }) });
      stream.close();
    });
    await screen.findByText('Online');
    expect(within(log).getByRole('article', { name: 'Product 1' })).toBeInTheDocument();
    expect(within(log).getAllByText('For work, look at these:')).toHaveLength(1);
  });

  it('shows at most 3 product cards per bubble, each with price, rating, a link and Add to Cart', async () => {
    const products = [card(1, { originalPrice: 29.99 }), card(2), card(3, { inStock: false }), card(4)];
    chatServer({
      conversation: {
        ...freshConversation,
        messages: [greeting, message('u1', 'user', 'show trending products', 1), message('b1', 'bot', 'Trending:', 1, { productIds: products.map((p) => p.id), products })],
      },
    });
    const { addToCart } = renderPanel();
    const log = conversationLog();
    await within(log).findByText('Trending:');

    const cards = within(log).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('link').textContent)).toEqual([
      'Product 1',
      'Product 2',
      'Product 3',
    ]);
    const first = within(log).getByRole('article', { name: 'Product 1' });
    expect(within(first).getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/products/p1');
    expect(within(first).getByText('$10.99')).toBeInTheDocument();
    expect(within(first).getByText('$29.99').closest('del')).not.toBeNull();
    expect(within(first).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText(/120/)).toHaveTextContent('(120 reviews)');
    expect(within(within(log).getByRole('article', { name: 'Product 3' })).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

    await userEvent.click(within(first).getByRole('button', { name: 'Add to Cart' }));
    expect(addToCart).toHaveBeenCalledWith('p1');
    expect(await within(first).findByRole('button', { name: 'Added' })).toBeInTheDocument();
  });

  it("a card nobody has reviewed says 'No reviews yet'; an action a card already offers is not repeated", async () => {
    const unrated = card(1, { rating: 0, reviewCount: 0 });
    chatServer({
      conversation: {
        ...freshConversation,
        messages: [
          greeting,
          message('b1', 'bot', 'Here you go', 1, {
            productIds: [unrated.id],
            products: [unrated],
            actions: [
              { type: 'view-product', label: 'View Product 1', productId: 'p1' },
              { type: 'add-to-cart', label: 'Add Product 1 to cart', productId: 'p1' },
              { type: 'view-product', label: 'View Product 9', productId: 'p9' },
              { type: 'open-product-list', label: 'See them all', params: { q: 'product' } },
            ],
          }),
        ],
      },
    });
    renderPanel();
    const log = conversationLog();
    const first = await within(log).findByRole('article', { name: 'Product 1' });
    expect(within(first).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(first).queryByRole('img', { name: /^Rated/ })).toBeNull();
    // The card's own link and Add to Cart stand for the first two actions.
    expect(within(log).queryByRole('link', { name: 'View Product 1' })).toBeNull();
    expect(within(log).queryByRole('button', { name: 'Add Product 1 to cart' })).toBeNull();
    expect(within(log).getByRole('link', { name: 'View Product 9' })).toHaveAttribute('href', '/products/p9');
    expect(within(log).getByRole('link', { name: 'See them all' })).toHaveAttribute('href', '/products?q=product');
  });

  it('renders actions as links and buttons; a product list link carries its params', async () => {
    chatServer({
      conversation: {
        ...freshConversation,
        messages: [
          greeting,
          message('b1', 'bot', 'Have a look', 1, {
            actions: [
              { type: 'open-product-list', label: 'See all under $100', params: { maxPrice: '100', brand: ['SoundMax', 'FitTech'] } },
              { type: 'view-product', label: 'View the headphones', productId: 'sample-1' },
              { type: 'add-to-cart', label: 'Add the headphones', productId: 'sample-1' },
            ],
          }),
        ],
      },
    });
    const { addToCart } = renderPanel();
    const log = conversationLog();
    expect(await within(log).findByRole('link', { name: 'See all under $100' })).toHaveAttribute(
      'href',
      '/products?maxPrice=100&brand=SoundMax&brand=FitTech',
    );
    expect(within(log).getByRole('link', { name: 'View the headphones' })).toHaveAttribute('href', '/products/sample-1');
    await userEvent.click(within(log).getByRole('button', { name: 'Add the headphones' }));
    expect(addToCart).toHaveBeenCalledWith('sample-1');
  });

  it('renders text as text, never as HTML', async () => {
    chatServer({
      conversation: { ...freshConversation, messages: [greeting, message('b1', 'bot', '<img src=x onerror=alert(1)><b>bold</b>', 1)] },
    });
    renderPanel();
    expect(await within(conversationLog()).findByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(conversationLog().querySelector('b')).toBeNull();
  });

  it("shows the spec's apology when the reply fails, and the widget stays usable", async () => {
    const failing = vi.fn(() => Response.json({ error: { code: 'internal', message: 'Something went wrong' } }, { status: 500 }));
    chatServer({ reply: failing });
    renderPanel();
    await userEvent.type(input(), 'hello{Enter}');
    expect(await within(conversationLog()).findByText(CHAT_FAILURE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(input()).toBeEnabled();
    await userEvent.type(input(), 'again{Enter}');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("shows the server's apology event and drops the half-streamed text", async () => {
    const stream = sseStream();
    chatServer({ reply: sse(stream) });
    renderPanel();
    await userEvent.type(input(), 'hello{Enter}');
    await act(async () => {
      stream.event('text', { text: 'Half a rep' });
      stream.event('error', { message: message('b1', 'bot', CHAT_FAILURE_MESSAGE, 0) });
      stream.close();
    });
    expect(await within(conversationLog()).findByText(CHAT_FAILURE_MESSAGE)).toBeInTheDocument();
    expect(within(conversationLog()).queryByText('Half a rep')).toBeNull();
  });

  it("shows the rate limit's own words, and when to try again from its Retry-After", async () => {
    const words = 'You are sending messages too quickly. Please wait a moment and try again.';
    const retryAfter = ['42', '1', '130', 'Wed, 21 Oct 2026 07:28:00 GMT'];
    chatServer({
      reply: () => Response.json({ error: { code: 'rate_limited', message: words } }, { status: 429, headers: { 'retry-after': retryAfter.shift()! } }),
    });
    renderPanel();
    await userEvent.type(input(), 'hello{Enter}');
    expect(await within(conversationLog()).findByText(`${words} You can send another message in 42 seconds.`)).toBeInTheDocument();
    await userEvent.type(input(), 'again{Enter}');
    expect(await within(conversationLog()).findByText(`${words} You can send another message in 1 second.`)).toBeInTheDocument();
    await userEvent.type(input(), 'and again{Enter}');
    expect(await within(conversationLog()).findByText(`${words} You can send another message in 3 minutes.`)).toBeInTheDocument();
    // A date instead of seconds: the server's words alone.
    await userEvent.type(input(), 'once more{Enter}');
    await waitFor(() => expect(within(conversationLog()).getAllByText(words)).toHaveLength(1));
  });

  it('minimises to its title bar and expands again', async () => {
    chatServer({});
    const { store } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Minimise AI shopping assistant' }));
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.getByRole('region', { name: 'AI Shopping Assistant' })).toHaveStyle({ height: '60px' });
    await userEvent.click(screen.getByRole('button', { name: 'Expand AI shopping assistant' }));
    expect(screen.getByRole('region', { name: 'AI Shopping Assistant' })).toHaveStyle({ height: '600px' });
    await userEvent.click(screen.getByRole('button', { name: 'Close AI shopping assistant' }));
    expect(store.getState().chat.isOpen).toBe(false);
  });
});
