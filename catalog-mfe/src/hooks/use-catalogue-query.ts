import { useSearchParams } from '@shop/platform';
import { useCallback, useMemo } from 'react';
import { type CatalogueQuery, catalogueSearch, parseCatalogueQuery } from '../catalogue/catalogue-query.ts';

/** The catalogue state read from, and written to, the URL (each change is a history entry). */
export function useCatalogueQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseCatalogueQuery(params), [params]);
  const setQuery = useCallback((next: CatalogueQuery) => setParams(catalogueSearch(next)), [setParams]);
  return { query, setQuery };
}
