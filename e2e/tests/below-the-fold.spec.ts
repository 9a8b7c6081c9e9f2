import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilTakenOver } from './taken-over.ts';

/**
 * Whether React runs this element yet: it keeps its own key on each DOM node it has taken over. (What a buyer
 * sees does not change, by design; what the first view's main thread does is what changes — issue 48, part 6.)
 */
const runByReact = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

test.use({ viewport: { width: 412, height: 823 } });

test('on a phone, the footer is taken over as it nears the screen or focus reaches it, and then works', {
  tag: ['@shell', '@catalog'],
}, async ({ page }) => {
  await page.goto('/ready-to-ship');
  await untilTakenOver(page);
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
  await page.goto('/');
  await untilTakenOver(page);
  expect(await runByReact(footer)).toBe(false);
  await footer.getByRole('link', { name: 'About us' }).focus();
  await expect.poll(() => runByReact(footer)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeFocused();
});
