import { expect, test } from './fixtures.ts';
import { registerBuyer } from './session.ts';

test('add to basket updates the shell badge at once, with a minimum-order notice below 5 pieces', {
  tag: ['@catalog', '@basket', '@shell'],
}, async ({ page }) => {
  await registerBuyer(page);
  const catalog = page.locator('[data-boundary="catalog"]');
  await page.goto('/product/1?page=1');
  await expect(catalog.getByRole('heading', { level: 1, name: 'Red Tiered Maxi Dress' })).toBeVisible();
  await expect(catalog.getByText('€24.99')).toBeVisible();
  await expect(catalog.getByText(/Minimum order: 5 pieces/)).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { catalogMarker: string }).catalogMarker = 'no-reload';
  });

  // Nothing chosen yet.
  const add = catalog.getByRole('button', { name: 'Add to basket' });
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: 'No items selected' })).toContainText(
    'Please select at least one item to add to your basket.',
  );

  // Steppers: typing is clamped, never negative, never above 999.
  const m = catalog.getByRole('textbox', { name: 'Quantity in size M' });
  await m.fill('-4');
  await expect(m).toHaveValue('0');
  await m.fill('1500');
  await expect(m).toHaveValue('999');
  await m.fill('2');
  await catalog.getByRole('button', { name: 'Increase L' }).click();
  await expect(catalog.getByText('Total: 3 pieces · €74.97')).toBeVisible();

  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 3 pieces' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Minimum order quantity not met' })).toContainText(
    'Add 2 more pieces',
  );
  await expect(m).toHaveValue('0');

  // Merges into the same line.
  await catalog.getByRole('button', { name: 'Increase S' }).click();
  await catalog.getByRole('button', { name: 'Increase S' }).click();
  await add.click();
  await expect(page.getByRole('link', { name: 'Basket, 5 pieces' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { catalogMarker?: string }).catalogMarker)).toBe(
    'no-reload',
  );

  const basket = await page.request.get('/api/basket');
  const body = (await basket.json()) as {
    lines: { productId: string; quantities: Record<string, number> }[];
  };
  expect(body.lines).toEqual([expect.objectContaining({ productId: '1', quantities: { S: 2, M: 2, L: 1 } })]);
});

test('a brand logo is uploaded and attached to the line; turning the brand off forgets the file', {
  tag: ['@catalog', '@basket', '@shell'],
}, async ({ page }) => {
  await registerBuyer(page);
  const catalog = page.locator('[data-boundary="catalog"]');
  await page.goto('/product/2');
  await catalog.getByRole('button', { name: 'Increase XS' }).click();

  const brand = catalog.getByRole('switch', { name: 'Add your brand' });
  await brand.check();
  const file = catalog.getByLabel('Brand logo (image or PDF, up to 10 MB)');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await file.setInputFiles({ name: 'boutique-logo.png', mimeType: 'image/png', buffer: png });
  await expect(catalog.getByText('Chosen file: boutique-logo.png')).toBeVisible();
  await brand.uncheck();
  await expect(catalog.getByText('Chosen file: boutique-logo.png')).toBeHidden();
  await brand.check();
  await expect(catalog.getByText(/Chosen file/)).toBeHidden();
  await catalog
    .getByLabel('Brand logo (image or PDF, up to 10 MB)')
    .setInputFiles({ name: 'boutique-logo.png', mimeType: 'image/png', buffer: png });

  await catalog.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('link', { name: 'Basket, 1 piece' })).toBeVisible();
  await expect
    .poll(async () => {
      const basket = (await (await page.request.get('/api/basket')).json()) as {
        lines: { addYourBrand: boolean; brandLogo: { name: string } | null }[];
      };
      return basket.lines[0];
    })
    .toMatchObject({ addYourBrand: true, brandLogo: { name: 'boutique-logo.png' } });
});
