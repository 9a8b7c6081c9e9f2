import { searchPageHref, typedSearch } from '@shop/contracts';
import {
  type Location,
  useLocation,
  useNavigate,
  useSearchSuggestions,
  useTranslation,
} from '@shop/platform';
import { SuggestingSearch, searchBoxWords } from '@shop/ui';
import { useState } from 'react';
import { useShellGetSearchSuggestionsQuery } from '../api/get-search-suggestions.ts';
import styles from './TopSearch.module.css';

/** The catalogue page that lists a search (`searchPageHref`): there the box shows what it lists. */
const SEARCH_PAGE = '/ready-to-ship';

/** The search text a page's address holds: the search page's `q`, null elsewhere. */
function searchedOn({ pathname, search }: Location): string | null {
  return pathname === SEARCH_PAGE ? typedSearch(new URLSearchParams(search).get('q') ?? '') : null;
}

/**
 * The top bar's search: products and categories suggested as the buyer types (English, Greek, Greeklish,
 * codes), "Search for …" listing the rest on /ready-to-ship. A plain GET form to /ready-to-ship until the
 * shop's code runs. Not on the back office's pages, which share the frame.
 */
export function TopSearch() {
  const { pathname } = useLocation();
  return pathname === '/office' || pathname.startsWith('/office/') ? null : <ShopSearch />;
}

function ShopSearch() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(() => searchedOn(location) ?? '');
  const { shown, typed } = useSearchSuggestions(text, useShellGetSearchSuggestionsQuery);

  // After a navigation the search page's box shows what it lists.
  const [seen, setSeen] = useState(location);
  if (location !== seen) {
    setSeen(location);
    const searched = searchedOn(location);
    if (searched !== null) setText(searched);
  }

  return (
    <div className={styles.search}>
      <SuggestingSearch
        id="shell-search"
        labelHidden
        value={text}
        onChange={(value) => {
          setText(value);
          typed(value);
        }}
        shown={shown}
        words={searchBoxWords(t, (value) => t(`search.category.${value}`))}
        onSubmit={(value) => navigate(searchPageHref(value))}
        onChoose={(option) => navigate(option.href)}
        action={SEARCH_PAGE}
      />
    </div>
  );
}
