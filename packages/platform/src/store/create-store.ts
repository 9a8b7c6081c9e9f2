import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api.ts';
import { rootReducer } from './root-reducer.ts';

export type RootState = ReturnType<typeof rootReducer>;

/** The shop's one store; the shell creates it (a remote running alone creates its own). */
export function createShopStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
    preloadedState: preloadedState as RootState | undefined,
    // RTK Query's answers are batched to the end of the task, not to the next animation frame (RTK's
    // default): rendered in the task that received them, they are drawn by the next frame, not the one after.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  setupListeners(store.dispatch);
  return store;
}

export type ShopStore = ReturnType<typeof createShopStore>;
export type AppDispatch = ShopStore['dispatch'];
