import { HydrateOnView, Outlet, Toaster, useNavigate, useTranslation } from '@shop/platform';
import { Suspense, useMemo, useRef } from 'react';
import { LoadingStatus } from '../components/LoadingStatus.tsx';
import { PreviewNotice } from '../preview/PreviewNotice.tsx';
import { Footer } from './Footer.tsx';
import { LanguageSync } from './LanguageSync.tsx';
import styles from './Layout.module.css';
import main from './main.module.css';
import { RouteFocus } from './RouteFocus.tsx';
import { ScrollRestoration } from './ScrollRestoration.tsx';
import { SessionExpiryRedirect } from './SessionExpiryRedirect.tsx';
import { TopBar } from './TopBar.tsx';
import { UnderConstructionBanner } from './UnderConstructionBanner.tsx';

const MAIN_ID = 'main';

/** The frame every page sits in; a remote failing inside <Outlet> never takes it down. */
export function Layout() {
  const { t } = useTranslation('shell');
  // The footer follows its links through the router's latest navigate, but is made once: the same element on
  // every render, so nothing reaches it while it waits below the fold (HydrateOnView, memoised, bails out).
  const navigate = useNavigate();
  const latestNavigate = useRef(navigate);
  latestNavigate.current = navigate;
  const footer = useMemo(() => <Footer onFollow={(to) => latestNavigate.current(to)} />, []);
  return (
    <>
      <LanguageSync />
      <SessionExpiryRedirect />
      <RouteFocus mainId={MAIN_ID} />
      <ScrollRestoration />
      <a
        className={styles.skipLink}
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // Focus the content without adding #main to the address (the router would treat it as a navigation).
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <PreviewNotice />
      <UnderConstructionBanner />
      {/* Its own boundary: a press in a page before the shop runs it makes React take over at once only the
          way to the press, not the top bar and its menus too (issue 48, part 5). */}
      <Suspense fallback={null}>
        <TopBar />
      </Suspense>
      <main id={MAIN_ID} tabIndex={-1} className={main.main}>
        {/* The shell's lazily loaded pages; a remote's page has a boundary of its own. */}
        <Suspense fallback={<LoadingStatus />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Below the fold on every page: its HTML shows at once, React takes it over when it nears the screen. */}
      <HydrateOnView>{footer}</HydrateOnView>
      <Toaster />
    </>
  );
}
