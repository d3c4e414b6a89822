import { api } from '@/lib/api-client';
import type { ChatConversation } from '@cartwise/domain/chat/schemas';
import { conversationLoaded, messagesCleared, type ChatState } from '../chat-slice';

/**
 * The shopper's conversation kept on the server. Its answers land in the chat slice, which also holds what
 * is being streamed (see send-chat-message.ts), so the panel reads only the slice.
 */
export const chatApi = api.enhanceEndpoints({ addTagTypes: ['Chat'] }).injectEndpoints({
  endpoints: (build) => ({
    getConversation: build.query<ChatConversation, void>({
      query: () => '/chat',
      // Signing in carries the guest's conversation into the account's, signing out starts a guest's: read again.
      providesTags: ['Chat'],
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const messagesShown = () => (getState() as unknown as { chat: ChatState }).chat.messages;
        const shown = messagesShown();
        try {
          const { data } = await queryFulfilled;
          // A turn the shopper started meanwhile is newer than this answer (the server read the
          // conversation before it): keep what is shown.
          if (messagesShown() === shown) dispatch(conversationLoaded(data));
        } catch {
          // The greeting stays, and sending still works: the server keeps what follows.
        }
      },
    }),
    /** Starts over: only the greeting shows at once, then the server's fresh conversation. */
    clearConversation: build.mutation<ChatConversation, void>({
      query: () => ({ url: '/chat', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(messagesCleared());
        try {
          dispatch(conversationLoaded((await queryFulfilled).data));
        } catch {
          // Cleared here; the server's copy is read again on the next load.
        }
      },
    }),
  }),
});

export const { useGetConversationQuery, useClearConversationMutation } = chatApi;
