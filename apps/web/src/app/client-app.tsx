import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { AppReady } from './app-ready';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

/**
 * The app the browser draws or hydrates, as an element for `main.tsx`, which has no JSX of its own: its
 * chunk then imports nothing, and React is evaluated in the start's first step rather than before it.
 */
export function clientApp(store: AppStore, router: ReturnType<typeof createAppRouter>) {
  return <ClientApp store={store} router={router} />;
}

function ClientApp({ store, router }: { store: AppStore; router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <AppReady />
      </Provider>
    </StrictMode>
  );
}
