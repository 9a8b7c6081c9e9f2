import type { Page } from '@playwright/test';
import { expectNoFindings, placeOrder, seriousViolations, settled, useLanguage } from './a11y-helpers.ts';
import { addToBasket } from './basket-helpers.ts';
import { expect, test } from './fixtures.ts';
import { EVERY_AREA, OWNED_ROUTES } from './routes.ts';
import { registerBuyer } from './session.ts';

/**
 * axe-core over every route of the spec's table and the pages without a menu link (password reset,
 * Order Details, the 404), as a visitor and as a buyer, in English and in Greek, and with every menu
 * and dialog open: no serious or critical violation anywhere.
 */

const EXTRA_PATHS = ['/reset-password?token=x', '/no-such-page'];

/** A tour's time grows with the routes it visits: each is checked twice (English, Greek) on a busy machine. */
const PER_PATH_MS = 15_000;

/**
 * Opens each path, checks it in English, switches to Greek in place with the top bar's toggle (as a
 * buyer does: every mounted remote re-renders), checks it again and switches back.
 */
async function tour(page: Page, paths: string[], label: string) {
  const findings = [];
  const html = page.locator('html');
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    findings.push(...(await seriousViolations(page, `${label}/en ${path}`)));
    await page.getByRole('banner').getByRole('button', { name: 'switch language to Greek' }).click();
    await expect(html).toHaveAttribute('lang', 'el');
    await settled(page);
    findings.push(...(await seriousViolations(page, `${label}/gr ${path}`)));
    await page.getByRole('banner').getByRole('button', { name: 'αλλαγή γλώσσας στα Αγγλικά' }).click();
    await expect(html).toHaveAttribute('lang', 'en');
  }
  return findings;
}

/** The paths as a buyer sees them, with a real order reference for the confirmation and details. */
function buyerPaths(reference: string): string[] {
  return [
    ...OWNED_ROUTES.map((route) =>
      route.path === '/checkout-success' ? `/checkout-success?reference=${reference}` : route.path,
    ),
    `/orders/${reference}`,
    ...EXTRA_PATHS,
  ];
}

test('every route as a visitor, in English and Greek, has no serious or critical axe violation', {
  tag: EVERY_AREA,
}, async ({ page }) => {
  const paths = [...OWNED_ROUTES.map((route) => route.path), ...EXTRA_PATHS];
  test.setTimeout(PER_PATH_MS * paths.length);
  const findings = await tour(page, paths, 'visitor');
  expectNoFindings(findings);
});

test('every route as a buyer, in English and Greek, has no serious or critical axe violation', {
  tag: EVERY_AREA,
}, async ({ page }) => {
  // The buyer's paths, and the order placed first.
  test.setTimeout(PER_PATH_MS * (buyerPaths('x').length + 2));
  await registerBuyer(page);
  const reference = await placeOrder(page);
  // Something in the basket, so the basket page shows its lines and summary.
  await addToBasket(page, '2', { M: 5 });
  expectNoFindings(await tour(page, buyerPaths(reference), 'buyer'));
});

for (const language of ['en', 'gr'] as const) {
  const text =
    language === 'en'
      ? { shop: 'Shop', menu: 'Menu', sample: 'Request Sample', clear: 'Clear basket' }
      : { shop: 'Κατάστημα', menu: 'Μενού', sample: 'Αίτημα δείγματος', clear: 'Άδειασμα καλαθιού' };

  test.describe(`in ${language === 'en' ? 'English' : 'Greek'}`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(60_000);
      // Opened in this language from the start, as a returning visitor's stored choice does.
      await useLanguage(page, language);
    });

    test('open menus and dialogs have no serious or critical axe violation', {
      tag: ['@shell', '@catalog', '@basket', '@account'],
    }, async ({ page }) => {
      const findings = [];
      const banner = page.getByRole('banner');

      // The Shop menu, as a visitor.
      await page.goto('/');
      await settled(page);
      await banner.getByRole('button', { name: text.shop, exact: true }).click();
      await expect(banner.getByRole('button', { name: text.shop, exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      findings.push(...(await seriousViolations(page, `${language} shop menu open`)));

      // The mobile menu, at 375px.
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/ready-to-ship');
      await settled(page);
      findings.push(...(await seriousViolations(page, `${language} 375px /ready-to-ship`)));
      await page.getByRole('button', { name: text.menu, exact: true }).click();
      await expect(page.getByRole('dialog', { name: text.menu })).toBeVisible();
      findings.push(...(await seriousViolations(page, `${language} mobile menu open`)));
      await page.setViewportSize({ width: 1280, height: 720 });

      // As a buyer: the account menu, the sample-request dialog, the clear-basket confirmation.
      const buyer = await registerBuyer(page);
      await addToBasket(page, '3', { S: 5 });
      await page.goto('/');
      await settled(page);
      await banner.getByRole('button', { name: new RegExp(buyer.businessName) }).click();
      await expect(banner.getByRole('button', { name: new RegExp(buyer.businessName) })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      findings.push(...(await seriousViolations(page, `${language} account menu open`)));

      await page.goto('/product/1');
      await settled(page);
      await page.getByRole('main').getByRole('button', { name: text.sample }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      findings.push(...(await seriousViolations(page, `${language} sample dialog open`)));

      await page.goto('/basket');
      await settled(page);
      await page.getByRole('main').getByRole('button', { name: text.clear }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      findings.push(...(await seriousViolations(page, `${language} clear-basket dialog open`)));

      expectNoFindings(findings);
    });
  });
}
