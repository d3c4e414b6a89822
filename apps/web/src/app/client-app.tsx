import { StrictMode, useLayoutEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { AppReady } from './app-ready';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

interface ClientAppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
  /**
   * Runs once the first screen is committed (drawn or hydrated) and before any of its components' effects:
   * layout effects all run before the first passive effect, where RTK Query's hooks start their requests.
   * A guest's store is seeded here (`guest-shopper.ts`), so the hydrating render still matches the
   * server's HTML (a wishlist page rendered as loading) and no request for the empty lists starts.
   */
  beforeEffects?: () => void;
}

/** The app the browser draws or hydrates (`main.tsx`), around the store and router it was given. */
export function ClientApp({ store, router, beforeEffects }: ClientAppProps) {
  useLayoutEffect(() => beforeEffects?.(), [beforeEffects]);
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <AppReady />
      </Provider>
    </StrictMode>
  );
}
