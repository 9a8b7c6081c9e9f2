import { Link, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="shell-page shell-not-found">
      <p className="shell-not-found__code" aria-hidden="true">
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
