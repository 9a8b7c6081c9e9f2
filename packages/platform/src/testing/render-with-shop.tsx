import type { Language } from '@shop/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { initShopI18n } from '../i18n/i18n.ts';
import { languageChanged, selectLanguage } from '../locale/locale-slice.ts';
import { createShopStore, type ShopStore } from '../store/create-store.ts';
import { Provider } from '../store/provider.tsx';

export interface RenderOptions {
  language?: Language;
  path?: string;
  store?: ShopStore;
}

/**
 * Renders a component the way the shell hosts it: the shop's store, i18n and a router that, like the
 * shell's, renders navigations at once rather than as transitions. Tests only.
 */
export async function renderWithShop(ui: ReactElement, options: RenderOptions = {}) {
  const language = options.language ?? (options.store ? selectLanguage(options.store.getState()) : 'en');
  const store = options.store ?? createShopStore({ locale: { language } });
  // The texts follow the store's language (useTranslation, useLanguage): a store given with another
  // language is switched to the one asked for, as the shell's store and i18next always agree.
  if (selectLanguage(store.getState()) !== language) store.dispatch(languageChanged(language));
  await initShopI18n(language);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.path ?? '/']} useTransitions={false}>
        {ui}
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
