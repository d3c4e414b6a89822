import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * Node's Request (which fetchBaseQuery builds) needs absolute URLs and its own AbortSignal; in the
 * browser '/api/…' is relative to the page. Resolve against jsdom's location, and leave jsdom's
 * signal out, so RTK Query runs in tests as it does in the browser.
 */
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const { signal: _signal, ...rest } = init ?? {};
    super(typeof input === 'string' ? new URL(input, window.location.origin) : input, rest);
  }
}
globalThis.Request = PageRequest as typeof Request;

// Role queries over a whole page are slow in jsdom; give findBy… time when test files run in parallel.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not scroll; React Router's scroll restoration calls this.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
