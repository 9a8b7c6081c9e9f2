import {
  PHOTO_WIDTHS,
  type ProductListResponse,
  type ProductPhoto,
  type SearchSuggestions,
} from '@shop/contracts';
import { vi } from 'vitest';
import { resolveRequestsAgainstPage } from './relative-requests.ts';

/** The photo of the first suggested product. */
export const SUGGESTED_PHOTO: ProductPhoto = {
  key: 'e'.repeat(24),
  widths: [...PHOTO_WIDTHS],
  width: 1600,
  height: 2000,
  alt: 'A wrap dress',
};

/** What the BFF suggests for a query: a dress (with a photo) and a top for anything, Dresses for `fore…`. */
export function suggestionsFor(q: string, lang: 'en' | 'gr'): SearchSuggestions {
  return {
    q,
    lang,
    products: [
      {
        id: 'p1',
        code: 'WF-1003',
        name: lang === 'gr' ? 'Κρουαζέ φόρεμα' : 'Wrap dress',
        category: 'dresses',
        image: '/media/card.jpg',
        photo: SUGGESTED_PHOTO,
      },
      { id: 'p 2', code: 'WF-1004', name: 'Linen top', category: 'tops', image: '/placeholders/tops.svg' },
    ],
    total: 30,
    categories: q.startsWith('fore') ? [{ value: 'dresses', count: 24 }] : [],
  };
}

/** A stand-in for the BFF's catalogue routes a search box asks, and what the page asked it. */
export interface FakeSearchApi {
  /** The suggestions' questions, as the BFF saw them. */
  suggestionsAsked: URLSearchParams[];
  /** The listings' questions, as the BFF saw them. */
  listsAsked: URLSearchParams[];
  /** Answers the suggestions with this instead of `suggestionsFor` (an answer to other text). */
  suggestionsOverride: SearchSuggestions | null;
  /** Holds the next suggestions back until `release` is called. */
  hold: boolean;
  release: (() => void) | null;
  /** The listing's answer for a question; without one GET /api/products is a 404. */
  listFor: ((params: URLSearchParams) => ProductListResponse) | null;
}

/**
 * Stubs `fetch` (relative URLs resolved as a browser does) with GET /api/products/suggestions and, given
 * `listFor`, GET /api/products. Call `vi.unstubAllGlobals()` after each test.
 */
export function stubSearchApi(listFor: FakeSearchApi['listFor'] = null): FakeSearchApi {
  const api: FakeSearchApi = {
    suggestionsAsked: [],
    listsAsked: [],
    suggestionsOverride: null,
    hold: false,
    release: null,
    listFor,
  };
  resolveRequestsAgainstPage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/products' && api.listFor) {
        api.listsAsked.push(url.searchParams);
        return Response.json(api.listFor(url.searchParams));
      }
      if (url.pathname === '/api/products/suggestions') {
        api.suggestionsAsked.push(url.searchParams);
        if (api.hold) await new Promise<void>((resolve) => (api.release = resolve));
        const lang = url.searchParams.get('lang') === 'gr' ? 'gr' : 'en';
        return Response.json(
          api.suggestionsOverride ?? suggestionsFor(url.searchParams.get('q') ?? '', lang),
        );
      }
      return Response.json({ error: { code: 'not_found', message: 'No such route.' } }, { status: 404 });
    }),
  );
  return api;
}
