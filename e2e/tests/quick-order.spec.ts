import type { Page } from '@playwright/test';
import { expectNoFindings, seriousViolations, settled, useLanguage } from './a11y-helpers.ts';
import { addToBasket, expectBadge } from './basket-helpers.ts';
import { expect, test } from './fixtures.ts';
import { registerBuyer } from './session.ts';

// Whole journeys across remotes, on a BFF shared with the other tests: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const RED = 'Red Tiered Maxi Dress';
const BLUE = 'Blue Floral Wrap Dress';
const KAFTAN = 'White Embroidered Kaftan Dress';
const GREEN = 'Green Button-Front Midi Dress';

/** A block copied from a spreadsheet: tab-separated, a header naming the sizes, one product a line. */
function spreadsheet(lines: string[][]): string {
  return [['code', 'XS', 'S', 'M', 'L', 'XL'], ...lines].map((cells) => cells.join('\t')).join('\n');
}

/** The grid's row whose code field is named for row `n` ("Product code, row 2"). */
function gridRow(page: Page, n: number, codeLabel = 'Product code, row') {
  return page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('combobox', { name: `${codeLabel} ${n}`, exact: true }) });
}

async function basketTotal(page: Page): Promise<number> {
  const response = await page.request.get('/api/basket');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totalQuantity: number }).totalQuantity;
}

