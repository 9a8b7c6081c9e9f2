import type { Slice, SliceCaseReducers, SliceSelectors } from '@reduxjs/toolkit';
import type { AreaName } from '@shop/contracts';
import { claimNames } from '../composition/shared-names.ts';
import { rootReducer } from './root-reducer.ts';

/**
 * Adds an area's slice to the page's one store (decision 0030): its name (the key in the store's state) is
 * the area's name or starts with it (`shell`, `basketDraft`), and is claimed for the area, so that two
 * frontends never share one piece of state by accident.
 */
export function injectAreaSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(area: AreaName, slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  claimNames('slices', area, [slice.reducerPath]);
  return slice.injectInto(rootReducer);
}
