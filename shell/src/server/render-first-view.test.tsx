// @vitest-environment node
import type { Basket, FirstViewRequest } from '@shop/contracts';
import { describe, expect, it, vi } from 'vitest';
import formStyles from '../contact/ContactForm.module.css';
import bannerStyles from '../layout/UnderConstructionBanner.module.css';
import remoteStyles from '../remotes/RemotePage.module.css';
import { renderFirstView } from './render-first-view.tsx';

// As in the server build (build-config): no federation runtime, and the contract versions defined.
vi.mock('@module-federation/enhanced/runtime', () => import('./federation-runtime.server.ts'));
vi.hoisted(() => {
  Object.assign(globalThis, { __SHOP_CONTRACTS__: { contracts: '1.0.0', platform: '3.0.0', ui: '1.0.0' } });
});

const visitor = { '/auth/me': { buyer: null } };
const buyer = {
  '/auth/me': { buyer: { id: 'b1', email: 'buyer@boutique.gr', businessName: 'Boutique Ermou' } },
  '/basket': { lines: [], totalQuantity: 7 } as unknown as Basket,
};

/** A render of `url`, for an English-speaking visitor who dismissed the banner unless told otherwise. */
function render(url: string, request: Partial<Omit<FirstViewRequest, 'url'>> = {}) {
  return renderFirstView({ url, language: 'en', bannerDismissed: true, answers: visitor, ...request });
}

describe("the shell's server render", () => {
  it('renders a page of the shell in the asked language, with the banner unless dismissed', async () => {
    const view = await render('/', { language: 'gr', bannerDismissed: false });
    expect(view.key).toBe('gr.banner');
    expect(view.html).toContain('Μετάβαση στο περιεχόμενο');
    expect(view.html).toContain(`class="${bannerStyles.banner}"`);

    const dismissed = await render('/');
    expect(dismissed.key).toBe('en.no-banner');
    expect(dismissed.html).toContain('Skip to content');
    expect(dismissed.html).not.toContain(`class="${bannerStyles.banner}"`);
  });

  it('renders the frame for the session in the answers: a buyer sees their name and basket count', async () => {
    const view = await render('/about', { answers: buyer });
    expect(view.html).toContain('aria-label="Account menu for Boutique Ermou"');
    expect(view.html).toContain('aria-label="Basket, 7 pieces"');
    const anonymous = await render('/about');
    expect(anonymous.html).not.toContain('Account menu for');
    expect(anonymous.html).toContain('aria-label="Basket, 0 pieces"');
  });

  it('waits for the lazily loaded pages and puts every part in place, with no inline script', async () => {
    const view = await render('/how-it-works', { answers: {} });
    expect(view.html).toMatch(/<h1[^>]*>How it works<\/h1>/);
    expect(view.html).not.toContain('<script');
    expect(view.html).not.toContain('role="status"');
  });

  it('sends the contact form disabled: the browser must not submit it before the shop runs it', async () => {
    const view = await render('/contact');
    expect(view.html).toContain(`<fieldset class="${formStyles.fields}" disabled="">`);
  });

  it("refuses a remote's page without the remote's server build", async () => {
    await expect(render('/ready-to-ship')).rejects.toThrow();
  });

  /**
   * A remote's server build as the BFF hands it over: CommonJS that requires the shared singletons. Its page
   * reads the shell's store through the platform's hook (the same React and store, or it would throw) and
   * shows what its seed was given.
   */
  const listingPage = (contracts = { platform: '3.1.0' }) => ({
    remote: 'catalog' as const,
    module: './ReadyToShip',
    key: `test-build-${contracts.platform}`,
    manifest: { metaData: { shopContracts: contracts } },
    code: `
      const { jsx } = require('react/jsx-runtime');
      const { selectLanguage, useAppSelector } = require('@shop/platform');
      let seeded = '';
      function ReadyToShip() {
        const language = useAppSelector(selectLanguage);
        return jsx('h1', { children: 'Listing (' + language + '): ' + seeded });
      }
      exports.pages = {
        './ReadyToShip': {
          default: ReadyToShip,
          seedFirstView(dispatch, answerOf, location) {
            seeded = answerOf('/products?colours=red') + ' for ' + location.search;
          },
        },
      };
    `,
  });

  it("renders a remote's page from its server build, in the shell's store, seeded from the page's answers", async () => {
    const view = await render('/ready-to-ship?colours=red', {
      language: 'gr',
      answers: { ...visitor, '/products?colours=red': '12 red dresses' },
      remotePage: listingPage(),
    });
    expect(view.html).toContain(`<div class="${remoteStyles.remote}" data-boundary="catalog">`);
    expect(view.html).toContain('Listing (gr): 12 red dresses for ?colours=red');
  });

  it('refuses a remote built against contracts the browser would refuse, or asking for what is not shared', async () => {
    await expect(
      render('/ready-to-ship', { remotePage: listingPage({ platform: '2.0.0' }) }),
    ).rejects.toThrow(/other contracts/);
    const unshared = { ...listingPage(), key: 'unshared', code: "require('lodash');" };
    await expect(render('/ready-to-ship', { remotePage: unshared })).rejects.toThrow(
      /lodash, which is not shared/,
    );
  });
});
