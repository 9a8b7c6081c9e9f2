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

test('on a phone, what is below the fold is taken over as it nears the screen, and then works', {
  tag: ['@shell', '@catalog'],
}, async ({ page }) => {
  await page.goto('/ready-to-ship');
  await untilTakenOver(page);
  const catalog = page.locator('[data-boundary="catalog"]');
  const footer = page.getByRole('contentinfo');
  const lastCard = catalog.getByRole('article').last();
  // On screen and running: the top bar and the first card. Below the fold, rendered but not run yet.
  expect(await runByReact(page.getByRole('banner'))).toBe(true);
  expect(await runByReact(catalog.getByRole('article').first())).toBe(true);
  expect(await runByReact(lastCard)).toBe(false);
  expect(await runByReact(footer)).toBe(false);

  // Scrolled to, they run: the last card's link opens its product inside the page, focus on its heading.
  await lastCard.scrollIntoViewIfNeeded();
  await expect.poll(() => runByReact(lastCard)).toBe(true);
  const name = (await lastCard.getByRole('link').textContent())?.trim() ?? '';
  await lastCard.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();

  // A keyboard user reaching the footer before seeing it: focus takes it over, its links route in the page.
  await page.goto('/');
  await untilTakenOver(page);
  expect(await runByReact(footer)).toBe(false);
  await footer.getByRole('link', { name: 'About us' }).focus();
  await expect.poll(() => runByReact(footer)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeFocused();
});
