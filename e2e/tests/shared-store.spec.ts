import { expect, test } from './fixtures.ts';
import { logOutByApi, registerBuyer } from './session.ts';

test('one store across remotes: logging in inside the account remote updates the shell, and back', {
  tag: ['@account', '@shell', '@catalog'],
}, async ({ page }) => {
  // A buyer of the test's own (the demo buyer is left alone), logged out again: a visitor.
  const buyer = await registerBuyer(page);
  await logOutByApi(page);
  await page.goto('/ready-to-ship');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();

  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(buyer.email);
  await main.getByLabel('Password').fill(buyer.password);
  await main.getByRole('button', { name: 'Log in' }).click();

  // The account remote's mutation refreshed the session the shell's top bar reads…
  const accountMenu = page.getByRole('button', { name: `Account menu for ${buyer.businessName}` });
  await expect(accountMenu).toBeVisible();
  // …and the notice it raised is rendered by the shell's toaster.
  await expect(page.getByRole('status').filter({ hasText: 'Logged in successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The shell's logout changes what the account remote sees: /login no longer redirects away.
  await accountMenu.click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Logged out successfully' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a wrong password gets a clear message, an empty password field and focus on the message', {
  tag: ['@account'],
}, async ({ page }) => {
  const buyer = await registerBuyer(page);
  await logOutByApi(page);
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(buyer.email);
  await main.getByLabel('Password').fill('not-the-password');
  await main.getByRole('button', { name: 'Log in' }).click();
  const alert = main.getByRole('alert');
  await expect(alert).toHaveText('Invalid email or password.');
  await expect(alert).toBeFocused();
  await expect(main.getByLabel('Password')).toHaveValue('');
});
