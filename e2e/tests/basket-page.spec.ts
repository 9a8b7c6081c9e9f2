import { addToBasket, expectBadge, giveBusinessAddress, setSize } from './basket-helpers.ts';
import { expect, newShopContext, test } from './fixtures.ts';
import { registerBuyer } from './session.ts';

const RED = 'Red Tiered Maxi Dress';
const BLUE = 'Blue Floral Wrap Dress';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a visitor is sent to log in and comes back to the basket', { tag: ['@basket', '@account'] }, async ({
  page,
}) => {
  await page.goto('/basket');
  await expect(page).toHaveURL('/login?returnTo=%2Fbasket');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('a line refuses to be emptied, a size set to 0 goes, Remove takes the line out', {
  tag: ['@basket', '@shell'],
}, async ({ page }) => {
  await registerBuyer(page);
  await addToBasket(page, '1', { M: 2 });
  await addToBasket(page, '2', { S: 1, L: 2 });
  await page.goto('/basket');
  await expectBadge(page, 5);

  const red = page.getByRole('article', { name: RED });
  await setSize(page, RED, 'M', 0);
  await expect(red.getByRole('alert')).toHaveText(
    'A product needs at least one piece. To take it out of your basket, use Remove.',
  );
  await expect(red.getByLabel('M', { exact: true })).toHaveValue('2');
  await expectBadge(page, 5);

  await setSize(page, BLUE, 'S', 0);
  await expectBadge(page, 4);
  await expect(page.getByRole('article', { name: BLUE }).getByLabel('S', { exact: true })).toHaveValue('0');

  await red.getByRole('button', { name: `Remove ${RED} from the basket` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from basket' })).toBeVisible();
  await expect(red).toBeHidden();
  await expectBadge(page, 2);
  await expect(page.getByRole('heading', { level: 2, name: '1 product in your basket' })).toBeFocused();

  // The basket is the server's: another tab shows the same.
  const second = await page.context().newPage();
  await second.goto('/basket');
  await expect(second.getByRole('article')).toHaveCount(1);
  await expect(second.getByRole('article', { name: BLUE }).getByLabel('L', { exact: true })).toHaveValue('2');
  await second.close();
});

test('the brand toggle takes a logo file, shows its name, and turning it off forgets the file', {
  tag: ['@basket'],
}, async ({ page }) => {
  await registerBuyer(page);
  await addToBasket(page, '2', { XS: 3 });
  await page.goto('/basket');
  const line = page.getByRole('article', { name: BLUE });

  await line.getByRole('checkbox', { name: /Add your brand/ }).check();
  await line
    .getByLabel('Upload your logo')
    .setInputFiles({ name: 'kifisia.png', mimeType: 'image/png', buffer: PNG });
  await expect(line.getByText('Logo: kifisia.png')).toBeVisible();

  await line.getByRole('checkbox', { name: /Add your brand/ }).uncheck();
  await expect(line.getByText('Logo: kifisia.png')).toBeHidden();
  await line.getByRole('checkbox', { name: /Add your brand/ }).check();
  await expect(line.getByLabel('Upload your logo')).toBeVisible();

  // Content, not the name, decides: a text file dressed as a PNG is refused with a message.
  await line
    .getByLabel('Upload your logo')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(line.getByRole('alert')).toHaveText('Please choose a PNG, JPEG, WebP or PDF file.');
});

test('Clear basket asks first in a dialog that keeps focus, and empties the basket', {
  tag: ['@basket', '@shell'],
}, async ({ page }) => {
  await registerBuyer(page);
  await addToBasket(page, '1', { M: 2 });
  await page.goto('/basket');
  await expectBadge(page, 2);

  const clear = page.getByRole('button', { name: 'Clear basket' });
  await clear.click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear your basket?' });
  await expect(dialog.getByRole('button', { name: 'Keep my basket' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, clear basket' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Keep my basket' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(clear).toBeFocused();
  await expectBadge(page, 2);

  await clear.click();
  await dialog.getByRole('button', { name: 'Yes, clear basket' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your basket is empty' })).toBeFocused();
  await expectBadge(page, 0);
});

test('an incomplete address is asked for, and what was typed stays', { tag: ['@basket'] }, async ({
  page,
}) => {
  await registerBuyer(page);
  await addToBasket(page, '5', { M: 5 });
  await page.goto('/basket');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByLabel('City').fill('Thessaloniki');
  await summary.getByRole('button', { name: 'Send order request' }).click();
  const alert = summary.getByRole('alert');
  await expect(alert).toContainText('Delivery address required');
  await expect(alert).toContainText('Please provide a delivery address to continue.');
  await expect(alert).toBeFocused();
  await expect(summary.getByLabel('City')).toHaveValue('Thessaloniki');

  await summary.getByLabel('Street and number').fill('Tsimiski 45');
  await summary.getByLabel('Postal code').fill('5462');
  await summary.getByRole('button', { name: 'Send order request' }).click();
  await expect(summary.getByLabel('Postal code')).toHaveAccessibleDescription(
    'Please enter a Greek postal code, e.g. 105 57.',
  );
  await summary.getByLabel('Postal code').fill('546 24');
  await summary.getByRole('button', { name: 'Send order request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order request sent' })).toBeVisible();
  await expect(page.locator('[data-boundary="basket"]')).toContainText('546 24 Thessaloniki');
});

test('checkout success: no reference goes home, a broken or foreign reference is explained', {
  tag: ['@basket', '@shell'],
}, async ({ page, browser }) => {
  await registerBuyer(page);
  await page.goto('/checkout-success');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/checkout-success?reference=nonsense');
  await expect(page.getByRole('heading', { level: 1, name: 'Order request not found' })).toBeVisible();

  // Another buyer's order is not shown to this one.
  const other = await newShopContext(browser);
  const otherPage = await other.newPage();
  await registerBuyer(otherPage);
  await giveBusinessAddress(otherPage);
  await addToBasket(otherPage, '1', { M: 5 });
  const created = await otherPage.request.post('/api/orders', {
    data: {
      deliveryOption: 'standard',
      deliveryAddress: { street: 'Ermou 1', city: 'Athens', postalCode: '10563', country: 'Greece' },
    },
  });
  const { reference } = (await created.json()) as { reference: string };
  await other.close();

  await page.goto(`/checkout-success?reference=${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order request not found' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(reference);
});

test('the confirmation speaks Greek, with the Greek date', { tag: ['@basket', '@shell'] }, async ({
  page,
}) => {
  await registerBuyer(page);
  await giveBusinessAddress(page);
  await addToBasket(page, '1', { M: 5 });
  await page.goto('/basket');
  await page.getByRole('button', { name: 'Send order request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order request sent' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Το αίτημα παραγγελίας στάλθηκε' })).toBeVisible();
  const today = new Intl.DateTimeFormat('el-GR', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(),
  );
  await expect(page.locator('[data-boundary="basket"]')).toContainText(today);
});
