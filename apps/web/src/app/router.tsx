import type { ComponentType } from 'react';
import { createBrowserRouter, data, matchRoutes, type RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { homeApi } from '@/features/home/api/home-api';
import { MERCHANDISING_ROWS } from '@/features/home/merchandising-rows';
import { productsApi } from '@/features/products/api/products-api';
import { shopApi } from '@/features/shop/api/shop-api';
import { parseListingQuery, type ListingQuery } from '@/features/products/listing-query';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';
import { RouteError } from './routes/route-error';
import type { AppStore } from './store';

/** Spec §8: loading a chunk of code gives up after 120 seconds with a chunk load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`Loading a chunk of the app timed out after ${timeoutMs / 1000} s`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, timeoutMs);
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}

function PageLoading() {
  return <Spinner label="Loading page…" />;
}

/** A route whose code downloads when it is first visited, with a spinner if that is the first page. */
function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { HydrateFallback: PageLoading, lazy: async () => ({ Component: pick(await loadChunk(load)) }) };
}

/**
 * The routes. Home ships in the first download; every other page, the product list too, loads on demand.
 * Loaders start a page's request as navigation begins, alongside its code, rather than after the
 * page renders; the page then reads it from RTK Query's cache.
 */
export function createRoutes(store: AppStore): RouteObject[] {
  // Every visit to a listing loads it afresh, so the products slice always mirrors what is shown
  // (the API's Cache-Control lets the browser answer repeats quickly).
  const loadListing = (query: ListingQuery) => {
    void store.dispatch(
      productsApi.endpoints.getProducts.initiate(query, { subscribe: false, forceRefetch: true }),
    );
    return null;
  };

  return [
    {
      // The back office (issue 21): a chunk of its own, outside the storefront's layout; none of it is in
      // the storefront's first download.
      path: '/admin/*',
      errorElement: <RouteError />,
      ...lazyRoute(() => import('@/admin/admin-app'), (m) => m.AdminApp),
    },
    {
      path: '/',
      Component: RootLayout,
      // The shop's name and links (its settings) for the header and footer of every page, the server's too.
      loader: () => {
        void store.dispatch(shopApi.endpoints.getShopSettings.initiate(undefined, { subscribe: false }));
        return null;
      },
      errorElement: <RouteError />,
      children: [
        {
          // Errors below show inside the layout, with the header and footer still there.
          errorElement: <RouteError />,
          HydrateFallback: PageLoading,
          children: [
            {
              index: true,
              Component: HomeRoute,
              loader: () => {
                // Its featured products and merchandising rows; and the list's first page, so opening /products
                // after home is instant.
                void store.dispatch(productsApi.endpoints.getFeaturedProducts.initiate(undefined, { subscribe: false }));
                MERCHANDISING_ROWS.forEach((_row, index) => {
                  void store.dispatch(homeApi.endpoints.getRowProducts.initiate(index, { subscribe: false }));
                });
                return loadListing({});
              },
            },
            {
              path: 'products',
              // Its filters and listing download with the list's data: the server draws the first screen (ADR 0012).
              ...lazyRoute(() => import('./routes/products'), (m) => m.ProductsRoute),
              loader: ({ request }) => {
                // The sidebar's categories come with the listing, so a server-rendered list has them too.
                void store.dispatch(productsApi.endpoints.getCategories.initiate(undefined, { subscribe: false }));
                return loadListing(parseListingQuery(new URL(request.url).searchParams));
              },
            },
            {
              path: 'products/:id',
              loader: ({ params }) => {
                if (params.id) {
                  // The product and its related products at once, so a server-drawn page comes with both.
                  void store.dispatch(productsApi.endpoints.getProduct.initiate(params.id, { subscribe: false }));
                  void store.dispatch(productsApi.endpoints.getRelatedProducts.initiate(params.id, { subscribe: false }));
                }
                return null;
              },
              ...lazyRoute(() => import('./routes/product'), (m) => m.ProductRoute),
            },
            {
              path: 'categories',
              // Asked for as navigation starts, so a server-drawn page lists them too.
              loader: () => {
                void store.dispatch(productsApi.endpoints.getCategories.initiate(undefined, { subscribe: false }));
                return null;
              },
              ...lazyRoute(() => import('./routes/categories'), (m) => m.CategoriesRoute),
            },
            { path: 'about', ...lazyRoute(() => import('./routes/about'), (m) => m.AboutRoute) },
            { path: 'contact', ...lazyRoute(() => import('./routes/contact'), (m) => m.ContactRoute) },
            { path: 'help', ...lazyRoute(() => import('./routes/help'), (m) => m.HelpRoute) },
            { path: 'checkout', ...lazyRoute(() => import('./routes/checkout'), (m) => m.CheckoutRoute) },
            { path: 'wishlist', ...lazyRoute(() => import('./routes/wishlist'), (m) => m.WishlistRoute) },
            { path: 'account', ...lazyRoute(() => import('./routes/account'), (m) => m.AccountRoute) },
            { path: 'orders/:id', ...lazyRoute(() => import('./routes/order'), (m) => m.OrderRoute) },
            { path: 'sign-in', ...lazyRoute(() => import('./routes/sign-in'), (m) => m.SignInRoute) },
            { path: 'sign-up', ...lazyRoute(() => import('./routes/sign-up'), (m) => m.SignUpRoute) },
            { path: 'forgot-password', ...lazyRoute(() => import('./routes/password-reset'), (m) => m.ForgotPasswordRoute) },
            { path: 'reset-password', ...lazyRoute(() => import('./routes/password-reset'), (m) => m.ResetPasswordRoute) },
            {
              path: '*',
              loader: () => {
                throw data(null, { status: 404, statusText: 'Not Found' });
              },
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Downloads the code of the lazy routes matching `pathname` and puts it on the route objects, so a
 * page the server rendered hydrates at once instead of showing its loading fallback first.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).map((match) => match.route).filter((route) => route.lazy);
  await Promise.all(
    lazy.map(async (route) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/** The browser's router; for a page the server drew, it reads the hydration data `main.tsx` put on `window`. */
export function createAppRouter(store: AppStore, routes: RouteObject[] = createRoutes(store)) {
  return createBrowserRouter(routes);
}
