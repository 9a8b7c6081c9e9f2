// @vitest-environment node
import type { Basket } from '@shop/contracts';
import { describe, expect, it, vi } from 'vitest';
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

describe("the shell's server render", () => {
  it('renders a page of the shell in the asked language, with the banner unless dismissed', async () => {
    const view = await renderFirstView({
      url: '/',
      language: 'gr',
      bannerDismissed: false,
      answers: visitor,
    });
    expect(view.key).toBe('gr.banner');
    expect(view.html).toContain('Μετάβαση στο περιεχόμενο');
    expect(view.html).toContain('class="shell-banner"');

    const dismissed = await renderFirstView({
      url: '/',
      language: 'en',
      bannerDismissed: true,
      answers: visitor,
    });
    expect(dismissed.key).toBe('en.no-banner');
    expect(dismissed.html).toContain('Skip to content');
    expect(dismissed.html).not.toContain('class="shell-banner"');
  });

  it('renders the frame for the session in the answers: a buyer sees their basket count', async () => {
    const view = await renderFirstView({
      url: '/about',
      language: 'en',
      bannerDismissed: true,
      answers: buyer,
    });
    expect(view.html).toContain('aria-label="Basket, 7 pieces"');
    const anonymous = await renderFirstView({
      url: '/about',
      language: 'en',
      bannerDismissed: true,
      answers: visitor,
    });
    expect(anonymous.html).toContain('aria-label="Basket, 0 pieces"');
  });

  it('waits for the lazily loaded pages and puts every part in place, with no inline script', async () => {
    const view = await renderFirstView({
      url: '/how-it-works',
      language: 'en',
      bannerDismissed: true,
      answers: {},
    });
    expect(view.html).toMatch(/<h1[^>]*>How it works<\/h1>/);
    expect(view.html).not.toContain('<script');
    expect(view.html).not.toContain('role="status"');
  });

  it("refuses a remote's page: remotes render in the browser", async () => {
    await expect(
      renderFirstView({ url: '/ready-to-ship', language: 'en', bannerDismissed: false, answers: visitor }),
    ).rejects.toThrow();
  });
});
