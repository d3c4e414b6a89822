import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from '@/features/cart/cart-changes';
import { cartApi } from '@/features/cart/api/cart-api';
import { api, apiHydrated } from '@/lib/api-client';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { refreshShopperOnReturn, seedGuestShopper, startGuestShopper } from './guest-shopper';
import { Header } from './layout/header';
import { makeStore, type AppStore } from './store';

const requestedPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname);

/**
 * Resolves once none of the store's queries is running: every request that what came before started (a
 * component's subscription, an invalidated tag) has been sent and answered. A query starts in the same
 * task as its trigger, so when none is running after the trigger, the trigger asked for nothing.
 */
async function settled(store: AppStore) {
  for (let running = store.dispatch(api.util.getRunningQueriesThunk()); running.length > 0; ) {
    await Promise.all(running);
    running = store.dispatch(api.util.getRunningQueriesThunk());
  }
}

describe('startGuestShopper', () => {
  it('starts a browser without a session as a guest with nothing stored, without asking the server', async () => {
    const fetchMock = mockApi({});
    const store = makeStore();
    expect(startGuestShopper(store, 'theme=dark')).toBe(true);
    renderWithProviders(<Header />, { store });

    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
    expect(within(banner).queryByText(/^\d+$/)).toBeNull();
    // The header's queries subscribed as it rendered: had one found nothing stored, it would be running.
    expect(store.dispatch(api.util.getRunningQueriesThunk())).toEqual([]);
    await settled(store);
    expect(requestedPaths(fetchMock)).toEqual([]);
  });

  it('leaves a browser with a session to ask the server for its cart and lists', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': { body: { account: null } },
      '/api/cart': { body: { ...EMPTY_CART, itemCount: 2 } },
      '/api/wishlist': { body: { products: [] } },
    });
    const store = makeStore();
    expect(startGuestShopper(store, 'theme=dark; cartwise_shopper=1')).toBe(false);
    renderWithProviders(<Header />, { store });

    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(expect.arrayContaining(['/api/cart', '/api/wishlist', '/api/auth/me']));
  });

  it("puts nothing in again where the server drew the guest's page with those answers: nothing is drawn again", () => {
    mockApi({});
    const server = makeStore();
    seedGuestShopper(server);
    const store = makeStore();
    store.dispatch(apiHydrated({ api: server.getState().api }));
    const before = store.getState().api;

    expect(startGuestShopper(store, '')).toBe(true);
    expect(store.getState().api).toBe(before);
  });

  it('keeps the empty answers live: when the cart changes elsewhere (a sign-in, an order) it is read again', async () => {
    const fetchMock = mockApi({ '/api/cart': { body: { ...EMPTY_CART, itemCount: 3 } } });
    const store = makeStore();
    startGuestShopper(store, '');
    renderWithProviders(<Header />, { store });
    expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();

    act(() => {
      store.dispatch(cartApi.util.invalidateTags(['Cart']));
    });
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['/api/cart']);
  });
});

describe('refreshShopperOnReturn', () => {
  function leaveAndReturn() {
    act(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
  }

  it("reads the cart again when a shopper with a session comes back to the tab: another tab may have changed it", async () => {
    let items = 1;
    const fetchMock = mockApi({
      '/api/auth/me': { body: { account: null } },
      '/api/cart': () => Promise.resolve({ body: { ...EMPTY_CART, itemCount: items } }),
      '/api/wishlist': { body: { products: [] } },
    });
    document.cookie = 'cartwise_shopper=1';
    const store = makeStore();
    const stop = refreshShopperOnReturn(store);
    try {
      renderWithProviders(<Header />, { store });
      expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();

      items = 4;
      leaveAndReturn();
      expect(await screen.findByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument();
      // A focus without having left first (the page's own start) asks for nothing.
      await settled(store);
      const asked = requestedPaths(fetchMock).length;
      act(() => void window.dispatchEvent(new Event('focus')));
      expect(store.dispatch(api.util.getRunningQueriesThunk())).toEqual([]);
      await settled(store);
      expect(requestedPaths(fetchMock)).toHaveLength(asked);
    } finally {
      stop();
      document.cookie = 'cartwise_shopper=; max-age=0';
    }
  });

  it('asks nothing for a guest without a session', async () => {
    const fetchMock = mockApi({});
    const store = makeStore();
    startGuestShopper(store, '');
    const stop = refreshShopperOnReturn(store);
    try {
      renderWithProviders(<Header />, { store });
      await screen.findByRole('button', { name: 'Cart, 0 items' });
      leaveAndReturn();
      expect(store.dispatch(api.util.getRunningQueriesThunk())).toEqual([]);
      await settled(store);
      expect(requestedPaths(fetchMock)).toEqual([]);
    } finally {
      stop();
    }
  });
});
