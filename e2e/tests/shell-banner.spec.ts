import { expect, newShopContext, test } from './fixtures.ts';

test('the under-construction banner stays dismissed across reloads and pages', {
  tag: ['@shell', '@catalog'],
}, async ({ page, browser }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Site notice' });
  await expect(notice).toContainText('real orders cannot yet be placed');
  await notice.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(notice).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Site notice' })).toBeHidden();
  await page.goto('/ready-to-ship');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Site notice' })).toBeHidden();

  // Another visitor (a fresh browser profile) still sees it.
  const otherContext = await newShopContext(browser);
  const other = await otherContext.newPage();
  await other.goto('/');
  await expect(other.getByRole('region', { name: 'Site notice' })).toBeVisible();
  await otherContext.close();
});
