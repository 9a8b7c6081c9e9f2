import type { Locator, Page } from '@playwright/test';
import { expectNoFindings, seriousViolations, settled, useLanguage } from './a11y-helpers.ts';
import { productCount, productsText } from './catalogue-now.ts';
import { expect, newShopContext, test } from './fixtures.ts';
import { tabTo } from './keyboard-helpers.ts';
import { logInAsStaff } from './office-staff.ts';
import {
  arrowTo,
  catalogue,
  expectedIds,
  expectedNames,
  expectResults,
  resultNames,
  results,
  SEEDED_GREEK_NAMES,
  suggestionsOf,
  topSearch,
} from './search-helpers.ts';
import { registerBuyer } from './session.ts';
import { untilTakenOver } from './taken-over.ts';

/**
 * The search (issue 50) over the composed build and the demo catalogue: the top bar's box with its
 * suggestions, the catalogue's box with filters and sort, Greeklish, typos and codes, no results, the pages
 * without scripts, the back office's product list, and axe with the suggestions open.
 */

const MAXI = expectedNames('forema maxi');
/** Every dress has φόρεμα in its Greek name: the 20 dresses of the seed (ids 1 to 20). */
const DRESSES = expectedIds('froema').length;

/** Selects the box's text and types another, as a buyer does with the keyboard. */
async function retype(box: Locator, text: string): Promise<void> {
  await box.focus();
  await box.press('ControlOrMeta+a');
  await box.page().keyboard.type(text);
}

/** A journey's time on a busy machine (2 cores, other runs beside it): several pages, each taken over. */
const JOURNEY_MS = 60_000;

/** The maxi dress a product suggestion names (its text is the name, then the code), or its whole text. */
async function productNamed(option: Locator): Promise<string> {
  const text = (await option.textContent()) ?? '';
  return MAXI.find((name) => text.startsWith(name)) ?? text;
}

/** No price anywhere in the page's text (a visitor's view): neither a euro sign nor an amount. */
async function expectNoPrice(page: Page): Promise<void> {
  await expect(page.locator('body')).not.toContainText(/€|\b\d{1,3}[.,]\d{2}\b/, { useInnerText: true });
}

test('a visitor searches Greeklish from the top bar with the keyboard alone and gets the maxi dresses', {
  tag: ['@shell', '@catalog'],
}, async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  const { keyboard } = page;
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await untilTakenOver(page);

  const box = topSearch(page);
  await tabTo(page, box);
  await keyboard.type('forema maxi');
  const listbox = await suggestionsOf(page, box);
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  // Five of the six maxi dresses, each with its picture, then "Search for …".
  const options = listbox.getByRole('option');
  await expect(options).toHaveCount(6);
  const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option');
  await expect(products).toHaveCount(5);
  for (const option of await products.all()) {
    expect(MAXI).toContain(await productNamed(option));
    const picture = option.locator('img');
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await expect(options.last()).toHaveText('Search for “forema maxi”');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('5 suggestions');

  // The arrows move the active option; the focus stays in the box.
  await expect(box).not.toHaveAttribute('aria-activedescendant', /./);
  await keyboard.press('ArrowDown');
  const first = await options.nth(0).getAttribute('id');
  await expect(box).toHaveAttribute('aria-activedescendant', first ?? '');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await expect(box).toBeFocused();

  // Escape closes the popup and keeps the text.
  await keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).not.toHaveAttribute('aria-activedescendant', /./);
  await expect(box).toHaveValue('forema maxi');

  // Enter without an active option lists the search on the catalogue's page.
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ready-to-ship\?q=forema\+maxi$/);
  await expectResults(page, MAXI);
  await expect(results(page).getByText('6 results for “forema maxi”')).toBeVisible();
  await expect(catalogue(page).getByRole('combobox', { name: 'Search the collection' })).toHaveValue(
    'forema maxi',
  );
  await expect(box).toHaveValue('forema maxi');
  await expectNoPrice(page);
});

