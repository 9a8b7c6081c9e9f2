import type { Page } from '@playwright/test';
import { placeOrder, settled } from './a11y-helpers.ts';
import { addToBasket } from './basket-helpers.ts';
import { expect, test } from './fixtures.ts';
import { renderedText, textDefects } from './rendered-text.ts';
import { EVERY_AREA, OWNED_ROUTES } from './routes.ts';
import { registerBuyer } from './session.ts';

/**
 * Every route of the spec's table and the pages without a menu link, as a visitor and as a buyer, in
 * English and in Greek (switched in place, and loaded afresh as the server renders it): the text a buyer
 * reads holds no unfilled `{{…}}`, no raw translation key and no `undefined`/`NaN`.
 */

const EXTRA_PATHS = ['/reset-password?token=x', '/no-such-page'];

async function defectsOn(page: Page, where: string): Promise<string[]> {
  await settled(page);
  return textDefects(await renderedText(page)).map((defect) => `${where}: ${defect}`);
}

async function tour(page: Page, paths: string[], label: string): Promise<string[]> {
  const defects: string[] = [];
  const banner = page.getByRole('banner');
  const html = page.locator('html');
  for (const path of paths) {
    await page.goto(path);
    defects.push(...(await defectsOn(page, `${label}/en ${path}`)));
    await banner.getByRole('button', { name: 'switch language to Greek' }).click();
    await expect(html).toHaveAttribute('lang', 'el');
    defects.push(...(await defectsOn(page, `${label}/gr ${path}`)));
    // A Greek page as the server renders it, before and after the browser takes it over.
    await page.reload();
    await expect(html).toHaveAttribute('lang', 'el');
    defects.push(...(await defectsOn(page, `${label}/gr reloaded ${path}`)));
    await banner.getByRole('button', { name: 'αλλαγή γλώσσας στα Αγγλικά' }).click();
    await expect(html).toHaveAttribute('lang', 'en');
  }
  return defects;
}

test('the check itself finds each kind of defect', { tag: EVERY_AREA }, () => {
  expect(textDefects('From {{min}} pieces')).toHaveLength(1);
  expect(textDefects('Total: € NaN')).toHaveLength(1);
  expect(textDefects('Delivery to undefined')).toHaveLength(1);
  expect(textDefects('benefits.minimum.title')).toEqual(['raw key: "benefits.minimum.title"']);
  // A mistyped key inside a known group is caught too; an e-mail address or a price is not a key.
  expect(textDefects('benefits.minimum.titel')).toHaveLength(1);
  expect(textDefects('demo@wholesale.gr · €1,234.50 · 1.234,50 €')).toEqual([]);
});

test('every route as a visitor, in English and Greek, shows no unfilled or raw text', {
  tag: EVERY_AREA,
}, async ({ page }) => {
  // A tour of every route, three loads each: about a minute on a quiet 2-core machine, twice that under load.
  test.setTimeout(240_000);
  const defects = await tour(page, [...OWNED_ROUTES.map((route) => route.path), ...EXTRA_PATHS], 'visitor');
  expect(defects).toEqual([]);
});

test('every route as a buyer, in English and Greek, shows no unfilled or raw text', {
  tag: EVERY_AREA,
}, async ({ page }) => {
  test.setTimeout(270_000);
  await registerBuyer(page);
  const reference = await placeOrder(page);
  // Lines in the basket, so the basket page shows its lines, totals and minimum-order messages.
  await addToBasket(page, '2', { M: 3 });
  const paths = [
    ...OWNED_ROUTES.map((route) =>
      route.path === '/checkout-success' ? `/checkout-success?reference=${reference}` : route.path,
    ),
    `/orders/${reference}`,
    ...EXTRA_PATHS,
  ];
  expect(await tour(page, paths, 'buyer')).toEqual([]);
});
