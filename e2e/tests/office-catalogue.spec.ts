import type { Page } from '@playwright/test';
import { addToBasket, giveBusinessAddress } from './basket-helpers.ts';
import { expect, onTheShopsMachineOnly, test } from './fixtures.ts';
import { DEMO_STAFF, logInAsStaff } from './office-staff.ts';
import { OwnBff } from './own-bff.ts';
import { registerBuyer } from './session.ts';

/**
 * The team manages the catalogue (issue 27), end to end over the composed production build: a staff member
 * creates a product with two photos and a Greek name and publishes it; a buyer finds it by filter, reads its
 * Greek name in Greek and sees its photo; the staff member hides it; the buyer's next visit no longer lists
 * it, its page is "Product Not Found", and the buyer's earlier order still shows it. It changes the catalogue
 * (counts, listings), so it runs on a BFF of its own, not the one the other journeys share. Not against a
 * running shop either (`@machine`): its product would come first on everyone's catalogue page while it is
 * published, under the other journeys' feet, and products cannot be deleted, only hidden: every run would
 * leave one in the team's list.
 */

onTheShopsMachineOnly();
const bff = new OwnBff(Number(process.env.E2E_PORT ?? 3100) + 80);
test.use({ baseURL: bff.origin });
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await bff.start();
});

test.afterAll(async () => {
  await bff.kill();
});

const CODE = 'WF-3001';
const NAME_EN = 'Anemone Linen Midi Dress';
const NAME_GR = 'Λινό μίντι φόρεμα Ανεμώνη';

/** A JPEG of `width`×`height` drawn by the browser (a soft gradient and a shape): a stand-in for a photo. */
async function jpeg(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 1500;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const gradient = context.createLinearGradient(0, 0, 0, 1500);
    gradient.addColorStop(0, `hsl(${h}, 30%, 92%)`);
    gradient.addColorStop(1, `hsl(${h}, 25%, 80%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 1500);
    context.fillStyle = `hsl(${h}, 60%, 55%)`;
    context.beginPath();
    context.moveTo(480, 200);
    context.lineTo(720, 200);
    context.lineTo(950, 1350);
    context.lineTo(250, 1350);
    context.closePath();
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  }, hue);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test('staff create, photograph and publish a product; a buyer finds it in Greek; hidden, it is gone but the order keeps it', {
  tag: ['@office', '@catalog', '@account', '@machine'],
}, async ({ browser }) => {
  // ---- The team: a new product, in English and Greek, with two photos, published.
  const staffContext = await browser.newContext();
  const office = await staffContext.newPage();
  await logInAsStaff(office, { staff: DEMO_STAFF });
  const officeMain = office.getByRole('main');
  await officeMain.getByRole('link', { name: 'Products', exact: true }).first().click();
  await expect(officeMain.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await officeMain.getByRole('link', { name: 'New product' }).click();
  await expect(officeMain.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  await officeMain.getByLabel('Code', { exact: true }).fill(CODE);
  await officeMain.getByLabel('Category', { exact: true }).selectOption({ label: 'Dresses' });
  await officeMain.getByLabel('Colour', { exact: true }).selectOption({ label: 'Pink' });
  await officeMain.getByLabel('Material', { exact: true }).selectOption({ label: 'Linen' });
  await officeMain.getByLabel('Price per piece (euros, before VAT)').fill('29,90');
  for (const size of ['S', 'M', 'L'])
    await officeMain.getByRole('checkbox', { name: size, exact: true }).check();
  await officeMain.getByLabel('Name (English)').fill(NAME_EN);
  await officeMain.getByLabel('Description (English)').fill('A breezy linen midi dress with a tie waist.');
  await officeMain.getByLabel('Name (Greek)').fill(NAME_GR);
  await officeMain.getByRole('button', { name: 'Create product' }).click();
  await expect(office).toHaveURL('/office/products/wf-3001');
  await expect(officeMain.getByRole('heading', { level: 1, name: `Product ${CODE}` })).toBeVisible();

  const front = await jpeg(office, 340);
  const back = await jpeg(office, 200);
  await officeMain.getByLabel('Add photos').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: front },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: back },
  ]);
  const photos = officeMain.getByRole('list', { name: 'Photos, the main one first' });
  await expect(photos.getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  await officeMain.getByLabel('Alt text in English, photo 1').fill('Anemone dress, front view');
  await officeMain.getByRole('button', { name: 'Save photo order and texts' }).click();
  await expect(office.getByText('Photo order and texts saved')).toBeVisible();

  await officeMain.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(office.getByText('Product published').first()).toBeVisible();

  // ---- A buyer finds it by filter, in Greek, with its photo, and orders it.
  const buyerContext = await browser.newContext();
  const shop = await buyerContext.newPage();
  await registerBuyer(shop);
  await shop.goto('/ready-to-ship');
  const catalog = shop.getByRole('main');
  await catalog.getByRole('button', { name: /^Filters/ }).click();
  await catalog.getByRole('button', { name: 'Pink' }).click();
  await expect(shop).toHaveURL(/colours=pink/);
  const card = catalog.getByRole('link', { name: NAME_EN });
  await expect(card).toBeVisible();

  await shop.getByRole('button', { name: 'Switch language to Greek' }).click();
  const greekCard = catalog.getByRole('link', { name: NAME_GR });
  await expect(greekCard).toBeVisible();
  await greekCard.click();
  await expect(catalog.getByRole('heading', { level: 1, name: NAME_GR })).toBeVisible();
  const photo = catalog.getByRole('img', { name: 'Anemone dress, front view' });
  await expect(photo).toBeVisible();
  // The photo itself, in a version the page chose for this screen, not the drawn placeholder.
  await expect
    .poll(() =>
      photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
    )
    .toMatch(/\/media\/photos\/[0-9a-f]{24}-\d+\.(avif|webp|jpg)$/);

  await giveBusinessAddress(shop);
  await addToBasket(shop, 'wf-3001', { M: 5 });
  const sent = await shop.request.post('/api/orders', {
    data: {
      deliveryOption: 'standard',
      deliveryAddress: { street: 'Kifisias 100', city: 'Marousi', postalCode: '151 25', country: 'Greece' },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  // ---- The team hides it.
  await office.reload();
  await officeMain.getByRole('button', { name: 'Hide', exact: true }).click();
  const dialog = office.getByRole('dialog');
  await expect(dialog).toContainText('disappears from the shop at once');
  await dialog.getByRole('button', { name: 'Hide the product' }).click();
  await expect(office.getByText('Product hidden').first()).toBeVisible();

  // ---- The buyer's next visit: not listed, its page is not found, the order still has it.
  await shop.goto('/ready-to-ship?colours=pink');
  await expect(catalog.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(catalog.getByRole('link').filter({ hasText: NAME_GR })).toHaveCount(0);
  await shop.goto('/product/wf-3001');
  await expect(catalog.getByRole('heading', { level: 1 })).toHaveText(
    /Το προϊόν δεν βρέθηκε|Product Not Found/,
  );
  await shop.goto(`/orders/${reference}`);
  await expect(catalog.getByText(NAME_GR)).toBeVisible();

  await staffContext.close();
  await buyerContext.close();
});
