import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoFindings, placeOrder, seriousViolations } from './a11y-helpers.ts';
import { expect, newShopContext, test } from './fixtures.ts';
import { logInAsStaff } from './office-staff.ts';
import { registerBuyer } from './session.ts';

/** axe over the office as it is now, notices included. */
async function officeViolations(page: Page, where: string) {
  return seriousViolations(page, where);
}

test('the team logs in, finds a new order by its reference, ships a sample and answers a message', {
  tag: ['@office', '@shell'],
}, async ({ page, browser }) => {
  test.setTimeout(90_000);
  const findings = [];
  // A buyer of their own (parallel tests share the database), in a browser context of their own.
  const businessName = `Office Check ${randomUUID().slice(0, 8)}`;
  const buyerContext = await newShopContext(browser);
  const buyerPage = await buyerContext.newPage();
  await registerBuyer(buyerPage, businessName);
  const reference = await placeOrder(buyerPage);
  const sample = await buyerPage.request.post('/api/samples', {
    data: { productId: '3', size: 'M', deliveryOption: 'standard', notes: 'For the window' },
  });
  expect(sample.status(), await sample.text()).toBe(201);
  // A visitor's question from the contact form (rate-limited per address: the buyer's context sends it).
  const question = await buyerPage.request.post('/api/contact', {
    headers: { 'X-Shop-Request': '1' },
    data: {
      name: businessName,
      email: 'question@example.gr',
      inquiryType: 'wholesale',
      message: 'Do you deliver to Crete?',
    },
  });
  expect(question.status(), await question.text()).toBe(201);
  await buyerContext.close();

  // The office sends a visitor to the staff log-in.
  await page.goto('/office');
  await expect(page).toHaveURL('/office/login');
  await logInAsStaff(page, { open: false });
  await expect(page).toHaveURL('/office');
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: /^Order requests \d+ waiting$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The order, by its reference: kept in the URL, linked to its page.
  await main.getByLabel('Search').fill(reference);
  await main.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(`/office?q=${reference}`);
  const row = main.getByRole('row', { name: new RegExp(reference) });
  await expect(row.getByRole('link', { name: reference })).toHaveAttribute(
    'href',
    `/office/orders/${reference}`,
  );
  await expect(row).toContainText(businessName);
  await expect(row).toContainText('Submitted');
  findings.push(...(await officeViolations(page, 'inbox: order requests')));

  // The sample, by the buyer's name on its own tab: approved, then shipped with its tracking number.
  await main.getByRole('tab', { name: /^Sample requests/ }).click();
  await main.getByLabel('Search').fill(businessName);
  await main.getByRole('button', { name: 'Apply filters' }).click();
  const item = main.getByRole('listitem').filter({ hasText: businessName });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sample request approved' })).toBeVisible();
  await expect(item.getByText('Approved', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark the sample shipped' });
  await expect(dialog.getByLabel('Carrier')).toBeFocused();
  findings.push(...(await officeViolations(page, 'inbox: samples, ship dialog open')));
  await dialog.getByLabel('Carrier').fill('ACS');
  await dialog.getByLabel('Tracking number').fill('ACS-0042');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText('Shipped with ACS, tracking number ACS-0042');
  await expect(
    item.getByRole('link', { name: 'Track parcel ACS-0042 on the ACS Courier website (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://www.acscourier.net/en/track-and-trace/?trackingNumber=ACS-0042');
  await expect(item.getByRole('button')).toHaveCount(0);

  // The question: read, answered by e-mail, then no longer open.
  await main.getByRole('tab', { name: /^Contact messages/ }).click();
  await main.getByLabel('Search').fill(businessName);
  await main.getByRole('button', { name: 'Apply filters' }).click();
  const message = main.getByRole('listitem').filter({ hasText: businessName });
  await message.getByRole('button', { name: `Read the message from ${businessName}` }).click();
  const reading = page.getByRole('dialog', { name: `Message from ${businessName}` });
  await expect(reading).toContainText('Do you deliver to Crete?');
  findings.push(...(await officeViolations(page, 'inbox: contact message open')));
  await reading.getByLabel('Your reply').fill('Yes, in three working days.');
  await reading.getByRole('button', { name: 'Send reply' }).click();
  await expect(reading).toBeHidden();
  await expect(message).toContainText('Answered');
  await expect(message.getByRole('button', { name: /^Read the message/ })).toBeFocused();

  // In Greek, in place.
  await page.getByRole('banner').getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Εισερχόμενα' })).toBeVisible();
  await expect(message.getByText('Απαντήθηκε', { exact: true })).toBeVisible();
  findings.push(...(await officeViolations(page, 'inbox in Greek: samples')));
  await page.getByRole('banner').getByRole('button', { name: 'Αλλαγή γλώσσας στα Αγγλικά' }).click();

  // Out, back to the staff log-in; the office is closed again.
  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/office/login');
  await page.goto('/office');
  await expect(page).toHaveURL('/office/login');
  expectNoFindings(findings);
});

test('a buyer on the office is told it is the team’s, with the way back', {
  tag: ['@office', '@shell'],
}, async ({ page }) => {
  await registerBuyer(page);
  await page.goto('/office');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'This area is for the shop team' })).toBeVisible();
  await main.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL('/');
  // The office's API refuses them whatever the page shows.
  expect((await page.request.get('/api/office/inbox')).status()).toBe(403);
});

test('a staff member’s top bar names them and leads to the back office, not to a buyer’s log-in', {
  tag: ['@office', '@shell', '@catalog'],
}, async ({ page }) => {
  await logInAsStaff(page);
  await page.goto('/ready-to-ship');
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  const menu = banner.getByRole('button', { name: /^Staff menu for / });
  await menu.click();
  await expect(banner.getByRole('link', { name: 'My orders' })).toHaveCount(0);
  await banner.getByRole('link', { name: 'Back office' }).click();
  await expect(page).toHaveURL('/office');
  await expect(main.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // Out from the top bar: a visitor again, and the office asks for the staff log-in.
  await menu.click();
  await banner.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/office');
  await expect(page).toHaveURL('/office/login');
});
