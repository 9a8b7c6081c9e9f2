import { ISO_LANGUAGE } from '@shop/contracts';
import { initShopI18n, useAppDispatch, useLanguage } from '@shop/platform';
import { useEffect, useRef } from 'react';
import { shellApi } from '../api/area.ts';
import { storeLanguage } from '../state/persistence.ts';

/**
 * Applies the language everywhere: i18next (all remotes), `<html lang>`, storage, localised data. It follows
 * the language the page is rendered in (`useLanguage`), not the store's: it runs once the deferred render of
 * a new language has committed, so the refetches it starts do not add to the toggle's press.
 */
export function LanguageSync() {
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const first = useRef(true);

  useEffect(() => {
    document.documentElement.lang = ISO_LANGUAGE[language];
    void initShopI18n(language);
    storeLanguage(language);
    if (first.current) {
      first.current = false;
      return;
    }
    // Product names and descriptions come localised from the BFF.
    dispatch(shellApi.util.invalidateTags(['Products', 'Basket', 'Orders']));
  }, [language, dispatch]);

  return null;
}
