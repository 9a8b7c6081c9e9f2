import { addToBasket } from './basket-helpers.ts';
import { addWithBrandLogo, area, attachLogoToLine, BLUE } from './composition-operations.ts';
import { expect, test } from './fixtures.ts';
import { registerBuyer } from './session.ts';

/**
 * Issue 46: catalog-mfe and basket-mfe both attach a brand logo to a basket line. When both named their
 * endpoint `attachBrandLogo`, the shared RTK Query api kept the first remote's and the second called the
 * other team's code: each journey failed only after the other remote's page. Both orders, client-side.
 */

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
  await attachLogoToLine(page, BLUE, 'kifisia.png');
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
  await expect(area(page, 'catalog').getByRole('heading', { level: 1, name: BLUE })).toBeVisible();
  await addWithBrandLogo(page, 'boutique-logo.png');
  await expect
    .poll(() => basketLine(page))
    .toMatchObject({ addYourBrand: true, brandLogo: { name: 'boutique-logo.png' } });
});
