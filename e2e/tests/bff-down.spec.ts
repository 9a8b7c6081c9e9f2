import { expect, test } from './fixtures.ts';
import { OwnBff } from './own-bff.ts';
import { followShopLink } from './top-bar.ts';

// The BFF this test stops and starts again is its own: the shared one keeps serving the other tests.
const TOP = 'White Embroidered Peasant Top';
const bff = new OwnBff(Number(process.env.E2E_PORT ?? 3100) + 60);

test.afterEach(async () => {
  await bff.kill();
});

test('with the BFF down the open shop shows clear, retryable errors, and Retry recovers once it is back', {
  tag: ['@catalog', '@custom', '@shell', '@machine'],
}, async ({ page }) => {
  test.setTimeout(60_000);
  await bff.start();
  await page.goto(`${bff.origin}/ready-to-ship`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();
  const product = main.getByRole('link', { name: 'Red Tiered Maxi Dress' }).first();
  await expect(product).toBeVisible();
  await main.getByRole('button', { name: 'Filters' }).click();
  const tops = main.getByRole('button', { name: /^Tops/ });
  await expect(tops).toBeVisible();

  await bff.kill();

  // Data of a loaded area: another filter cannot be fetched; the results say so and offer to try again.
  await tops.click();
  const resultsError = main.getByRole('alert');
  await expect(resultsError).toContainText('The products could not be loaded.');
  await expect(resultsError).toContainText(
    'The shop could not be reached. Check your connection and try again.',
  );
  // The frame is still there: not a blank page.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await bff.start();
  await resultsError.getByRole('button', { name: 'Try again' }).click();
  const top = main.getByRole('link', { name: TOP }).first();
  await expect(top).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);

  await bff.kill();

  // A page of the area not loaded yet: its module cannot be fetched; the fallback has Retry.
  await top.click();
  const pageError = main.getByRole('alert');
  await expect(pageError).toContainText('This part of the shop could not be loaded');
  await expect(pageError).toContainText('Check your connection and try again.');
  await bff.start();
  await pageError.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('heading', { level: 1, name: TOP })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);

  await bff.kill();

  // An area not loaded yet: its remote cannot be fetched either; the fallback has Retry.
  await followShopLink(page, 'Custom made');
  const remoteError = main.getByRole('alert');
  await expect(remoteError).toContainText('This part of the shop could not be loaded');
  await expect(remoteError.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Still the whole frame, and the page still reacts: the language switches in place.
  await page.getByRole('button', { name: 'Switch language to Greek' }).click();
  await expect(remoteError).toContainText('Αυτό το τμήμα του καταστήματος δεν φορτώθηκε');
  await page.getByRole('button', { name: 'Αλλαγή γλώσσας στα Αγγλικά' }).click();

  await bff.start();
  await remoteError.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
});
