import { CHAT_FAILURE_MESSAGE, CHAT_GREETING, CHAT_INITIAL_SUGGESTIONS } from '@cartwise/domain/policy';
import { describe, expect, it } from 'vitest';
import {
  chatSlice,
  closed,
  initialChatState,
  messagesCleared,
  messageSent,
  minimisedToggled,
  opened,
  replyFailed,
  replyReceived,
  toggled,
} from './chat-slice';

const reduce = chatSlice.reducer;

describe('chat slice (spec §4)', () => {
  it('starts with the greeting and the initial suggestions', () => {
    expect(initialChatState.messages).toEqual([expect.objectContaining({ content: CHAT_GREETING, sender: 'bot' })]);
    expect(initialChatState.suggestions).toEqual(CHAT_INITIAL_SUGGESTIONS);
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
    const typing = reduce(initialChatState, messageSent('hello'));
    expect(reduce(typing, messageSent('again'))).toEqual(typing);
  });

  it('a reply appends a bot message with product ids and actions and replaces the suggestions', () => {
    const typing = reduce(initialChatState, messageSent('headphones?'));
    const state = reduce(
      typing,
      replyReceived({
        content: 'These are popular:',
        productIds: ['p1', 'p2'],
        actions: [{ type: 'view', label: 'View all' }],
        suggestions: ['compare them'],
      }),
    );
    expect(state.isTyping).toBe(false);
    expect(state.messages.at(-1)).toMatchObject({
      sender: 'bot',
      content: 'These are popular:',
      metadata: { productIds: ['p1', 'p2'], actions: [{ type: 'view', label: 'View all' }] },
    });
    expect(state.suggestions).toEqual(['compare them']);
  });

  it('a reply without suggestions keeps the current ones', () => {
    const state = reduce(reduce(initialChatState, messageSent('hi')), replyReceived({ content: 'Hello!' }));
    expect(state.suggestions).toEqual(CHAT_INITIAL_SUGGESTIONS);
    expect(state.messages.at(-1)?.metadata).toBeUndefined();
  });

  it('a failure appends the apology', () => {
    const state = reduce(reduce(initialChatState, messageSent('hi')), replyFailed());
    expect(state.isTyping).toBe(false);
    expect(state.messages.at(-1)).toMatchObject({ sender: 'bot', content: CHAT_FAILURE_MESSAGE });
  });

  it('clearing keeps only the greeting', () => {
    const talked = reduce(reduce(initialChatState, messageSent('hi')), replyReceived({ content: 'Hello!' }));
    expect(reduce(talked, messagesCleared()).messages).toEqual(initialChatState.messages);
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
