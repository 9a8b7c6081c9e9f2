import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logInThroughForm, registerBuyer } from './session.ts';

/** A minimal but well-formed one-page PDF, written as text. */
const DESIGN_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);
/** A real 1×1 PNG. */
const LABEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A Windows executable's "MZ" header, posing as a PNG by its name and declared type. */
const EXE_AS_PNG = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.alloc(58, 0x20)]);

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: DESIGN_PDF });
const png = (name: string, buffer = LABEL_PNG) => ({ name, mimeType: 'image/png', buffer });

function inAMonth(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 30);
  return date.toISOString().slice(0, 10);
}

const area = (page: Page) => page.locator('[data-boundary="custom"]');
const panel = (page: Page, type: string) =>
  area(page).getByRole('tabpanel', { name: new RegExp(`^${type}`) });

async function describeLine(page: Page, type: string, fabric: string, quantities: Record<string, string>) {
  const tile = area(page).getByRole('button', { name: type, exact: true });
  if ((await tile.getAttribute('aria-pressed')) !== 'true') await tile.click();
  await area(page).getByRole('tab', { name: type }).click();
  await panel(page, type).getByLabel('Fabric').selectOption({ label: fabric });
  for (const [size, value] of Object.entries(quantities)) {
    await panel(page, type).getByLabel(size, { exact: true }).fill(value);
  }
}

async function fillAddress(form: Locator) {
  await form.getByLabel('Street and number').fill('Ermou 10');
  await form.getByLabel('City').fill('Athens');
  await form.getByLabel('Postal code').fill('105 63');
  await form.getByLabel('Country').fill('Greece');
}

