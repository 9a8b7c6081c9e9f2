import { type Language, type SearchSuggestions, searchSuggestionsPath } from '@shop/contracts';
import { catalogApi } from './area.ts';

/**
 * `GET /api/products/suggestions?q=&lang=`: the products and categories what has been typed in the
 * catalogue's search box finds. The language is in the path (not only Accept-Language), so each language's
 * answers are cached apart; they go with 'Products', so a product the team changes is suggested as it is now.
 */
export const getSearchSuggestionsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    catalogGetSearchSuggestions: build.query<SearchSuggestions, { q: string; lang: Language }>({
      query: (args) => searchSuggestionsPath(args),
      providesTags: ['Products'],
    }),
  }),
});

export const { useCatalogGetSearchSuggestionsQuery } = getSearchSuggestionsApi;
