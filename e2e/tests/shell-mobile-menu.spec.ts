import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('below 768px the links live in a focus-trapped Menu that Escape closes', { tag: ['@shell'] }, async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');

  const dialog = page.getByRole('dialog', { name: 'Menu' });
  for (const name of [
    'Ready to ship',
    'Custom made',
    'How it works',
    'About us',
    'Contact',
    'Log in',
    'Register',
  ]) {
    await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();

  // Focus goes round inside the panel and never reaches the page behind it.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menu).toBeFocused();
});

test('following a link in the mobile menu closes it and lands on the page, in another remote too', {
  tag: ['@shell', '@custom'],
}, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Custom made' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeFocused();

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeFocused();

  // The Close button returns focus to Menu.
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(menu).toBeFocused();
});

test('the mobile menu speaks Greek when Greek is on', { tag: ['@shell', '@catalog'] }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch language to Greek' }).click();
  await page.getByRole('button', { name: 'Μενού' }).click();
  const dialog = page.getByRole('dialog', { name: 'Μενού' });
  await dialog.getByRole('link', { name: 'Έτοιμα προς αποστολή' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Συλλογή έτοιμη προς αποστολή' })).toBeVisible();
});
