import { CHAT_FAILURE_MESSAGE, CHAT_GREETING, CHAT_INITIAL_SUGGESTIONS } from '@cartwise/domain/policy';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatProductCard } from '@cartwise/domain/chat/schemas';
import {
  chatSlice,
  followUpSuggestions,
  closed,
  conversationLoaded,
  initialChatState,
  messagesCleared,
  messageSent,
  minimisedToggled,
  opened,
  replyActionsReceived,
  replyFailed,
  replyProductsReceived,
  replyReceived,
  replySuggestionsReceived,
  replyTextReceived,
  showsSuggestionChips,
  toggled,
} from './chat-slice';

const reduce = chatSlice.reducer;

const card: ChatProductCard = {
  id: 'sample-1',
  name: 'SoundMax Pro ANC Wireless Headphones',
  price: 179.99,
  thumbnail: '/images/products/soundmax-1.svg',
  rating: 4.7,
  reviewCount: 2384,
  inStock: true,
};

const bot = (content: string, metadata: Partial<ChatMessage['metadata']> = {}): ChatMessage => ({
  id: `bot-${content}`,
  content,
  sender: 'bot',
  timestamp: '2026-11-20T15:00:00.000Z',
  type: 'text',
  metadata: { productIds: [], actions: [], products: [], ...metadata },
});

const typing = () => reduce(initialChatState, messageSent('headphones?'));

describe('chat slice (spec §4)', () => {
  it('starts with the greeting and the initial suggestions', () => {
    expect(initialChatState.messages).toEqual([expect.objectContaining({ content: CHAT_GREETING, sender: 'bot' })]);
    expect(initialChatState.suggestions).toEqual(CHAT_INITIAL_SUGGESTIONS);
  });

  it('signing out leaves only the greeting, and a reply still streaming for the account never lands', () => {
    let state = reduce(typing(), replyReceived(bot('These are popular:')));
    state = reduce(state, messageSent('and cheaper ones?'));
    state = reduce(state, replyTextReceived('Here are'));
    state = reduce(state, messagesCleared());
    expect(state.messages.map((m) => m.content)).toEqual([CHAT_GREETING]);
    expect(state).toMatchObject({ isTyping: false, reply: null, suggestions: CHAT_INITIAL_SUGGESTIONS });
    expect(reduce(state, replyReceived(bot('Here are cheaper ones.'))).messages).toHaveLength(1);
  });

  it('sending appends the message, saves it as the last query and marks typing', () => {
    const state = reduce(initialChatState, messageSent('  show trending products '));
    expect(state.messages).toHaveLength(2);
    expect(state.messages[1]).toMatchObject({ content: 'show trending products', sender: 'user', type: 'text' });
    expect(state.context.lastQuery).toBe('show trending products');
    expect(state.isTyping).toBe(true);
  });

  it('sends nothing when the text is blank or the assistant is typing', () => {
    expect(reduce(initialChatState, messageSent('   '))).toEqual(initialChatState);
    const pending = typing();
    expect(reduce(pending, messageSent('again'))).toEqual(pending);
  });

  it('a streaming reply assembles its text, cards, actions and suggestions as they arrive', () => {
    let state = reduce(typing(), replyTextReceived('These are '));
    state = reduce(state, replyTextReceived('popular:'));
    state = reduce(state, replyProductsReceived([card]));
    state = reduce(state, replyActionsReceived([{ type: 'view-product', label: 'View it', productId: 'sample-1' }]));
    state = reduce(state, replySuggestionsReceived(['compare them']));
    expect(state.reply).toEqual({
      content: 'These are popular:',
      products: [card],
      actions: [{ type: 'view-product', label: 'View it', productId: 'sample-1' }],
      suggestions: ['compare them'],
    });
    expect(state.isTyping).toBe(true);
    expect(state.messages).toHaveLength(2);
  });

  it('the finished reply appends the bot message with product ids and actions and replaces the suggestions', () => {
    const actions = [{ type: 'add-to-cart' as const, label: 'Add to Cart', productId: 'sample-1' }];
    let state = reduce(typing(), replyProductsReceived([card]));
    state = reduce(state, replySuggestionsReceived(['compare them']));
    state = reduce(state, replyReceived(bot('These are popular:', { productIds: ['sample-1'], actions })));
    expect(state.isTyping).toBe(false);
    expect(state.reply).toBeNull();
    expect(state.messages.at(-1)).toMatchObject({
      sender: 'bot',
      content: 'These are popular:',
      // The cards streamed before stay with the message, so they render after it is finished.
      metadata: { productIds: ['sample-1'], actions, products: [card] },
    });
    expect(state.suggestions).toEqual(['compare them']);
  });

  it('a reply without suggestions keeps the current ones', () => {
    const state = reduce(typing(), replyReceived(bot('Hello!')));
    expect(state.suggestions).toEqual(CHAT_INITIAL_SUGGESTIONS);
    expect(state.messages.at(-1)?.metadata).toEqual({ productIds: [], actions: [], products: [] });
  });

  it("a failure appends the spec's apology, or the server's, and ends typing", () => {
    const failed = reduce(reduce(typing(), replyTextReceived('Half a')), replyFailed());
    expect(failed.isTyping).toBe(false);
    expect(failed.reply).toBeNull();
    expect(failed.messages.at(-1)).toMatchObject({ sender: 'bot', content: CHAT_FAILURE_MESSAGE });

    const serverApology = bot(CHAT_FAILURE_MESSAGE);
    expect(reduce(typing(), replyFailed(serverApology)).messages.at(-1)).toEqual(serverApology);
    const limited = reduce(typing(), replyFailed('You are sending messages too quickly.'));
    expect(limited.messages.at(-1)).toMatchObject({ sender: 'bot', content: 'You are sending messages too quickly.' });
  });

  it('clearing keeps only the greeting', () => {
    const talked = reduce(typing(), replyReceived(bot('Hello!')));
    expect(reduce(talked, messagesCleared()).messages).toEqual(initialChatState.messages);
  });

  it("the server's conversation replaces what is shown, unless a reply is streaming", () => {
    const conversation = {
      messages: [bot(CHAT_GREETING), { ...bot('cheaper'), sender: 'user' as const }, bot('Here you go', { products: [card] })],
      suggestions: ['show more'],
      context: { sessionId: 's1', lastQuery: 'cheaper' },
    };
    const loaded = reduce(initialChatState, conversationLoaded(conversation));
    expect(loaded.messages).toEqual(conversation.messages);
    expect(loaded.suggestions).toEqual(['show more']);
    expect(loaded.context).toEqual({ sessionId: 's1', lastQuery: 'cheaper' });
    const pending = typing();
    expect(reduce(pending, conversationLoaded(conversation))).toEqual(pending);
  });

  it('the panel opens, closes, toggles and minimises', () => {
    const open = reduce(initialChatState, opened());
    expect(open.isOpen).toBe(true);
    expect(reduce(open, closed()).isOpen).toBe(false);
    expect(reduce(initialChatState, toggled()).isOpen).toBe(true);
    const minimised = reduce(open, minimisedToggled());
    expect(minimised.isMinimised).toBe(true);
    expect(reduce(minimised, minimisedToggled()).isMinimised).toBe(false);
    expect(reduce(reduce(minimised, closed()), opened()).isMinimised).toBe(false);
  });
});

