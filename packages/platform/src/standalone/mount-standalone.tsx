import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { initShopI18n } from '../i18n/i18n.ts';
import { createShopStore } from '../store/create-store.ts';
import { Provider } from '../store/provider.tsx';
import { Toaster } from '../toasts/Toaster.tsx';

export interface StandalonePage {
  path: string;
  /** A link target for the dev navigation (a concrete path for patterns like `/product/:id`). */
  href: string;
  Component: ComponentType;
}

/**
 * A minimal local host so one team can run its remote alone (`npm run dev -w catalog-mfe`): its own store,
 * i18n and router, its pages, and the BFF behind the dev server's /api proxy.
 */
export async function mountStandalone(name: string, pages: StandalonePage[]): Promise<void> {
  const store = createShopStore();
  await initShopI18n('en');
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <nav aria-label={`${name} pages`} style={{ display: 'flex', gap: '1rem', padding: '0.5rem 1rem' }}>
            <strong>{name}</strong>
            {pages.map((page) => (
              <Link key={page.path} to={page.href}>
                {page.href}
              </Link>
            ))}
          </nav>
          <main>
            <Routes>
              {pages.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
            </Routes>
          </main>
          <Toaster />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
