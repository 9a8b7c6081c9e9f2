import { MIN_ORDER_PIECES } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './Benefits.module.css';

const BENEFITS = ['design', 'label', 'minimum'] as const;

/** The three reasons to order custom-made, above the form. */
export function Benefits() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="custom-benefits-heading">
      <h2 id="custom-benefits-heading" className="visually-hidden">
        {t('benefits.heading')}
      </h2>
      <ul className={styles.list}>
        {BENEFITS.map((benefit) => (
          <li key={benefit} className={styles.benefit}>
            <h3 className={styles.title}>{t(`benefits.${benefit}.title`, { min: MIN_ORDER_PIECES })}</h3>
            <p>{t(`benefits.${benefit}.text`, { min: MIN_ORDER_PIECES })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
