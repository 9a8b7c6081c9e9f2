import { type Basket, checkMinimumOrder, formatPrice } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';
import details from './details.module.css';
import hint from './hint.module.css';

/** Pieces and price of the basket, and how far it is from the minimum order. */
export function OrderTotals({ basket }: { basket: Basket }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const minimum = checkMinimumOrder(basket.totalQuantity);
  return (
    <>
      <dl className={details.details}>
        <div>
          <dt>{t('summary.totalItems')}</dt>
          <dd>{basket.totalQuantity}</dd>
        </div>
        <div>
          <dt>{t('summary.totalPrice')}</dt>
          <dd>{formatPrice(basket.totalPriceCents, language)}</dd>
        </div>
      </dl>
      <p className={hint.hint}>{t('summary.shippingLater')}</p>
      <p className={hint.hint}>
        {minimum.met
          ? t('summary.minimumMet', { min: minimum.min })
          : t('summary.minimumMissing', { count: minimum.missing, min: minimum.min })}
      </p>
    </>
  );
}
