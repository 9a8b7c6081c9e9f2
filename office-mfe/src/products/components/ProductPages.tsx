import { Link, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './ProductPages.module.css';

/** Previous and next page of the list, as links (a page of the list has its own URL). */
export function ProductPages({
  page,
  pageCount,
  pathOf,
}: {
  page: number;
  pageCount: number;
  pathOf: (page: number) => string;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('products.pages')} className={styles.pages}>
      {page > 1 ? (
        <Link to={pathOf(page - 1)} rel="prev">
          {t('products.previousPage')}
        </Link>
      ) : null}
      <span aria-current="page">{t('products.pageOf', { page, count: pageCount })}</span>
      {page < pageCount ? (
        <Link to={pathOf(page + 1)} rel="next">
          {t('products.nextPage')}
        </Link>
      ) : null}
    </nav>
  );
}
