import { CHAT_BUBBLE_MAX_PRODUCTS } from '@cartwise/domain/policy';
import Bot from 'lucide-react/icons/bot';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import type { ChatAction, ChatProductCard as Card } from '@cartwise/domain/chat/schemas';
import { relativeTime } from '../relative-time';
import { AddToCartButton, type AddToCart } from './add-to-cart-button';
import { ChatProductCard } from './chat-product-card';

interface ChatBubbleProps {
  sender: 'user' | 'bot';
  content: string;
  /** ISO 8601; none while the reply is still streaming. */
  timestamp?: string | undefined;
  products?: Card[] | undefined;
  actions?: ChatAction[] | undefined;
  now: Date;
  addToCart: AddToCart;
  /** Shown under the message (the latest reply's follow-up chips). */
  children?: ReactNode;
}

/** The /products address of an 'open-product-list' action, its params as the list reads them. */
export function productListHref(params: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  }
  const query = search.toString();
  return query ? `/products?${query}` : '/products';
}

function ActionControl({ action, addToCart }: { action: ChatAction; addToCart: AddToCart }) {
  const link = buttonClass('secondary', 'sm');
  switch (action.type) {
    case 'view-product':
      return (
        <Link to={`/products/${encodeURIComponent(action.productId)}`} className={link}>
          {action.label}
        </Link>
      );
    case 'open-product-list':
      return (
        <Link to={productListHref(action.params)} className={link}>
          {action.label}
        </Link>
      );
    case 'add-to-cart':
      return <AddToCartButton productId={action.productId} label={action.label} addToCart={addToCart} />;
  }
}

/**
 * One message: its text (as text, never HTML), its time, at most 3 product cards (spec §9), the
 * reply's actions as buttons and links, and under them what the list adds (the latest reply's follow-ups).
 */
export function ChatBubble({ sender, content, timestamp, products = [], actions = [], now, addToCart, children }: ChatBubbleProps) {
  const mine = sender === 'user';
  const shown = products.slice(0, CHAT_BUBBLE_MAX_PRODUCTS);
  // A card already links to its product and has its own Add to Cart: the same action again is left out.
  const carded = new Set(shown.map((product) => product.id));
  const offered = actions.filter((action) => action.type === 'open-product-list' || !carded.has(action.productId));
  return (
    <li className={`flex gap-2 ${mine ? 'flex-row-reverse' : ''}`}>
      {!mine && (
        <span aria-hidden="true" className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Bot className="size-4" />
        </span>
      )}
      <div className={`flex max-w-[85%] flex-col gap-2 ${mine ? 'items-end' : 'items-start'}`}>
        <p className="sr-only">{mine ? 'You said:' : 'Assistant said:'}</p>
        <p
          className={`rounded-2xl px-4 py-2 break-words whitespace-pre-wrap ${
            mine ? 'rounded-tr-sm bg-brand-600 text-white' : 'rounded-tl-sm bg-gray-100 text-gray-800'
          }`}
        >
          {content}
        </p>
        {shown.length > 0 && (
          <ul aria-label="Products" className="flex w-full flex-col gap-2">
            {shown.map((product) => (
              <li key={product.id}>
                <ChatProductCard product={product} addToCart={addToCart} />
              </li>
            ))}
          </ul>
        )}
        {offered.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {offered.map((action) => (
              <ActionControl key={`${action.type}:${action.label}`} action={action} addToCart={addToCart} />
            ))}
          </div>
        )}
        {timestamp && (
          <time dateTime={timestamp} className="text-xs text-gray-600">
            {relativeTime(timestamp, now)}
          </time>
        )}
        {children}
      </div>
    </li>
  );
}
