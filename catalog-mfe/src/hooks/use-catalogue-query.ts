import { useSearchParams } from '@shop/platform';
import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { type CatalogueQuery, catalogueSearch, parseCatalogueQuery } from '../catalogue/catalogue-query.ts';

/**
 * The catalogue state read from, and written to, the URL (each change is a history entry).
 *
 * `query` is the URL's; `shownQuery` is what the controls show (the filters' pressed states, the sort): the
 * new state at once when one is changed. A change re-renders the shell's frame (the URL changed) and
 * replaces the results with their loading state: the pressed swatch painted 95–115 ms after the press
 * (medians, 4× CPU slowdown; up to 210). So the URL's change is rendered as a transition, which React does in
 * slices after the press has painted, while the controls show the new state through `useOptimistic` (an
 * update that renders at once, and is replaced by the URL's own state when the transition commits).
 */
export function useCatalogueQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseCatalogueQuery(params), [params]);
  const [shownQuery, showQuery] = useOptimistic(query);
  const setQuery = useCallback(
    (next: CatalogueQuery) =>
      startTransition(() => {
        showQuery(next);
        setParams(catalogueSearch(next));
      }),
    [setParams, showQuery],
  );
  return { query, shownQuery, setQuery };
}
