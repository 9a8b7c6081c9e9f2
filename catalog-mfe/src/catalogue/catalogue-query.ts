import { type CatalogueQuery, catalogueSearch, parseCatalogueQuery } from '@shop/contracts';

// The URL state itself lives in @shop/contracts: the BFF reads the same URL when it serves the page.
export { type CatalogueQuery, catalogueSearch, parseCatalogueQuery, productListArgs } from '@shop/contracts';

/** The same state with new filters: any filter change returns to page 1. */
export function withFilters(
  query: CatalogueQuery,
  change: Partial<Omit<CatalogueQuery, 'page'>>,
): CatalogueQuery {
  return { ...query, ...change, page: 1 };
}

/** `/product/7?page=2&colours=red`: the product page keeps the catalogue state for its back link. */
export function productPath(id: string, query: CatalogueQuery): string {
  const params = catalogueSearch(query);
  params.set('page', String(query.page));
  return `/product/${encodeURIComponent(id)}?${params}`;
}

/** The way back from a product page: the catalogue with the state the product page carried. */
export function cataloguePath(params: URLSearchParams): string {
  const search = catalogueSearch(parseCatalogueQuery(params)).toString();
  return search ? `/ready-to-ship?${search}` : '/ready-to-ship';
}
