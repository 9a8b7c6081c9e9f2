import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, onTheShopsMachineOnly, test } from './fixtures.ts';
import { DEMO_STAFF, logInAsStaff } from './office-staff.ts';
import { OwnBff } from './own-bff.ts';

/**
 * BUYER_APPROVAL=manual, end to end: a buyer who registers sees the shop as a visitor does (no prices) until
 * a member of the team approves the account from the office's Pending buyers list; then the prices show and
 * the buyer is told by e-mail. The setting is the BFF's, read at start-up: this test has a BFF of its own.
 */

// A BFF of its own, on this machine: never against a running shop.
onTheShopsMachineOnly();
const bff = new OwnBff(Number(process.env.E2E_PORT ?? 3100) + 70, { BUYER_APPROVAL: 'manual' });
test.use({ baseURL: bff.origin });

test.beforeAll(async () => {
  await bff.start();
});

test.afterAll(async () => {
  await bff.kill();
});

/** Undoes quoted-printable soft breaks and escapes (as account-outbox.ts does for the shared BFF). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The decoded subjects of the mails in this BFF's outbox addressed to `to` (subjects may be RFC 2047). */
async function subjectsOfMailTo(to: string): Promise<string[]> {
  const dir = join(bff.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const subjects: string[] = [];
  for (const file of files) {
    const raw = await readFile(join(dir, file), 'utf8');
    if (!/^To:.*$/im.exec(raw)?.[0].includes(to)) continue;
    const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
    const encoded = [...header.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)];
    subjects.push(
      encoded.length === 0
        ? decodeQuotedPrintable(header).trim()
        : Buffer.concat(encoded.map((part) => Buffer.from(part[1] ?? '', 'base64'))).toString('utf8'),
    );
  }
  return subjects;
}

/** The ready-to-ship catalogue, once its products are listed. */
async function openCatalogue(page: Page): Promise<void> {
  await page.goto('/ready-to-ship');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Red Tiered Maxi Dress' }).first()).toBeVisible();
}

test('a new buyer waits without prices until the team approves them in the office, then sees prices and gets the mail', {
  tag: ['@office', '@account', '@catalog', '@machine'],
}, async ({ page, browser }) => {
  test.setTimeout(90_000);
  const businessName = `Approval Check ${randomUUID().slice(0, 8)}`;
  const buyer = { email: `pending-${randomUUID()}@example.gr`, password: 'Str0ng-Passw0rd!' };

  // The buyer registers through the shop's own page, in a browser of their own.
  const buyerContext = await browser.newContext({ baseURL: bff.origin });
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto('/register');
  const form = buyerPage.getByRole('main');
  await expect(form.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await form.getByLabel('Email').fill(buyer.email);
  await form.getByLabel('Business name').fill(businessName);
  await form.getByLabel('Password', { exact: true }).fill(buyer.password);
  await form.getByLabel('Confirm password').fill(buyer.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(
    buyerPage.getByRole('status').filter({ hasText: 'Account created successfully' }),
  ).toBeVisible();
  await expect(
    buyerPage.getByRole('banner').getByRole('button', { name: /^Account menu for/ }),
  ).toBeVisible();
  // The account waits for the team (the BFF really runs with BUYER_APPROVAL=manual).
  const me = await buyerPage.request.get('/api/auth/me');
  expect(((await me.json()) as { buyer: { approval?: string } | null }).buyer?.approval).toBe('pending');

  // Logged in, yet no price anywhere on the page: the catalogue says why (not "log in").
  await openCatalogue(buyerPage);
  const catalogue = buyerPage.getByRole('main');
  await expect(catalogue.getByText('Prices after approval').first()).toBeVisible();
  await expect(catalogue.getByText('Login to see price')).toHaveCount(0);
  expect(await catalogue.textContent()).not.toMatch(/€|EUR/);

  // A member of the team logs in to the office and finds the account among the pending buyers.
  await logInAsStaff(page, { staff: DEMO_STAFF });
  const main = page.getByRole('main');
  const tab = main.getByRole('tab', { name: /^Pending buyers \d+ waiting$/ });
  await expect(tab).not.toHaveAccessibleName(/^Pending buyers 0 waiting$/);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const item = main.getByRole('listitem', { name: businessName });
  await expect(item).toBeVisible();
  await expect(item).toContainText(buyer.email);
  await expect(item.getByText('Pending', { exact: true })).toBeVisible();

  // Approved: said so, and no longer waiting.
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Buyer approved' })).toBeVisible();
  await expect(item).toHaveCount(0);

  // The buyer's next page shows prices, in the same session (no new log-in).
  await openCatalogue(buyerPage);
  await expect(catalogue.getByText('Prices after approval')).toHaveCount(0);
  await expect(catalogue.getByText(/^€\d+\.\d{2}$/).first()).toBeVisible();
  const card = catalogue
    .getByRole('listitem')
    .filter({ has: buyerPage.getByRole('link', { name: 'Red Tiered Maxi Dress' }) })
    .first();
  await expect(card).toContainText('€24.99');

  // And is told by e-mail, in the language they registered in.
  await expect.poll(() => subjectsOfMailTo(buyer.email)).toContain('Your wholesale account is approved');
  await buyerContext.close();
});