test('a visitor logs in from the banner, comes back to the same form and sends two types with a design and a label', {
  tag: ['@custom', '@account'],
}, async ({ page }) => {
  // An account to log in with, then a visitor again.
  const buyer = await registerBuyer(page, 'Atelier Plaka');
  await page.request.post('/api/auth/logout', { data: {} });

  await page.goto('/custom-made');
  const custom = area(page);
  await expect(custom.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeVisible();

  await describeLine(page, 'Dress', 'Cotton', { M: '3' });
  await panel(page, 'Dress').getByLabel('Design file (optional)').setInputFiles(pdf('dress-design.pdf'));
  await panel(page, 'Dress').getByLabel('Request a sample').check();
  await describeLine(page, 'Blouse', 'Mixed', { S: '2' });
  await custom.getByLabel('Brand label (optional)').setInputFiles(png('brand-label.png'));
  await expect(custom.getByText('5 of 5 pieces. Minimum order reached.')).toBeVisible();
  await custom.getByLabel('Preferred delivery date (optional)').fill(inAMonth());
  await custom.getByRole('radio', { name: /^Fast/ }).check();
  await custom.getByLabel('Notes (optional)').fill('Linen look, natural buttons');

  await custom.getByRole('button', { name: 'Submit quote request' }).click();
  await expect(custom.getByText('You need to login before submitting a quote request.')).toBeVisible();
  await expect(custom.getByRole('button', { name: 'Continue Browsing' })).toBeVisible();
  await custom.getByRole('link', { name: 'Login Now' }).click();

  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcustom-made$/);
  await logInThroughForm(page, buyer);
  await expect(page).toHaveURL(/\/custom-made$/);

  // Everything typed is back; the files are named so they can be attached again.
  await expect(custom.getByRole('button', { name: 'Dress', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(custom.getByRole('button', { name: 'Blouse', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel(page, 'Blouse').getByLabel('Fabric')).toHaveValue('mixed');
  await expect(panel(page, 'Blouse').getByLabel('S', { exact: true })).toHaveValue('2');
  await custom.getByRole('tab', { name: 'Dress' }).click();
  await expect(panel(page, 'Dress').getByLabel('Fabric')).toHaveValue('cotton');
  await expect(panel(page, 'Dress').getByLabel('M', { exact: true })).toHaveValue('3');
  await expect(panel(page, 'Dress').getByLabel('Request a sample')).toBeChecked();
  await expect(custom.getByLabel('Notes (optional)')).toHaveValue('Linen look, natural buttons');
  await expect(custom.getByLabel('Preferred delivery date (optional)')).toHaveValue(inAMonth());
  await expect(custom.getByRole('radio', { name: /^Fast/ })).toBeChecked();
  await expect(custom.getByText('5 of 5 pieces. Minimum order reached.')).toBeVisible();
  await expect(panel(page, 'Dress').getByText('Please attach dress-design.pdf again.')).toBeVisible();
  await expect(custom.getByText('Please attach brand-label.png again.')).toBeVisible();

  await panel(page, 'Dress').getByLabel('Design file (optional)').setInputFiles(pdf('dress-design.pdf'));
  await custom.getByLabel('Brand label (optional)').setInputFiles(png('brand-label.png'));
  await expect(custom.getByRole('img', { name: 'Preview of brand-label.png' })).toBeVisible();
  await fillAddress(custom);
  await custom.getByRole('button', { name: 'Submit quote request' }).click();

  const confirmation = custom.getByRole('region', { name: 'Thank you! Your quote request has been sent' });
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.getByText(/^CR-\d{4}-\d{6,}$/).textContent()) ?? '';
  expect(reference).toMatch(/^CR-\d{4}-\d{6,}$/);
  await expect(confirmation.getByText('Dress · Cotton · 3 pieces')).toBeVisible();
  await expect(confirmation.getByText('Blouse · Mixed · 2 pieces')).toBeVisible();
  await expect(confirmation.getByText('Design: dress-design.pdf')).toBeVisible();
  await expect(confirmation.getByText('brand-label.png')).toBeVisible();
  await expect(confirmation.getByText('Sample requested')).toBeVisible();
  await expect(confirmation.getByText('Ermou 10, 105 63 Athens, Greece')).toBeVisible();
  await expect(confirmation.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(confirmation.getByRole('link', { name: 'Browse ready-to-ship' })).toHaveAttribute(
    'href',
    '/ready-to-ship',
  );

  // The request is the buyer's now, for the account area to list.
  const list = await page.request.get('/api/custom-requests');
  const { requests } = (await list.json()) as {
    requests: Array<{ reference: string; totalQuantity: number }>;
  };
  expect(requests).toEqual([expect.objectContaining({ reference, totalQuantity: 5 })]);

  await confirmation.getByRole('link', { name: 'Browse ready-to-ship' }).click();
  await expect(page).toHaveURL(/\/ready-to-ship$/);
});

test('an executable renamed .png is refused next to the brand label field, and nothing typed is lost', {
  tag: ['@custom'],
}, async ({ page }) => {
  await registerBuyer(page, 'Boutique Glyfada');
  const profile = await page.request.patch('/api/profile', {
    data: {
      businessAddress: { street: 'Kifisias 100', city: 'Marousi', postalCode: '151 25', country: 'Greece' },
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);

  await page.goto('/custom-made');
  const custom = area(page);
  // Prefilled from the profile; the date picker starts at today.
  await expect(custom.getByLabel('Street and number')).toHaveValue('Kifisias 100');
  await expect(custom.getByLabel('Postal code')).toHaveValue('151 25');
  await expect(custom.getByLabel('Preferred delivery date (optional)')).toHaveAttribute(
    'min',
    /^\d{4}-\d{2}-\d{2}$/,
  );

  await describeLine(page, 'Trousers', 'Polyester', { M: '2', L: '3' });
  const label = custom.getByLabel('Brand label (optional)');
  await label.setInputFiles(png('label.png', EXE_AS_PNG));
  await custom.getByRole('button', { name: 'Submit quote request' }).click();

  await expect(custom.getByRole('alert')).toContainText('A file was not accepted');
  await expect(label).toHaveAttribute('aria-invalid', 'true');
  await expect(label).toHaveAccessibleDescription(/This file type is not accepted/);
  await expect(panel(page, 'Trousers').getByLabel('L', { exact: true })).toHaveValue('3');
  await expect(custom.getByLabel('Street and number')).toHaveValue('Kifisias 100');

  // Without the bad file the same request goes through.
  await custom.getByRole('button', { name: 'Remove label.png' }).click();
  await custom.getByRole('button', { name: 'Submit quote request' }).click();
  await expect(
    custom.getByRole('heading', { name: 'Thank you! Your quote request has been sent' }),
  ).toBeVisible();
});
