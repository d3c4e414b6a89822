// The server's half of the storefront: renders the first screen of a page to HTML, with the catalogue
// answers it was drawn from, so the browser paints the page before its JavaScript has run and then
// hydrates it (`main.tsx`). Built by `vite build --ssr` into dist/server and loaded by the API server
// (apps/api/src/plugins/static-files.ts). Only the catalogue is rendered here: the shopper's own cart,
// lists and account load in the browser, so the HTML is the same for everyone with a session; a request
// without one is drawn as a guest (an empty cart and lists, nobody signed in), the same for every guest.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { createRoutes } from './app/router';
import { AppReady } from './app/app-ready';
import { seedGuestShopper } from './app/guest-shopper';
import { makeStore, type RootState } from './app/store';
import { serverStateElement } from './lib/server-state';
import { api } from './lib/api-client';
import { DocumentTitleSink, HOME_TITLE, SITE_NAME, withShopName } from './lib/use-document-title';
import { headTags, siteDescription, withDescription } from './lib/head-tags';
import type { PublicShopSettings } from '@cartwise/domain/settings/shop-settings';
import { PageMetaSink, type PageMeta } from './lib/page-meta';

export interface RenderOptions {
  /** Answers the API requests of the page (the server passes one that asks its own API in process). */
  fetchFn: typeof fetch;
  /** The page renders with what has arrived by then; the browser fetches the rest. */
  deadlineMs?: number;
  /** The shop's public address (PUBLIC_URL): canonical links, Open Graph URLs and JSON-LD need it absolute. */
  origin?: string;
  /**
   * The request holds no shopper session (neither the session cookie nor its marker): the page is drawn
   * with a guest's empty cart and lists and nobody signed in, the answers the browser would put in its
   * store for such a visitor anyway (ADR 0013), so it hydrates without drawing those parts again (ADR 0040).
   */
  guest?: boolean;
}

export interface RenderedPage {
  status: number;
  /** The whole document: the template with the page's title, markup and state. */
  html: string;
}

/** The origin the server-side store addresses; its fetch never leaves the process. */
const INTERNAL_ORIGIN = 'http://cartwise.internal';
const DEFAULT_DEADLINE_MS = 2_000;


const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The router's errors in the form React Router's browser router reads back from its hydration data. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[routeId] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) out[routeId] = { message: 'Something went wrong while showing this page.', __type: 'Error' };
    else out[routeId] = error;
  }
  return out;
}

/** 404 for an unknown address or a product that does not exist; otherwise the router's status. */
function statusOf(context: StaticHandlerContext, state: RootState): number {
  if (context.statusCode !== 200) return context.statusCode;
  const missingProduct = Object.values(state.api.queries).some(
    (entry) =>
      entry?.endpointName === 'getProduct' &&
      entry.status === 'rejected' &&
      (entry.error as { status?: unknown } | undefined)?.status === 404,
  );
  return missingProduct ? 404 : 200;
}

/** The shop's name as the settings the root route's loader asked for say it; the default's without them. */
function shopNameOf(state: RootState): string {
  const settings = Object.values(state.api.queries).find((entry) => entry?.endpointName === 'getShopSettings' && entry.status === 'fulfilled');
  return (settings?.data as PublicShopSettings | undefined)?.shopName ?? SITE_NAME;
}

/**
 * Renders the page at `url` (path and query) into `template` (the built index.html). Answers undefined
 * when the router answers with a redirect instead of a page; the server then sends the template as is.
 */
export async function renderPage(url: string, template: string, options: RenderOptions): Promise<RenderedPage | undefined> {
  const store = makeStore(undefined, { transport: { baseUrl: `${INTERNAL_ORIGIN}/api`, fetchFn: options.fetchFn } });
  if (options.guest) seedGuestShopper(store);
  const { query, dataRoutes } = createStaticHandler(createRoutes(store));
  const context = await query(new Request(new URL(url, INTERNAL_ORIGIN)));
  if (context instanceof Response) return undefined;

  // The loaders started the page's requests, and an answer may start more (a component's own query);
  // wait until none is running, up to the deadline.
  const settled = async () => {
    for (let running = store.dispatch(api.util.getRunningQueriesThunk()); running.length > 0; ) {
      await Promise.all(running);
      running = store.dispatch(api.util.getRunningQueriesThunk());
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    settled(),
    new Promise((resolve) => {
      timer = setTimeout(resolve, options.deadlineMs ?? DEFAULT_DEADLINE_MS);
    }),
  ]).finally(() => clearTimeout(timer));

  // The shop's name from its settings (the root route's loader asked for them): titles, Open Graph, JSON-LD.
  const shopName = shopNameOf(store.getState());
  let title = withShopName(HOME_TITLE, shopName);
  let meta: PageMeta = {};
  const markup = renderToString(
    <StrictMode>
      <DocumentTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
        <PageMetaSink.Provider value={(pageMeta) => (meta = pageMeta)}>
          <Provider store={store}>
            <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
            <AppReady />
          </Provider>
        </PageMetaSink.Provider>
      </DocumentTitleSink.Provider>
    </StrictMode>,
  );

  const finalState = store.getState();
  // Ends the store's cache timers and any request still running, so nothing holds it once sent.
  store.dispatch(api.util.resetApiState());
  const data = serverStateElement({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    state: { products: finalState.products },
    api: finalState.api,
  });

  // Replacements as functions: a '$' in the page (a search for "$'") must not be read as a pattern.
  const status = statusOf(context, finalState);
  const head = headTags({ url, origin: status === 200 ? options.origin : undefined, title, meta, shopName });
  const html = withDescription(template, meta.description ?? siteDescription(shopName))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>\n    ${head}`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>${data}`);
  return { status, html };
}
