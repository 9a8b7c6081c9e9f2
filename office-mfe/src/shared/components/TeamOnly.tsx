import { Link, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './TeamOnly.module.css';

/** What a buyer sees on the office's pages: not for them, and the way back to the shop. */
export function TeamOnly() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.page}>
      <PageHeading>{t('teamOnly.title')}</PageHeading>
      <p>{t('teamOnly.text')}</p>
      <p className={styles.links}>
        <Link to="/" className="shop-button shop-button--primary">
          {t('teamOnly.backToShop')}
        </Link>
        <Link to="/orders">{t('teamOnly.myOrders')}</Link>
      </p>
    </section>
  );
}
