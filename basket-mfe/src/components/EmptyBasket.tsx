import { Link, useTranslation } from '@shop/platform';
import type { Ref } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './EmptyBasket.module.css';

/** No lines: say so and lead back to the collection. */
export function EmptyBasket({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.empty}>
      <h2 ref={headingRef} tabIndex={-1}>
        {t('empty.title')}
      </h2>
      <p>{t('empty.text')}</p>
      <Link className="shop-button shop-button--primary" to="/ready-to-ship">
        {t('empty.shopNow')}
      </Link>
    </div>
  );
}
