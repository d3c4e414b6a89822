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

const baseQuery: BaseQuery = async (args, queryApi, extraOptions) => {
  const transport = (queryApi.extra as StoreExtra | undefined)?.transport;
  if (!transport) {
    // Each request is prepared and sent in a task of its own: the page asks for several at once right
    // after it hydrates (cart, wishlist, account...), which together made one long task.
    await yieldToBrowser();
    return browserQuery(args, queryApi, extraOptions);
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
