import { addToBasket } from './basket-helpers.ts';
import { expect, test } from './fixtures.ts';
import { registerBuyer } from './session.ts';

/**
 * Issue 46: catalog-mfe and basket-mfe both attach a brand logo to a basket line. When both named their
 * endpoint `attachBrandLogo`, the shared RTK Query api kept the first remote's and the second called the
 * other team's code: each journey failed only after the other remote's page. Both orders, client-side.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const BLUE = 'Blue Floral Wrap Dress';

async function basketLine(page: import('@playwright/test').Page) {
  const basket = (await (await page.request.get('/api/basket')).json()) as {
    lines: { productId: string; addYourBrand: boolean; brandLogo: { name: string } | null }[];
  };
  return basket.lines.find((line) => line.productId === '2');
}

test('a product page first, then the basket: the basket attaches its logo', {
  tag: ['@catalog', '@basket', '@shell'],
}, async ({ page }) => {
  await registerBuyer(page);
  await addToBasket(page, '2', { XS: 5 });
  await page.goto('/product/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Red Tiered Maxi Dress' })).toBeVisible();
  await page.getByRole('link', { name: /^Basket/ }).click();
  const line = page.getByRole('article', { name: BLUE });
  await line.getByRole('checkbox', { name: /Add your brand/ }).check();
  await line
    .getByLabel('Upload your logo')
    .setInputFiles({ name: 'kifisia.png', mimeType: 'image/png', buffer: PNG });
  await expect(line.getByText('Logo: kifisia.png')).toBeVisible();
  await expect(line.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(() => basketLine(page))
    .toMatchObject({ addYourBrand: true, brandLogo: { name: 'kifisia.png' } });
});

test('the basket first, then a product page: the product page attaches its logo', {
  tag: ['@catalog', '@basket', '@shell'],
}, async ({ page }) => {
  await registerBuyer(page);
  await addToBasket(page, '1', { M: 5 });
  await page.goto('/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  // Client-side, through the footer's quick link and a card: the basket's code stays on the page.
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'Ready to ship' })
    .click();
  await page.getByRole('link', { name: BLUE }).first().click();
  const catalog = page.locator('[data-boundary="catalog"]');
  await expect(catalog.getByRole('heading', { level: 1, name: BLUE })).toBeVisible();
  await catalog.getByRole('button', { name: 'Increase XS' }).click();
  await catalog.getByRole('switch', { name: 'Add your brand' }).check();
  await catalog
    .getByLabel('Brand logo (image or PDF, up to 10 MB)')
    .setInputFiles({ name: 'boutique-logo.png', mimeType: 'image/png', buffer: PNG });
  await catalog.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to basket' })).toBeVisible();
  await expect(page.getByText('The logo was not attached')).toHaveCount(0);
  await expect
    .poll(() => basketLine(page))
    .toMatchObject({ addYourBrand: true, brandLogo: { name: 'boutique-logo.png' } });
});
