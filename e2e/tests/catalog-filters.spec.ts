import type { Locator } from '@playwright/test';
import {
  categoryCount,
  pricesListed,
  productCount,
  productsText,
  queryListingNothing,
} from './catalogue-now.ts';
import { expect, test } from './fixtures.ts';
import { registerBuyer } from './session.ts';
import { untilTakenOver } from './taken-over.ts';

/** Euro amounts of the cards in the grid, in order (the buyer sees prices). */
async function gridPrices(catalog: Locator): Promise<number[]> {
  const texts = await catalog.getByRole('list').first().getByRole('listitem').getByText(/€/).allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

test('a buyer filters by colour and price, sorts, and the URL keeps it all (reload, back, forward)', {
  tag: ['@catalog'],
}, async ({ page }) => {
  await registerBuyer(page);
  // The seeded figures (on a running shop, what its catalogue holds now).
  const all = productsText(await productCount(page, '', 22));
  const redAndBlue = productsText(await productCount(page, 'colours=red,blue', 5));
  const filtered = 'colours=red,blue&minPrice=13&maxPrice=23';
  const inRange = productsText(await productCount(page, filtered, 3));
  const highToLow = await pricesListed(page, `${filtered}&sort=price-high`, [22.49, 19.99, 15.99]);
  const lowToHigh = await pricesListed(page, `${filtered}&sort=price-low`, [15.99, 19.99, 22.49]);
  const catalog = page.locator('[data-boundary="catalog"]');
  await page.goto('/ready-to-ship');
  await expect(catalog.getByText(all)).toBeVisible();
  await expect(catalog.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await untilTakenOver(page);

  // Page 2 first, so we can see a filter change send us back to page 1.
  await catalog.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(catalog.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(catalog.getByRole('heading', { level: 2, name: 'Products' })).toBeFocused();

  const filters = catalog.getByRole('button', { name: /^Filters/ });
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await catalog.getByRole('button', { name: 'Red' }).click();
  await expect(page).toHaveURL(/\/ready-to-ship\?colours=red$/);
  await catalog.getByRole('button', { name: 'Blue' }).click();
  await expect(page).toHaveURL(/\?colours=red%2Cblue$/);
  await expect(catalog.getByText(redAndBlue)).toBeVisible();
  await expect(catalog.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters).toHaveText('Filters (2 applied)');

  // Prices of red and blue: 24.99, 19.99, 12.99, 15.99, 22.49. Keep €13–€23.
  await catalog.getByRole('slider', { name: 'Minimum price' }).fill('13');
  await expect(page).toHaveURL(/minPrice=13/);
  await catalog.getByRole('slider', { name: 'Maximum price' }).fill('23');
  await expect(page).toHaveURL(/\?colours=red%2Cblue&minPrice=13&maxPrice=23$/);
  await expect(catalog.getByText(inRange)).toBeVisible();
  await expect(filters).toHaveText('Filters (3 applied)');

  const sort = catalog.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price-high/);
  await expect.poll(() => gridPrices(catalog)).toEqual(highToLow);
  await sort.selectOption({ label: 'Price: low to high' });
  await expect.poll(() => gridPrices(catalog)).toEqual(lowToHigh);

  // A reload restores everything from the URL.
  await page.reload();
  await expect(catalog.getByText(inRange)).toBeVisible();
  await expect(catalog.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
  await expect.poll(() => gridPrices(catalog)).toEqual(lowToHigh);
  await catalog.getByRole('button', { name: /^Filters/ }).click();
  await expect(catalog.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
  await expect(catalog.getByRole('slider', { name: 'Minimum price' })).toHaveValue('13');
  await expect(catalog.getByRole('slider', { name: 'Maximum price' })).toHaveValue('23');

  // Back steps through the history of filter changes; forward returns.
  await page.goBack();
  await expect(page).toHaveURL(/sort=price-high/);
  await expect.poll(() => gridPrices(catalog)).toEqual(highToLow);
  await page.goBack();
  await expect(page).toHaveURL(/\?colours=red%2Cblue&minPrice=13&maxPrice=23$/);
  await page.goForward();
  await expect(page).toHaveURL(/sort=price-high/);

  // A product keeps the state for its back link.
  await catalog.getByRole('link', { name: 'Blue Floral Wrap Dress' }).click();
  await expect(page).toHaveURL(
    /\/product\/2\?colours=red%2Cblue&minPrice=13&maxPrice=23&sort=price-high&page=1$/,
  );
  await catalog.getByRole('link', { name: 'Back to the catalogue' }).click();
  await expect(page).toHaveURL(
    /\/ready-to-ship\?colours=red%2Cblue&minPrice=13&maxPrice=23&sort=price-high$/,
  );
  await expect(catalog.getByText(inRange)).toBeVisible();

  // Reset restores the full bounds; the sort stays.
  await catalog.getByRole('button', { name: /^Filters/ }).click();
  await catalog.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/ready-to-ship\?sort=price-high$/);
  await expect(catalog.getByText(all)).toBeVisible();
  await expect(catalog.getByRole('button', { name: /^Filters/ })).toHaveText('Filters');
});

test('a category chosen twice is cleared; no match offers to clear all filters', {
  tag: ['@catalog'],
}, async ({ page }) => {
  await registerBuyer(page);
  const tops = await categoryCount(page, 'tops', 1);
  const nothing = await queryListingNothing(page);
  const all = productsText(await productCount(page, '', 22));
  const catalog = page.locator('[data-boundary="catalog"]');
  await page.goto('/ready-to-ship');
  await catalog.getByRole('button', { name: /^Filters/ }).click();
  await catalog.getByRole('button', { name: `Tops (${tops})` }).click();
  await expect(page).toHaveURL(/\?category=tops$/);
  await expect(catalog.getByText(productsText(tops), { exact: true })).toBeVisible();
  await catalog.getByRole('button', { name: `Tops (${tops})` }).click();
  await expect(page).toHaveURL(/\/ready-to-ship$/);

  await page.goto(`/ready-to-ship?${nothing}`);
  await expect(catalog.getByText('No products found')).toBeVisible();
  await expect(catalog.getByText('Try different filters')).toBeVisible();
  await catalog.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/ready-to-ship$/);
  await expect(catalog.getByText(all)).toBeVisible();
});
