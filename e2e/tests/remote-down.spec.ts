import { expect, test } from './fixtures.ts';
import { remoteFolder } from './served-from.ts';
import { followShopLink } from './top-bar.ts';

test('a remote that is down takes out only its own area, and Retry recovers once it is back', {
  tag: ['@catalog', '@custom', '@shell'],
}, async ({ page, baseURL }) => {
  // Every file of the catalogue, wherever the shop serves it from (the built one, or a release).
  const folder = new URL(await remoteFolder(page, 'catalog'), `${baseURL}/`).href;
  const ofTheCatalogue = (url: URL) => url.href.startsWith(folder);
  await page.route(ofTheCatalogue, (route) => route.abort('connectionrefused'));
  await page.goto('/ready-to-ship');

  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('This part of the shop could not be loaded');
  // The frame still works: top bar, footer, language toggle.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(fallback).toContainText('Αυτό το τμήμα του καταστήματος δεν φορτώθηκε');
  await page.getByRole('button', { name: 'Αλλαγή γλώσσας στα Αγγλικά' }).click();

  // Other remotes still load.
  await followShopLink(page, 'Custom made');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeVisible();

  // The catalogue comes back: Retry really loads it.
  await followShopLink(page, 'Ready to ship');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.unroute(ofTheCatalogue);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();
});
