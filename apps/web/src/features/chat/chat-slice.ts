import { CHAT_FAILURE_MESSAGE, CHAT_GREETING, CHAT_INITIAL_SUGGESTIONS } from '@cartwise/domain/policy';
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export interface ChatAction {
  type: string;
  label: string;
  value?: string;
}

export interface ChatMessage {
  id: string;
  content: string;
  sender: 'user' | 'bot';
  /** ISO 8601, so the state stays serialisable. */
  timestamp: string;
  type: 'text';
  metadata?: { productIds?: string[]; actions?: ChatAction[] };
}

/** The chat state of spec §3; the chat issue connects it to POST /api/chat. */
export interface ChatState {
  messages: ChatMessage[];
  isOpen: boolean;
  isMinimised: boolean;
  isTyping: boolean;
  suggestions: string[];
  context: { sessionId: string | null; lastQuery: string | null };
}

export const GREETING_ID = 'greeting';

export const initialChatState: ChatState = {
  messages: [
    { id: GREETING_ID, content: CHAT_GREETING, sender: 'bot', timestamp: new Date(0).toISOString(), type: 'text' },
  ],
  isOpen: false,
  isMinimised: false,
  isTyping: false,
  suggestions: [...CHAT_INITIAL_SUGGESTIONS],
  context: { sessionId: null, lastQuery: null },
};

const botMessage = (content: string, metadata?: ChatMessage['metadata']): ChatMessage => ({
  id: nanoid(),
  content,
  sender: 'bot',
  timestamp: new Date().toISOString(),
  type: 'text',
  ...(metadata ? { metadata } : {}),
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
    /** A shopper's message: sent only when it has text and the assistant is not already answering. */
    messageSent: {
      reducer(state, action: PayloadAction<{ id: string; content: string; timestamp: string }>) {
        const content = action.payload.content.trim();
        if (content === '' || state.isTyping) return;
        state.messages.push({ ...action.payload, content, sender: 'user', type: 'text' });
        state.context.lastQuery = content;
        state.isTyping = true;
      },
      prepare: (content: string) => ({ payload: { id: nanoid(), content, timestamp: new Date().toISOString() } }),
    },
    replyReceived: {
      reducer(state, action: PayloadAction<{ message: ChatMessage; suggestions?: string[] }>) {
        state.messages.push(action.payload.message);
        if (action.payload.suggestions) state.suggestions = action.payload.suggestions;
        state.isTyping = false;
      },
      prepare: (reply: { content: string; productIds?: string[]; actions?: ChatAction[]; suggestions?: string[] }) => {
        const metadata =
          reply.productIds || reply.actions
            ? { ...(reply.productIds ? { productIds: reply.productIds } : {}), ...(reply.actions ? { actions: reply.actions } : {}) }
            : undefined;
        return {
          payload: {
            message: botMessage(reply.content, metadata),
            ...(reply.suggestions ? { suggestions: reply.suggestions } : {}),
          },
        };
      },
    },
    replyFailed: {
      reducer(state, action: PayloadAction<ChatMessage>) {
        state.messages.push(action.payload);
        state.isTyping = false;
      },
      prepare: () => ({ payload: botMessage(CHAT_FAILURE_MESSAGE) }),
    },
    messagesCleared(state) {
      state.messages = state.messages.slice(0, 1);
    },
  },
  selectors: {
    selectChatIsOpen: (state) => state.isOpen,
    selectChatMessages: (state) => state.messages,
  },
});

export const { toggled, opened, closed, minimisedToggled, messageSent, replyReceived, replyFailed, messagesCleared } =
  chatSlice.actions;
export const { selectChatIsOpen, selectChatMessages } = chatSlice.selectors;
