import { CHAT_FAILURE_MESSAGE, CHAT_GREETING, CHAT_INITIAL_SUGGESTIONS } from '@cartwise/domain/policy';
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ChatAction,
  ChatContext,
  ChatConversation,
  ChatMessage,
  ChatProductCard,
} from '@cartwise/domain/chat/schemas';

/** The reply the assistant is streaming: shown as it arrives, replaced by the finished message. */
export interface ReplyInProgress {
  content: string;
  products: ChatProductCard[];
  actions: ChatAction[];
  suggestions: string[] | null;
}

/**
 * The chat state of spec §3. The server keeps the conversation (GET /api/chat loads it); this slice is what
 * the panel shows, including the reply while it streams.
 */
export interface ChatState {
  messages: ChatMessage[];
  isOpen: boolean;
  isMinimised: boolean;
  isTyping: boolean;
  reply: ReplyInProgress | null;
  suggestions: string[];
  /**
   * The bot reply whose follow-ups `suggestions` are (its `suggestions`); null while they are the initial
   * suggestions of a fresh conversation.
   */
  suggestionsFor: string | null;
  context: ChatContext;
}

export const GREETING_ID = 'greeting';
const NO_METADATA: ChatMessage['metadata'] = { productIds: [], actions: [], products: [] };

export const initialChatState: ChatState = {
  messages: [
    { id: GREETING_ID, content: CHAT_GREETING, sender: 'bot', timestamp: new Date().toISOString(), type: 'text', metadata: NO_METADATA },
  ],
  isOpen: false,
  isMinimised: false,
  isTyping: false,
  reply: null,
  suggestions: [...CHAT_INITIAL_SUGGESTIONS],
  suggestionsFor: null,
  context: { sessionId: null, lastQuery: null },
};

/**
 * The reply the server's suggestions belong to: its latest message when that is a reply of the assistant
 * (neither the greeting alone nor the apology of a failed turn, which keeps the suggestions before it).
 */
function repliedTo(messages: ChatMessage[]): string | null {
  const last = messages.at(-1);
  return messages.length > 1 && last?.sender === 'bot' && last.content !== CHAT_FAILURE_MESSAGE ? last.id : null;
}

