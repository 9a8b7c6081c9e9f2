import { formatDate } from '@shop/contracts';
import { Link, useBuyer, useLanguage, useTranslation } from '@shop/platform';
import { useCustomListCustomMadeRequestsQuery } from '../api/list-custom-made-requests.ts';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './RecentRequests.module.css';
import reference from './reference.module.css';

const SHOWN = 3;

/** A signed-in buyer's latest quote requests, so a second request can be told from the first. */
export function RecentRequests() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { buyer } = useBuyer();
  const { data } = useCustomListCustomMadeRequestsQuery(undefined, { skip: !buyer });
  const requests = buyer ? (data?.requests ?? []) : [];
  if (requests.length === 0) return null;

  return (
    <section aria-labelledby="custom-recent-heading">
      <h2 id="custom-recent-heading">{t('recent.heading')}</h2>
      <ul className={styles.list}>
        {requests.slice(0, SHOWN).map((request) => (
          <li key={request.reference} className={styles.item}>
            <span className={reference.reference}>{request.reference}</span>
            <span>{formatDate(request.createdAt, language)}</span>
            <span>{request.types.map((type) => t(`types.${type}`)).join(', ')}</span>
            <span>{t('confirmation.pieces', { count: request.totalQuantity })}</span>
            <span className={styles.status}>{t(`status.${request.status}`)}</span>
          </li>
        ))}
      </ul>
      <Link to="/orders">{t('recent.all')}</Link>
    </section>
  );
}
