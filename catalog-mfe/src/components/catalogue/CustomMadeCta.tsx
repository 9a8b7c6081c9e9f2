import { MIN_ORDER_PIECES } from '@shop/contracts';
import { Link, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './CustomMadeCta.module.css';

export function CustomMadeCta() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.cta}>
      <h2>{t('customCta.heading')}</h2>
      <p>{t('customCta.text', { min: MIN_ORDER_PIECES })}</p>
      <Link to="/custom-made" className="shop-button shop-button--primary">
        {t('customCta.link')}
      </Link>
    </section>
  );
}
