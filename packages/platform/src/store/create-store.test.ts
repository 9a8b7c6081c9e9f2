import { createSlice, SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
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

  it('tells its readers of an answer before the next animation frame (auto-batched, not frame-batched)', async () => {
    const store = createShopStore();
    // The first action also registers RTK Query's middleware (an action of normal priority, told at once).
    store.dispatch(languageChanged('gr'));
    let told = 0;
    store.subscribe(() => {
      told += 1;
    });
    // RTK Query marks its answers as low priority: they are batched until the end of the task, so the page
    // renders them in the task that received them and the next frame draws them (issue 50's goal), rather
    // than waiting for that frame to render them and the one after it to draw.
    store.dispatch({ type: 'answer/one', meta: { [SHOULD_AUTOBATCH]: true } });
    store.dispatch({ type: 'answer/two', meta: { [SHOULD_AUTOBATCH]: true } });
    expect(told).toBe(0);
    await Promise.resolve();
    expect(told).toBe(1);
  });
});
