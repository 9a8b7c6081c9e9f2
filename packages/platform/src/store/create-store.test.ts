import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { languageChanged, selectLanguage } from '../locale/locale-slice.ts';
import { selectToasts, toastDismissed, toastShown } from '../toasts/toasts-slice.ts';
import { createShopStore } from './create-store.ts';
import { rootReducer } from './root-reducer.ts';

describe('the shop store', () => {
  it('takes a slice a remote injects after the store exists, in the same store', () => {
    const store = createShopStore();
    const remoteSlice = createSlice({
      name: 'remoteArea',
      initialState: { visits: 0 },
      reducers: { visited: (state) => ({ visits: state.visits + 1 }) },
    });
    const injected = remoteSlice.injectInto(rootReducer);
    store.dispatch(remoteSlice.actions.visited());
    const state = store.getState() as Parameters<typeof injected.selectSlice>[0];
    expect(injected.selectSlice(state)).toEqual({ visits: 1 });
    // The shell's state is still there beside it.
    expect(selectLanguage(store.getState())).toBe('en');
  });

  it('changes the language for every reader', () => {
    const store = createShopStore();
    store.dispatch(languageChanged('gr'));
    expect(selectLanguage(store.getState())).toBe('gr');
  });

  it('shows, replaces and dismisses toasts', () => {
    const store = createShopStore();
    store.dispatch(toastShown({ id: 'add', kind: 'loading', title: 'Adding…' }));
    store.dispatch(toastShown({ id: 'add', kind: 'success', title: 'Added to basket' }));
    expect(selectToasts(store.getState())).toEqual([
      { id: 'add', kind: 'success', title: 'Added to basket' },
    ]);
    store.dispatch(toastDismissed('add'));
    expect(selectToasts(store.getState())).toEqual([]);
  });
});
