import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { cartSlice } from '@/features/cart/cart-slice';
import { chatSlice } from '@/features/chat/chat-slice';
import { productsSlice } from '@/features/products/products-slice';
import { userSlice } from '@/features/user/user-slice';
import { api } from '@/lib/api-client';

const rootReducer = combineSlices(api, productsSlice, userSlice, cartSlice, chatSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store; tests build their own with the state they need. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
