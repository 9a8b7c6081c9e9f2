import { type Language, type SearchSuggestions, searchSuggestionsPath } from '@shop/contracts';
import { shellApi } from './area.ts';

/**
 * `GET /api/products/suggestions?q=&lang=`: the products and categories what has been typed in the top
 * bar's search box finds. The language is in the path (not only Accept-Language), so the answers of each
 * language are cached apart. They go with 'Products', so a product the team changes is suggested as it is now.
 */
export const searchSuggestionsApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    shellGetSearchSuggestions: build.query<SearchSuggestions, { q: string; lang: Language }>({
      query: (args) => searchSuggestionsPath(args),
      providesTags: ['Products'],
    }),
  }),
});

export const { useShellGetSearchSuggestionsQuery } = searchSuggestionsApi;
