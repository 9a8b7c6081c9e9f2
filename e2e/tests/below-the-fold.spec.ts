import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilTakenOver } from './taken-over.ts';

/**
 * Whether React runs this element yet: it keeps its own key on each DOM node it has taken over. (What a buyer
 * sees does not change, by design; what the first view's main thread does is what changes — issue 48, part 6.)
 */
const runByReact = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/** What marks a part waiting below the fold in the server's HTML (@shop/platform's HydrateOnView). */
const WAITING_PART = 'data-hydrate-on-view';

/**
 * Opens `path` as the server rendered it. A render slower than the BFF's limit (a machine busy with other
 * tests) sends the page without a first view, and the browser renders all of it, the footer too: what this
 * file checks is the server's page, so such a load is tried again, a few times at most.
 */
async function openRendered(page: Page, path: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await page.goto(path);
    if ((await response?.text())?.includes(WAITING_PART)) break;
    if (attempt === 5) throw new Error(`${path} came without the server's first view ${attempt} times`);
  }
  await untilTakenOver(page);
}

test.use({ viewport: { width: 412, height: 823 } });

test('on a phone, the footer is taken over as it nears the screen or focus reaches it, and then works', {
  tag: ['@shell', '@catalog'],
}, async ({ page }) => {
  await openRendered(page, '/ready-to-ship');
  const catalog = page.locator('[data-boundary="catalog"]');
  const footer = page.getByRole('contentinfo');
  // On screen and running: the top bar and the cards. Below the fold, rendered but not run yet.
  expect(await runByReact(page.getByRole('banner'))).toBe(true);
  expect(await runByReact(catalog.getByRole('article').last())).toBe(true);
  expect(await runByReact(footer)).toBe(false);
  // Scrolled to, it runs: its links open the shop's pages inside the page, focus on their heading.
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => runByReact(footer)).toBe(true);
  await footer.getByRole('link', { name: 'How it works' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeFocused();

  // A keyboard user reaching the footer before seeing it: focus takes it over, Enter routes in the page.
  await openRendered(page, '/');
  expect(await runByReact(footer)).toBe(false);
  await footer.getByRole('link', { name: 'About us' }).focus();
  await expect.poll(() => runByReact(footer)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeFocused();
});
