import { formatDate } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/platform';
import { LoadingState } from '@shop/ui/loading-state';
import { useId } from 'react';
import { useAccountGetMyCustomRequestQuery } from '../../api/get-custom-request.ts';
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
import table from './table.module.css';

/** A custom-made request: the product types with fabric and sizes, files, delivery and notes. */
export function CustomRequestDetails({ reference }: { reference: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data: request, isLoading, error, refetch } = useAccountGetMyCustomRequestQuery(reference);
  const productsId = useId();
  const deliveryId = useId();

  if (isLoading) return <LoadingState label={t('common.loading')} />;
  if (!request) return error ? <DetailsFailure error={error} onRetry={refetch} /> : null;

  return (
    <>
      <dl className={`${details.details} ${details.summary}`}>
        <dt>{t('orders.status')}</dt>
        <dd>
          <StatusBadge status={request.status} />
        </dd>
        <dt>{t('orderDetails.submittedOn')}</dt>
        <dd>{formatDate(request.createdAt, language)}</dd>
        <dt>{t('orders.items')}</dt>
        <dd>{request.totalQuantity}</dd>
        <dt>{t('customDetails.brandLabel')}</dt>
        <dd>{request.brandLabel ? request.brandLabel.name : t('customDetails.noFile')}</dd>
      </dl>

      <QuoteSection
        kind="custom"
        reference={request.reference}
        status={request.status}
        progress={request.progress}
        customLines={request.lines}
      />

      <section aria-labelledby={productsId} className={panel.panel}>
        <h2 id={productsId}>{t('orders.products')}</h2>
        <div className={table.scroll}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('customDetails.type')}</th>
                <th scope="col">{t('customDetails.fabric')}</th>
                <th scope="col">{t('orderDetails.sizes')}</th>
                <th scope="col">{t('orders.items')}</th>
                <th scope="col">{t('customDetails.sample')}</th>
                <th scope="col">{t('customDetails.designFile')}</th>
              </tr>
            </thead>
            <tbody>
              {request.lines.map((line) => (
                <tr key={line.type}>
                  <th scope="row">{t(`productTypes.${line.type}`)}</th>
                  <td>{t(`fabrics.${line.fabric}`)}</td>
                  <td>
                    <SizeList quantities={line.sizes} />
                  </td>
                  <td>{line.totalQuantity}</td>
                  <td>{line.requestSample ? t('common.yes') : t('common.no')}</td>
                  <td>{line.designFile ? line.designFile.name : t('customDetails.noFile')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby={deliveryId} className={panel.panel}>
        <h2 id={deliveryId}>{t('orders.delivery')}</h2>
        <dl className={details.details}>
          <DeliveryRows
            preference={t(`customDelivery.${request.deliveryOption}`)}
            progress={request.progress}
          />
          <dt>{t('customDetails.preferredDate')}</dt>
          <dd>
            {request.preferredDeliveryDate
              ? formatDate(request.preferredDeliveryDate, language)
              : t('customDetails.noPreferredDate')}
          </dd>
          <dt>{t('orderDetails.deliveryAddress')}</dt>
          <dd>
            <AddressView address={request.deliveryAddress} />
          </dd>
          <dt>{t('orderDetails.notes')}</dt>
          <dd className={details.notes}>{request.notes.trim() || t('orderDetails.noNotes')}</dd>
        </dl>
      </section>

      <RequestTimeline events={request.statusHistory} />

      <RequestThread kind="custom" reference={request.reference} />
    </>
  );
}
