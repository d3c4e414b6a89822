import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { CART_TAG, cartApi } from '@/features/cart';
import {
  messageSent,
  replyActionsReceived,
  replyFailed,
  replyProductsReceived,
  replyReceived,
  replySuggestionsReceived,
  replyTextReceived,
  type ChatState,
} from '../chat-slice';
import { readChatEvents } from './chat-stream';

interface ChatRootState {
  chat: ChatState;
}
export type ChatDispatch = ThunkDispatch<ChatRootState, unknown, UnknownAction>;

/** The message of an error answer (`{error: {message}}`), when the server gave one. */
async function errorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    const message = body.error?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** When a 429 lets the shopper send again, from its Retry-After (seconds), in words; none without one. */
function retryAfterWords(response: Response): string | undefined {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? NaN : Number(header);
  if (response.status !== 429 || !Number.isInteger(seconds) || seconds <= 0) return undefined;
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `You can send another message in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}

/**
 * Spec §4 'send chat message' on `POST /api/chat`: appends the shopper's message, then shows the reply as
 * its events stream in, and the finished message when it is done. Anything that goes wrong ends in an
 * apology (the server's, a 4xx's own words such as the rate limit's, with when to try again, or the
 * spec's), and the input is usable again. Nothing is sent when the text is blank or a reply is pending.
 *
 * The assistant can put products in the cart ('add it to my cart'), so once the server has answered, the
 * cart is asked for again: the header's count and the drawer show what the reply did.
 */
export function sendChatMessage(text: string) {
  return async (dispatch: ChatDispatch, getState: () => ChatRootState): Promise<void> => {
    const sent = messageSent(text);
    dispatch(sent);
    if (getState().chat.messages.at(-1)?.id !== sent.payload.id) return;

    let answered = false;
    try {
      const response = await fetch('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ message: sent.payload.content.trim() }),
      });
      if (!response.ok || !response.body) {
        const clientError = response.status >= 400 && response.status < 500;
        const words = clientError ? await errorMessage(response) : undefined;
        const wait = retryAfterWords(response);
        dispatch(replyFailed(words && wait ? `${words} ${wait}` : words));
        return;
      }
      answered = true;
      for await (const { event, data } of readChatEvents(response.body)) {
        if (event === 'text') dispatch(replyTextReceived(data.text));
        else if (event === 'products') dispatch(replyProductsReceived(data.products));
        else if (event === 'actions') dispatch(replyActionsReceived(data.actions));
        else if (event === 'suggestions') dispatch(replySuggestionsReceived(data.suggestions));
        else if (event === 'done') return void dispatch(replyReceived(data.message));
        else return void dispatch(replyFailed(data.message));
      }
      // The stream ended without its last event: the reply is incomplete.
      dispatch(replyFailed());
    } catch {
      dispatch(replyFailed());
    } finally {
      if (answered) dispatch(cartApi.util.invalidateTags([CART_TAG]));
    }
  };
}
