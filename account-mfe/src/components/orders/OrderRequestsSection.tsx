import { formatDate, formatPrice } from '@shop/contracts';
import { Link, useLanguage, useTranslation } from '@shop/platform';
import { useAccountGetMyOrderRequestsQuery } from '../../api/get-order-requests.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { StatusBadge } from '../StatusBadge.tsx';
import empty from './empty.module.css';
import { HistorySection } from './HistorySection.tsx';
import { OrderAgainControl } from './OrderAgainControl.tsx';
import table from './table.module.css';

/** The buyer's order requests, newest first: reference, date, pieces, total, status. */
export function OrderRequestsSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, isLoading, isError, refetch } = useAccountGetMyOrderRequestsQuery();
  const orders = data?.orders ?? [];

  return (
    <HistorySection
      title={t('orders.orderRequests')}
      isLoading={isLoading}
      isError={isError}
      onRetry={refetch}
    >
      {orders.length === 0 ? (
        <div className={empty.empty}>
          <p>{t('orders.noOrders')}</p>
          <Link to="/ready-to-ship">{t('orders.browseCatalogue')}</Link>
        </div>
      ) : (
        <div className={table.scroll}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('orders.reference')}</th>
                <th scope="col">{t('orders.date')}</th>
                <th scope="col">{t('orders.items')}</th>
                <th scope="col">{t('orders.total')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('orderAgain.column')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.reference}>
                  <th scope="row">
                    <Link to={`/orders/${encodeURIComponent(order.reference)}`}>{order.reference}</Link>
                  </th>
                  <td>{formatDate(order.createdAt, language)}</td>
                  <td>{order.totalItems}</td>
                  <td>{formatPrice(order.totalPriceCents, language)}</td>
                  <td>
                    <StatusBadge status={order.status} />
                  </td>
                  <td>
                    <OrderAgainControl compact reference={order.reference} />
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
