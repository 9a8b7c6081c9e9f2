import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { formatPrice, type Language, quoteTotals } from '@shop/contracts';
import { placeOrder } from './a11y-helpers.ts';
import { expect, newShopContext } from './fixtures.ts';
import { logInAsStaff } from './office-staff.ts';
import { E2E_VAT_NUMBER, type TestBuyer } from './session.ts';

/** One side of the loop: a browser context of its own (buyer and staff never share cookies). */
export interface Side {
  context: BrowserContext;
  page: Page;
}

/** A buyer with one order request placed, in a browser context of their own. */
export interface BuyerWithOrder extends Side {
  buyer: TestBuyer;
  reference: string;
  /** The order's lines as the BFF priced them: what the office's quote editor starts from. */
  lines: { unitPriceCents: number; totalQuantity: number }[];
}

/** A delivery option as the team types it into the quote editor. */
export interface DeliveryOption {
  label: string;
  costCents: number;
  leadTimeDays: number;
}

/**
 * Registers a buyer (with a made-up VAT number whose check digit holds) whose language is `language`
 * (the BFF takes it from Accept-Language at registration: the language of the buyer's mails), and places
 * one order request. Each test gets its own buyer and business name: tests share one BFF.
 */
export async function buyerWithOrder(
  browser: Browser,
  name: string,
  language: Language = 'en',
): Promise<BuyerWithOrder> {
  const context = await newShopContext(browser);
  const page = await context.newPage();
  const buyer = {
    email: `buyer-${randomUUID()}@example.gr`,
    password: 'Str0ng-Passw0rd!',
    businessName: `${name} ${randomUUID().slice(0, 8)}`,
  };
  const registered = await page.request.post('/api/auth/register', {
    data: { ...buyer, vatNumber: E2E_VAT_NUMBER, confirmPassword: buyer.password },
    headers: { 'Accept-Language': language === 'gr' ? 'el-GR,el;q=0.9' : 'en-GB,en;q=0.9' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const reference = await placeOrder(page);
  const order = await page.request.get(`/api/orders/${reference}`);
  expect(order.status(), await order.text()).toBe(200);
  const { lines } = (await order.json()) as { lines: BuyerWithOrder['lines'] };
  return { context, page, buyer, reference, lines };
}

/** A member of the team (office-staff.ts), logged in in a browser context of their own. */
export async function staffSide(browser: Browser): Promise<Side> {
  const context = await newShopContext(browser);
  const page = await context.newPage();
  await logInAsStaff(page);
  return { context, page };
}

/**
 * Opens the request's page in the office: found in the inbox by its reference, as the team does, or
 * (`fromInbox: false`, where the inbox is not what a test is about) straight by its address.
 */
export async function openInOffice(
  page: Page,
  reference: string,
  { fromInbox = true }: { fromInbox?: boolean } = {},
): Promise<void> {
  const main = page.getByRole('main');
  if (fromInbox) {
    if (!page.url().endsWith('/office')) await page.goto('/office');
    await main.getByLabel('Search').fill(reference);
    await main.getByRole('button', { name: 'Apply filters' }).click();
    await main.getByRole('link', { name: reference }).click();
    await expect(page).toHaveURL(`/office/orders/${reference}`);
  } else {
    await page.goto(`/office/orders/${reference}`);
  }
  await expect(main.getByRole('heading', { level: 1, name: `Order request ${reference}` })).toBeVisible();
}

/** Cents as the office's euro fields take them: `12,50`. */
function euros(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Fills the office's quote editor (the order's prices kept, VAT at the default 24 %) with these delivery
 * options and sends it with the editor's own button; waits for the office to show the new version.
 */
export async function sendQuoteFromOffice(
  page: Page,
  options: readonly DeliveryOption[],
  version: number,
): Promise<void> {
  const main = page.getByRole('main');
  for (const [i, option] of options.entries()) {
    // A revision starts from the options of the version before (issue 47): add only what is missing.
    if (i > 0 && (await main.getByLabel(`Option ${i + 1}: name`).count()) === 0) {
      await main.getByRole('button', { name: 'Add a delivery option' }).click();
    }
    await main.getByLabel(`Option ${i + 1}: name`).fill(option.label);
    await main.getByLabel(`Option ${i + 1}: cost in euros`).fill(euros(option.costCents));
    await main.getByLabel(`Option ${i + 1}: lead time in days`).fill(String(option.leadTimeDays));
  }
  await main.getByRole('button', { name: 'Send quote', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Quote sent to the buyer' })).toBeVisible();
  await expect(
    main.getByRole('heading', { level: 3, name: new RegExp(`Quote version ${version}`) }),
  ).toBeVisible();
}

/** The total incl. VAT of each delivery option, as the shared rules compute it (the order's prices, 24 %). */
export function expectedGross(
  lines: BuyerWithOrder['lines'],
  options: readonly Pick<DeliveryOption, 'costCents'>[],
): number[] {
  const totals = quoteTotals({
    lines: lines.map((line) => ({ quantity: line.totalQuantity, unitPriceCents: line.unitPriceCents })),
    extras: [],
    deliveryOptions: options.map((option) => ({ costCents: option.costCents })),
    vatRateBasisPoints: 2400,
  });
  return totals.options.map((option) => option.grossCents);
}

/** Escapes a string for use inside a RegExp. */
export function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A price in the reader's language, with any kind of space (Intl uses a no-break one before `€` in Greek). */
export function priceMatcher(cents: number, language: Language): RegExp {
  return new RegExp(literally(formatPrice(cents, language)).replace(/\s/g, '\\s'));
}

/**
 * The team's next status step from the request's page, reloaded first so it acts on the request's
 * current version (the buyer answered meanwhile): "Start processing", then "Mark shipped" with the
 * carrier and tracking number in its dialog.
 */
export async function startProcessing(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await page.reload();
  await main.getByRole('button', { name: 'Start processing' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Processing started' })).toBeVisible();
}

export async function markShipped(page: Page, carrier: string, trackingNumber: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark shipped' });
  await dialog.getByLabel('Carrier').fill(carrier);
  await dialog.getByLabel('Tracking number').fill(trackingNumber);
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Marked shipped' })).toBeVisible();
}

/** Quoted-printable to bytes, then UTF-8 (Greek letters are several bytes each). */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=` header words, decoded. */
function decodeHeaderWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );
}

/** One mail from the outbox: its decoded subject and text (single-part text mails, as the BFF sends). */
export interface OutboxMail {
  subject: string;
  text: string;
}

function parseMail(raw: string): OutboxMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { subject: decodeHeaderWords(header('Subject')), text };
}

/** Every mail in the BFF's outbox addressed to `to`, oldest first (files are named by time). */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const raw = await readFile(join(dir, file), 'utf8');
    const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
    if (new RegExp(`^To:.*${literally(to)}`, 'im').test(head)) mails.push(parseMail(raw));
  }
  return mails;
}

/** Waits (the outbox is written after the BFF answers) for a mail to `to` whose subject matches. */
export async function mailTo(to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(to)).find((mail) => subject.test(mail.subject));
      return found?.subject;
    }, `a mail to ${to} with the subject ${subject}`)
    .toBeTruthy();
  return found as OutboxMail;
}
