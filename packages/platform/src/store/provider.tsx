import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { RenderedLanguage } from '../i18n/language.tsx';
import type { ShopStore } from './create-store.ts';

/**
 * The shop's store for the tree below, with the language it is rendered in (`useLanguage`, and the texts of
 * `useTranslation`), which follows the store's a render later (i18n/language.tsx).
 */
export function Provider({ store, children }: { store: ShopStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <RenderedLanguage>{children}</RenderedLanguage>
    </ReduxProvider>
  );
}
