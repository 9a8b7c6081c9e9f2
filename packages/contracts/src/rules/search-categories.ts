import { CATEGORIES, type Category } from '../constants.ts';
import { queryTokens, searchTokens, tokenMeets } from './search-text.ts';

/**
 * The words buyers use for each category, in English and Greek, singular and plural: what the search box
 * matches to suggest a category ("φορεμ" → Dresses). The pages' labels are the remotes' translations; these
 * are the words searched, and include the ones no label shows (`pants`, `φόρεμα`).
 */
export const CATEGORY_SEARCH_WORDS: Record<Category, readonly string[]> = {
  dresses: ['dresses', 'dress', 'φορέματα', 'φόρεμα'],
  tops: ['tops', 'top', 'blouses', 'blouse', 'shirts', 'μπλούζες', 'μπλούζα', 'τοπ', 'πουκάμισα'],
  trousers: ['trousers', 'pants', 'παντελόνια', 'παντελόνι', 'παντελόνα'],
  skirts: ['skirts', 'skirt', 'φούστες', 'φούστα'],
  shorts: ['shorts', 'σορτς', 'βερμούδες', 'βερμούδα'],
};

const CATEGORY_KEYS: ReadonlyArray<readonly [Category, string[]]> = CATEGORIES.map((category) => [
  category,
  CATEGORY_SEARCH_WORDS[category].flatMap((word) => searchTokens(word)),
]);

/**
 * The categories a search names: those one of whose words every word of the query meets (a beginning
 * while typing, Greeklish, a typo: `tokenMeets`), in the constants' order. `fore` → dresses; `fousta` →
 * skirts; `maxi` → none.
 */
export function categoriesNamed(q: string): Category[] {
  const tokens = queryTokens(q);
  if (tokens.length === 0) return [];
  return CATEGORY_KEYS.filter(([, keys]) =>
    tokens.every((token) => keys.some((key) => tokenMeets(token, key))),
  ).map(([category]) => category);
}
