import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '@shop/contracts';

/** The shop's language. The shell changes it; every remote reads it (formatting, Accept-Language). */
export const localeSlice = createSlice({
  name: 'locale',
  initialState: { language: DEFAULT_LANGUAGE as Language },
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
  },
});

export const { languageChanged } = localeSlice.actions;
export const { selectLanguage } = localeSlice.selectors;
