import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectChatFollowUps, selectChatIsTyping, selectChatMessages, selectChatReply } from '../chat-slice';
import type { AddToCart } from './add-to-cart-button';
import { ChatBubble } from './chat-bubble';
import { FollowUpChips } from './suggestion-chips';

const CLOCK_TICK_MS = 30_000;

/** The current time, again every 30 s, so 'Just now' becomes '1m ago' while the panel is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The conversation, a polite live region: screen readers read each new message, and a streaming reply
 * once it is complete (the log is busy meanwhile). It keeps the latest message in view. The latest
 * reply's follow-ups are chips under it; `onSend` sends one.
 */
export function ChatMessageList({ addToCart, onSend }: { addToCart: AddToCart; onSend: (text: string) => void }) {
  const messages = useSelector(selectChatMessages);
  const followUps = useSelector(selectChatFollowUps);
  const reply = useSelector(selectChatReply);
  const isTyping = useSelector(selectChatIsTyping);
  const now = useNow();
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, reply?.content, reply?.products.length, followUps]);

  return (
    <div ref={list} className="flex-1 overflow-y-auto p-4 text-sm">
      <div role="log" aria-live="polite" aria-label="Conversation" aria-busy={isTyping}>
        <ol className="flex flex-col gap-4">
          {messages.map((message, index) => (
            <ChatBubble
              key={message.id}
              sender={message.sender}
              content={message.content}
              timestamp={message.timestamp}
              products={message.metadata.products}
              actions={message.metadata.actions}
              now={now}
              addToCart={addToCart}
            >
              {index === messages.length - 1 && <FollowUpChips suggestions={followUps} onSend={onSend} />}
            </ChatBubble>
          ))}
          {reply && reply.content !== '' && (
            <ChatBubble
              sender="bot"
              content={reply.content}
              products={reply.products}
              actions={reply.actions}
              now={now}
              addToCart={addToCart}
            />
          )}
        </ol>
      </div>
      {isTyping && reply?.content === '' && (
        // The header's status says 'Typing...' in words; these are the dots.
        <div aria-hidden="true" className="mt-4 flex items-center gap-1 pl-9">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-2 animate-bounce rounded-full bg-gray-400"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
