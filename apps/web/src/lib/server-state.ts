import type { HydrationState } from 'react-router';
import type { RootState } from '@/app/store';

/**
 * What a page drawn on the server hands the browser's app (`entry-server.tsx` writes it, `main.tsx`
 * reads it): React Router's hydration data, the products slice as the server left it, and the API's
 * answers. The other slices hold nothing the server knows (the shopper's cart and chat load in the
 * browser), and the browser's own initial state for them is fresher (the chat greeting's time).
 */
export interface ServerState {
  router: HydrationState;
  state: Pick<RootState, 'products'>;
  api: RootState['api'];
}

/**
 * The id of the element that carries it: a JSON script, which the browser only stores while it parses
 * the page, rather than a script it would compile and run before the page is done (ADR 0012).
 */
export const SERVER_STATE_ID = 'cartwise-state';

/** JSON that is safe inside a <script> element: no '</script>', no line terminators JavaScript rejects. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The element the server writes after the page's markup. */
export function serverStateElement(state: ServerState): string {
  return `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`;
}

declare global {
  interface Window {
    /** Where React Router's browser router looks for a page's hydration data (`main.tsx` puts it there). */
    __staticRouterHydrationData?: HydrationState;
  }
}

/** The state of a page the server drew, or undefined for a page the browser renders itself. */
export function readServerState(doc: Document): ServerState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : undefined;
}
