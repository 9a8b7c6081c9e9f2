import { type OfficeProductList, type OfficeProductListQuery, PRODUCT_STATUSES } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from '../inbox/StatusCounts.module.css';

/**
 * How many products the catalogue has in each status, and how many miss their Greek words: each button
 * shows only those (pressed again, all of them). Counts are of the whole catalogue, not of the search.
 */
export function ProductCounts({
  counts,
  query,
  onChoose,
}: {
  counts: OfficeProductList['counts'];
  query: OfficeProductListQuery;
  onChoose: (query: OfficeProductListQuery) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { page: _page, ...rest } = query;
  const all = counts.draft + counts.published + counts.hidden;
  const withStatus = (status: OfficeProductListQuery['status']) => {
    const { status: _status, ...others } = rest;
    onChoose(status ? { ...others, status } : others);
  };
  return (
    <fieldset className={styles.counts}>
      <legend className="visually-hidden">{t('products.countsLabel')}</legend>
      <button
        type="button"
        className={styles.count}
        aria-pressed={!query.status}
        onClick={() => withStatus(undefined)}
      >
        <span>{t('products.all')}</span> <strong>{all}</strong>
      </button>
      {PRODUCT_STATUSES.map((status) => {
        const pressed = query.status === status;
        return (
          <button
            key={status}
            type="button"
            className={styles.count}
            aria-pressed={pressed}
            onClick={() => withStatus(pressed ? undefined : status)}
          >
            <span>{t(`status.product.${status}`)}</span> <strong>{counts[status]}</strong>
          </button>
        );
      })}
      <button
        type="button"
        className={styles.count}
        aria-pressed={Boolean(query.missingGreek)}
        onClick={() => {
          const { missingGreek: _missing, ...others } = rest;
          onChoose(query.missingGreek ? others : { ...others, missingGreek: true });
        }}
      >
        <span>{t('products.missingGreek')}</span> <strong>{counts.missingGreek}</strong>
      </button>
    </fieldset>
  );
}
