import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { logInThroughForm } from './session.ts';

test('register → logout → login → profile edit with the delivery toggle → My Orders empty state', {
  tag: ['@account', '@shell'],
}, async ({ page }) => {
  const buyer = {
    email: `buyer-${randomUUID()}@example.gr`,
    password: 'Str0ng-Passw0rd!',
    businessName: 'Boutique Kifisia',
  };
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');
  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();

  // Register, through the top bar's link; a mismatch is caught before anything is sent.
  await page.goto('/');
  await banner.getByRole('link', { name: 'Register' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(main.getByText('At least 8 characters.')).toBeVisible();
  await main.getByLabel('Email').fill(buyer.email);
  await main.getByLabel('Business name').fill(buyer.businessName);
  await main.getByLabel('Password', { exact: true }).fill(buyer.password);
  await main.getByLabel('Confirm password').fill('Str0ng-Passw0rd?');
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(main.getByText('Passwords do not match')).toBeVisible();
  await expect(main.getByLabel('Confirm password')).toBeFocused();
  await main.getByLabel('Confirm password').fill(buyer.password);
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(toast('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const accountMenu = banner.getByRole('button', { name: `Account menu for ${buyer.businessName}` });
  await expect(accountMenu).toBeVisible();

  // Log out from the profile page.
  await accountMenu.click();
  await banner.getByRole('link', { name: 'Profile' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(main.getByText(buyer.email)).toBeVisible();
  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(toast('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();

  // The profile is for buyers: log in, and come back to it.
  await page.goto('/profile');
  await expect(page).toHaveURL('/login?returnTo=%2Fprofile');
  await logInThroughForm(page, buyer);
  await expect(toast('Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL('/profile');
  await expect(main.getByText('No business address yet.')).toBeVisible();

  // Business address, edited in place; a non-Greek postal code is refused with what was typed kept.
  await main.getByRole('button', { name: 'Edit business details' }).click();
  const business = main.getByRole('group', { name: 'Business address' });
  await business.getByLabel('Street and number').fill('Kolokotroni 12');
  await business.getByLabel('City').fill('Kifisia');
  await business.getByLabel('Postal code').fill('1456');
  await main.getByRole('button', { name: 'Save business details' }).click();
  await expect(business.getByText('Enter a valid Greek postal code: 5 digits, e.g. 105 63.')).toBeVisible();
  await expect(business.getByLabel('Postal code')).toBeFocused();
  await expect(business.getByLabel('Street and number')).toHaveValue('Kolokotroni 12');
  await business.getByLabel('Postal code').fill('145 62');
  await main.getByRole('button', { name: 'Save business details' }).click();
  await expect(toast('Profile updated')).toBeVisible();
  const businessSection = main.getByRole('region', { name: 'Business details' });
  await expect(businessSection.getByText('145 62 Kifisia')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Edit business details' })).toBeFocused();

  // The delivery toggle: on copies the business address and opens it for editing.
  const deliverySection = main.getByRole('region', { name: 'Delivery address' });
  const toggle = deliverySection.getByRole('switch', { name: 'Deliver to a different address' });
  await expect(toggle).not.toBeChecked();
  await expect(deliverySection.getByText('Orders are delivered to your business address.')).toBeVisible();
  await toggle.check();
  const delivery = deliverySection.getByRole('group', { name: 'Delivery address' });
  await expect(delivery.getByLabel('Street and number')).toHaveValue('Kolokotroni 12');
  await expect(delivery.getByLabel('Postal code')).toHaveValue('145 62');
  await delivery.getByLabel('Street and number').fill('Tatoiou 50');
  await delivery.getByLabel('City').fill('Nea Erythraia');
  await delivery.getByLabel('Postal code').fill('14671');
  await deliverySection.getByRole('button', { name: 'Save delivery address' }).click();
  await expect(deliverySection.getByText('146 71 Nea Erythraia')).toBeVisible();

  // Stored on the server: still there after a reload.
  await page.reload();
  await expect(deliverySection.getByText('Tatoiou 50')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(businessSection.getByText('Kolokotroni 12')).toBeVisible();

  // Off removes the delivery address.
  await toggle.uncheck();
  await expect(deliverySection.getByText('Orders are delivered to your business address.')).toBeVisible();
  await expect(deliverySection.getByText('Tatoiou 50')).toHaveCount(0);
  await page.reload();
  await expect(toggle).not.toBeChecked();

  // My Orders, from the user menu: nothing yet, with a way to start.
  await accountMenu.click();
  await banner.getByRole('link', { name: 'My orders' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(main.getByText('You have not sent any order requests yet.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Browse the ready-to-ship collection' }).first()).toBeVisible();
  await expect(main.getByText('You have not sent any custom-made requests yet.')).toBeVisible();
  await expect(main.getByText('You have not requested any samples yet.')).toBeVisible();
});
