import { typedSearch } from '@shop/contracts';
import { useNavigate, useSearchSuggestions, useTranslation } from '@shop/platform';
import { SuggestingSearch, searchBoxWords } from '@shop/ui';
import { useState } from 'react';
import { useCatalogGetSearchSuggestionsQuery } from '../../api/get-search-suggestions.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './CatalogueSearch.module.css';

/** The page the box searches: before the catalogue's code runs, the form is a plain GET to it. */
const SEARCH_PAGE = '/ready-to-ship';

interface Props {
  /** The URL's search (what the results list): the box shows it, from the first render on. */
  q: string | undefined;
  /** The text submitted, tidied by `typedSearch`: '' is no search. */
  onSearch: (q: string) => void;
}

/**
 * The catalogue's search box: products and categories suggested as the buyer types, submitting lists the
 * search here with the filters and sort kept. A plain GET form (`q`) until the catalogue's code runs.
 */
export function CatalogueSearch({ q: searched, onSearch }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [text, setText] = useState(searched ?? '');
  const { shown, typed } = useSearchSuggestions(text, useCatalogGetSearchSuggestionsQuery);

  // A new search in the URL (back, forward, a category chosen, the search cleared) is what the box shows.
  const [seen, setSeen] = useState(searched);
  if (searched !== seen) {
    setSeen(searched);
    setText(searched ?? '');
  }

  return (
    <div className={styles.search}>
      <SuggestingSearch
        id="catalog-search"
        value={text}
        onChange={(value) => {
          setText(value);
          typed(value);
        }}
        shown={shown}
        words={searchBoxWords(t, (value) => t(`categories.${value}`))}
        onSubmit={(value) => onSearch(typedSearch(value))}
        onChoose={(option) => navigate(option.href)}
        action={SEARCH_PAGE}
      />
    </div>
  );
}
