import { CHAT_PANEL_HEIGHT_PX, CHAT_PANEL_MINIMISED_HEIGHT_PX } from '@cartwise/domain/policy';
import Bot from 'lucide-react/icons/bot';
import ChevronUp from 'lucide-react/icons/chevron-up';
import Minus from 'lucide-react/icons/minus';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import X from 'lucide-react/icons/x';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useClearConversationMutation, useGetConversationQuery } from '../api/chat-api';
import { sendChatMessage, type ChatDispatch } from '../api/send-chat-message';
import { closed, minimisedToggled, selectChatIsMinimised, selectChatIsTyping } from '../chat-slice';
import type { AddToCart } from './add-to-cart-button';
import { ChatInput } from './chat-input';
import { ChatMessageList } from './chat-message-list';
import { CHAT_PANEL_ID } from './chat-toggle';
import { SuggestionChips } from './suggestion-chips';

/** Below Tailwind's `sm` breakpoint, where the panel is as wide as the screen. */
const PHONE = '(max-width: 639.98px)';

const headerButton = 'flex size-8 items-center justify-center rounded-full hover:bg-white/20 disabled:opacity-50 aria-disabled:opacity-50';

/**
 * Spec §2 chat widget: the panel titled 'AI Shopping Assistant', 'Typing...' while a reply streams and
 * 'Online' otherwise; it minimises to its title bar, closes, and starts over. 600px high (60px
 * minimised), at most 80vh. The conversation is the server's, so it survives a reload.
 */
export function ChatPanel({ addToCart }: { addToCart: AddToCart }) {
  const dispatch = useDispatch<ChatDispatch>();
  const isMinimised = useSelector(selectChatIsMinimised);
  const isTyping = useSelector(selectChatIsTyping);
  useGetConversationQuery();
  const [clearConversation, clearing] = useClearConversationMutation();
  const panel = useRef<HTMLElement>(null);

  // Opening moves focus into the panel, to the message box.
  useEffect(() => {
    panel.current?.querySelector<HTMLTextAreaElement>('textarea:not(:disabled)')?.focus();
  }, []);

  const send = (text: string) => void dispatch(sendChatMessage(text));

  return (
    <section
      id={CHAT_PANEL_ID}
      ref={panel}
      aria-labelledby="chat-panel-heading"
      onKeyDown={(event) => {
        if (event.key === 'Escape') dispatch(closed());
      }}
      onClick={(event) => {
        // On a phone the panel covers most of the page a link opens: following one closes it (the
        // conversation is kept), and focus goes to the new page rather than back to the chat button.
        if (!(event.target instanceof Element && event.target.closest('a[href]')) || !window.matchMedia(PHONE).matches) return;
        document.getElementById('main')?.focus({ preventScroll: true });
        dispatch(closed());
      }}
      style={{ height: isMinimised ? CHAT_PANEL_MINIMISED_HEIGHT_PX : CHAT_PANEL_HEIGHT_PX }}
      // On a phone it spans the screen's width, less a margin, so its title fits.
      className="fixed inset-x-2 bottom-2 z-40 flex max-h-[80vh] flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[min(24rem,calc(100vw-2rem))]"
    >
      <div className="flex h-[60px] shrink-0 items-center gap-2 bg-brand-600 px-4 text-white">
        <Bot aria-hidden="true" className="size-6 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id="chat-panel-heading" className="truncate leading-tight font-semibold">
            AI Shopping Assistant
          </h2>
          <p className="flex items-center gap-1.5 text-xs text-white">
            <span aria-hidden="true" className={`size-2 rounded-full ${isTyping ? 'bg-amber-300' : 'bg-emerald-300'}`} />
            {isTyping ? 'Typing...' : 'Online'}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-0.5">
          <button
            type="button"
            aria-label="Start a new conversation"
            title="Start a new conversation"
            // Focusable while it cannot be used, so focus stays in the panel after a press.
            aria-disabled={isTyping || clearing.isLoading}
            onClick={() => {
              if (!isTyping && !clearing.isLoading) void clearConversation();
            }}
            className={headerButton}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={isMinimised ? 'Expand AI shopping assistant' : 'Minimise AI shopping assistant'}
            aria-expanded={!isMinimised}
            onClick={() => dispatch(minimisedToggled())}
            className={headerButton}
          >
            {isMinimised ? <ChevronUp aria-hidden="true" className="size-5" /> : <Minus aria-hidden="true" className="size-5" />}
          </button>
          <button
            type="button"
            aria-label="Close AI shopping assistant"
            onClick={() => dispatch(closed())}
            className={headerButton}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      {!isMinimised && (
        <>
          <ChatMessageList addToCart={addToCart} onSend={send} />
          <SuggestionChips onSend={send} />
          <ChatInput disabled={isTyping} onSend={send} />
        </>
      )}
    </section>
  );
}
