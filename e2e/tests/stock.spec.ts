import type { Browser, Page } from '@playwright/test';
import { addToBasket, giveBusinessAddress } from './basket-helpers.ts';
import { expect, newShopContext, onTheShopsMachineOnly, test } from './fixtures.ts';
import { logInAsStaff } from './office-staff.ts';
import { openInOffice, type Side, sendQuoteFromOffice } from './order-loop-helpers.ts';
import { OwnBff } from './own-bff.ts';
import { logInAsNewBuyer } from './session.ts';

/**
 * Stock per size (issue 49) across the office, the catalogue, the basket and My orders. The journeys set the
 * stock of demo products, so they run on a BFF of their own (a fresh demo shop), never on a running shop.
 */
onTheShopsMachineOnly();
const bff = new OwnBff(Number(process.env.E2E_PORT ?? 3100) + 82);
test.use({ baseURL: bff.origin });
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await bff.start();
});

test.afterAll(async () => {
  await bff.kill();
});

/** Demo products whose stock the journeys set: one for the catalogue and basket, one for the race. */
const PRODUCT = { id: '5', name: 'Black Pleated Evening Dress' };
const RACED = { id: '6', name: 'Pink Puff-Sleeve Sundress' };
const DELIVERY = [{ label: 'Courier', costCents: 900, leadTimeDays: 2 }];

async function staffSide(browser: Browser): Promise<Side> {
  const context = await newShopContext(browser, { baseURL: bff.origin });
  const page = await context.newPage();
  await logInAsStaff(page);
  return { context, page };
}

/** The team types the pieces on hand per size into the product's stock editor and saves. */
async function setStockInOffice(page: Page, productId: string, onHand: Record<string, number>) {
  await page.goto(`/office/products/${productId}`);
  const stock = page.getByRole('region', { name: 'Stock' });
  for (const [size, pieces] of Object.entries(onHand)) {
    await stock.getByLabel(`On hand, size ${size}`, { exact: true }).fill(String(pieces));
  }
  await stock.getByRole('button', { name: 'Save stock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stock saved' })).toBeVisible();
}

