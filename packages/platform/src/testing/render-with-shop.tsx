import type { Language } from '@shop/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { initShopI18n } from '../i18n/i18n.ts';
import { createShopStore, type ShopStore } from '../store/create-store.ts';

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
  const language = options.language ?? 'en';
  const store = options.store ?? createShopStore({ locale: { language } });
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
