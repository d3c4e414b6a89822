import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { shopperListsApi } from '@/features/user/api/shopper-lists-api';
import { product } from '@/testing/fixtures';
import { mockApi } from '@/testing/test-utils';

const headphones = product({ id: 'p1', name: 'Headphones' });
const watch = product({ id: 'p2', name: 'Watch' });
const jacket = product({ id: 'p3', name: 'Jacket' });
const shoes = product({ id: 'p4', name: 'Shoes' });

const writesSent = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method !== 'GET').map((r) => new URL(r.url).pathname);

/**
 * Runs every timer (the client yields to the browser before each request) and all the work they start,
 * until nothing is left but the answers the test holds back: the requests sent by then are all there will
 * be until an answer comes.
 */
const settled = () => vi.runAllTimersAsync();

describe('the API client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("holds a shopper's second write until the first is answered (it brings the session cookie), then sends writes at once", async () => {
    let answerFirst!: () => void;
    let answerThird!: () => void;
    const fetchMock = mockApi({
      '/api/wishlist/p1': () => new Promise((resolve) => (answerFirst = () => resolve({ body: { products: [headphones] } }))),
      '/api/wishlist/p2': { body: { products: [watch, headphones] } },
      '/api/wishlist/p3': () => new Promise((resolve) => (answerThird = () => resolve({ body: { products: [jacket, watch, headphones] } }))),
      '/api/wishlist/p4': { body: { products: [shoes, jacket, watch, headphones] } },
    });
    vi.useFakeTimers();
    const store = makeStore();
    const { addToWishlist } = shopperListsApi.endpoints;

    // Two quick hearts on a first visit: the second waits, or the server would start two sessions.
    const first = store.dispatch(addToWishlist.initiate(headphones));
    const second = store.dispatch(addToWishlist.initiate(watch));
    await settled();
    expect(writesSent(fetchMock)).toEqual(['/api/wishlist/p1']);

    answerFirst();
    await Promise.all([first, second]);
    expect(writesSent(fetchMock)).toEqual(['/api/wishlist/p1', '/api/wishlist/p2']);

    // With the session open, writes no longer wait for each other.
    const third = store.dispatch(addToWishlist.initiate(jacket));
    const fourth = store.dispatch(addToWishlist.initiate(shoes));
    await settled();
    expect(writesSent(fetchMock).slice(2)).toEqual(['/api/wishlist/p3', '/api/wishlist/p4']);
    expect((await fourth).data?.products).toHaveLength(4);
    answerThird();
    expect((await third).data?.products).toHaveLength(3);
  });
});
