import {
  type Language,
  parseCatalogueQuery,
  productAvailabilityPath,
  productDetailPath,
  productListArgs,
  productListPath,
  type SeedFirstView,
} from '@shop/contracts';
import {
  BrowserRouter,
  createShopStore,
  initShopI18n,
  Provider,
  Route,
  Routes,
  type ShopStore,
  seedFirstAnswers,
} from '@shop/platform';
import { I18nextProvider, i18nFor, StaticRouter } from '@shop/platform/server';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_IN_GRID } from '../components/photo-layouts.ts';
import { TEST_PHOTOS, visitorDetail, visitorList, withPhoto, withPhotos } from '../testing/fixtures.ts';
import * as ProductDetail from './ProductDetailPage.tsx';
import * as ReadyToShip from './ReadyToShipPage.tsx';

type Page = { default: ComponentType; seedFirstView: SeedFirstView };

/** The page's answers as the BFF puts them in it: a visitor's, with photos. */
function answers(url: string): Record<string, unknown> {
  const detail = withPhotos(visitorDetail('1'), TEST_PHOTOS);
  const list = visitorList();
  list.items = list.items.map((item, i) => (i < 6 ? withPhoto(item, TEST_PHOTOS[i % 4]!) : item));
  const args = productListArgs(parseCatalogueQuery(new URL(url, 'http://shop').searchParams));
  return { '/auth/me': { buyer: null }, [productDetailPath('1')]: detail, [productListPath(args)]: list };
}

/** A store with the page's first reads answered, as both the BFF and the browser make it. */
function seededStore(page: Page, url: string, language: Language) {
  const store = createShopStore({ locale: { language } });
  const { pathname, search } = new URL(url, 'http://shop');
  const answerOf = (path: string) => answers(url)[path];
  // The frame's reads (the session the product page's forms use), as the shell seeds them; then the page's.
  seedFirstAnswers(store.dispatch, answerOf);
  page.seedFirstView(store.dispatch, answerOf, { pathname, search });
  return store;
}

function tree(page: Page, store: ShopStore, router: (routes: ReactNode) => ReactNode) {
  const { default: Component } = page;
  return (
    <Provider store={store}>
      {router(
        <Routes>
          <Route path="/ready-to-ship" element={<Component />} />
          <Route path="/product/:id" element={<Component />} />
        </Routes>,
      )}
    </Provider>
  );
}

/**
 * What the browser reads after the page, never answered in it: the product's availability (per request). The
 * network, as the BFF would answer (relative URLs resolved against the page, as a browser does).
 */
