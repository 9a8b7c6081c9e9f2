import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { RUNNING_SHOP } from './shop-under-test.ts';

/** The demo member of the shop team (README); the embedded demo asks them for no second factor. */
export const DEMO_STAFF = { email: 'team@wholesale.gr', password: 'Demo-Staff-2026!' };

/**
 * The member of the team the office journeys log in as: the demo one, which the suite's own shop (and a
 * default `npm start`) seeds; against a running shop, E2E_STAFF_EMAIL and E2E_STAFF_PASSWORD when given.
 * Staff accounts are made by a command on the shop's machine, never through a browser.
 */
export const STAFF =
  RUNNING_SHOP && process.env.E2E_STAFF_EMAIL && process.env.E2E_STAFF_PASSWORD
    ? { email: process.env.E2E_STAFF_EMAIL, password: process.env.E2E_STAFF_PASSWORD }
    : DEMO_STAFF;

/**
 * Logs a member of the team in (STAFF unless told, e.g. the demo one on a BFF of a test's own) through the
 * staff log-in (opened first unless the page is on it already) and waits for the inbox.
 */
export async function logInAsStaff(
  page: Page,
  { open = true, staff = STAFF }: { open?: boolean; staff?: { email: string; password: string } } = {},
): Promise<void> {
  if (open) await page.goto('/office/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(staff.email);
  await main.getByLabel('Password').fill(staff.password);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
}
