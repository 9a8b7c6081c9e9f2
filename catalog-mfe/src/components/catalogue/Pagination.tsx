import { Link, useTranslation } from '@shop/platform';
import { type CatalogueQuery, catalogueSearch } from '../../catalogue/catalogue-query.ts';
import { paginationWindow } from '../../catalogue/pagination.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './Pagination.module.css';

/** Links to the catalogue's pages; following one moves focus to the results (see ReadyToShipPage). */
export const FOCUS_RESULTS = 'catalog-focus-results';

export function Pagination({
  query,
  page,
  pageCount,
}: {
  query: CatalogueQuery;
  page: number;
  pageCount: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (pageCount <= 1) return null;
  const href = (n: number) => {
    const search = catalogueSearch({ ...query, page: n }).toString();
    return search ? `?${search}` : '?';
  };
  const state = { [FOCUS_RESULTS]: true };

  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} state={state} rel="prev" className={styles.step}>
              {t('pagination.previous')}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {t('pagination.previous')}
            </span>
          )}
        </li>
        {paginationWindow(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={href(item)}
                state={state}
                className={styles.page}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} state={state} rel="next" className={styles.step}>
              {t('pagination.next')}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {t('pagination.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
