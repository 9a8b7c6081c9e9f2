import type { Page } from '@playwright/test';
import { settled } from './a11y-helpers.ts';
import { addToBasket } from './basket-helpers.ts';
import { expect, test } from './fixtures.ts';
import { registerBuyer } from './session.ts';
import { OWN_SHOP } from './shop-under-test.ts';

/**
 * Buyers do not pay for the back office: a buyer's or a visitor's page fetches nothing of the office remote
 * (no manifest, no preload, no chunk). The shell registers every remote at start-up, which fetches nothing;
 * the BFF hints only the remote that owns the page's path.
 */

const SHOP_PAGES = ['/', '/ready-to-ship', '/product/1', '/basket'];

/**
 * Where this BFF serves the office remote from, as its registry says: the build it serves
 * (`/remotes/office/`), or on a running shop whichever release is live or previewed.
 */
async function officeFolder(page: Page): Promise<string> {
  const registry = (await (await page.request.get('/api/remotes')).json()) as {
    remotes: { name: string; manifestUrl: string }[];
  };
  const manifestUrl = registry.remotes.find((remote) => remote.name === 'office')?.manifestUrl ?? '';
  if (OWN_SHOP) expect(manifestUrl).toBe('/remotes/office/mf-manifest.json');
  else expect(manifestUrl).toMatch(/\/mf-manifest\.json$/);
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** Every URL the page asks for from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The page's resource hints (`<link rel=preload|modulepreload|prefetch|stylesheet>`) and scripts, as served. */
function hintedUrls(html: string): string[] {
  return [...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
}

for (const who of ['visitor', 'buyer'] as const) {
  test(`a ${who}'s shop pages fetch nothing of the office remote`, {
    tag: ['@office', '@shell', '@catalog', '@basket'],
  }, async ({ page }) => {
    test.setTimeout(60_000);
    const folder = await officeFolder(page);
    if (who === 'buyer') {
      // A buyer of the test's own, logged in, with a line in the basket (the basket page shows it).
      await registerBuyer(page);
      await addToBasket(page, '1', { M: 5 });
    }
    const requested = requestsOf(page);
    for (const path of SHOP_PAGES) {
      const response = await page.goto(path);
      expect(
        hintedUrls((await response?.text()) ?? '').filter((url) => url.includes(folder)),
        path,
      ).toEqual([]);
      await settled(page);
      if (who === 'buyer') {
        await expect(
          page.getByRole('banner').getByRole('button', { name: /^Account menu for/ }),
        ).toBeVisible();
      }
    }
    expect(requested.length).toBeGreaterThan(20);
    expect(requested.filter((url) => url.includes('/remotes/office') || url.includes(folder))).toEqual([]);
  });
}

test('the office loads its remote on its own pages (the check above can see it)', {
  tag: ['@office'],
}, async ({ page }) => {
  const folder = await officeFolder(page);
  const requested = requestsOf(page);
  const response = await page.goto('/office/login');
  // Its manifest and first files are hinted in the page, as for every remote's page.
  expect(hintedUrls((await response?.text()) ?? '').some((url) => url.includes(folder))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff log in' })).toBeVisible();
  expect(requested.some((url) => url.includes(`${folder}mf-manifest.json`))).toBe(true);
  expect(requested.some((url) => url.includes(`${folder}remoteEntry.js`))).toBe(true);
});
