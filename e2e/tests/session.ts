import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Made up; its check digit holds (contracts rules/vat-number.ts). */
export const E2E_VAT_NUMBER = '123456783';

export interface TestBuyer {
  email: string;
  password: string;
  businessName: string;
}

/** A new buyer account per test (tests run in parallel against one BFF), logged in in this page's context. */
export async function registerBuyer(page: Page, businessName = 'Boutique Kifisia'): Promise<TestBuyer> {
  const buyer = { email: `buyer-${randomUUID()}@example.gr`, password: 'Str0ng-Passw0rd!', businessName };
  const response = await page.request.post('/api/auth/register', {
    // A made-up ΑΦΜ whose check digit holds: order requests need one.
    data: { ...buyer, vatNumber: E2E_VAT_NUMBER, confirmPassword: buyer.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return buyer;
}

/** Logs in through the account remote's form, as a buyer would. */
export async function logInThroughForm(
  page: Page,
  buyer: Pick<TestBuyer, 'email' | 'password'>,
): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(buyer.email);
  await main.getByLabel('Password', { exact: true }).fill(buyer.password);
  await main.getByRole('button', { name: 'Log in' }).click();
}

/** A new buyer, logged in through the form on a fresh session, with the account menu showing. */
export async function logInAsNewBuyer(page: Page): Promise<TestBuyer> {
  const buyer = await registerBuyer(page);
  await page.context().clearCookies();
  await page.goto('/login');
  await logInThroughForm(page, buyer);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  return buyer;
}

/** Logs out through the API, as the shop's own pages do (they mark their requests for the CSRF guard). */
export async function logOutByApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/logout', { headers: { 'X-Shop-Request': '1' } });
  expect(response.ok()).toBe(true);
}
