import { isRouteErrorResponse, useRouteError } from '@shop/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The routing fallback: 'Unexpected Application Error!' with status and message. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? error.statusText || String(error.data)
    : error instanceof Error
      ? error.message
      : String(error);

  // Rendered instead of the layout, so the layout's document title does not run here.
  useEffect(() => {
    document.title = `${t('routeError.title')} | ${t('brand')}`;
  }, [t]);

  return (
    <main className="shell-main">
      <section className="shell-page" role="alert">
        <h1>{t('routeError.title')}</h1>
        <p>
          {status}: {message}
        </p>
        <a href="/">{t('notFound.home')}</a>
      </section>
    </main>
  );
}
