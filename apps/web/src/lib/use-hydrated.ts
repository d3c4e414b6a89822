import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the page the server drew, and while the browser hydrates it; true once the app runs it. A form
 * that only the app can send (it posts JSON, not the form's fields) stays disabled until then: without
 * JavaScript the browser would send it as a GET, the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