/** A buyer's order request placed through the BFF, as the basket sends it. */
async function placeOrderFor(
  page: Page,
  productId: string,
  quantities: Record<string, number>,
): Promise<string> {
  await giveBusinessAddress(page);
  await addToBasket(page, productId, quantities);
  const response = await page.request.post('/api/orders', {
    data: {
      deliveryOption: 'standard',
      deliveryAddress: { street: 'Kifisias 100', city: 'Marousi', postalCode: '151 25', country: 'Greece' },
    },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** The buyer accepts version 1 of the quote with its only delivery option. */
async function acceptQuote(page: Page, reference: string) {
  await page.goto(`/orders/${reference}`);
  const quote = page.getByRole('main').getByRole('region', { name: 'Quote', exact: true });
  await quote.getByRole('button', { name: 'Accept quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept the quote' });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Accept and confirm the order' }).click();
}

test('the team keeps stock per size; buyers read it on the product page and in the basket, visitors only in or out', {
  tag: ['@office', '@catalog', '@basket', '@shell', '@machine'],
}, async ({ browser, page }) => {
  const staff = await staffSide(browser);
  await setStockInOffice(staff.page, PRODUCT.id, { XS: 40, S: 40, M: 3, L: 0, XL: 25 });

  // A visitor reads in stock or out, never a number.
  await page.goto(`/product/${PRODUCT.id}`);
  const catalog = page.locator('[data-boundary="catalog"]');
  const visitorList = catalog.getByRole('region', { name: 'Availability per size' });
  await expect(visitorList.getByRole('listitem').filter({ hasText: /^M:/ })).toHaveText('M: In stock');
  await expect(visitorList.getByRole('listitem').filter({ hasText: /^L:/ })).toHaveText('L: Out of stock');
  await expect(visitorList).not.toContainText(/left|\d+ day/);

  // A buyer reads how many are left, and is told before asking for more than there is.
  await logInAsNewBuyer(page);
  await page.goto(`/product/${PRODUCT.id}`);
  const list = catalog.getByRole('region', { name: 'Availability per size' });
  await expect(list.getByRole('listitem').filter({ hasText: /^M:/ })).toHaveText('M: Only 3 left');
  await expect(list.getByRole('listitem').filter({ hasText: /^S:/ })).toHaveText('S: In stock');
  await catalog.getByRole('textbox', { name: 'Quantity in size M' }).fill('6');
  await expect(catalog.getByText(/Only 3 pieces free in size M/)).toBeVisible();
  await catalog.getByRole('textbox', { name: 'Quantity in size S' }).fill('2');
  await catalog.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to basket' })).toBeVisible();

  // The basket says which line asks for more than is held, and still sends the request.
  await giveBusinessAddress(page);
  await page.goto('/basket');
  const main = page.getByRole('main');
  const line = main.getByRole('article', { name: PRODUCT.name });
  await expect(line).toContainText('Only 3 free now');
  await expect(line).toContainText(
    'More than we hold: the team will quote a part, a back-order or an alternative.',
  );
  await expect(main.getByText('Some lines ask for more than we hold')).toBeVisible();
  await main.getByRole('button', { name: /Send order request/ }).click();
  await expect(page).toHaveURL(/\/checkout-success/);

  // The team sees the shortfall on the request, in its stock column.
  await staff.page.goto('/office');
  const reference = (await page.request.get('/api/orders').then((r) => r.json())) as {
    orders: { reference: string }[];
  };
  const ref = reference.orders[0]?.reference ?? '';
  await openInOffice(staff.page, ref);
  await expect(staff.page.getByRole('main')).toContainText('M: 6 requested, 3 free');
  await staff.context.close();
});

test('two buyers, the last pieces: the first to accept holds them, the other is told and asks for a new quote', {
  tag: ['@office', '@account', '@shell', '@machine'],
}, async ({ browser }) => {
  const staff = await staffSide(browser);
  await setStockInOffice(staff.page, RACED.id, { XS: 40, S: 40, M: 3, L: 40, XL: 40 });

  const buyers = await Promise.all(
    ['first', 'second'].map(async () => {
      const context = await newShopContext(browser, { baseURL: bff.origin });
      const page = await context.newPage();
      await logInAsNewBuyer(page);
      return { context, page, reference: await placeOrderFor(page, RACED.id, { S: 2, M: 3 }) };
    }),
  );
  for (const [i, buyer] of buyers.entries()) {
    await openInOffice(staff.page, buyer.reference, { fromInbox: i === 0 });
    await sendQuoteFromOffice(staff.page, DELIVERY, 1);
  }
  const [first, second] = buyers as [(typeof buyers)[0], (typeof buyers)[0]];

  await acceptQuote(first.page, first.reference);
  await expect(
    first.page.getByRole('status').filter({ hasText: 'Quote accepted: your order is confirmed.' }),
  ).toBeVisible();

  // The second buyer is told which size went, that nothing was confirmed, and asks for a new quote at once.
  await acceptQuote(second.page, second.reference);
  const alert = second.page.getByRole('alert').filter({ hasText: 'no longer available in these numbers' });
  await expect(alert).toContainText(`${RACED.name}, size M`);
  await expect(alert).toContainText('Nothing was confirmed');
  await alert.getByRole('button', { name: 'Request changes' }).click();
  const dialog = second.page.getByRole('dialog', { name: 'Request changes' });
  await expect(dialog.getByRole('textbox')).toHaveValue(/size M/);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(
    second.page
      .getByRole('status')
      .filter({ hasText: 'Your request was sent: the team will send you a new quote.' }),
  ).toBeVisible();

  // The office: the three pieces reserved, none free, the product low in the inbox.
  await staff.page.goto(`/office/products/${RACED.id}`);
  const stock = staff.page.getByRole('region', { name: 'Stock' });
  const m = stock
    .getByRole('row')
    .filter({ has: staff.page.getByRole('rowheader', { name: 'M', exact: true }) });
  await expect(m.getByRole('cell').nth(1)).toHaveText('3');
  await expect(m).toContainText('Low');
  await staff.page.goto('/office?tab=low-stock');
  const lowStock = staff.page.getByRole('main');
  await expect(lowStock.getByRole('link', { name: new RegExp(RACED.name) })).toBeVisible();
  for (const side of [staff, ...buyers]) await side.context.close();
});

test('"In stock now" narrows the catalogue to what is free today, in Greek too', {
  tag: ['@office', '@catalog', '@shell', '@machine'],
}, async ({ browser, page }) => {
  const staff = await staffSide(browser);
  await page.goto('/ready-to-ship');
  const catalog = page.locator('[data-boundary="catalog"]');
  await expect(catalog.getByRole('link', { name: new RegExp(PRODUCT.name) }).first()).toBeVisible();
  await catalog.getByRole('button', { name: 'Filters', exact: true }).click();
  const filter = catalog.getByRole('button', { name: /^In stock now \((\d+)\)$/ });
  const before = Number((await filter.textContent())?.match(/\((\d+)\)/)?.[1]);
  await setStockInOffice(staff.page, PRODUCT.id, { XS: 0, S: 0, M: 0, L: 0, XL: 0 });
  await page.reload();
  await catalog.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(catalog.getByRole('button', { name: `In stock now (${before - 1})` })).toBeVisible();
  await catalog.getByRole('button', { name: `In stock now (${before - 1})` }).click();
  await expect(page).toHaveURL(/inStock=1/);
  await expect(catalog.getByRole('link', { name: new RegExp(PRODUCT.name) })).toHaveCount(0);
  await expect(catalog.getByText(`${before - 1} products`)).toBeVisible();

  // In Greek the filter keeps its place and its count; the product page says the sizes are sold out.
  await page.getByRole('banner').getByRole('button', { name: 'switch language to Greek' }).click();
  await expect(catalog.getByRole('button', { name: `Διαθέσιμα τώρα (${before - 1})` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto(`/product/${PRODUCT.id}`);
  const sizes = catalog.getByRole('region', { name: 'Διαθεσιμότητα ανά μέγεθος' });
  await expect(sizes.getByRole('listitem')).toHaveCount(5);
  await expect(sizes.getByRole('listitem').first()).toHaveText(/^XS: \S/);
  await expect(sizes).not.toContainText(/In stock|Out of stock/);
  await staff.context.close();
});
