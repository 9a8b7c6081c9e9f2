import { formatDate, formatPrice } from '@shop/contracts';
import { Link, useLanguage, useTranslation } from '@shop/platform';
import hint from '@shop/ui/hint.module.css';
import { LoadingState } from '@shop/ui/loading-state';
import { useId } from 'react';
import { useAccountGetMyOrderRequestQuery } from '../../api/get-order-request.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { AddressView } from '../AddressView.tsx';
import details from '../details.module.css';
import panel from '../panel.module.css';
import { QuoteSection } from '../quotes/QuoteSection.tsx';
import { RequestTimeline } from '../quotes/RequestTimeline.tsx';
import { SizeList } from '../SizeList.tsx';
import { StatusBadge } from '../StatusBadge.tsx';
import { RequestThread } from '../thread/RequestThread.tsx';
import { DeliveryRows } from './DeliveryRows.tsx';
import { DetailsFailure } from './DetailsFailure.tsx';
import { OrderAgainControl } from './OrderAgainControl.tsx';
import styles from './OrderRequestDetails.module.css';
import table from './table.module.css';

/**
 * Order Details: the lines with their sizes as submitted (and, until a quote is accepted, the sizes asking
 * for more than is free now), delivery, notes and the status history (each change with the note it carried,
 * if any).
 */
export function OrderRequestDetails({ reference }: { reference: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const {
    data: order,
    isLoading,
    error,
    refetch,
  } = useAccountGetMyOrderRequestQuery({ reference, language });
  const piecesId = useId();
  const deliveryId = useId();

  if (isLoading) return <LoadingState label={t('common.loading')} />;
  if (!order) return error ? <DetailsFailure error={error} onRetry={refetch} /> : null;

  return (
    <>
      <dl className={`${details.details} ${details.summary}`}>
        <dt>{t('orders.status')}</dt>
        <dd>
          <StatusBadge status={order.status} />
        </dd>
        <dt>{t('orderDetails.submittedOn')}</dt>
        <dd>{formatDate(order.createdAt, language)}</dd>
        <dt>{t('orders.items')}</dt>
        <dd>{order.totalItems}</dd>
        <dt>{t('orders.total')}</dt>
        <dd>{formatPrice(order.totalPriceCents, language)}</dd>
      </dl>
      <OrderAgainControl key={order.reference} reference={order.reference} />

      <QuoteSection
        kind="order"
        reference={order.reference}
        status={order.status}
        progress={order.progress}
        lines={order.lines}
      />

      <section aria-labelledby={piecesId} className={panel.panel}>
        <h2 id={piecesId}>{t('orderDetails.pieces')}</h2>
        <div className={table.scroll}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('orderDetails.product')}</th>
                <th scope="col">{t('orderDetails.sizes')}</th>
                <th scope="col">{t('orders.items')}</th>
                <th scope="col">{t('orderDetails.unitPrice')}</th>
                <th scope="col">{t('orderDetails.lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.productId}>
                  <th scope="row">
                    <div className={styles.line}>
                      <img src={line.image} alt="" width={48} height={64} loading="lazy" />
                      <div>
                        <Link to={`/product/${encodeURIComponent(line.productId)}`}>{line.name}</Link>
                        {line.addYourBrand ? (
                          <p className={hint.hint}>
                            {line.brandLogo
                              ? t('orderDetails.brandLogo', { name: line.brandLogo.name })
                              : t('orderDetails.addYourBrand')}
                          </p>
                        ) : null}
                      </div>
                    </div>
                  </th>
                  <td>
                    <SizeList quantities={line.quantities} />
                    {line.stockShortfalls && line.stockShortfalls.length > 0 ? (
                      <div className={styles.overStock}>
                        <p>{t('orderDetails.overStock')}</p>
                        <ul>
                          {line.stockShortfalls.map((short) => (
                            <li key={short.size}>
                              {t('orderDetails.sizeShort', { size: short.size, free: short.free })}
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </td>
                  <td>{line.totalQuantity}</td>
                  <td>{formatPrice(line.unitPriceCents, language)}</td>
                  <td>{formatPrice(line.lineTotalCents, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby={deliveryId} className={panel.panel}>
        <h2 id={deliveryId}>{t('orders.delivery')}</h2>
        <dl className={details.details}>
          <DeliveryRows preference={t(`delivery.${order.deliveryOption}`)} progress={order.progress} />
          <dt>{t('orderDetails.deliveryAddress')}</dt>
          <dd>
            <AddressView address={order.deliveryAddress} />
          </dd>
          <dt>{t('orderDetails.notes')}</dt>
          <dd className={details.notes}>{order.notes.trim() || t('orderDetails.noNotes')}</dd>
        </dl>
      </section>

      <RequestTimeline events={order.statusHistory} />

      <RequestThread kind="order" reference={order.reference} />
    </>
  );
}
