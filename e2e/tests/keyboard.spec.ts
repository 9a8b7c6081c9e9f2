import { expect, test } from './fixtures.ts';
import { hasFocus, tabTo } from './keyboard-helpers.ts';
import { E2E_VAT_NUMBER } from './session.ts';

const PRODUCT = 'Red Tiered Maxi Dress';

test('keyboard only: log in, find a product, set sizes, add to basket and send the order request', {
  tag: ['@shell', '@account', '@catalog', '@basket'],
}, async ({ page, request }) => {
  test.setTimeout(60_000);
  // The account exists already (made through the API, outside the browser): the page starts as a visitor.
  const buyer = { email: `keyboard-${crypto.randomUUID()}@example.gr`, password: 'Str0ng-Passw0rd!' };
  const registered = await request.post('/api/auth/register', {
    data: {
      ...buyer,
      businessName: 'Boutique Keyboard',
      vatNumber: E2E_VAT_NUMBER,
      confirmPassword: buyer.password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  const { keyboard } = page;
  const banner = page.getByRole('banner');
  const main = page.getByRole('main');
  await page.goto('/');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

  // Log in from the top bar.
  await tabTo(page, banner.getByRole('link', { name: 'Log in', exact: true }));
  await keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await tabTo(page, main.getByLabel('Email'));
  await keyboard.type(buyer.email);
  await tabTo(page, main.getByLabel('Password', { exact: true }));
  await keyboard.type(buyer.password);
  await keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Logged in successfully' })).toBeVisible();
  await expect(banner.getByRole('button', { name: /Boutique Keyboard/ })).toBeVisible();

  // Shop menu → Ready to ship, with the arrow keys.
  await tabTo(page, banner.getByRole('button', { name: 'Shop', exact: true }), { backwards: true });
  await keyboard.press('ArrowDown');
  await expect(banner.getByRole('link', { name: 'Ready to ship', exact: true })).toBeFocused();
  await keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();

  // The product, from its card.
  await tabTo(page, main.getByRole('link', { name: PRODUCT }).first(), { max: 80 });
  await keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();

  // Sizes with the steppers: 3 × M with Space, 2 × L with Enter, then one down and up again.
  const increaseM = main.getByRole('button', { name: 'Increase M' });
  await tabTo(page, increaseM);
  for (let i = 0; i < 3; i++) await keyboard.press('Space');
  await tabTo(page, main.getByRole('button', { name: 'Increase L' }));
  for (let i = 0; i < 3; i++) await keyboard.press('Enter');
  await tabTo(page, main.getByRole('button', { name: 'Decrease L' }), { backwards: true });
  await keyboard.press('Space');
  await expect(main.getByLabel('Quantity in size M')).toHaveValue('3');
  await expect(main.getByLabel('Quantity in size L')).toHaveValue('2');
  await expect(main.getByText(/Total: 5 pieces/)).toBeVisible();

  await tabTo(page, main.getByRole('button', { name: 'Add to basket' }));
  await keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added to basket' })).toContainText(
    `5 pieces of ${PRODUCT}`,
  );

  // To the basket through the top bar's basket link.
  const basketLink = banner.getByRole('link', { name: 'Basket, 5 pieces', exact: true });
  await tabTo(page, basketLink, { backwards: true, max: 80 });
  await keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();

  // The delivery address (the new account has none), a delivery option with the arrow keys, send.
  const summary = main.getByRole('region', { name: 'Order summary' });
  await tabTo(page, summary.getByRole('radio', { name: /Standard/ }), { max: 80 });
  await keyboard.press('ArrowDown');
  await expect(summary.getByRole('radio', { name: /Fast/ })).toBeChecked();
  for (const [label, value] of [
    ['Street and number', 'Ermou 10'],
    ['City', 'Athens'],
    ['Postal code', '105 63'],
  ] as const) {
    await tabTo(page, summary.getByLabel(label));
    await keyboard.type(value);
  }
  const submit = summary.getByRole('button', { name: 'Send order request' });
  await tabTo(page, submit);
  await keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout-success\?reference=WS-\d{4}-\d{6}$/);
  const confirmation = main.getByRole('heading', { level: 1, name: 'Order request sent' });
  await expect(confirmation).toBeVisible();
  await expect(main).toContainText('Total items5');
  await expect(main).toContainText('Delivery optionFast');
  await expect(main).toContainText('Ermou 10');
  // The focus went to the new page, not lost on the body.
  expect(await hasFocus(page.locator('body'))).toBe(false);
});
