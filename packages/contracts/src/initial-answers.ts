import type { Language } from './constants.ts';
import { remoteRouteFor } from './routes.ts';
import {
  parseCatalogueQuery,
  productDetailPath,
  productIdOfPath,
  productListArgs,
  productListPath,
} from './rules/catalogue-query.ts';

/**
 * The BFF answers the first API reads of a page inside the page it serves (a JSON data block with this
 * id), so the frontends start with their data instead of asking for it after their code has loaded.
 */
export const INITIAL_ANSWERS_ELEMENT_ID = 'shop-initial-answers';

/**
 * The shop's language, for the server: the shell keeps the buyer's choice in localStorage and mirrors
 * it into this cookie, so the page's answers come in the language the shell will ask in.
 */
export const LANGUAGE_COOKIE = 'shop_language';

/**
 * The data block: the answers for `language`, keyed by their API path under `/api` spelled as the
 * frontends request it (`/auth/me`, `/products?colours=red`). Only successful answers are in it.
 */
export interface InitialAnswers {
  language: Language;
  answers: Record<string, unknown>;
}

/**
 * The API reads a page makes as soon as its code runs, in the frontends' spelling: who is logged in and
 * the basket badge on every page (the BFF leaves out what the session may not read), the catalogue page's
 * listing for its query string, a product page's product. `search` is the page URL's query string.
 */
export function initialApiPaths(pathname: string, search: string): string[] {
  const paths = ['/auth/me', '/basket'];
  const route = remoteRouteFor(pathname)?.path;
  if (route === '/ready-to-ship') {
    paths.push(productListPath(productListArgs(parseCatalogueQuery(new URLSearchParams(search)))));
  } else if (route === '/product/:id') {
    const id = productIdOfPath(pathname);
    // A malformed escape: the page shows its own error; nothing to answer ahead.
    if (id !== null) paths.push(productDetailPath(id));
  }
  return paths;
}
