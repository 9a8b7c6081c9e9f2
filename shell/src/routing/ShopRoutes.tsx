import { Route, Routes } from '@shop/platform';
import { lazy, type ReactNode } from 'react';
import { TakenOverMark } from '../first-view/TakenOverMark.tsx';
import { DocumentTitle } from '../layout/DocumentTitle.tsx';
import { Layout } from '../layout/Layout.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RemotePage } from '../remotes/RemotePage.tsx';
import { REMOTE_ROUTES } from './route-table.ts';

// The shell's content pages are rarely the first view: their code loads when one is visited (Layout's
// Suspense shows the loading status meanwhile), so /ready-to-ship does not download them.
const AboutPage = lazy(() => import('../pages/AboutPage.tsx').then((m) => ({ default: m.AboutPage })));
const HowItWorksPage = lazy(() =>
  import('../pages/HowItWorksPage.tsx').then((m) => ({ default: m.HowItWorksPage })),
);
const ContactPage = lazy(() => import('../pages/ContactPage.tsx').then((m) => ({ default: m.ContactPage })));

/** A page and its document title (a key in the shell's `titles`). */
interface ShopRoute {
  path: string;
  title: string;
  page: ReactNode;
}

/**
 * A page of the shell's own, with the mark that a rendered page is taken over: beside the page, in the same
 * Suspense boundary (Layout's), so it is set once the page's own code runs it. A remote's page has its own
 * inside RemotePage.
 */
const shellPage = (page: ReactNode) => (
  <>
    {page}
    <TakenOverMark />
  </>
);

export const SHOP_ROUTES: ShopRoute[] = [
  { path: '/', title: 'home', page: shellPage(<HomePage />) },
  { path: '/about', title: 'about', page: shellPage(<AboutPage />) },
  { path: '/how-it-works', title: 'howItWorks', page: shellPage(<HowItWorksPage />) },
  { path: '/contact', title: 'contact', page: shellPage(<ContactPage />) },
  // A remote's page starts loading as soon as its route renders; a failure is shown by its own boundary.
  ...REMOTE_ROUTES.map((entry) => ({
    path: entry.path,
    title: entry.title,
    page: <RemotePage key={entry.path} remote={entry.remote} module={entry.module} />,
  })),
  { path: '*', title: 'notFound', page: shellPage(<NotFoundPage />) },
];

/** Every page of the shop inside the frame; the route table says which remote owns which path. */
export function ShopRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {SHOP_ROUTES.map(({ path, title, page }) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                <DocumentTitle title={title} />
                {page}
              </>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
