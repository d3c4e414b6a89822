import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { shopperListsApi, wishlistHas } from '@/features/user/api/shopper-lists-api';
import { product } from '@/testing/fixtures';
import { mockApi } from '@/testing/test-utils';
import { makeStore } from './store';
import { useProductActions } from './use-product-actions';

describe('useProductActions', () => {
  it('keeps the same actions while the wishlist arrives and changes, so a page of cards is not drawn again', async () => {
    const headphones = product({ id: 'sample-1' });
    mockApi({ '/api/wishlist': { body: { products: [headphones] } } });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useProductActions();
      },
      { wrapper },
    );
    const first = result.current;
    const rendersBefore = renders;

    // The wishlist is read from the server, then changes.
    await waitFor(() => expect(wishlistHas(store.getState(), headphones.id)).toBe(true));
    await act(async () => {
      await store.dispatch(shopperListsApi.util.upsertQueryData('getWishlist', undefined, { products: [] }));
    });
    await act(async () => {
      await store.dispatch(shopperListsApi.util.upsertQueryData('getWishlist', undefined, { products: [headphones] }));
    });

    expect(result.current).toBe(first);
    expect(renders).toBe(rendersBefore);
    // A card still learns its own answer from the store.
    const { result: heart } = renderHook(() => first.useIsWishlisted('sample-1'), { wrapper });
    expect(heart.current).toBe(true);
  });
});
