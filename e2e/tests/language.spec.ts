import { expect, test } from './fixtures.ts';
import { OWNED_ROUTES } from './routes.ts';

test('the language toggle switches the text inside every remote, and it persists', {
  tag: ['@shell', '@catalog', '@custom', '@account'],
}, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('link', { name: 'Έτοιμα προς αποστολή' }).first()).toBeVisible();

  const nav = page.getByRole('banner');
  for (const route of OWNED_ROUTES.filter((r) =>
    ['/ready-to-ship', '/custom-made', '/login'].includes(r.path),
  )) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.gr })).toBeVisible();
  }
  // Client-side too: the basket remote's heading comes in Greek without a reload.
  await nav.getByRole('link', { name: 'Σύνδεση' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Σύνδεση' })).toBeVisible();
  await expect(page).toHaveTitle(/Σύνδεση/);

  // Back to English in place: the mounted remote re-renders.
  await page.getByRole('button', { name: 'Αλλαγή γλώσσας στα Αγγλικά' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('Greek stays on after a reload', { tag: ['@shell', '@custom'] }, async ({ page }) => {
  await page.goto('/custom-made');
  await page.getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Αίτημα προσφοράς κατά παραγγελία' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Αίτημα προσφοράς κατά παραγγελία' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
});
