import { addToBasket, expectBadge, giveBusinessAddress, orderReferences, setSize } from './basket-helpers.ts';
import { expect, test } from './fixtures.ts';
import { holdBack } from './hold-back.ts';
import { registerBuyer } from './session.ts';

const RED = 'Red Tiered Maxi Dress';
const BLUE = 'Blue Floral Wrap Dress';

test('a buyer edits sizes, is held to the minimum with the right numbers, submits and finds the order', {
  tag: ['@basket', '@account', '@shell'],
}, async ({ page }) => {
  await registerBuyer(page);
  await giveBusinessAddress(page);
  await addToBasket(page, '1', { M: 1 });
  await addToBasket(page, '2', { S: 1 });

  await page.goto('/basket');
  const basket = page.locator('[data-boundary="basket"]');
  await expect(basket.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  await expect(basket.getByRole('article')).toHaveCount(2);
  await expectBadge(page, 2);

  await setSize(page, RED, 'M', 2);
  await expect(page.getByRole('status').filter({ hasText: 'Updated basket' }).first()).toBeVisible();
  await expectBadge(page, 3);
  await setSize(page, BLUE, 'L', 1);
  await expectBadge(page, 4);
  await expect(basket.getByRole('article', { name: BLUE })).toContainText('2 pieces');

  // The address comes from the profile; the minimum is not met yet.
  const summary = basket.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByLabel('Street and number')).toHaveValue('Kifisias 100');
  await expect(summary.getByLabel('Postal code')).toHaveValue('151 25');
  const submit = summary.getByRole('button', { name: 'Send order request' });
  await submit.click();
  const refusal = summary.getByRole('alert');
  await expect(refusal).toContainText('Minimum order quantity not met');
  await expect(refusal).toContainText(
    'Your basket has 4 pieces; add 1 more to reach the minimum order of 5 pieces.',
  );
  expect(await orderReferences(page)).toEqual([]);

  await setSize(page, RED, 'XS', 1);
  await expectBadge(page, 5);
  await expect(refusal).toBeHidden();
  await summary.getByRole('radio', { name: /Fast/ }).check();
  await summary.getByLabel('Notes for our team (optional)').fill('Please pack each size separately.');
  await submit.click();

  await expect(page).toHaveURL(/\/checkout-success\?reference=WS-\d{4}-\d{6}$/);
  const confirmation = page.locator('[data-boundary="basket"]');
  await expect(confirmation.getByRole('heading', { level: 1, name: 'Order request sent' })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  await expect(confirmation).toContainText(`Order reference${reference}`);
  await expect(confirmation).toContainText('Total items5');
  await expect(confirmation).toContainText('Delivery optionFast');
  await expect(confirmation).toContainText('Expected deliveryTo be confirmed');
  await expect(confirmation).toContainText('Kifisias 100');
  await expectBadge(page, 0);

  // The order is the buyer's, under My Orders (checked through the API the My Orders page reads).
  expect(await orderReferences(page)).toEqual([reference]);
  await confirmation.getByRole('link', { name: 'View this order in My Orders' }).click();
  await expect(page).toHaveURL(`/orders/${reference}`);

  // The basket is empty afterwards, on the server too.
  await page.goto('/basket');
  await expect(page.getByRole('heading', { level: 2, name: 'Your basket is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/ready-to-ship');
});

test('a double click on submit makes one order', { tag: ['@basket'] }, async ({ page }) => {
  await registerBuyer(page);
  await giveBusinessAddress(page);
  await addToBasket(page, '3', { S: 2, M: 3 });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') {
      posts.push(request.headers()['idempotency-key'] ?? '');
    }
  });

  await page.goto('/basket');
  await page.getByRole('button', { name: 'Send order request' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Order request sent' })).toBeVisible();
  expect(await orderReferences(page)).toHaveLength(1);
  // Whatever reached the BFF carried one key.
  expect(new Set(posts).size).toBe(1);
});

test('a retry after a lost answer reuses the key and shows the one order made', { tag: ['@basket'] }, async ({
  page,
}) => {
  await registerBuyer(page);
  await giveBusinessAddress(page);
  await addToBasket(page, '4', { L: 5 });
  const keys: string[] = [];
  let lost = false;
  await page.route('**/api/orders', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost) return route.continue();
    // The BFF receives the first submit and creates the order, but its answer never arrives.
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });

  await page.goto('/basket');
  const submit = page.getByRole('button', { name: 'Send order request' });
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your order request was not sent' })).toContainText(
    'sending again is safe',
  );
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order request sent' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await orderReferences(page)).toHaveLength(1);
});

test('the order form waits for the buyer’s address, so a quick Send is never refused for lacking one', {
  tag: ['@basket'],
}, async ({ page }) => {
  await registerBuyer(page);
  await giveBusinessAddress(page);
  await addToBasket(page, '4', { L: 5 });
  // The profile that prefills the address is held back as it is served.
  const release = await holdBack(page, '**/api/profile');

  await page.goto('/basket');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your delivery details…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send order request' })).toHaveCount(0);
  release();
  await expect(page.getByLabel('Street and number')).toHaveValue('Kifisias 100');
  await page.getByRole('button', { name: 'Send order request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order request sent' })).toBeVisible();
});
