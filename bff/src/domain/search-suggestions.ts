import {
  categoriesNamed,
  type Language,
  SEARCH_SUGGESTED_PRODUCTS,
  type SearchSuggestions,
  type SuggestedProduct,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { searchProducts, searchTerms } from '../repositories/product-search.ts';
import { cachedCatalogueFacets, photosOf } from '../repositories/products.ts';
import { toVisitorSummary } from './catalogue.ts';

/**
 * What a search box suggests for the text typed so far (`q`, tidied): the best published matches, as the
 * listing of that search would start, how many it would list, and the categories the words name with
 * their number of products. The same for visitors and buyers: no price in it.
 */
export async function searchSuggestions(
  db: Kysely<Database>,
  q: string,
  lang: Language,
): Promise<SearchSuggestions> {
  const terms = await searchTerms(db, q);
  const [{ rows, total }, facets] = await Promise.all([
    searchProducts(db, terms, {}, 'newest', { limit: SEARCH_SUGGESTED_PRODUCTS, offset: 0 }),
    cachedCatalogueFacets(db),
  ]);
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  const products = rows.map((row): SuggestedProduct => {
    const { id, code, name, category, image, photo } = toVisitorSummary(row, lang, photos.get(row.id));
    return photo ? { id, code, name, category, image, photo } : { id, code, name, category, image };
  });
  const counts = new Map(facets.categories.map((c) => [c.value, c.count]));
  const categories = categoriesNamed(q).map((value) => ({ value, count: counts.get(value) ?? 0 }));
  return { q, lang, products, total, categories };
}
