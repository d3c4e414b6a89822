import MessageCircle from 'lucide-react/icons/message-circle';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { opened, selectChatIsOpen } from '../chat-slice';
import type { AddToCart } from './add-to-cart-button';

// The panel, its conversation and its stream parser load on the first open, not with the page.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/**
 * Spec §2 chat widget: a floating button that opens the assistant's panel. When the panel closes with
 * focus inside it, focus goes back to the button that opened it: the header's chat button, or this one.
 * On a phone nothing floats: a button in the corner of a two-column grid lies over a card's Add to Cart or
 * price wherever it stands, so there the assistant opens from the header's button (issue 23, ADR 0051).
 */
export function ChatWidget({ addToCart }: { addToCart: AddToCart }) {
  const dispatch = useDispatch();
  const isOpen = useSelector(selectChatIsOpen);
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(isOpen);
  const opener = useRef<HTMLElement | null>(null);

  // Before the panel's own effect moves focus into it: whatever has focus now opened it. (This button is
  // gone once the panel shows, which leaves the focus on the page's body.)
  useLayoutEffect(() => {
    if (!isOpen || wasOpen.current) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [isOpen]);

  useEffect(() => {
    const focusLost = document.activeElement === document.body || document.activeElement === null;
    if (wasOpen.current && !isOpen && focusLost) (opener.current?.isConnected ? opener.current : launcher.current)?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  if (isOpen) {
    return (
      <Suspense fallback={null}>
        <ChatPanel addToCart={addToCart} />
      </Suspense>
    );
  }
  return (
    <button
      ref={launcher}
      type="button"
      aria-label="Chat with the AI shopping assistant"
      onClick={() => dispatch(opened())}
      className="chat-launcher fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 max-sm:hidden"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </button>
  );
}
