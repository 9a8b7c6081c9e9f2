import type { Page } from '@playwright/test';
import { productCount, productsText } from './catalogue-now.ts';
import { expect, test } from './fixtures.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page starts at the top, and Back returns to where the buyer was in the catalogue', {
  tag: ['@catalog', '@shell'],
}, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const all = productsText(await productCount(page, '', 22));
  await page.goto('/ready-to-ship');
  const main = page.getByRole('main');
  await expect(main.getByText(all)).toBeVisible();

  // Down to the last card of the first page, and into its product.
  const lastCard = main.getByRole('article').last();
  const link = lastCard.getByRole('link').first();
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const where = await scrollY(page);
  const product = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  // Back: the catalogue's page renders again (its remote and data come back) and the scroll with it.
  await page.goBack();
  await expect(page).toHaveURL(/\/ready-to-ship$/);
  await expect(lastCard).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(where - 5);
  expect(await scrollY(page)).toBeLessThan(where + 5);
  await expect(lastCard).toBeInViewport();

  // Forward: the product page as it was left, at its top.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});
