import { expect, type Page } from '@playwright/test';

/** The demo member of the shop team (README); the embedded demo asks them for no second factor. */
export const DEMO_STAFF = { email: 'team@wholesale.gr', password: 'Demo-Staff-2026!' };

/**
 * Logs the demo staff member in through the staff log-in (opened first unless the page is on it already)
 * and waits for the inbox.
 */
export async function logInAsDemoStaff(page: Page, { open = true }: { open?: boolean } = {}): Promise<void> {
  if (open) await page.goto('/office/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(DEMO_STAFF.email);
  await main.getByLabel('Password').fill(DEMO_STAFF.password);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
}
