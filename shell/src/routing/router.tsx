import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout.tsx';
import { AboutPage } from '../pages/AboutPage.tsx';
import { ContactPage } from '../pages/ContactPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { HowItWorksPage } from '../pages/HowItWorksPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { loadRemotePage } from '../remotes/load-remote-page.ts';
import { RemotePage } from '../remotes/RemotePage.tsx';
import { REMOTE_ROUTES } from './route-table.ts';

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
