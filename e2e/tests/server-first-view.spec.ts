import type { Page } from '@playwright/test';
import { RUN_AFTER_PAINT_ATTRIBUTE, TAKEN_OVER_ATTRIBUTE } from '@shop/contracts';
import { expect, test } from './fixtures.ts';
import { holdBack } from './hold-back.ts';
import { inRegExp, remoteFolder, SHELL_SCRIPT, shellFolder } from './served-from.ts';
import { logInAsNewBuyer } from './session.ts';

/**
 * Counts the nodes removed from the shop's root from the moment the page's HTML is parsed: a hydrated
 * first view keeps the server's nodes, a page rendered afresh replaces them all.
 */
async function watchRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { removedFromRoot: number };
    w.removedFromRoot = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records) w.removedFromRoot += record.removedNodes.length;
      }).observe(root, { childList: true, subtree: true });
    });
  });
}

/** Whether the shell has marked the rendered page taken over (its own code runs it). */
const takenOver = (page: Page) =>
  page.evaluate((mark) => document.getElementById('root')?.hasAttribute(mark), TAKEN_OVER_ATTRIBUTE);

const removedFromRoot = (page: Page) =>
  page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot);

/** Errors the page logged (React reports a first view it could not hydrate as one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test("the shell's pages arrive rendered, readable before any script, and the shop takes them over", {
  tag: ['@shell'],
}, async ({ page }) => {
  // Without scripts: the page is there, in its language.
  const html = await (await page.request.get('/how-it-works', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<div id="root" data-first-view="en\.banner">/);
  expect(html).toMatch(/<h1[^>]*>How it works<\/h1>/);
  expect(html).toContain('Skip to content');

  await watchRoot(page);
  const errors = consoleErrors(page);
  for (const path of ['/', '/about', '/how-it-works', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Interactive: the Shop menu opens (its handler is attached by hydration, not by the server).
    const shop = page.getByRole('banner').getByRole('button', { name: 'Shop', exact: true });
    await shop.click();
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    expect(await removedFromRoot(page), `${path} was rendered again`).toBe(0);
  }
  expect(errors).toEqual([]);

  // The language toggle works at once, and the next page comes from the server in Greek.
  await page.getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Σχετικά με εμάς' })).toBeVisible();
  expect(await removedFromRoot(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('a dismissed banner stays dismissed in the rendered page, which is still taken over as it is', {
  tag: ['@shell'],
}, async ({ page }) => {
  await watchRoot(page);
  const errors = consoleErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(page.getByRole('region', { name: 'Site notice' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Site notice' })).toHaveCount(0);
  expect(await removedFromRoot(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('a buyer’s page is rendered for their session, with their basket count, and is taken over', {
  tag: ['@shell', '@account'],
}, async ({ page }) => {
  const buyer = await logInAsNewBuyer(page);

  const html = await (await page.request.get('/about', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('data-first-view="en.banner"');
  expect(html).toContain(`Account menu for ${buyer.businessName}`);

  await watchRoot(page);
  const errors = consoleErrors(page);
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  expect(await removedFromRoot(page)).toBe(0);
  expect(errors).toEqual([]);
});

/**
 * Whether the page had painted its first contentful paint when the shell's scripts started running: a
 * line put in front of the shell's script as it is served.
 */
async function recordPaintBeforeShell(page: Page): Promise<void> {
  await page.route(SHELL_SCRIPT, async (route) => {
    const response = await route.fetch();
    const mark =
      "window.paintedBeforeShell = performance.getEntriesByName('first-contentful-paint').length > 0;\n";
    await route.fulfill({ response, body: mark + (await response.text()) });
  });
}

const paintedBeforeShell = (page: Page) =>
  page.evaluate(() => (window as unknown as { paintedBeforeShell?: boolean }).paintedBeforeShell);