describe('suggestion chips (spec §2)', () => {
  it('show only while there are suggestions and at most 2 messages', () => {
    expect(showsSuggestionChips(initialChatState)).toBe(true);
    expect(showsSuggestionChips(typing())).toBe(true);
    expect(showsSuggestionChips(reduce(typing(), replyReceived(bot('Hi'))))).toBe(false);
    expect(showsSuggestionChips({ ...initialChatState, suggestions: [] })).toBe(false);
  });
});

describe('follow-up chips of the latest reply', () => {
  const replied = (content: string, suggestions: string[] | null, from = typing()) => {
    const streaming = suggestions ? reduce(from, replySuggestionsReceived(suggestions)) : from;
    return reduce(streaming, replyReceived(bot(content)));
  };

  it("are the latest reply's suggestions, not the initial chips, and go once the shopper answers", () => {
    expect(followUpSuggestions(initialChatState)).toEqual([]);
    const first = replied('Here are headphones.', ['cheaper', 'compare them']);
    expect(first.suggestionsFor).toBe('bot-Here are headphones.');
    expect(followUpSuggestions(first)).toEqual(['cheaper', 'compare them']);
    expect(showsSuggestionChips(first)).toBe(false);
    const asked = reduce(first, messageSent('cheaper'));
    expect(followUpSuggestions(asked)).toEqual([]);
    const second = replied('Cheaper ones:', ['in stock only'], asked);
    expect(second.messages).toHaveLength(5);
    expect(followUpSuggestions(second)).toEqual(['in stock only']);
  });

  it("never shows an older reply's: after a reply without suggestions, or a failed one", () => {
    const first = replied('Here are headphones.', ['cheaper']);
    const bare = replied('Hello!', null, reduce(first, messageSent('hi')));
    // The spec keeps the suggestions when a reply supplies none; they are not this reply's follow-ups.
    expect(bare.suggestions).toEqual(['cheaper']);
    expect(followUpSuggestions(bare)).toEqual([]);
    const failed = reduce(reduce(first, messageSent('hi')), replyFailed());
    expect(followUpSuggestions(failed)).toEqual([]);
    expect(followUpSuggestions(reduce(first, messagesCleared()))).toEqual([]);
    expect(showsSuggestionChips(reduce(first, messagesCleared()))).toBe(true);
  });

  it("after a reload are the server's suggestions under its latest reply, but not under an apology or the greeting", () => {
    const user = { ...bot('headphones'), id: 'u1', sender: 'user' as const };
    const conversation = (last: ChatMessage) => ({
      messages: [bot(CHAT_GREETING), user, last],
      suggestions: ['cheaper'],
      context: { sessionId: 's1', lastQuery: 'headphones' },
    });
    const loaded = reduce(initialChatState, conversationLoaded(conversation(bot('Here you go', { products: [card] }))));
    expect(followUpSuggestions(loaded)).toEqual(['cheaper']);
    // A failed turn keeps the suggestions of the reply before it on the server.
    expect(followUpSuggestions(reduce(initialChatState, conversationLoaded(conversation(bot(CHAT_FAILURE_MESSAGE)))))).toEqual([]);
    const fresh = reduce(initialChatState, conversationLoaded({ ...conversation(user), messages: [bot(CHAT_GREETING)], suggestions: [...CHAT_INITIAL_SUGGESTIONS] }));
    expect(followUpSuggestions(fresh)).toEqual([]);
    expect(showsSuggestionChips(fresh)).toBe(true);
  });
});
