import { useEffect } from 'react';

/**
 * Marks the page as running (`<html data-app="ready">`) once React has drawn or hydrated it; the e2e
 * tests wait for it. The server renders it too, so both trees have the same shape (and the same useId
 * values) when the browser hydrates.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
