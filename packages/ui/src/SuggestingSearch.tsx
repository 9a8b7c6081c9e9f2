import { type SearchSuggestions, typedSearch } from '@shop/contracts';
import { SearchCombobox, type SearchComboboxProps } from './SearchCombobox.tsx';
import { type SuggestionWords, suggestionGroups } from './search-suggestion-groups.ts';

/** Every word a suggesting search box shows, in the page's language (each area its own translations). */
export interface SearchBoxWords extends SuggestionWords {
  label: string;
  placeholder: string;
  /** "Search for “q”". */
  searchFor: (q: string) => string;
  submit: string;
  clear: string;
}

export interface SuggestingSearchProps
  extends Pick<SearchComboboxProps, 'id' | 'labelHidden' | 'value' | 'onSubmit' | 'onChoose' | 'action'> {
  /** The text edited (typed, pasted, cleared). */
  onChange: (value: string) => void;
  /** The suggestions last answered (`useSearchSuggestions`'s `shown`). */
  shown: SearchSuggestions | null;
  words: SearchBoxWords;
}

/**
 * A search box that suggests products and categories: the combobox over an answer of
 * `GET /api/products/suggestions`, drawn only while it answers the text as it is now. The shell's top bar and
 * the catalogue's page each give it their own words and their own query.
 */
export function SuggestingSearch({ shown, words, value, ...box }: SuggestingSearchProps) {
  const q = typedSearch(value);
  const { groups, status } = suggestionGroups(shown, q, words);
  return (
    <SearchCombobox
      {...box}
      value={value}
      label={words.label}
      placeholder={words.placeholder}
      groups={groups}
      searchFor={() => words.searchFor(q)}
      status={status}
      submitLabel={words.submit}
      clearLabel={words.clear}
    />
  );
}

/** An area's i18next `t`, in its own namespace. */
interface Translate {
  (key: string): string;
  (key: string, options: { q: string } | { count: number }): string;
}

/**
 * A search box's words from an area's translations: the same keys under `search.` in every area that has one
 * (`label`, `placeholder`, `searchFor`, `submit`, `clear`, `products`, `categories`, `productCount`,
 * `suggestionCount`, `noSuggestions`), the category names wherever the area keeps them.
 */
export function searchBoxWords(t: Translate, category: SearchBoxWords['category']): SearchBoxWords {
  return {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    searchFor: (q) => t('search.searchFor', { q }),
    submit: t('search.submit'),
    clear: t('search.clear'),
    products: t('search.products'),
    categories: t('search.categories'),
    category,
    productCount: (count) => t('search.productCount', { count }),
    suggestionCount: (count) => t('search.suggestionCount', { count }),
    noSuggestions: t('search.noSuggestions'),
  };
}
