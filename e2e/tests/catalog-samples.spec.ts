import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerBuyer } from './session.ts';

async function requestSampleOf(page: Page, productId: string) {
  const catalog = page.locator('[data-boundary="catalog"]');
  await page.goto(`/product/${productId}`);
  const button = catalog.getByRole('button', { name: 'Request Sample' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Request a sample' });
  await expect(dialog).toBeVisible();
  return { catalog, button, dialog };
}

test('a buyer may request 3 samples; the 4th is refused with the limit message', {
  tag: ['@catalog'],
}, async ({ page }) => {
  await registerBuyer(page);

  for (const [index, productId] of ['1', '2', '3'].entries()) {
    const { catalog, dialog } = await requestSampleOf(page, productId);
    await expect(dialog.getByText(`Samples left: ${3 - index} of 3`)).toBeVisible();
    await expect(dialog.getByLabel('Size')).toBeFocused();
    await dialog.getByLabel('Size').selectOption('S');
    if (index === 1) await dialog.getByRole('radio', { name: /Express: €15\.00, 1–2 business days/ }).check();
    await dialog.getByLabel('Notes (optional)').fill(`Sample ${index + 1}`);
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sample Request Submitted' })).toContainText(
      "We'll process your request and contact you within 24 hours",
    );
    await expect(dialog).toBeHidden();
    await expect(catalog.getByRole('button', { name: 'Sample Requested' })).toBeFocused();
    await expect(catalog.getByText(`Samples left: ${2 - index} of 3`)).toBeVisible();
  }

  const { dialog } = await requestSampleOf(page, '4');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sample limit reached: You can only request up to 3 samples in total.',
  );
  await expect(dialog.getByRole('button', { name: 'Submit request' })).toBeDisabled();

  // The server refuses a fourth however it is sent.
  const fourth = await page.request.post('/api/samples', {
    data: { productId: '4', size: 'M', deliveryOption: 'standard' },
  });
  expect(fourth.status()).toBe(409);
  expect(((await fourth.json()) as { error: { code: string } }).error.code).toBe('sample_limit_reached');
});

test('the sample dialog keeps focus inside, closes with Escape and reports a duplicate', {
  tag: ['@catalog'],
}, async ({ page }) => {
  await registerBuyer(page);
  const { catalog, button, dialog } = await requestSampleOf(page, '5');

  // Tab cycles inside the dialog.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await dialog.getByRole('button', { name: 'Submit request' }).click();
  await expect(catalog.getByRole('button', { name: 'Sample Requested' })).toBeVisible();

  // A second request for the same product (e.g. from another tab) is refused by the server.
  await catalog.getByRole('button', { name: 'Sample Requested' }).click();
  await dialog.getByRole('button', { name: 'Submit request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sample already requested: You have already requested a sample for this product.',
  );
});