const AFTER_THE_PAGE: Record<string, unknown> = {
  [`/api${productAvailabilityPath('1')}`]: {
    audience: 'visitor',
    productId: '1',
    sizes: [
      { size: 'S', state: 'in_stock' },
      { size: 'M', state: 'out' },
    ],
  },
};
function answerAfterThePage() {
  const BrowserRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends BrowserRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://shop') : input, init);
      }
    },
  );
  vi.stubGlobal('fetch', async (request: Request) => {
    const answer = AFTER_THE_PAGE[new URL(request.url).pathname];
    return answer === undefined
      ? Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 })
      : Response.json(answer);
  });
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Renders the page as the BFF does, then hydrates it as the browser does; the problems React reported. */
async function renderThenHydrate(
  page: Page,
  url: string,
  language: Language,
  clientLanguage = language,
  beforeHydration: (container: HTMLElement) => void = () => {},
) {
  const server = seededStore(page, url, language);
  const html = renderToString(
    <I18nextProvider i18n={await i18nFor(language)}>
      {tree(page, server, (routes) => (
        <StaticRouter location={url}>{routes}</StaticRouter>
      ))}
    </I18nextProvider>,
  );

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  window.history.replaceState(null, '', url);
  await initShopI18n(clientLanguage);
  const client = seededStore(page, url, clientLanguage);
  answerAfterThePage();
  beforeHydration(container);
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  try {
    await act(async () => {
      root = hydrateRoot(
        container,
        tree(page, client, (routes) => <BrowserRouter>{routes}</BrowserRouter>),
        {
          onRecoverableError: (error) => problems.push(error),
        },
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  return { html, container, problems };
}

describe('the first view with photos, rendered by the server and hydrated in the browser', () => {
  it.each(['en', 'gr'] as const)(
    'the product page’s gallery hydrates without a mismatch (%s)',
    async (language) => {
      const { html, container, problems } = await renderThenHydrate(ProductDetail, '/product/1', language);
      expect(html).toContain('<picture');
      expect(html).toContain(`srcSet="/media/photos/${'a'.repeat(24)}-240.avif 240w`);
      expect(problems).toEqual([]);
      // Not in the server's HTML (read per request, after the page), the availability shows once it is in.
      expect(html).not.toMatch(/In stock|Διαθέσιμο/);
      expect(
        await screen.findByRole('region', { name: /Availability per size|Διαθεσιμότητα ανά μέγεθος/ }),
      ).toHaveTextContent(language === 'en' ? 'S: In stockM: Out of stock' : 'S: ΔιαθέσιμοM: Εξαντλημένο');
      // The server's elements are the page's now: the gallery works.
      const main = () => container.querySelector('img[fetchpriority="high"]');
      expect(main()).toHaveAttribute('alt', 'Red Tiered Maxi Dress, view 1');
      await userEvent.setup().click(screen.getAllByRole('button', { name: /Photo 2|Φωτογραφία 2/ })[0]!);
      expect(main()).toHaveAttribute('alt', 'Red Tiered Maxi Dress, view 2');
    },
  );

  it('the ready-to-ship cards’ photos hydrate without a mismatch', async () => {
    const { html, container, problems } = await renderThenHydrate(ReadyToShip, '/ready-to-ship', 'en');
    expect(html.match(/<picture/g)).toHaveLength(6);
    expect(problems).toEqual([]);
    const images = [...container.querySelectorAll('ul img')];
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]?.parentElement?.tagName).toBe('PICTURE');
    expect(images[0]).toHaveAttribute('sizes', CARD_IN_GRID.sizes);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(4).fill('eager'),
      ...Array(8).fill('lazy'),
    ]);
  });

  it.each(['en', 'gr'] as const)(
    'a search’s page arrives with the search in its box and its count, and hydrates without a mismatch (%s)',
    async (language) => {
      const { html, problems } = await renderThenHydrate(ReadyToShip, '/ready-to-ship?q=forema', language);
      expect(html).toMatch(/<input[^>]*name="q"[^>]*value="forema"/u);
      expect(html).toContain(language === 'en' ? '22 results for “forema”' : '22 αποτελέσματα για «forema»');
      expect(problems).toEqual([]);
      expect(
        screen.getByRole('combobox', { name: /Search the collection|Αναζήτηση στη συλλογή/u }),
      ).toHaveValue('forema');
    },
  );

  it('searches for what was typed into the server’s page before it was taken over', async () => {
    const { problems } = await renderThenHydrate(
      ReadyToShip,
      '/ready-to-ship?colours=red',
      'en',
      'en',
      (page) => {
        const box = page.querySelector<HTMLInputElement>('input[name="q"]');
        if (box) box.value = 'fousta';
      },
    );
    expect(problems).toEqual([]);
    const box = screen.getByRole('combobox', { name: 'Search the collection' });
    expect(box).toHaveValue('fousta');
    // Its suggestions are asked for too, once the pause has passed (and answered: not found here).
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    await userEvent.setup().type(box, '{Enter}');
    expect(window.location.search).toBe('?q=fousta&colours=red');
  });

  it('would report a first view that does not match (the check itself)', async () => {
    const { problems } = await renderThenHydrate(ProductDetail, '/product/1', 'en', 'gr');
    expect(problems.map(String).join('\n')).toMatch(/hydrat/i);
  });
});
