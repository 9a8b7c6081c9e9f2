import { MIN_ORDER_PIECES } from '@shop/contracts';
import { useLocation, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useCatalogGetProductsQuery } from '../api/get-products.ts';
import { productListArgs, withFilters } from '../catalogue/catalogue-query.ts';
import { appliedFilterCount } from '../catalogue/filter-count.ts';
import { CatalogueSearch } from '../components/catalogue/CatalogueSearch.tsx';
import { CustomMadeCta } from '../components/catalogue/CustomMadeCta.tsx';
import { FiltersPanel } from '../components/catalogue/FiltersPanel.tsx';
import { FOCUS_RESULTS, Pagination } from '../components/catalogue/Pagination.tsx';
import { ProductResults } from '../components/catalogue/ProductResults.tsx';
import { SortSelect } from '../components/catalogue/SortSelect.tsx';
import { useCatalogueQuery } from '../hooks/use-catalogue-query.ts';
import { NAMESPACE } from '../i18n/register.ts';
import page from './page.module.css';
import styles from './ReadyToShipPage.module.css';

const NO_FACETS = { categories: [], colours: [], inStock: 0 };

export default function ReadyToShipPage() {
  const { t } = useTranslation(NAMESPACE);
  const { query, shownQuery, setQuery } = useCatalogueQuery();
  const location = useLocation();
  const { currentData, data, error, isFetching, refetch } = useCatalogGetProductsQuery(
    productListArgs(query),
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The answer for this query; the last answer (any query) still feeds the filter bar while it loads.
  const list = isFetching && !currentData ? undefined : currentData;
  const latest = currentData ?? data;
  const bounds = latest?.audience === 'buyer' ? latest.facets.price : null;
  // The controls show the state just chosen; the results follow the URL's (use-catalogue-query.ts).
  const filterCount = appliedFilterCount(shownQuery, bounds);

  // After following a pagination link, continue reading at the results, not at the top of the page.
  const focusResults = Boolean((location.state as Record<string, unknown> | null)?.[FOCUS_RESULTS]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useEffect(() => {
    if (focusResults) resultsHeading.current?.focus();
  }, [location.key]);

  const clearFilters = () =>
    setQuery(
      withFilters(shownQuery, {
        category: undefined,
        colours: [],
        minPrice: undefined,
        maxPrice: undefined,
        inStock: undefined,
      }),
    );

  // The buttons that clear the search go with it: the results' heading takes the focus.
  const clearSearch = () => {
    setQuery(withFilters(shownQuery, { q: undefined }));
    resultsHeading.current?.focus();
  };

  return (
    <div className={page.page}>
      <header className={styles.hero}>
        <PageHeading>{t('readyToShip.title')}</PageHeading>
        <p>{t('readyToShip.intro')}</p>
        <p className={styles.heroNote}>{t('readyToShip.shipping', { min: MIN_ORDER_PIECES })}</p>
      </header>

      <CatalogueSearch
        q={query.q}
        onSearch={(q) => setQuery(withFilters(shownQuery, { q: q || undefined }))}
      />

      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filterCount > 0 ? t('filters.openWithCount', { count: filterCount }) : t('filters.open')}
        </button>
        <SortSelect
          value={shownQuery.sort}
          pricesVisible={latest?.audience === 'buyer'}
          searched={Boolean(shownQuery.q)}
          onChange={(sort) => setQuery(withFilters(shownQuery, { sort }))}
        />
      </div>

      {filtersOpen ? (
        <FiltersPanel
          id={panelId}
          query={shownQuery}
          facets={latest?.facets ?? NO_FACETS}
          bounds={bounds}
          onChange={setQuery}
        />
      ) : null}

      <ProductResults
        query={query}
        list={list}
        error={list || isFetching ? undefined : error}
        onRetry={() => void refetch()}
        onClearFilters={() => {
          clearFilters();
          resultsHeading.current?.focus();
        }}
        onClearSearch={clearSearch}
        filtered={filterCount > 0}
        headingRef={resultsHeading}
      />

      {list ? <Pagination query={query} page={list.page} pageCount={list.pageCount} /> : null}

      <CustomMadeCta />
    </div>
  );
}

export { seedReadyToShip as seedFirstView } from './first-view.ts';