test('choosing a suggested product opens its page; the suggested category lists it', {
  tag: ['@shell', '@catalog'],
}, async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  await page.goto('/ready-to-ship');
  await untilTakenOver(page);
  const box = topSearch(page);
  await box.focus();
  await page.keyboard.type('forema maxi');
  const listbox = await suggestionsOf(page, box);
  const product = listbox.getByRole('group', { name: 'Products' }).getByRole('option').first();
  await expect(product).toBeVisible();
  const name = await productNamed(product);
  expect(MAXI).toContain(name);
  await arrowTo(page, box, product);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/(${expectedIds('forema maxi').join('|')})$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(listbox).toBeHidden();

  // `fore` names the dresses: the category's suggestion lists them all.
  await retype(box, 'fore');
  const dresses = listbox
    .getByRole('group', { name: 'Categories' })
    .getByRole('option', { name: /^Dresses/ });
  await expect(dresses).toContainText(`${DRESSES} products`);
  await arrowTo(page, box, dresses);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ready-to-ship\?category=dresses$/);
  await expect(results(page).getByText(`${DRESSES} products`, { exact: true })).toBeVisible();
});

test('a buyer in Greek searches with a colour and a price sort; typos and a code find their products', {
  tag: ['@catalog', '@account'],
}, async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  await registerBuyer(page);
  await useLanguage(page, 'gr');
  await page.goto('/ready-to-ship');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await untilTakenOver(page);
  const catalog = catalogue(page);
  const box = catalog.getByRole('combobox', { name: 'Αναζήτηση στη συλλογή' });
  const heading = 'Προϊόντα';
  const found = results(page, heading);

  await box.focus();
  await page.keyboard.type('φορεμα');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'φορεμα');
  await expect(found.getByText(`${DRESSES} αποτελέσματα για «φορεμα»`)).toBeVisible();
  await expect(catalog.getByText('Πρώτα τα πιο σχετικά, έπειτα με αυτή τη σειρά.')).toBeVisible();

  // A colour and a price sort: the URL keeps the search with them.
  await catalog.getByRole('button', { name: /^Φίλτρα/ }).click();
  await catalog.getByRole('button', { name: 'Κόκκινο', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('q') === 'φορεμα' && url.searchParams.get('colours') === 'red',
  );
  await catalog
    .getByRole('combobox', { name: 'Ταξινόμηση' })
    .selectOption({ label: 'Τιμή: από χαμηλή σε υψηλή' });
  const kept = (url: URL) =>
    url.searchParams.get('q') === 'φορεμα' &&
    url.searchParams.get('colours') === 'red' &&
    url.searchParams.get('sort') === 'price-low';
  await expect(page).toHaveURL(kept);
  // The two red dresses (fewer than without the colour), with their prices.
  const red = ['Κόκκινο μάξι φόρεμα με βολάν', 'Κόκκινο φόρεμα τύπου T-shirt'];
  await expect(found.getByText('2 αποτελέσματα για «φορεμα»')).toBeVisible();
  expect(red.length).toBeLessThan(DRESSES);
  await expectResults(page, red, heading);
  await expect(found).toContainText('12,99');
  await expect(found).toContainText('24,99');
  await expect(catalog.getByText('Πρώτα τα πιο σχετικά, έπειτα με αυτή τη σειρά.')).toBeVisible();

  // A reload restores it all from the URL.
  await page.reload();
  await expect(page).toHaveURL(kept);
  await expect(box).toHaveValue('φορεμα');
  await expect(catalog.getByRole('combobox', { name: 'Ταξινόμηση' })).toHaveValue('price-low');
  await expectResults(page, red, heading);

  // Typos: two letters swapped still find every dress.
  await page.goto('/ready-to-ship');
  await untilTakenOver(page);
  await box.focus();
  await page.keyboard.type('froema');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'froema');
  await expect(found.getByText(`${DRESSES} αποτελέσματα για «froema»`)).toBeVisible();
  const names = await resultNames(page, heading);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/φόρεμα/);

  // A product code finds that product alone.
  await retype(box, 'WF-1003');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'WF-1003');
  await expect(found.getByText('1 αποτέλεσμα για «WF-1003»')).toBeVisible();
  await expectResults(
    page,
    expectedIds('WF-1003').map((id) => SEEDED_GREEK_NAMES[id] ?? id),
    heading,
  );
});

