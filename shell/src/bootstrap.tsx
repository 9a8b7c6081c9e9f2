import '@shop/ui/tokens.css';
import './frame.css';
import { FIRST_VIEW_ATTRIBUTE, ISO_LANGUAGE } from '@shop/contracts';
import {
  BrowserRouter,
  createShopStore,
  initShopI18n,
  registerTranslations,
  seedFromPageAnswers,
} from '@shop/platform';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { firstViewKey } from './first-view/first-view-key.ts';
import en from './i18n/en.json';
import gr from './i18n/gr.json';
import { loadRegistry } from './remotes/registry.ts';
import { ShopApp } from './routing/ShopApp.tsx';
import { storedBannerDismissed, storedLanguage } from './state/persistence.ts';
import { injectedShellSlice } from './state/shell-slice.ts';

const language = storedLanguage() ?? 'en';
const bannerDismissed = storedBannerDismissed();
document.documentElement.lang = ISO_LANGUAGE[language];

// Ask where the remotes live while the frame renders; a failure is retried by each remote mount.
loadRegistry().catch((error: unknown) => console.error('[shell] remote registry unavailable', error));

await initShopI18n(language);
registerTranslations('shell', { en, gr });

const store = createShopStore({
  locale: { language },
  shell: { ...injectedShellSlice.getInitialState(), bannerDismissed },
});

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

const app = (
  <ShopApp
    store={store}
    // Navigations render at once, not as transitions: a page left (logout, session expiry) is gone before the
    // session changes under it, and a remote's page shows its own loading status.
    router={(routes) => <BrowserRouter useTransitions={false}>{routes}</BrowserRouter>}
  />
);

if (container.getAttribute(FIRST_VIEW_ATTRIBUTE) === firstViewKey(language, bannerDismissed)) {
  // The BFF sent this page's first view rendered (first-view.ts in contracts) for the same language and
  // banner: take over that HTML. The session and basket it was rendered with are the page's answers, read
  // into the store first so the first render here matches it.
  seedFromPageAnswers(store.dispatch, language);
  // As a transition too: hydration then runs in slices (as one task, it blocked the page for ≈ 200 ms
  // of Lighthouse's simulated 4× slower CPU), while the server's HTML is already on screen.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices and lets the browser in between, instead of
  // one long task (Lighthouse's total blocking time on /ready-to-ship 170–250 → 65–100 ms). A first view the
  // BFF rendered for another language or banner state is replaced when this one commits.
  startTransition(() => root.render(app));
}
