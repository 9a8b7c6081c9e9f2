import { expect, test } from './fixtures.ts';
import { untilTakenOver } from './taken-over.ts';

/**
 * A remote's entry names its translations' file without a hash, so a deploy that changes a string leaves the
 * entry as it was; the manifest gives the file's content-hashed name, which the shell hands on and the entry
 * follows (decision 0036). Were that hand-over lost, the entry would ask for a name no release serves and
 * the remote's page would not open.
 */
test("a remote's translations come by the name its manifest gives, whether the page was rendered or opened in it", {
  tag: ['@shell', '@catalog'],
}, async ({ page }) => {
  const asked: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    // A remote's chunks are below its public path's static/js/async/ (the shell's own are not).
    if (/\/static\/js\/async\/translations\.[^/]*$/.test(new URL(response.url()).pathname))
      asked.push({ url: new URL(response.url()).pathname, status: response.status() });
  });
  const catalogue = page.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' });

  // Opened in the page: the shell loads the catalogue's entry, which loads its translations.
  await page.goto('/');
  await untilTakenOver(page);
  await page.getByRole('main').getByRole('link', { name: 'Shop ready to ship' }).click();
  await expect(catalogue).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters' })).toBeEnabled();
  // As the server rendered it: the page names the files, the entry finds them loaded or asks the same names.
  await page.goto('/product/1');
  await untilTakenOver(page);
  await page.goto('/ready-to-ship');
  await untilTakenOver(page);
  await expect(catalogue).toBeVisible();

  expect(asked.length).toBeGreaterThan(0);
  for (const { url, status } of asked) {
    expect(url).toMatch(/\/static\/js\/async\/translations\.[0-9a-f]{10}\.js$/);
    expect(status, url).toBeLessThan(400);
  }
});