test('a pasted block with one bad line adds nothing until the line is fixed, then all of it', {
  tag: ['@basket', '@shell'],
}, async ({ page }) => {
  await registerBuyer(page);
  await addToBasket(page, '4', { M: 1 });

  // Quick order, from the top bar's account menu.
  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Account menu for Boutique Kifisia' }).click();
  await banner.getByRole('link', { name: 'Quick order' }).click();
  await expect(page).toHaveURL('/quick-order');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
  await expectBadge(page, 1);

  await main.getByLabel('Lines to paste').fill(
    spreadsheet([
      ['WF-1001', '', '2', '3', '', ''],
      ['WF-9999', '', '', '1', '', ''],
      ['wf-1002', '', '', '', '4', ''],
    ]),
  );
  await main.getByRole('button', { name: 'Put into the grid' }).click();

  // The bad line's problem at its row (and named by its field), and in a summary that takes the focus.
  const summary = main.getByRole('alert').filter({ hasText: 'needs a correction' });
  await expect(summary).toContainText('1 row needs a correction');
  await expect(summary).toContainText('Nothing has been added to your basket yet.');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem')).toHaveText(['Row 2: No product has the code “WF-9999”.']);
  const unknown = 'No product has the code “WF-9999”.';
  await expect(gridRow(page, 2)).toContainText(unknown);
  const badCode = main.getByRole('combobox', { name: 'Product code, row 2', exact: true });
  await expect(badCode).toHaveAttribute('aria-invalid', 'true');
  await expect(badCode).toHaveAccessibleDescription(unknown);
  // The good lines read well: names shown, codes upper-cased, no problem.
  await expect(gridRow(page, 1)).toContainText(RED);
  await expect(main.getByRole('combobox', { name: 'Product code, row 3', exact: true })).toHaveValue(
    'WF-1002',
  );
  await expect(gridRow(page, 3)).toContainText(BLUE);
  await expect(main.getByRole('combobox', { name: 'Product code, row 1', exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // Add to basket refuses while a row is bad: nothing is sent, the count stays.
  await main.getByRole('button', { name: 'Add to basket' }).click();
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('1 row needs a correction');
  await expectBadge(page, 1);
  expect(await basketTotal(page)).toBe(1);

  // The summary's link leads to the bad field; the right code fixes the row.
  await summary.getByRole('link', { name: 'Row 2' }).click();
  await expect(badCode).toBeFocused();
  await badCode.fill('WF-1003');
  await badCode.press('Tab');
  await expect(gridRow(page, 2)).toContainText(KAFTAN);
  await expect(gridRow(page, 2)).not.toContainText(unknown);
  await expect(badCode).not.toHaveAttribute('aria-invalid', 'true');

  await main.getByRole('button', { name: 'Add to basket' }).click();
  const added = main.getByRole('region', { name: '10 pieces added to your basket' });
  await expect(added.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(added.getByRole('listitem')).toHaveText([
    `WF-1001 · ${RED}: 5 pieces`,
    `WF-1003 · ${KAFTAN}: 1 piece`,
    `WF-1002 · ${BLUE}: 4 pieces`,
  ]);
  await expect(added).toContainText('Your basket now holds 11 pieces.');
  await expectBadge(page, 11);

  await added.getByRole('link', { name: 'Go to your basket' }).click();
  await expect(page).toHaveURL('/basket');
  await expect(main.getByRole('article')).toHaveCount(4);
  const red = main.getByRole('article', { name: RED });
  await expect(red.getByLabel('S', { exact: true })).toHaveValue('2');
  await expect(red.getByLabel('M', { exact: true })).toHaveValue('3');
  await expect(main.getByRole('article', { name: KAFTAN }).getByLabel('M', { exact: true })).toHaveValue('1');
  await expect(main.getByRole('article', { name: BLUE }).getByLabel('L', { exact: true })).toHaveValue('4');
  await expect(main.getByRole('article', { name: GREEN }).getByLabel('M', { exact: true })).toHaveValue('1');
  expect(await basketTotal(page)).toBe(11);
});

test('a removed bad row leaves the others to add', { tag: ['@basket', '@shell'] }, async ({ page }) => {
  await registerBuyer(page);
  await page.goto('/basket');
  const main = page.getByRole('main');
  // Quick order is linked from the (empty) basket too.
  await main.getByRole('link', { name: 'Quick order: type or paste product codes' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();

  await main.getByLabel('Lines to paste').fill(
    spreadsheet([
      ['WF-1001', '1', '', '', '', ''],
      ['WF-1002', '', '', '2,5', '', ''],
      ['WF-1003', '', '', '', '', '2'],
    ]),
  );
  await main.getByRole('button', { name: 'Put into the grid' }).click();
  const decimal = 'M: “2,5” is not a whole number; pieces are counted whole, without commas or dots.';
  await expect(gridRow(page, 2)).toContainText(decimal);
  const badCell = main.getByRole('textbox', { name: 'M pieces, row 2', exact: true });
  await expect(badCell).toHaveAttribute('aria-invalid', 'true');
  await expect(badCell).toHaveAccessibleDescription(decimal);
  await expectBadge(page, 0);

  await main.getByRole('button', { name: 'Remove row 2' }).click();
  await expect(main.getByRole('combobox', { name: /^Product code, row/ })).toHaveCount(2);
  await expect(main.getByText(decimal)).toHaveCount(0);
  await main.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main.getByRole('heading', { level: 2, name: '3 pieces added to your basket' })).toBeFocused();
  await expectBadge(page, 3);
  expect(await basketTotal(page)).toBe(3);
});

test('codes typed, and a product picked by name with the keyboard', { tag: ['@basket', '@shell'] }, async ({
  page,
}) => {
  await registerBuyer(page);
  await page.goto('/quick-order');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();

  // Row 1: a code typed as it comes, in lower case with spaces around.
  const first = main.getByRole('combobox', { name: 'Product code, row 1', exact: true });
  await first.fill(' wf-1002 ');
  await main.getByRole('textbox', { name: 'M pieces, row 1', exact: true }).fill('2');
  await expect(gridRow(page, 1)).toContainText(BLUE);

  // Row 2: words of the name; Arrow Down moves to the suggestion, Enter takes it.
  const second = main.getByRole('combobox', { name: 'Product code, row 2', exact: true });
  await second.click();
  await second.pressSequentially('kaftan');
  const suggestions = main.getByRole('listbox', { name: 'Matching products' });
  const option = suggestions.getByRole('option', { name: `WF-1003 ${KAFTAN}` });
  await expect(option).toBeVisible();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await second.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(second).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await second.press('Enter');
  await expect(second).toHaveValue('WF-1003');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(suggestions).toBeHidden();
  await expect(second).toBeFocused();
  await expect(gridRow(page, 2)).toContainText(KAFTAN);
  await second.press('Tab');
  await expect(main.getByRole('textbox', { name: 'XS pieces, row 2', exact: true })).toBeFocused();
  await page.keyboard.type('3');

  // A start of a code with no match says so.
  const third = main.getByRole('combobox', { name: 'Product code, row 3', exact: true });
  await third.pressSequentially('zz-nothing');
  await expect(
    main.getByRole('status').filter({ hasText: 'No product matches what you typed.' }),
  ).toBeVisible();
  await third.fill('');
  await expect(main.getByText('No product matches what you typed.')).toHaveCount(0);

  await main.getByRole('button', { name: 'Add to basket' }).click();
  const added = main.getByRole('region', { name: '5 pieces added to your basket' });
  await expect(added.getByRole('listitem')).toHaveText([
    `WF-1002 · ${BLUE}: 2 pieces`,
    `WF-1003 · ${KAFTAN}: 3 pieces`,
  ]);
  await expectBadge(page, 5);
});

test('in Greek: the page, its labels and a row error', { tag: ['@basket', '@shell'] }, async ({ page }) => {
  await registerBuyer(page);
  await page.goto('/quick-order');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'switch language to Greek' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');

  await expect(main.getByRole('heading', { level: 1, name: 'Γρήγορη παραγγελία' })).toBeVisible();
  await expect(
    main.getByRole('heading', { level: 2, name: 'Επικόλληση από υπολογιστικό φύλλο' }),
  ).toBeVisible();
  await expect(main.getByRole('table', { name: 'Προϊόντα και τεμάχια ανά μέγεθος' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Αφαίρεση γραμμής 1' })).toBeVisible();

  await main.getByLabel('Γραμμές για επικόλληση').fill(
    spreadsheet([
      ['WF-1001', '', '2', '', '', ''],
      ['WF-1002', '', '', '2,5', '', ''],
      ['WF-9999', '', '1', '', '', ''],
    ]),
  );
  await main.getByRole('button', { name: 'Μεταφορά στον πίνακα' }).click();
  const summary = main.getByRole('alert').filter({ hasText: 'χρειάζονται διόρθωση' });
  await expect(summary).toContainText('2 γραμμές χρειάζονται διόρθωση');
  await expect(summary).toContainText('Δεν έχει προστεθεί ακόμη τίποτα στο καλάθι σας.');
  const decimal = 'M: το «2,5» δεν είναι ακέραιος αριθμός· τα τεμάχια μετρούν ακέραια, χωρίς κόμμα ή τελεία.';
  await expect(gridRow(page, 2, 'Κωδικός προϊόντος, γραμμή')).toContainText(decimal);
  await expect(
    main.getByRole('textbox', { name: 'Τεμάχια M, γραμμή 2', exact: true }),
  ).toHaveAccessibleDescription(decimal);
  await expect(gridRow(page, 3, 'Κωδικός προϊόντος, γραμμή')).toContainText(
    'Δεν υπάρχει προϊόν με κωδικό «WF-9999».',
  );
  // The product name follows the language.
  await expect(gridRow(page, 1, 'Κωδικός προϊόντος, γραμμή')).toContainText('Κόκκινο μάξι φόρεμα με βολάν');

  await main.getByRole('button', { name: 'Προσθήκη στο καλάθι' }).click();
  await expect(summary).toBeFocused();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Καλάθι, 0 τεμάχια', exact: true }),
  ).toBeVisible();
  expect(await basketTotal(page)).toBe(0);
});

test('product codes show on a catalogue card and on the product page', { tag: ['@catalog'] }, async ({
  page,
}) => {
  await page.goto('/ready-to-ship');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const card = main.getByRole('article').filter({ hasText: RED }).first();
  await expect(card).toContainText('Code WF-1001');
  await expect(main.getByRole('article').filter({ hasText: BLUE }).first()).toContainText('Code WF-1002');

  await page.goto('/product/1');
  await expect(main.getByRole('heading', { level: 1, name: RED })).toBeVisible();
  await expect(main.getByText('Product code WF-1001', { exact: true })).toBeVisible();
});

for (const language of ['en', 'gr'] as const) {
  test(`the Quick order page with row errors shown has no serious axe findings (${language})`, {
    tag: ['@basket'],
  }, async ({ page }) => {
    await useLanguage(page, language);
    await registerBuyer(page);
    await page.goto('/quick-order');
    await settled(page);
    const main = page.getByRole('main');
    await main
      .getByRole('textbox', { name: language === 'en' ? 'Lines to paste' : 'Γραμμές για επικόλληση' })
      .fill(
        spreadsheet([
          ['WF-1001', '', '2', '', '', ''],
          ['WF-1002', '', '', '2,5', '', ''],
          ['WF-9999', '', '1', '', '', ''],
        ]),
      );
    await main
      .getByRole('button', { name: language === 'en' ? 'Put into the grid' : 'Μεταφορά στον πίνακα' })
      .click();
    await expect(main.getByRole('alert')).toContainText(
      language === 'en' ? '2 rows need a correction' : '2 γραμμές χρειάζονται διόρθωση',
    );
    await expect(main.getByRole('combobox', { name: /3$/ })).toHaveAttribute('aria-invalid', 'true');
    await settled(page);
    expectNoFindings(await seriousViolations(page, `quick order with row errors (${language})`));
  });
}
