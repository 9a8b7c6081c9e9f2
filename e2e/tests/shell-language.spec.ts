import { expect, test } from './fixtures.ts';
import { followShopLink } from './top-bar.ts';

test('Greek holds across every remote and the shell’s pages, and across a reload', {
  tag: ['@shell', '@catalog', '@custom', '@account'],
}, async ({ page }) => {
  // Seven pages of four remotes: about 20 s on a quiet machine.
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page).toHaveTitle('Αρχική | Wholesale Fashion');

  // Client-side through the Greek top bar, into each remote.
  await followShopLink(page, 'Έτοιμα προς αποστολή', 'Κατάστημα');
  await expect(page.getByRole('heading', { level: 1, name: 'Συλλογή έτοιμη προς αποστολή' })).toBeVisible();
  await followShopLink(page, 'Κατά παραγγελία', 'Κατάστημα');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Αίτημα προσφοράς κατά παραγγελία' }),
  ).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Σύνδεση' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Σύνδεση' })).toBeVisible();
  await expect(page).toHaveTitle('Σύνδεση | Wholesale Fashion');
  await page
    .getByRole('navigation', { name: 'Κύριο μενού' })
    .getByRole('link', { name: 'Πώς λειτουργεί' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Πώς λειτουργεί' })).toBeVisible();
  await page.getByRole('button', { name: 'Ποια είναι η ελάχιστη παραγγελία;' }).click();
  await expect(page.getByRole('region', { name: 'Ποια είναι η ελάχιστη παραγγελία;' })).toContainText(
    '5 τεμάχια',
  );

  // A reload on a remote's page keeps Greek.
  await page.goto('/custom-made');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Αίτημα προσφοράς κατά παραγγελία' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Αίτημα προσφοράς κατά παραγγελία' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('contentinfo')).toContainText('Δευτέρα – Παρασκευή');

  // Back to English inside a remote, and that holds across a reload too.
  await page.getByRole('button', { name: 'Αλλαγή γλώσσας στα Αγγλικά' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Custom made | Wholesale Fashion');
});
