import { useTranslation } from '@shop/platform';
import { useEffect } from 'react';
import { TakenOverMark } from '../first-view/TakenOverMark.tsx';
import main from '../layout/main.module.css';
import page from './page.module.css';

/** What a page that crashed outside any remote's boundary shows: 'Unexpected Application Error!' and why. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  const message = error instanceof Error ? error.message : String(error);

  // Rendered instead of the layout, so no page's document title runs here.
  useEffect(() => {
    document.title = `${t('routeError.title')} | ${t('brand')}`;
  }, [t]);

  return (
    <main className={main.main}>
      <section className={page.page} role="alert">
        <h1>{t('routeError.title')}</h1>
        <p>500: {message}</p>
        <a href="/">{t('notFound.home')}</a>
      </section>
      {/* Rendered instead of the page the presses were kept for: they end here. */}
      <TakenOverMark />
    </main>
  );
}
