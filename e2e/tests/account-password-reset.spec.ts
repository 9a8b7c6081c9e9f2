import { resetLinkMailedTo } from './account-outbox.ts';
import { expect, test } from './fixtures.ts';
import { logInThroughForm, logOutByApi, registerBuyer } from './session.ts';

test('a forgotten password is reset through the e-mailed link, once', {
  tag: ['@account', '@machine'],
}, async ({ page }) => {
  const buyer = await registerBuyer(page);
  await logOutByApi(page);
  const main = page.getByRole('main');

  await page.goto('/login');
  await main.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await main.getByLabel('Email').fill(buyer.email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  const sent = main.getByRole('status');
  await expect(sent).toContainText(`If an account exists for ${buyer.email}, we have sent it a link`);
  await expect(sent).toBeFocused();

  const link = await resetLinkMailedTo(buyer.email);
  await page.goto(link);
  await expect(main.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'Brand-New-Secret-7';
  await main.getByLabel('New password', { exact: true }).fill(newPassword);
  await main.getByLabel('Confirm new password').fill(newPassword);
  await main.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your password has been changed. Log in with your new password.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');

  // The old password no longer works; the new one does.
  await logInThroughForm(page, buyer);
  await expect(main.getByRole('alert')).toHaveText('Invalid email or password.');
  await logInThroughForm(page, { email: buyer.email, password: newPassword });
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for/ })).toBeVisible();

  // The link is single-use.
  await page.goto(link);
  await main.getByLabel('New password', { exact: true }).fill('Another-Secret-8');
  await main.getByLabel('Confirm new password').fill('Another-Secret-8');
  await main.getByRole('button', { name: 'Set new password' }).click();
  const refused = main.getByRole('alert');
  await expect(refused).toContainText('This reset link is invalid, has expired or has already been used.');
  await expect(refused).toBeFocused();
  await expect(refused.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('an unknown address gets the same answer as a known one', { tag: ['@account'] }, async ({ page }) => {
  await page.goto('/forgot-password');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('nobody-at-all@example.gr');
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByRole('status')).toContainText(
    'If an account exists for nobody-at-all@example.gr, we have sent it a link',
  );
});

test('a wrong password gets a clear message, an empty password field and focus on the message', {
  tag: ['@account'],
}, async ({ page }) => {
  const buyer = await registerBuyer(page);
  await logOutByApi(page);
  await page.goto('/login');
  const main = page.getByRole('main');
  await logInThroughForm(page, { email: buyer.email, password: 'not-the-password' });
  const alert = main.getByRole('alert');
  await expect(alert).toHaveText('Invalid email or password.');
  await expect(alert).toBeFocused();
  await expect(main.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(main.getByLabel('Email')).toHaveValue(buyer.email);
  // The button is usable again as soon as a password is typed.
  await main.getByLabel('Password', { exact: true }).fill(buyer.password);
  await expect(main.getByRole('button', { name: 'Log in' })).toBeEnabled();
});
