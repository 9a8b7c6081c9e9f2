import { type FakeSearchApi, stubSearchApi } from '@shop/platform/search-testing';
import { buyerList } from './fixtures.ts';

export { SUGGESTED_PHOTO, suggestionsFor } from '@shop/platform/search-testing';
export type FakeCatalogueApi = FakeSearchApi;

/** Stubs `fetch` with the catalogue's listing (a buyer's page of products) and the suggestions. */
export function stubCatalogueApi(): FakeCatalogueApi {
  return stubSearchApi(() => buyerList());
}
