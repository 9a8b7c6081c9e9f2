import { expect, test } from './fixtures.ts';
import { areasOf, OWNED_ROUTES } from './routes.ts';
import { followShopLink } from './top-bar.ts';

test.describe('the composed shop', () => {
  for (const route of OWNED_ROUTES) {
    test(`${route.path} is rendered by ${route.owner}`, {
      tag: areasOf(route.path, route.owner, { asVisitor: true }),
    }, async ({ page }) => {
      await page.goto(route.path);
      if ('visitor' in route) {
        await expect(page).toHaveURL(route.visitor.url);
        await expect(page.getByRole('heading', { level: 1, name: route.visitor.en })).toBeVisible();
        return;
      }
      const heading = page.getByRole('heading', { level: 1, name: route.en });
      await expect(heading).toBeVisible();
      if (route.owner !== 'shell') {
        // Team boundaries are marked in the DOM, so the owner is visible to QA.
        await expect(
          page.locator(`[data-boundary="${route.owner}"]`).getByRole('heading', { level: 1 }),
        ).toHaveText(route.en);
      }
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('an unknown path shows the 404 page with a link home', { tag: ['@shell'] }, async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to the homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the top bar navigates across all four remotes without a full reload', {
    tag: ['@shell', '@catalog', '@custom', '@basket', '@account'],
  }, async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { shopMarker: string }).shopMarker = 'still-here';
    });
    const nav = page.getByRole('banner');
    await followShopLink(page, 'Ready to ship');
    await expect(page.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();
    await followShopLink(page, 'Custom made');
    await expect(page.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeVisible();
    await nav.getByRole('link', { name: 'Basket' }).click();
    await expect(page).toHaveURL(/\/(basket|login)/);
    await nav.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await nav.getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shopMarker?: string }).shopMarker)).toBe(
      'still-here',
    );
  });
});