const botMessage = (content: string): ChatMessage => ({
  id: nanoid(),
  content,
  sender: 'bot',
  timestamp: new Date().toISOString(),
  type: 'text',
  metadata: NO_METADATA,
});

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    toggled(state) {
      state.isOpen = !state.isOpen;
      state.isMinimised = false;
    },
    opened(state) {
      state.isOpen = true;
      state.isMinimised = false;
    },
    closed(state) {
      state.isOpen = false;
    },
    minimisedToggled(state) {
      state.isMinimised = !state.isMinimised;
    },
    /** The server's conversation (after a reload, or cleared); a reply being streamed takes precedence. */
    conversationLoaded(state, action: PayloadAction<ChatConversation>) {
      if (state.isTyping) return;
      const { messages, suggestions, context } = action.payload;
      if (messages.length > 0) state.messages = messages;
      state.suggestions = suggestions;
      state.suggestionsFor = repliedTo(state.messages);
      state.context = context;
    },
    /** A shopper's message: sent only when it has text and the assistant is not already answering. */
    messageSent: {
      reducer(state, action: PayloadAction<{ id: string; content: string; timestamp: string }>) {
        const content = action.payload.content.trim();
        if (content === '' || state.isTyping) return;
        state.messages.push({ ...action.payload, content, sender: 'user', type: 'text', metadata: NO_METADATA });
        state.context.lastQuery = content;
        state.isTyping = true;
        state.reply = { content: '', products: [], actions: [], suggestions: null };
      },
      prepare: (content: string) => ({ payload: { id: nanoid(), content, timestamp: new Date().toISOString() } }),
    },
    replyTextReceived(state, action: PayloadAction<string>) {
      if (state.reply) state.reply.content += action.payload;
    },
    replyProductsReceived(state, action: PayloadAction<ChatProductCard[]>) {
      if (state.reply) state.reply.products = action.payload;
    },
    replyActionsReceived(state, action: PayloadAction<ChatAction[]>) {
      if (state.reply) state.reply.actions = action.payload;
    },
    replySuggestionsReceived(state, action: PayloadAction<string[]>) {
      if (state.reply) state.reply.suggestions = action.payload;
    },
    /**
     * The finished reply: a bot message with product ids and actions; suggestions replaced if supplied,
     * and then they are this reply's follow-ups.
     */
    replyReceived(state, action: PayloadAction<ChatMessage>) {
      // No reply under way: the shopper signed out while it streamed (`messagesCleared`); it was theirs, not the next shopper's.
      if (!state.reply) return;
      const message = action.payload;
      // The cards streamed before stay with the message, should it not repeat them.
      const streamed = state.reply?.products ?? [];
      const keepStreamed = message.metadata.products.length === 0 && streamed.length > 0;
      state.messages.push(keepStreamed ? { ...message, metadata: { ...message.metadata, products: streamed } } : message);
      if (state.reply?.suggestions) {
        state.suggestions = state.reply.suggestions;
        state.suggestionsFor = message.id;
      }
      state.isTyping = false;
      state.reply = null;
    },
    /** The reply failed as a whole: the server's apology, a message of our own, or the spec's (§8). */
    replyFailed: {
      reducer(state, action: PayloadAction<ChatMessage>) {
        state.messages.push(action.payload);
        state.isTyping = false;
        state.reply = null;
      },
      prepare: (apology?: ChatMessage | string) => ({
        payload: typeof apology === 'object' ? apology : botMessage(apology ?? CHAT_FAILURE_MESSAGE),
      }),
    },
    /**
     * Starts over with the greeting (the conversation cleared, or the shopper signed out): nothing of the
     * conversation stays on screen, nor does a reply still streaming.
     */
    messagesCleared(state) {
      state.messages = state.messages.slice(0, 1);
      state.suggestions = [...CHAT_INITIAL_SUGGESTIONS];
      state.suggestionsFor = null;
      state.isTyping = false;
      state.reply = null;
    },
  },
  selectors: {
    selectChatIsOpen: (state) => state.isOpen,
    selectChatIsMinimised: (state) => state.isMinimised,
    selectChatIsTyping: (state) => state.isTyping,
    selectChatMessages: (state) => state.messages,
    selectChatReply: (state) => state.reply,
    selectChatSuggestions: (state) => state.suggestions,
    selectChatSuggestionsFor: (state) => state.suggestionsFor,
    selectChatFollowUps: (state) => followUpSuggestions(state),
  },
});

export const {
  toggled,
  opened,
  closed,
  minimisedToggled,
  conversationLoaded,
  messageSent,
  replyTextReceived,
  replyProductsReceived,
  replyActionsReceived,
  replySuggestionsReceived,
  replyReceived,
  replyFailed,
  messagesCleared,
} = chatSlice.actions;
export const {
  selectChatIsOpen,
  selectChatIsMinimised,
  selectChatIsTyping,
  selectChatMessages,
  selectChatReply,
  selectChatSuggestions,
  selectChatSuggestionsFor,
  selectChatFollowUps,
} = chatSlice.selectors;

/** Spec §2: the initial suggestion chips show only while there are suggestions and at most 2 messages. */
export const CHIPS_MAX_MESSAGES = 2;
export function showsSuggestionChips(state: Pick<ChatState, 'messages' | 'suggestions' | 'suggestionsFor'>): boolean {
  return state.suggestionsFor === null && state.suggestions.length > 0 && state.messages.length <= CHIPS_MAX_MESSAGES;
}

const NO_FOLLOW_UPS: string[] = [];

/**
 * The follow-ups of the latest reply, shown under it as chips: only while that reply is the latest
 * message, so an older reply's never show (a different thing from the spec's initial chips).
 */
export function followUpSuggestions(state: Pick<ChatState, 'messages' | 'suggestions' | 'suggestionsFor'>): string[] {
  const latest = state.messages.at(-1);
  return state.suggestionsFor !== null && latest?.id === state.suggestionsFor ? state.suggestions : NO_FOLLOW_UPS;
}
