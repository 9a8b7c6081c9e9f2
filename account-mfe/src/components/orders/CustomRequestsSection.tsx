import { formatDate } from '@shop/contracts';
import { Link, useLanguage, useTranslation } from '@shop/platform';
import { useAccountGetMyCustomRequestsQuery } from '../../api/get-custom-requests.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { StatusBadge } from '../StatusBadge.tsx';
import empty from './empty.module.css';
import { HistorySection } from './HistorySection.tsx';
import table from './table.module.css';

/** The buyer's custom-made quote requests, newest first. */
export function CustomRequestsSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, isLoading, isError, refetch } = useAccountGetMyCustomRequestsQuery();
  const requests = data?.requests ?? [];

  return (
    <HistorySection
      title={t('orders.customRequests')}
      isLoading={isLoading}
      isError={isError}
      onRetry={refetch}
    >
      {requests.length === 0 ? (
        <div className={empty.empty}>
          <p>{t('orders.noCustomRequests')}</p>
          <Link to="/custom-made">{t('orders.requestQuote')}</Link>
        </div>
      ) : (
        <div className={table.scroll}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('orders.reference')}</th>
                <th scope="col">{t('orders.date')}</th>
                <th scope="col">{t('orders.products')}</th>
                <th scope="col">{t('orders.items')}</th>
                <th scope="col">{t('orders.status')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => (
                <tr key={request.reference}>
                  <th scope="row">
                    <Link to={`/orders/${encodeURIComponent(request.reference)}`}>{request.reference}</Link>
                  </th>
                  <td>{formatDate(request.createdAt, language)}</td>
                  <td>{request.types.map((type) => t(`productTypes.${type}`)).join(', ')}</td>
                  <td>{request.totalQuantity}</td>
                  <td>
                    <StatusBadge status={request.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </HistorySection>
  );
}