test('a rendered page is on screen before the shell’s scripts run; a remote’s page does not wait', {
  tag: ['@shell', '@catalog', '@custom'],
}, async ({ page }) => {
  await recordPaintBeforeShell(page);
  await watchRoot(page);
  const errors = consoleErrors(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect.poll(() => paintedBeforeShell(page)).toBe(true);
  // And the shop then takes the page over as before.
  const shop = page.getByRole('banner').getByRole('button', { name: 'Shop', exact: true });
  await shop.click();
  await expect(shop).toHaveAttribute('aria-expanded', 'true');
  expect(await removedFromRoot(page)).toBe(0);

  // A remote's page the server renders too (the catalogue's) waits the same way.
  await page.goto('/ready-to-ship');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();
  await expect.poll(() => paintedBeforeShell(page)).toBe(true);

  // A remote's page without a server build (the custom-made form) has no first view: its scripts are plain
  // deferred ones (nothing to paint before them), and the shell renders it.
  const html = await (await page.request.get('/custom-made', { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain(RUN_AFTER_PAINT_ATTRIBUTE);
  const shell = inRegExp(await shellFolder(page));
  expect(html).toMatch(new RegExp(`<script defer src="${shell}static/js/index\\.\\w+\\.js"></script>`));
  await page.goto('/custom-made');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => paintedBeforeShell(page)).toBe(false);
  expect(errors).toEqual([]);
});

test('what a buyer presses before the shop runs the rendered page is done once it does', {
  tag: ['@shell'],
}, async ({ page }) => {
  // The shell's script is held back as it is served: the page is the server's HTML meanwhile.
  const release = await holdBack(page, SHELL_SCRIPT);
  const errors = consoleErrors(page);
  await page.goto('/how-it-works', { waitUntil: 'domcontentloaded' });
  const question = page.getByRole('button', { name: 'What is the minimum order?' });
  await question.focus();
  await page.keyboard.press('Enter');
  const shop = page.getByRole('banner').getByRole('button', { name: 'Shop', exact: true });
  await shop.focus();
  await page.keyboard.press('ArrowDown');
  expect(await takenOver(page)).toBe(false);
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  release();
  await expect.poll(() => takenOver(page)).toBe(true);
  // Each press once, in order: the answer is open (not toggled twice), then the menu, its first link focused.
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'What is the minimum order?' })).toContainText(
    'The minimum order is 5 pieces in total.',
  );
  await expect(shop).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ready to ship' }),
  ).toBeFocused();
  expect(errors).toEqual([]);
});

test('the catalogue’s pages arrive rendered by its own server build, and the catalogue takes them over', {
  tag: ['@catalog', '@shell'],
}, async ({ page }) => {
  // Without scripts: the listing's cards are in the page, with the catalogue's stylesheet applied.
  const html = await (await page.request.get('/ready-to-ship', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<div id="root" data-first-view="en\.banner">/);
  expect(html).toContain('Red Tiered Maxi Dress');
  // The catalogue's files: the built ones (`/remotes/catalog/`), or on a running shop its live release's.
  const catalogFolder = await remoteFolder(page, 'catalog');
  expect(html).toMatch(
    new RegExp(`<link rel="stylesheet" href="${inRegExp(catalogFolder)}static/css/[^"]+\\.css">`),
  );
  const product = await (await page.request.get('/product/1', { headers: { accept: 'text/html' } })).text();
  expect(product).toMatch(/<h1[^>]*>Red Tiered Maxi Dress<\/h1>/);

  await watchRoot(page);
  const errors = consoleErrors(page);
  await page.goto('/ready-to-ship?colours=red');
  const catalog = page.locator('[data-boundary="catalog"]');
  await expect(catalog.getByRole('link', { name: 'Red Tiered Maxi Dress' })).toBeVisible();
  // Interactive once taken over: the filters open, and a page link is followed inside the shop.
  const filters = catalog.getByRole('button', { name: 'Filters (1 applied)' });
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  expect(await removedFromRoot(page)).toBe(0);
  await catalog.getByRole('link', { name: 'Red Tiered Maxi Dress' }).click();
  await expect(catalog.getByRole('heading', { level: 1, name: 'Red Tiered Maxi Dress' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a buyer’s catalogue page is rendered with the buyer’s prices, in Greek when Greek is on', {
  tag: ['@catalog', '@account', '@shell'],
}, async ({ page }) => {
  await logInAsNewBuyer(page);
  await page.getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  const html = await (await page.request.get('/product/1', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<div id="root" data-first-view="gr\.banner">/);
  expect(html).toMatch(/€\s?\d+[.,]\d\d|\d+[.,]\d\d\s?€/);

  await watchRoot(page);
  const errors = consoleErrors(page);
  await page.goto('/product/1');
  const catalog = page.locator('[data-boundary="catalog"]');
  await expect(catalog.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(catalog).toContainText('€');
  // Taken over as it is, once the catalogue's code runs it.
  await expect.poll(() => takenOver(page)).toBe(true);
  expect(await removedFromRoot(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('a rendered product page’s fields wait for the catalogue to run it, then count what is typed', {
  tag: ['@catalog', '@account'],
}, async ({ page, baseURL }) => {
  await logInAsNewBuyer(page);
  // The catalogue's scripts are held back as they are served: the page is the server's HTML meanwhile.
  const catalogFolder = new URL(await remoteFolder(page, 'catalog'), `${baseURL}/`).href;
  const release = await holdBack(
    page,
    (url) => url.href.startsWith(catalogFolder) && url.pathname.endsWith('.js'),
  );
  await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
  const catalog = page.locator('[data-boundary="catalog"]');
  const quantity = catalog.getByRole('textbox', { name: 'Quantity in size M' });
  await expect(quantity).toBeVisible();
  // A quantity typed now would show but not count: the field is not open to typing yet.
  await expect(quantity).toBeDisabled();

  release();
  await expect(quantity).toBeEnabled();
  await quantity.fill('6');
  await expect(catalog.getByText(/Total: 6 pieces/)).toBeVisible();
});
