import { type CombinedSliceReducer, combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api.ts';
import type { LazyLoadedSlices } from '../index.ts';
import { localeSlice } from '../locale/locale-slice.ts';
import { sessionSlice } from '../session/session-slice.ts';
import { toastsSlice } from '../toasts/toasts-slice.ts';

const staticReducer = combineSlices(api, localeSlice, toastsSlice, sessionSlice);

export type StaticState = ReturnType<typeof staticReducer>;

/**
 * The root reducer, shared as a singleton through federation: a remote injects its slice with
 * `rootReducer.inject(slice)` when its module loads. Its type is spelled out so that declaration files keep
 * `LazyLoadedSlices` by name (inferred, it would be expanded and augmentations lost).
 */
export const rootReducer: CombinedSliceReducer<StaticState, StaticState & Partial<LazyLoadedSlices>> =
  staticReducer.withLazyLoadedSlices<LazyLoadedSlices>();
