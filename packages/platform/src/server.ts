/**
 * What a server render of the shop needs besides the platform's main entry (`@shop/platform/server`). Not
 * part of the federated platform: only the shell's server build (built for Node.js, run by the BFF) imports
 * it, so no page downloads it.
 */
import { DEFAULT_LANGUAGE, type Language } from '@shop/contracts';
import i18next, { type i18n } from 'i18next';
import { initShopI18n } from './i18n/i18n.ts';

export { I18nextProvider } from 'react-i18next';
export { StaticRouter } from 'react-router-dom';

/**
 * An i18next instance in `language` for one server render: a clone of the process's instance, sharing its
 * strings (every namespace registered so far) but with a language of its own, so that renders in English and
 * Greek can run side by side. Give it to the render through `I18nextProvider`.
 */
export async function i18nFor(language: Language): Promise<i18n> {
  const shared = i18next.isInitialized ? i18next : await initShopI18n(DEFAULT_LANGUAGE);
  return shared.cloneInstance({ lng: language, initAsync: false });
}
