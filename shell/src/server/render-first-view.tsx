import { text } from 'node:stream/consumers';
import type { FirstView, FirstViewRequest } from '@shop/contracts';
import { createShopStore, registerTranslations, seedFirstAnswers } from '@shop/platform';
import { I18nextProvider, i18nFor, StaticRouter } from '@shop/platform/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { shellApi } from '../api/area.ts';
import { firstViewKey } from '../first-view/first-view-key.ts';
import en from '../i18n/en.json';
import gr from '../i18n/gr.json';
import type { PageModule } from '../remotes/load-remote-page.ts';
import { remotePageKey, ServerRemotePages } from '../remotes/server-remote-pages.ts';
import { ShopApp } from '../routing/ShopApp.tsx';
import { injectedShellSlice } from '../state/shell-slice.ts';
import { remoteServerPage } from './remote-server-module.ts';

registerTranslations('shell', { en, gr });

/**
 * The shell's server build (`FIRST_VIEW_MODULE` in contracts): renders a page of the shell's own (home,
 * about, how it works, contact, not found), or a remote's page whose server build the BFF gives it
 * (`remotePage`), as the browser's first render will, from the same answers, so the
 * browser hydrates it instead of starting from an empty page. Waits for the lazily loaded pages. Rejects
 * when anything in the page failed to render: the BFF then sends the page without a first view.
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView> {
  const { language, bannerDismissed } = request;
  const i18n = await i18nFor(language);
  const store = createShopStore({
    locale: { language },
    shell: { ...injectedShellSlice.getInitialState(), bannerDismissed },
  });
  const answerOf = (path: string) => request.answers[path];
  seedFirstAnswers(store.dispatch, answerOf);
  // A remote's page: its server build, given by the BFF, renders inside the shell from the same answers.
  const remotePages = new Map<string, PageModule>();
  if (request.remotePage) {
    const { remote, module } = request.remotePage;
    const page = remoteServerPage(request.remotePage);
    const url = new URL(request.url, 'http://first.view');
    page.seedFirstView?.(store.dispatch, answerOf, { pathname: url.pathname, search: url.search });
    remotePages.set(remotePageKey(remote, module), page);
  }

  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <ServerRemotePages value={remotePages}>
        <ShopApp
          store={store}
          router={(routes) => <StaticRouter location={request.url}>{routes}</StaticRouter>}
        />
      </ServerRemotePages>
    </I18nextProvider>,
    {
      signal: request.signal,
      // Every boundary inline, in place: React would otherwise send a large one after its fallback, with an
      // inline script to swap it in, which the shop's CSP (no inline scripts) refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const html = await text(prelude);
  // The render fetched nothing and nothing stays subscribed: drop the cache now, and with it the timers
  // RTK Query set to drop the seeded entries later, so the store is not kept alive after the render.
  store.dispatch(shellApi.util.resetApiState());
  if (failure !== null) throw failure;
  if (html.includes('<script')) throw new Error('the first view needs an inline script to complete');
  return { html, key: firstViewKey(language, bannerDismissed) };
}