test('nothing found: clear the search, or search without the filters', {
  tag: ['@catalog'],
}, async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  expect(expectedIds('fousta')).toEqual([]);
  const all = productsText(await productCount(page, '', 22));
  await page.goto('/ready-to-ship');
  await untilTakenOver(page);
  const catalog = catalogue(page);
  const found = results(page);
  const box = catalog.getByRole('combobox', { name: 'Search the collection' });
  await box.focus();
  await page.keyboard.type('fousta');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ready-to-ship\?q=fousta$/);
  await expect(found.getByText('Nothing found for “fousta”.')).toBeVisible();
  await expect(found.getByText('Check the spelling or try other words.')).toBeVisible();
  await expect(found.getByRole('button', { name: /without the filters/ })).toHaveCount(0);
  await found.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/ready-to-ship$/);
  await expect(found.getByText(all, { exact: true })).toBeVisible();
  await expect(catalog.getByRole('heading', { level: 2, name: 'Products' })).toBeFocused();
  await expect(box).toHaveValue('');

  // White has no maxi dress: nothing with the filter, the six without it.
  await catalog.getByRole('button', { name: /^Filters/ }).click();
  await catalog.getByRole('button', { name: 'White', exact: true }).click();
  await expect(page).toHaveURL(/\/ready-to-ship\?colours=white$/);
  await box.focus();
  await page.keyboard.type('forema maxi');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('q') === 'forema maxi' && url.searchParams.get('colours') === 'white',
  );
  await expect(found.getByText('Nothing found for “forema maxi”.')).toBeVisible();
  await found.getByRole('button', { name: 'Search “forema maxi” without the filters' }).click();
  await expect(page).toHaveURL(/\/ready-to-ship\?q=forema\+maxi$/);
  await expectResults(page, MAXI);
  await expect(found.getByText('6 results for “forema maxi”')).toBeVisible();
});

test('without scripts the search page arrives rendered and the top bar’s form still searches', {
  tag: ['@shell', '@catalog'],
}, async ({ browser }) => {
  test.setTimeout(JOURNEY_MS);
  const context = await newShopContext(browser, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/ready-to-ship?q=forema%20maxi');
    await expectResults(page, MAXI);
    await expect(results(page).getByText('6 results for “forema maxi”')).toBeVisible();
    await expect(catalogue(page).getByRole('combobox', { name: 'Search the collection' })).toHaveValue(
      'forema maxi',
    );
    await expect(topSearch(page)).toHaveValue('forema maxi');

    // The top bar's plain form: type, Enter, the browser itself asks for the search page.
    await retype(topSearch(page), 'mplouza');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ready-to-ship\?q=mplouza$/);
    await expectResults(page, expectedNames('mplouza'));
    await expect(results(page).getByText('1 result for “mplouza”')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the back office’s product list finds a Greeklish search', { tag: ['@office'] }, async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  await logInAsStaff(page);
  await page.goto('/office/products');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  // The shop's top-bar search is not on the office's pages.
  await expect(topSearch(page)).toHaveCount(0);
  await main.getByRole('searchbox', { name: 'Search' }).fill('mplouza');
  await main.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/office\/products\?q=mplouza$/);
  const table = main.getByRole('table', { name: 'Products' });
  // The heading row and WF-1021's.
  await expect(table.getByRole('row')).toHaveCount(1 + expectedIds('mplouza').length);
  await expect(table.getByRole('link', { name: 'WF-1021', exact: true })).toBeVisible();
});

test('the search page with the suggestions open has no serious or critical axe violation', {
  tag: ['@shell', '@catalog'],
}, async ({ page }) => {
  // Axe four times, in both languages.
  test.setTimeout(2 * JOURNEY_MS);
  const findings = [];
  for (const language of ['en', 'gr'] as const) {
    const text =
      language === 'en'
        ? { top: 'Search products', collection: 'Search the collection' }
        : { top: 'Αναζήτηση προϊόντων', collection: 'Αναζήτηση στη συλλογή' };
    await useLanguage(page, language);
    await page.goto('/ready-to-ship');
    await settled(page);
    await untilTakenOver(page);

    const top = topSearch(page, text.top);
    await top.focus();
    await page.keyboard.type('forema maxi');
    const topList = await suggestionsOf(page, top);
    await expect(topList.getByRole('option')).toHaveCount(6);
    await page.keyboard.press('ArrowDown');
    findings.push(...(await seriousViolations(page, `${language} top bar suggestions open`)));
    await page.keyboard.press('Escape');
    await expect(topList).toBeHidden();

    const box = catalogue(page).getByRole('combobox', { name: text.collection });
    await box.focus();
    await page.keyboard.type('fore');
    const list = await suggestionsOf(page, box);
    await expect(list.getByRole('group')).toHaveCount(2);
    findings.push(...(await seriousViolations(page, `${language} catalogue suggestions open`)));
    await page.keyboard.press('Escape');
  }
  expectNoFindings(findings);
});
