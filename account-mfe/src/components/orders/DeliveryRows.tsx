import { acceptedDelivery, type RequestProgress } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import hint from '@shop/ui/hint.module.css';
import { NAMESPACE } from '../../i18n/register.ts';

/**
 * A request's delivery in its Delivery section: once a quote is accepted, the option accepted (what the team
 * ships with); always the buyer's preference from the basket, which the quote's options answer (issue 47).
 */
export function DeliveryRows({ preference, progress }: { preference: string; progress: RequestProgress }) {
  const { t } = useTranslation(NAMESPACE);
  const accepted = acceptedDelivery(progress);
  return (
    <>
      {accepted ? (
        <>
          <dt>{t('orderDetails.acceptedDelivery')}</dt>
          <dd>
            {t('orderDetails.acceptedDeliveryValue', { label: accepted.label, count: accepted.leadTimeDays })}
          </dd>
        </>
      ) : null}
      <dt>{accepted ? t('orderDetails.preferenceWhenSent') : t('orderDetails.deliveryPreference')}</dt>
      <dd>
        {preference}
        {accepted ? null : <span className={hint.hint}> {t('orderDetails.preferenceHint')}</span>}
      </dd>
    </>
  );
}
