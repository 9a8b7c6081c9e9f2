import { createSlice, injectAreaSlice } from '@shop/platform';

/** What only the shell owns: the under-construction banner. */
export const shellSlice = createSlice({
  name: 'shell',
  initialState: { bannerDismissed: false },
  reducers: {
    bannerDismissed(state) {
      state.bannerDismissed = true;
    },
  },
  selectors: {
    selectBannerDismissed: (state) => state.bannerDismissed,
  },
});

declare module '@shop/platform' {
  interface LazyLoadedSlices {
    shell: ReturnType<typeof shellSlice.reducer>;
  }
}

export const injectedShellSlice = injectAreaSlice('shell', shellSlice);
export const { bannerDismissed } = shellSlice.actions;
export const { selectBannerDismissed } = injectedShellSlice.selectors;
