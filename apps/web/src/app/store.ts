import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { cartSlice } from '@/features/cart/cart-slice';
import { chatSlice } from '@/features/chat/chat-slice';
import { productsSlice } from '@/features/products/products-slice';
import { api, type StoreExtra } from '@/lib/api-client';

const rootReducer = combineSlices(api, productsSlice, cartSlice, chatSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds the store; tests build their own with the state they need. `extra.transport` sends its API
 * requests elsewhere than the page's origin (the server rendering a page, `entry-server.tsx`).
 */
export function makeStore(preloadedState?: Partial<RootState>, extra: StoreExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
