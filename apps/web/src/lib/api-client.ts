import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Where a store's requests go. In the browser, the page's own origin (`/api`). When the server renders
 * a page it gives its store an absolute base and a fetch that answers from the API in the same process.
 */
export interface ApiTransport {
  baseUrl: string;
  fetchFn: typeof fetch;
}

/** The thunk extra argument of the store: the transport, when it is not the browser's. */
export interface StoreExtra {
  transport?: ApiTransport;
}

type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

const browserQuery: BaseQuery = fetchBaseQuery({ baseUrl: '/api' });
const transportQueries = new WeakMap<ApiTransport, BaseQuery>();

const isWrite = (args: string | FetchArgs) => typeof args !== 'string' && (args.method ?? 'GET').toUpperCase() !== 'GET';

/** Whether a write has been answered, so the browser holds the shopper's session cookie. */
let sessionOpen = false;
/** The write that may be starting the shopper's session, while it is under way. */
let sessionOpener: Promise<unknown> | undefined;

/**
 * Sends a write (a heart, a cart change, a recorded view). The server starts a shopper's session on their
 * first write and sets its cookie in the answer; two writes sent before that answer would each start a
 * session, and the change made in the one the browser does not keep would be lost (two quick hearts on a
 * first visit). So until a write has been answered, the next waits for the one under way.
 */
async function sendWrite(args: string | FetchArgs, queryApi: Parameters<BaseQuery>[1], extraOptions: object) {
  while (!sessionOpen && sessionOpener) await sessionOpener;
  if (sessionOpen) return browserQuery(args, queryApi, extraOptions);
  const result = browserQuery(args, queryApi, extraOptions);
  const opener = Promise.resolve(result).then((answer) => {
    // A write that succeeded has the cookie set; after one that failed, the next write opens instead.
    if (!answer.error) sessionOpen = true;
    sessionOpener = undefined;
  });
  sessionOpener = opener;
  return result;
}

const baseQuery: BaseQuery = async (args, queryApi, extraOptions) => {
  const transport = (queryApi.extra as StoreExtra | undefined)?.transport;
  if (!transport) {
    // Each request is prepared and sent in a task of its own: the page asks for several at once right
    // after it hydrates (cart, wishlist, account...), which together made one long task.
    await yieldToBrowser();
    return isWrite(args) ? sendWrite(args, queryApi, extraOptions) : browserQuery(args, queryApi, extraOptions);
  }
  let query = transportQueries.get(transport);
  if (!query) {
    query = fetchBaseQuery(transport);
    transportQueries.set(transport, query);
  }
  return query(args, queryApi, extraOptions);
};

/** The server's answers a server-rendered page was drawn from, handed to the browser's store. */
export const apiHydrated = createAction<unknown>('api/hydrated');

/**
 * The one RTK Query API of the web app. It starts empty: each feature adds its endpoints with
 * `api.injectEndpoints` beside its own code.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Product'],
  endpoints: () => ({}),
  extractRehydrationInfo: (action, { reducerPath }) =>
    apiHydrated.match(action) ? (action.payload as Record<string, never>)[reducerPath] : undefined,
});
