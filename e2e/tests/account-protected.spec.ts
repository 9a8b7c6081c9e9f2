import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logInThroughForm, logOutByApi, registerBuyer } from './session.ts';

/** Submits an order request for the logged-in buyer through the BFF, as the basket does. */
async function submitOrderRequest(page: Page): Promise<string> {
  const line = await page.request.post('/api/basket/lines', {
    data: { productId: '1', quantities: { S: 2, M: 3 } },
  });
  expect(line.status(), await line.text()).toBe(200);
  const order = await page.request.post('/api/orders', {
    data: {
      deliveryOption: 'standard',
      deliveryAddress: { street: 'Ermou 10', city: 'Athens', postalCode: '105 63', country: 'Greece' },
      notes: 'Deliver in the morning.',
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { reference: string }).reference;
}

for (const path of ['/profile', '/orders', '/orders/WS-2026-000001']) {
  test(`${path} sends a visitor to log in and comes back after`, { tag: ['@account'] }, async ({ page }) => {
    const buyer = await registerBuyer(page);
    await logOutByApi(page);
    await page.goto(path);
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(path)}`);
    await logInThroughForm(page, buyer);
    await expect(page).toHaveURL(path);
    await expect(page.locator('[data-boundary="account"]').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  });
}

test('an order request is listed in My Orders and opens in Order Details, in English and Greek', {
  tag: ['@account', '@shell'],
}, async ({ page }) => {
  await registerBuyer(page);
  const reference = await submitOrderRequest(page);
  const main = page.getByRole('main');

  await page.goto('/orders');
  const row = main.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Submitted');
  await expect(row.getByRole('cell').nth(1)).toHaveText('5');
  await expect(row).toContainText('€');
  await row.getByRole('link', { name: reference }).click();

  await expect(page).toHaveURL(`/orders/${reference}`);
  await expect(main.getByRole('heading', { level: 1, name: `Order request ${reference}` })).toBeVisible();
  await expect(main.getByText('S × 2')).toBeVisible();
  await expect(main.getByText('M × 3')).toBeVisible();
  await expect(main.getByText('Deliver in the morning.')).toBeVisible();
  await expect(main.getByText('105 63 Athens')).toBeVisible();
  const history = main.getByRole('region', { name: 'Status history' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Submitted');

  await page.getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: `Αίτημα παραγγελίας ${reference}` }),
  ).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Ιστορικό κατάστασης' }).getByRole('listitem').first(),
  ).toContainText('Υποβλήθηκε');
  await main.getByRole('link', { name: 'Επιστροφή στις παραγγελίες μου' }).click();
  await expect(main.getByRole('row', { name: new RegExp(reference) })).toContainText('Υποβλήθηκε');
});

test('an unknown reference says so', { tag: ['@account'] }, async ({ page }) => {
  await registerBuyer(page);
  await page.goto('/orders/WS-2026-999999');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'We could not find a request with this reference in your account.',
  );
});

test('login and register send a logged-in buyer on, to the way back or home', { tag: ['@account'] }, async ({
  page,
}) => {
  await registerBuyer(page);
  await page.goto('/login?returnTo=%2Forders');
  await expect(page).toHaveURL('/orders');
  await page.goto('/register');
  await expect(page).toHaveURL('/');
});

test('registering an e-mail already in use says so and keeps the form', { tag: ['@account'] }, async ({
  page,
}) => {
  const buyer = await registerBuyer(page);
  await logOutByApi(page);
  await page.goto('/register');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(buyer.email);
  await main.getByLabel('Business name').fill('Another Boutique');
  await main.getByLabel('Password', { exact: true }).fill(buyer.password);
  await main.getByLabel('Confirm password').fill(buyer.password);
  await main.getByRole('button', { name: 'Create account' }).click();
  const alert = main.getByRole('alert');
  await expect(alert).toContainText('An account with this e-mail address already exists.');
  await expect(alert).toBeFocused();
  await expect(alert.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await expect(main.getByLabel('Business name')).toHaveValue('Another Boutique');
});
