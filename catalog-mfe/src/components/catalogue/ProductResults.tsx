import { CATALOGUE_PAGE_SIZE, type ProductListResponse } from '@shop/contracts';
import { readApiError, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import type { ReactNode, Ref } from 'react';
import { type CatalogueQuery, productPath } from '../../catalogue/catalogue-query.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { ProductCard, SkeletonCard } from '../ProductCard.tsx';
import type { ImagePriority } from '../ProductImage.tsx';
import status from '../status.module.css';
import styles from './ProductResults.module.css';

/** The first row is in view at once on any screen (up to 4 columns); the first card is the largest paint. */
function imagePriorityAt(index: number): ImagePriority {
  if (index === 0) return 'lead';
  return index < 4 ? 'visible' : 'later';
}

interface Props {
  query: CatalogueQuery;
  /** The answer for the current query, or undefined while it loads. */
  list: ProductListResponse | undefined;
  error: unknown;
  onRetry: () => void;
  onClearFilters: () => void;
  /** Removes the search from the URL, keeping the filters. */
  onClearSearch: () => void;
  /** Whether any filter is applied (the empty search then offers to search without them). */
  filtered: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The grid with its loading, error and empty states. */
export function ProductResults({
  query,
  list,
  error,
  onRetry,
  onClearFilters,
  onClearSearch,
  filtered,
  headingRef,
}: Props) {
  const { t } = useTranslation(NAMESPACE);
  const { q } = query;

  let body: ReactNode;
  if (list) {
    body =
      list.items.length === 0 ? (
        q ? (
          <div className={status.empty}>
            <p className={styles.emptyTitle}>{t('search.empty', { q })}</p>
            <p>{t('search.emptyHint')}</p>
            <div className={styles.actions}>
              <Button onClick={onClearSearch}>{t('search.clearSearch')}</Button>
              {filtered ? (
                <Button variant="secondary" onClick={onClearFilters}>
                  {t('search.withoutFilters', { q })}
                </Button>
              ) : null}
            </div>
          </div>
        ) : (
          <div className={status.empty}>
            <p className={styles.emptyTitle}>{t('results.empty')}</p>
            <p>{t('results.emptyHint')}</p>
            <Button onClick={onClearFilters}>{t('results.clearAll')}</Button>
          </div>
        )
      ) : (
        <ul className={styles.grid}>
          {list.items.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                to={productPath(product.id, { ...query, page: list.page })}
                imagePriority={imagePriorityAt(index)}
              />
            </li>
          ))}
        </ul>
      );
  } else if (error) {
    const { code } = readApiError(error);
    body = (
      <div className={status.error} role="alert">
        <p>{t('results.error')}</p>
        <p>{code === 'network_error' ? t('errors.network') : t('errors.generic')}</p>
        <Button onClick={onRetry}>{t('results.retry')}</Button>
      </div>
    );
  } else {
    body = (
      <>
        <p role="status" className="visually-hidden">
          {t('results.loading')}
        </p>
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: CATALOGUE_PAGE_SIZE }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <SkeletonCard key={i} />
          ))}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="catalog-results-heading" aria-busy={!list && !error}>
      <div className={styles.head}>
        <h2 id="catalog-results-heading" ref={headingRef} tabIndex={-1}>
          {t('results.heading')}
        </h2>
        {/* Always there, so the count is read when it changes (a region added with its text may be missed). */}
        <p aria-live="polite" className={styles.count}>
          {list
            ? q
              ? t('search.resultCount', { count: list.total, q })
              : t('results.count', { count: list.total })
            : null}
        </p>
        {q && list && list.items.length > 0 ? (
          <Button variant="secondary" onClick={onClearSearch}>
            {t('search.clearSearch')}
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
