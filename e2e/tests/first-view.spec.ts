import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { remoteFolder, shellFolder } from './served-from.ts';
import { logInAsNewBuyer } from './session.ts';
import { shellScriptsIn } from './shell-scripts.ts';
import { PREVIEW_LINK } from './shop-under-test.ts';

/** The API paths this page asked the BFF for, from now on. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return reads;
}

test('a catalogue page opens with its data: no API round trip before the cards show', {
  tag: ['@catalog', '@shell'],
}, async ({ page }) => {
  // Where the catalogue's and the shell's files come from (the built ones; on a running shop, its releases).
  const catalogFolder = new URL(await remoteFolder(page, 'catalog'), 'http://shop');
  const shell = await shellFolder(page);
  const reads = apiReads(page);
  const files: string[] = [];
  page.on('request', (request) => files.push(new URL(request.url()).pathname));
  const catalog = page.locator('[data-boundary="catalog"]');
  await page.goto('/ready-to-ship?colours=red');
  await expect(catalog.getByRole('link', { name: 'Red Tiered Maxi Dress' })).toBeVisible();
  await expect(catalog.getByText('Login to see price').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  expect(reads).toEqual([]);
  // The page preloads the catalogue's entry and page files (and its first image): each is fetched once,
  // the preload being what the runtime then uses.
  expect(files).toContain(new URL('remoteEntry.js', catalogFolder).pathname);
  expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([]);
  // The shell's scripts are all named in the page (its shared libraries are in them): none had to wait for
  // another script to run before it was asked for.
  const html = await (
    await page.request.get('/ready-to-ship?colours=red', { headers: { accept: 'text/html' } })
  ).text();
  const inPage = shellScriptsIn(html);
  const shellScripts = files.filter((file) => file.startsWith(`${shell}static/js/`));
  expect(shellScripts.length).toBeGreaterThan(0);
  // In a preview, the shell's preview bar is a lazy chunk of its own, asked for once the page runs.
  const previewBar = (file: string) =>
    PREVIEW_LINK !== undefined && file.startsWith(`${shell}static/js/async/`);
  expect(shellScripts.filter((file) => !inPage.includes(file) && !previewBar(file))).toEqual([]);

  // Browsing on asks the BFF as before.
  await catalog.getByRole('link', { name: 'Red Tiered Maxi Dress' }).click();
  await expect(catalog.getByRole('heading', { level: 1, name: 'Red Tiered Maxi Dress' })).toBeVisible();
  expect(reads).toContain('GET /api/products/1');
});

test('a buyer’s product page opens in their language with prices, and logging out leaves none behind', {
  tag: ['@catalog', '@account', '@shell'],
}, async ({ page }) => {
  await logInAsNewBuyer(page);
  await page.getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');

  const reads = apiReads(page);
  const catalog = page.locator('[data-boundary="catalog"]');
  await page.goto('/product/1');
  await expect(
    catalog.getByRole('heading', { level: 1, name: 'Κόκκινο μάξι φόρεμα με βολάν' }),
  ).toBeVisible();
  await expect(catalog.getByText(/€/).first()).toBeVisible();
  expect(reads.filter((read) => /\/api\/(products\/1|auth\/me|basket)$/.test(read))).toEqual([]);
  // The page's own reads of the buyer's account are answered (the samples left) before the buyer logs out:
  // one still on its way would find the session ended, and rightly send the page to log in.
  await expect(catalog.getByText('Διαθέσιμα δείγματα: 3 από 3')).toBeVisible();

  // After logging out, the same page asks again and shows a visitor's view.
  await page.request.post('/api/auth/logout', { headers: { 'X-Shop-Request': '1' } });
  await page.reload();
  await expect(
    catalog.getByRole('heading', { level: 1, name: 'Κόκκινο μάξι φόρεμα με βολάν' }),
  ).toBeVisible();
  await expect(catalog.getByText(/€/)).toHaveCount(0);
});
