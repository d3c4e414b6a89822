import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createRoutes } from '@/app/router';
import { makeStore, type AppStore, type RootState } from '@/app/store';

interface Options {
  preloadedState?: Partial<RootState>;
  /** The address the test starts at. */
  route?: string;
  /** A store the test has prepared, instead of one made from `preloadedState`. */
  store?: AppStore;
}

function renderRoutes(routeObjects: (store: AppStore) => RouteObject[], { preloadedState, route = '/', store = makeStore(preloadedState) }: Options) {
  const router = createMemoryRouter(routeObjects(store), { initialEntries: [route] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}

/** Renders one component with a store and a router, at any address. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  return renderRoutes(() => [{ path: '*', element: ui }], options);
}

/** Renders the whole app (layout and routes) at an address. */
export function renderApp(options: Options = {}) {
  return renderRoutes(createRoutes, options);
}

type Answer = { status?: number; body: unknown } | (() => Promise<{ status?: number; body: unknown }>);

/**
 * Stubs fetch with answers per path and query (e.g. '/api/products?page=2'); anything else is a 404.
 * Returns the mock, whose calls are the Requests made.
 */
export function mockApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = answers[url.pathname + url.search];
    const { status = 200, body } =
      typeof answer === 'function'
        ? await answer()
        : (answer ?? { status: 404, body: { error: { code: 'not_found', message: `No route for GET ${url.pathname}` } } });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
