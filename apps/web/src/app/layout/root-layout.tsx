import { useCallback, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useAddCartItemMutation } from '@/features/cart/api/cart-api';
import { CHAT_PANEL_ID } from '@/features/chat/components/chat-toggle';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { shopApi } from '@/features/shop/api/shop-api';
import { ShopNameContext, SITE_NAME } from '@/lib/use-document-title';
import { Footer } from './footer';
import { Header } from './header';

/** A thin bar at the top while the next page loads its code. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * After a move to another page (not a change of its filters or sort), focus goes to the page's content,
 * as it would after a full page load, so a keyboard or screen-reader user goes on from there instead of
 * from the link they left.
 */
function useFocusOnNewPage() {
  const { pathname, hash } = useLocation();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // A link in the assistant's conversation leaves the shopper in the conversation.
    if (document.activeElement?.closest(`#${CHAT_PANEL_ID}`)) return;
    // A link to a section of the page (/help#returns) goes on from that section.
    const section = hash.length > 1 ? document.getElementById(safeDecode(hash.slice(1))) : null;
    if (section && !section.hasAttribute('tabindex')) section.tabIndex = -1;
    (section ?? main.current)?.focus({ preventScroll: true });
  }, [pathname, hash]);
  // A control that goes away with what it did (Sign out, a Try Again that worked) would leave focus on
  // the page's body, where a keyboard or screen-reader user has lost their place: it goes to the content.
  useEffect(() => {
    const content = main.current;
    if (!content) return;
    let focused: Element | null = null;
    const noteFocus = (event: FocusEvent) => {
      focused = event.target as Element;
    };
    const keepFocus = new MutationObserver(() => {
      if (focused?.isConnected === false && (document.activeElement ?? document.body) === document.body) {
        focused = null;
        content.focus({ preventScroll: true });
      }
    });
    content.addEventListener('focusin', noteFocus);
    keepFocus.observe(content, { childList: true, subtree: true });
    return () => {
      keepFocus.disconnect();
      content.removeEventListener('focusin', noteFocus);
    };
  }, []);
  return main;
}

/** Every screen: skip link, sticky header, the page, footer, and the assistant when open. */
export function RootLayout() {
  const main = useFocusOnNewPage();
  // The assistant's cards add to the shopper's server cart; the header's badge follows.
  const [addCartItem] = useAddCartItemMutation();
  const addToCartFromChat = useCallback(
    async (productId: string) => {
      await addCartItem({ productId, quantity: 1 }).unwrap();
    },
    [addCartItem],
  );
  // The pages' titles name the shop as its settings do (asked for by the root route's loader, never again here).
  const shopName = shopApi.endpoints.getShopSettings.useQueryState().data?.shopName ?? SITE_NAME;
  return (
    <ShopNameContext.Provider value={shopName}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <Header />
        {/* At least a screen tall, so the footer never jumps down when a page's content arrives. */}
        <main id="main" ref={main} tabIndex={-1} className="min-h-[calc(100vh-4rem)] flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Footer />
        <ChatWidget addToCart={addToCartFromChat} />
        <ScrollRestoration />
      </div>
    </ShopNameContext.Provider>
  );
}
