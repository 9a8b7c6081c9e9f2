import type { Locator, Page } from '@playwright/test';
import { addToBasket, expectBadge, setSize } from './basket-helpers.ts';
import { expect, test } from './fixtures.ts';
import { logInThroughForm, registerBuyer } from './session.ts';

const EXPIRED = 'Your session has ended. Please log in again.';

/**
 * Ends the buyer's session on the server while the browser keeps its (now dead) cookie, as an expiry
 * or a logout elsewhere does: the next request the page makes answers 401.
 */
async function revokeSessionOnServer(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  // The header the shop's own requests carry for the BFF's CSRF guard (a bodiless POST needs it).
  const response = await page.request.post('/api/auth/logout', { headers: { 'X-Shop-Request': '1' } });
  expect(response.status()).toBe(204);
  await page.context().addCookies(cookies);
  expect((await (await page.request.get('/api/auth/me')).json()) as unknown).toEqual({ buyer: null });
}

/**
 * The toasts saying the session ended, and the pages the main frame showed from now on (a
 * navigation to the URL already shown, e.g. a replace to the same /login, is not another page).
 */
function watch(page: Page) {
  const toasts = page.getByRole('status').filter({ hasText: EXPIRED });
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    const shown = `${url.pathname}${url.search}`;
    if (urls.at(-1) !== shown) urls.push(shown);
  });
  return { toasts, urls };
}

/** Starts watching, notes the history length, then ends the session on the server. */
async function endSessionWhileWatching(page: Page) {
  const watched = watch(page);
  const historyBefore = await page.evaluate(() => history.length);
  await revokeSessionOnServer(page);
  return { ...watched, historyBefore };
}

/** The page lands on `loginUrl` with one "session ended" toast, and a second later still only one. */
async function expectOneTripToLogin(page: Page, toasts: Locator, loginUrl: string): Promise<void> {
  await expect(page).toHaveURL(loginUrl);
  await expect(toasts).toHaveCount(1);
  // Give a second redirect or toast the time to happen, if something were to cause one.
  await page.waitForTimeout(1_000);
  await expect(toasts).toHaveCount(1);
  await expect(page).toHaveURL(loginUrl);
}

/** A new buyer on their profile page. */
async function buyerOnProfile(page: Page) {
  const buyer = await registerBuyer(page);
  const main = page.getByRole('main');
  await page.goto('/profile');
  await expect(main.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  return { buyer, main };
}

test('a buyer whose session ended while editing the profile is sent to log in once, and comes back', {
  tag: ['@account', '@shell'],
}, async ({ page }) => {
  const { buyer, main } = await buyerOnProfile(page);
  const { toasts, urls, historyBefore } = await endSessionWhileWatching(page);
  await main.getByRole('button', { name: 'Edit business details' }).click();
  const business = main.getByRole('group', { name: 'Business address' });
  await business.getByLabel('Street and number').fill('Kolokotroni 12');
  await business.getByLabel('City').fill('Kifisia');
  await business.getByLabel('Postal code').fill('145 62');
  await main.getByRole('button', { name: 'Save business details' }).click();

  await expect(main.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectOneTripToLogin(page, toasts, '/login?returnTo=%2Fprofile');
  expect(urls).toEqual(['/login?returnTo=%2Fprofile']);
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

  await logInThroughForm(page, buyer);
  await expect(page).toHaveURL('/profile');
  await expect(main.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  // The change made while logged out was not saved.
  await expect(main.getByText('No business address yet.')).toBeVisible();
});

test('a buyer whose session ended in the basket is sent to log in once, and the basket is there after', {
  tag: ['@basket', '@account', '@shell'],
}, async ({ page }) => {
  const buyer = await registerBuyer(page);
  await addToBasket(page, '1', { M: 3 });
  await page.goto('/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  await expectBadge(page, 3);
  const { toasts, urls, historyBefore } = await endSessionWhileWatching(page);
  await setSize(page, 'Red Tiered Maxi Dress', 'M', 5);

  await expectOneTripToLogin(page, toasts, '/login?returnTo=%2Fbasket');
  expect(urls).toEqual(['/login?returnTo=%2Fbasket']);
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);

  await logInThroughForm(page, buyer);
  await expect(page).toHaveURL('/basket');
  await expect(page.getByRole('article', { name: 'Red Tiered Maxi Dress' })).toBeVisible();
  await expectBadge(page, 3);
});

test('a buyer whose session ended follows a link to My Orders: one trip to log in, then My Orders', {
  tag: ['@account', '@shell'],
}, async ({ page }) => {
  const { buyer, main } = await buyerOnProfile(page);
  const { toasts, urls, historyBefore } = await endSessionWhileWatching(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^Account menu for/ }).click();
  await banner.getByRole('link', { name: 'My orders' }).click();

  await expectOneTripToLogin(page, toasts, '/login?returnTo=%2Forders');
  // My Orders, then straight to /login: no bounce back, one history entry each.
  expect(urls).toEqual(['/orders', '/login?returnTo=%2Forders']);
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 2);

  await logInThroughForm(page, buyer);
  await expect(page).toHaveURL('/orders');
  await expect(main.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
});
