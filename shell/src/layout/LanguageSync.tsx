import { ISO_LANGUAGE } from '@shop/contracts';
import { api, initShopI18n, selectLanguage, useAppDispatch, useAppSelector } from '@shop/platform';
import { useEffect, useRef } from 'react';
import { storeLanguage } from '../state/persistence.ts';

/** Applies the store's language everywhere: i18next (all remotes), `<html lang>`, storage, localised data. */
export function LanguageSync() {
  const language = useAppSelector(selectLanguage);
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
    dispatch(api.util.invalidateTags(['Products', 'Basket', 'Orders']));
  }, [language, dispatch]);

  return null;
}
