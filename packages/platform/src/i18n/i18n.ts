import { type AreaName, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shop/contracts';
import i18next, { type i18n, type Namespace } from 'i18next';
import { useContext, useMemo } from 'react';
import {
  initReactI18next,
  type UseTranslationOptions,
  useTranslation as useI18nextTranslation,
} from 'react-i18next';
import { claimNames } from '../composition/shared-names.ts';
import en from './en.json';
import gr from './gr.json';
import { RenderedLanguageContext } from './language.tsx';

/**
 * React's i18n hook, for every frontend: taken from here, never from `react-i18next` itself. Like the router,
 * react-i18next is not a Module Federation shared module of its own (that would keep all of it, ≈ 10 KB
 * gzip); as part of the platform (one instance per page) it is tree-shaken to this, and the instance that
 * `initReactI18next` registered is the one every remote's `useTranslation` sees.
 *
 * Inside the platform's `Provider` the texts are in the language the page is rendered in (`useLanguage`),
 * not i18next's: react-i18next re-renders its every user synchronously on i18next's `languageChanged`, all
 * remotes at once, before the language toggle's press can paint (language.tsx). Given the
 * language, and listening to no i18next event, a text follows the deferred render of the new language
 * instead (language.tsx). Outside the Provider (a test rendering a lone component) it is react-i18next's.
 */
export const useTranslation = ((ns?: Namespace, options?: UseTranslationOptions<undefined>) => {
  const rendered = useContext(RenderedLanguageContext);
  const inRenderedLanguage = useMemo(
    () => (rendered === null ? options : { ...options, lng: rendered, bindI18n: false as const }),
    [rendered, options],
  );
  return useI18nextTranslation(ns, inRenderedLanguage);
}) as typeof useI18nextTranslation;

export type Translations = Record<string, unknown>;

/**
 * Initialises the page's one i18next instance (shared as a singleton). Missing keys fall back to English.
 * Safe to call more than once: a later call only changes the language.
 */
export async function initShopI18n(language: Language): Promise<i18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [],
      defaultNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
    addBundles('platform', { en, gr });
    for (const [namespace, bundles] of pending.splice(0)) addBundles(namespace, bundles);
  } else if (i18next.language !== language) {
    await i18next.changeLanguage(language);
  }
  return i18next;
}

/**
 * Strings registered before i18next was initialised (a module can load before the host's init), in order:
 * one namespace may be registered in parts (the shell's frame, then its content pages' strings).
 */
const pending: [string, Record<Language, Translations>][] = [];

function addBundles(namespace: string, bundles: Record<Language, Translations>): void {
  for (const language of LANGUAGES) {
    i18next.addResourceBundle(language, namespace, bundles[language], true, true);
  }
}

/**
 * Each frontend registers its strings in English and Greek when its module loads, under its own namespace,
 * the area's name (decision 0030); a later registration adds to it (strings a lazily loaded part brings).
 */
export function registerTranslations(namespace: AreaName, bundles: Record<Language, Translations>): void {
  claimNames('namespaces', namespace, [namespace]);
  if (i18next.isInitialized) addBundles(namespace, bundles);
  else pending.push([namespace, bundles]);
}
