import type { ProductListQuery } from '../api/catalogue.ts';
import { CATEGORIES, type Category, COLOURS, type Colour, SORTS, type Sort } from '../constants.ts';
import { typedSearch } from './search-text.ts';

/**
 * The catalogue's state, kept in the page's query string so that a link can be shared and back/forward
 * work: `/ready-to-ship?q=forema&category=dresses&colours=red,blue&minPrice=12&maxPrice=25&sort=price-low&inStock=1&page=2`.
 * Here rather than in the catalogue remote because the BFF reads the same URL when it serves the page
 * (initial-answers.ts): both must ask the API the same question.
 */
export interface CatalogueQuery {
  category?: Category;
  colours: Colour[];
  /** Whole euros; absent means the lower or upper bound. */
  minPrice?: number;
  maxPrice?: number;
  sort: Sort;
  page: number;
  /** "In stock now" (`inStock=1`): only products with a piece free now. */
  inStock?: boolean;
  /** The search (`q=`), as `typedSearch` tidies it; absent when blank. */
  q?: string;
}

const DEFAULT_SORT: Sort = 'newest';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function wholeNumber(value: string | null, min: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min ? n : undefined;
}

/** Reads the URL; anything unknown or malformed is dropped rather than sent to the BFF. */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const colours = params
    .getAll('colours')
    .flatMap((v) => v.split(','))
    .filter((v): v is Colour => (COLOURS as readonly string[]).includes(v));
  return {
    category: oneOf(CATEGORIES, params.get('category')),
    // In the constants' order, each once, so the same filters make the same URL and cache entry.
    colours: COLOURS.filter((c) => colours.includes(c)),
    minPrice: wholeNumber(params.get('minPrice'), 0),
    maxPrice: wholeNumber(params.get('maxPrice'), 0),
    sort: oneOf(SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: wholeNumber(params.get('page'), 1) ?? 1,
    ...(params.get('inStock') === '1' ? { inStock: true } : {}),
    ...searchOf(params.get('q')),
  };
}

function searchOf(raw: string | null): { q?: string } {
  const q = typedSearch(raw ?? '');
  return q === '' ? {} : { q };
}

/** Writes the state back, leaving out defaults so the plain catalogue stays at `/ready-to-ship`. */
export function catalogueSearch(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.colours.length > 0) params.set('colours', query.colours.join(','));
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.inStock) params.set('inStock', '1');
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The BFF's query: only what differs from its defaults, so equal states share one cache entry. */
export function productListArgs(query: CatalogueQuery): ProductListQuery {
  const args: ProductListQuery = {};
  if (query.q) args.q = query.q;
  if (query.category) args.category = query.category;
  if (query.colours.length > 0) args.colours = query.colours;
  if (query.minPrice !== undefined) args.minPrice = query.minPrice;
  if (query.maxPrice !== undefined) args.maxPrice = query.maxPrice;
  if (query.sort !== DEFAULT_SORT) args.sort = query.sort;
  if (query.inStock) args.inStock = true;
  if (query.page > 1) args.page = query.page;
  return args;
}

/**
 * The API path (under `/api`) of a catalogue page: `/products?category=dresses&colours=red%2Cblue`. One
 * spelling per question, in a fixed order, so the frontend's request and the answer the BFF put in the
 * page (initial-answers.ts) have the same key.
 */
export function productListPath(args: ProductListQuery): string {
  const params = new URLSearchParams();
  if (args.q) params.set('q', args.q);
  if (args.category) params.set('category', args.category);
  if (args.colours && args.colours.length > 0) params.set('colours', args.colours.join(','));
  if (args.minPrice !== undefined) params.set('minPrice', String(args.minPrice));
  if (args.maxPrice !== undefined) params.set('maxPrice', String(args.maxPrice));
  if (args.sort) params.set('sort', args.sort);
  if (args.inStock) params.set('inStock', 'true');
  if (args.page !== undefined) params.set('page', String(args.page));
  if (args.lang) params.set('lang', args.lang);
  const search = params.toString();
  return search ? `/products?${search}` : '/products';
}

/** The API path of the suggestions for what has been typed in a search box. */
export function searchSuggestionsPath(args: { q: string; lang?: string }): string {
  const params = new URLSearchParams({ q: args.q });
  if (args.lang) params.set('lang', args.lang);
  return `/products/suggestions?${params.toString()}`;
}

/** The catalogue page (`/ready-to-ship?q=…`) that lists a search, optionally in one category. */
export function searchPageHref(q: string, category?: Category): string {
  const params = catalogueSearch({ colours: [], sort: DEFAULT_SORT, page: 1, q: typedSearch(q), category });
  const search = params.toString();
  return search ? `/ready-to-ship?${search}` : '/ready-to-ship';
}

/** The API path of one product's page. */
export function productDetailPath(id: string): string {
  return `/products/${encodeURIComponent(id)}`;
}

/** The API path of one product's availability per size (read on every visit, never answered ahead). */
export function productAvailabilityPath(id: string): string {
  return `/products/${encodeURIComponent(id)}/availability`;
}

/**
 * The product id of a product page's path (`/product/:id`, as the page's route reads it); null for a
 * malformed escape (the page shows its own error).
 */
export function productIdOfPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  } catch {
    return null;
  }
}
