import type { Language } from '@shop/contracts';
import { createContext, type ReactNode, useContext, useDeferredValue } from 'react';
import { selectLanguage } from '../locale/locale-slice.ts';
import { useAppSelector } from '../store/hooks.ts';

/** The language the page is rendered in: the store's, once React has rendered it (`RenderedLanguage`). */
export const RenderedLanguageContext = createContext<Language | null>(null);

/**
 * Gives the tree the store's language, deferred. Switching the language re-renders every text of every
 * remote: on /ready-to-ship the toggle's press painted after 185–260 ms (medians, 4× CPU slowdown; up to
 * 1.3 s), all of it rendering at once. The store and i18next are external stores, whose changes React always
 * renders synchronously, even inside `startTransition`; this context is React state instead. On a change,
 * this component renders at once with the old value (its children are the same elements: nothing below
 * re-renders), the toggle (which reads the store) paints, and the page follows in a deferred render that
 * React does in slices and abandons if the buyer does something else meanwhile.
 */
export function RenderedLanguage({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const rendered = useDeferredValue(language);
  return <RenderedLanguageContext value={rendered}>{children}</RenderedLanguageContext>;
}

/**
 * The language to render in (formatting prices and dates), the same as `useTranslation`'s texts. Read the
 * store's `selectLanguage` only where a change must show at once (the language toggle) or in a request.
 */
export function useLanguage(): Language {
  const rendered = useContext(RenderedLanguageContext);
  if (rendered === null) throw new Error('useLanguage: render inside the Provider of @shop/platform');
  return rendered;
}
