import { MIN_ORDER_PIECES } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';

const BENEFITS = ['design', 'label', 'minimum'] as const;

/** The three reasons to order custom-made, above the form. */
export function Benefits() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="custom-benefits" aria-labelledby="custom-benefits-heading">
      <h2 id="custom-benefits-heading" className="visually-hidden">
        {t('benefits.heading')}
      </h2>
      <ul>
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="custom-benefit">
            <h3>{t(`benefits.${benefit}.title`, { min: MIN_ORDER_PIECES })}</h3>
            <p>{t(`benefits.${benefit}.text`, { min: MIN_ORDER_PIECES })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
