import { Link, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import styles from './NotFoundPage.module.css';
import page from './page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={`${page.page} ${styles.notFound}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.text')}</p>
      <Link className="shop-button shop-button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
