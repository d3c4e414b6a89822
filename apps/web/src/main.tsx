// First: zod must know before its first schema is built that the CSP refuses eval.
import './lib/zod-without-eval';
import './index.css';
import { readServerState } from './lib/server-state';
import { yieldToBrowser } from './lib/yield-to-browser';

/**
 * Starts the app in steps, each its own task: React; the API; the store; the routes and their
 * components; then the store, its server state and the router are built, and React hydrates the page
 * in slices. The page's loader fetches every step's files at once (scripts/paint-first.ts); a step only
 * evaluates its share, so no single task evaluates all the code (ADR 0012).
 */
async function start(root: HTMLElement) {
  // A page the server rendered (entry-server.tsx) comes with the state it was drawn from.
  const server = root.hasChildNodes() ? readServerState(document) : undefined;
  const { startTransition, createRoot, hydrateRoot } = await import('./app/start-react');
  await yieldToBrowser();
  // The API (Redux Toolkit and RTK Query, then the API itself), and then the store's slices with the
  // features' endpoints: evaluated together they were one of the start's longest tasks (ADR 0040).
  const { apiHydrated } = await import('./lib/api-client');
  await yieldToBrowser();
  const { makeStore } = await import('./app/store');
  await yieldToBrowser();
  const { createAppRouter, createRoutes, resolveLazyRoutes, ClientApp, startGuestShopper, refreshShopperOnReturn } =
    await import('./app/client-start');
  await yieldToBrowser();

  const store = makeStore(server?.state);
  // Another tab may change the cart or lists: they are read again when the shopper comes back to this one.
  refreshShopperOnReturn(store);
  if (server) {
    await yieldToBrowser();
    store.dispatch(apiHydrated({ api: server.api }));
  }
  const routes = createRoutes(store);
  // The page's own code must be here before hydrating, or the router would show its loading fallback.
  // If that download fails, the router tries again itself and shows its error screen if it must.
  // Asking for it adds a link for each of its files (Vite's preloading): a task of its own, not the
  // server state's (ADR 0040).
  if (server) {
    await yieldToBrowser();
    await resolveLazyRoutes(routes, window.location.pathname).catch(() => undefined);
  }
  await yieldToBrowser();
  // React Router reads a page's hydration data from this global itself, and turns the errors the server
  // serialized back into Error and ErrorResponse objects on the way (which it skips for data passed in).
  if (server) window.__staticRouterHydrationData = server.router;
  const router = createAppRouter(store, routes);
  await yieldToBrowser();

  // The entry's own JSX makes it import React statically, so the React chunk is fetched with the entry
  // and its small parts evaluated there; Lighthouse scored that better than an entry importing nothing
  // (ADR 0012). React DOM itself is still evaluated in the first step.
  // A guest's cart and lists are known to be empty: they are put in the store once the first screen is
  // committed (the server drew them as loading), before the hooks that would ask for them start.
  const app = <ClientApp store={store} router={router} beforeEffects={() => startGuestShopper(store, document.cookie)} />;
  // A transition lets React render (or hydrate) the first screen in slices that yield to the browser,
  // instead of one long task that blocks input while the page starts.
  startTransition(() => {
    if (server) {
      hydrateRoot(root, app, {
        // A page that differs from the server's is drawn again in the browser; say so, for the tests.
        onRecoverableError: (error) => console.error('Hydration fell back to rendering in the browser:', error),
      });
    }
    else createRoot(root).render(app);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
start(root).catch((error: unknown) => {
  // A step's file that could not be loaded (the network, or a new release replaced it) leaves the page
  // as the server drew it: readable, its links and search working, its buttons not. Say why.
  console.error('The shop could not start in this browser; the page works as plain links until it is reloaded:', error);
});
