import { type Language, type SearchSuggestions, typedSearch } from '@shop/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { selectLanguage } from '../locale/locale-slice.ts';
import { useAppSelector } from '../store/hooks.ts';

/** How long typing pauses before the suggestions are asked for (ms). */
export const SUGGEST_DELAY_MS = 150;

/** An area's RTK Query hook for `GET /api/products/suggestions` (each area asks under its own name). */
export type SuggestionsQueryHook = (
  args: { q: string; lang: Language },
  options: { skip: boolean },
) => { data?: SearchSuggestions | undefined };

export interface Suggestions {
  /** The last answer that answered the text as it then was; an older one while the next is on its way. */
  shown: SearchSuggestions | null;
  /** Asks for the suggestions of what is typed, once typing pauses. */
  typed: (text: string) => void;
}

/**
 * The suggestions for a search box's text: asked SUGGEST_DELAY_MS after the last keystroke, never for blank
 * text, nor for text the box was given rather than typed (the URL's `q`). An answer is taken only if it
 * answers the text as it is now (its `q`); until one does, the previous answer stays.
 */
export function useSearchSuggestions(text: string, useQuery: SuggestionsQueryHook): Suggestions {
  const lang = useAppSelector(selectLanguage);
  const [asked, setAsked] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const typed = useCallback((value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAsked(typedSearch(value)), SUGGEST_DELAY_MS);
  }, []);

  const { data } = useQuery({ q: asked, lang }, { skip: asked === '' });
  const [shown, setShown] = useState<SearchSuggestions | null>(null);
  if (data && data !== shown && data.q === typedSearch(text)) setShown(data);
  return { shown, typed };
}
