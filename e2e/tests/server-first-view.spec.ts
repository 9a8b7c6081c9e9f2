import { expect, type Page, test } from '@playwright/test';
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

test("the shell's pages arrive rendered, readable before any script, and the shop takes them over", async ({
  page,
}) => {
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

test('a dismissed banner stays dismissed in the rendered page, which is still taken over as it is', async ({
  page,
}) => {
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

test('a buyer’s page is rendered for their session, with their basket count, and is taken over', async ({
  page,
}) => {
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
