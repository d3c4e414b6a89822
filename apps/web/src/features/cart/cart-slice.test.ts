import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { mockApi } from '@/testing/test-utils';
import { cartApi } from './api/cart-api';
import { cartSlice, closed, initialCartState, opened, problemDismissed, toggled } from './cart-slice';

const reduce = cartSlice.reducer;

describe('cart slice (spec §4)', () => {
  it('opens, closes and toggles', () => {
    const open = reduce(initialCartState, opened());
    expect(open.isOpen).toBe(true);
    expect(reduce(open, closed()).isOpen).toBe(false);
    expect(reduce(open, toggled()).isOpen).toBe(false);
    expect(reduce(initialCartState, toggled()).isOpen).toBe(true);
  });

  it('keeps what the server said when it refused a change to a line, until the next change', async () => {
    mockApi({
      '/api/cart/items/p1-default': {
        status: 409,
        body: { error: { code: 'conflict', message: "'Headphones' is out of stock" } },
      },
    });
    const store = makeStore();
    await store.dispatch(cartApi.endpoints.updateCartItem.initiate({ itemId: 'p1-default', quantity: 2 }));
    expect(store.getState().cart.problem).toEqual({ message: "'Headphones' is out of stock", itemId: 'p1-default' });

    store.dispatch(problemDismissed());
    expect(store.getState().cart.problem).toBeNull();
  });

  it('says a line is gone, not the server\'s id, when another tab removed it; removing it again is no problem', async () => {
    const gone = { status: 404, body: { error: { code: 'not_found', message: "Cart item 'p1-default' was not found" } } };
    mockApi({ '/api/cart/items/p1-default': gone, '/api/cart': { body: { items: [], itemCount: 0 } } });
    const store = makeStore();
    await store.dispatch(cartApi.endpoints.updateCartItem.initiate({ itemId: 'p1-default', quantity: 2 }));
    expect(store.getState().cart.problem).toEqual({
      message: 'That item was taken out of your cart in another tab or window.',
    });

    await store.dispatch(cartApi.endpoints.removeCartItem.initiate('p1-default'));
    expect(store.getState().cart.problem).toBeNull();
  });

  it('says the shop could not be reached when the request failed without an answer', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const store = makeStore();
    await store.dispatch(
      cartApi.endpoints.addCartItem.initiate({
        productId: 'p1',
        preview: { name: 'Headphones', price: 20, image: '', maxQuantity: 3 },
      }),
    );
    expect(store.getState().cart.problem?.message).toBe(
      "'Headphones' could not be added. The shop could not be reached. Your cart is as it was; please try again.",
    );
  });
});
