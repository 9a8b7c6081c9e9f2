import { createBrowserRouter, type RouteObject } from '@shop/platform';
import { lazy } from 'react';
import { Layout } from '../layout/Layout.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { loadRemotePage } from '../remotes/load-remote-page.ts';
import { RemotePage } from '../remotes/RemotePage.tsx';
import { REMOTE_ROUTES } from './route-table.ts';

// The shell's content pages are rarely the first view: their code loads when one is visited (Layout's
// Suspense shows the loading status meanwhile), so /ready-to-ship does not download them.
const AboutPage = lazy(() => import('../pages/AboutPage.tsx').then((m) => ({ default: m.AboutPage })));
const HowItWorksPage = lazy(() =>
  import('../pages/HowItWorksPage.tsx').then((m) => ({ default: m.HowItWorksPage })),
);
const ContactPage = lazy(() => import('../pages/ContactPage.tsx').then((m) => ({ default: m.ContactPage })));

const remoteRoutes: RouteObject[] = REMOTE_ROUTES.map((entry) => ({
  path: entry.path,
  handle: { title: entry.title },
  // Start fetching the remote as navigation begins; a failure is shown by the page's boundary.
  loader: () => {
    loadRemotePage(entry.remote, entry.module).catch(() => undefined);
    return null;
  },
  element: <RemotePage key={entry.path} remote={entry.remote} module={entry.module} />,
}));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, handle: { title: 'home' }, element: <HomePage /> },
      { path: '/about', handle: { title: 'about' }, element: <AboutPage /> },
      { path: '/how-it-works', handle: { title: 'howItWorks' }, element: <HowItWorksPage /> },
      { path: '/contact', handle: { title: 'contact' }, element: <ContactPage /> },
      ...remoteRoutes,
      { path: '*', handle: { title: 'notFound' }, element: <NotFoundPage /> },
    ],
  },
];

export function createShopRouter() {
  return createBrowserRouter(routes);
}
