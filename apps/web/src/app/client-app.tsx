import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { AppReady } from './app-ready';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

/** The app the browser draws or hydrates (`main.tsx`), around the store and router it was given. */
export function ClientApp({ store, router }: { store: AppStore; router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <AppReady />
      </Provider>
    </StrictMode>
  );
}
