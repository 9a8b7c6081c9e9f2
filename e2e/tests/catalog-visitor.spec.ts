import type { Page, Response } from '@playwright/test';
import { aProductOfPage, productCount, productsText } from './catalogue-now.ts';
import { expect, test } from './fixtures.ts';
import { splitPage } from './page-answers.ts';

/** A JSON answer, or a page's markup (`rendered`: the page's first view, with its words, no data). */
type Body = { url: string; body: string; rendered?: true };

/**
 * Every JSON body the BFF sent to this page, collected as the visitor browses, and every page it served
 * (a page carries the answers to its first API reads).
 */
function collectApiBodies(page: Page): Body[] {
  const bodies: Body[] = [];
  page.on('response', async (response: Response) => {
    const document = response.request().resourceType() === 'document';
    if (!document && !new URL(response.url()).pathname.startsWith('/api/')) return;
    try {
      const body = await response.text();
      if (!document) {
        bodies.push({ url: response.url(), body });
        return;
      }
      const { markup, answers } = splitPage(body);
      bodies.push({ url: response.url(), body: markup, rendered: true });
      for (const answer of answers)
        bodies.push({ url: `${response.url()} → ${answer.path}`, body: answer.body });
    } catch {
      // A response without a body (e.g. a redirect) has nothing to leak.
    }
  });
  return bodies;
}

/**
 * No euro amount in the page, nor in the page as the server rendered it (which says "Login to see price"),
 * and no price field or bound in any answer the BFF sent.
 */
async function expectNoPrice(page: Page, bodies: Body[]) {
  // biome-ignore lint/performance/useDomNodeTextContent: what a visitor sees, not hidden text or scripts' text.
  expect(await page.locator('body').innerText()).not.toMatch(/€|EUR/);
  // The catalogue's answer was among them (in its own response or in the page's).
  expect(bodies.some(({ body }) => body.includes('"items"'))).toBe(true);
  for (const { url, body, rendered } of bodies) {
    expect(body, url).not.toMatch(rendered ? /€|&euro;|EUR/ : /price/i);
  }
}

test('a visitor sees no price in the catalogue: not in the page, not in any API answer', {
  tag: ['@catalog'],
}, async ({ page }) => {
  const all = productsText(await productCount(page, '', 22));
  const bodies = collectApiBodies(page);
  const catalog = page.locator('[data-boundary="catalog"]');

  await page.goto('/ready-to-ship');
  await expect(catalog.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeVisible();
  await expect(catalog.getByRole('link', { name: 'Red Tiered Maxi Dress' })).toBeVisible();
  await expect(catalog.getByText('Login to see price').first()).toBeVisible();

  // The price range does not filter for a visitor, and says so.
  await catalog.getByRole('button', { name: 'Filters' }).click();
  await expect(catalog.getByText(/price range does not filter for you/)).toBeVisible();
  await expect(catalog.getByRole('slider')).toHaveCount(0);
  await expectNoPrice(page, bodies);

  // A price filter or sort in the URL changes nothing for a visitor.
  await page.goto('/ready-to-ship?minPrice=20&maxPrice=21&sort=price-high');
  await expect(catalog.getByText(all)).toBeVisible();
  await expect(catalog.getByRole('link').filter({ hasText: 'Red Tiered Maxi Dress' })).toBeVisible();
  await expectNoPrice(page, bodies);
});

test('a visitor sees no price on a product page, related products included', { tag: ['@catalog'] }, async ({
  page,
}) => {
  // A product of the second page (the seed's; on a running shop, its second page's first).
  const product = await aProductOfPage(page, 2, { id: '20', name: 'Multicolour Striped Beach Dress' });
  const bodies = collectApiBodies(page);
  const catalog = page.locator('[data-boundary="catalog"]');
  await page.goto('/ready-to-ship?page=2');
  await expect(catalog.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await catalog.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(`/product/${encodeURIComponent(product.id)}?page=2`);
  await expect(catalog.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(catalog.getByRole('link', { name: 'Login to see price' })).toBeVisible();
  await expect(catalog.getByRole('region', { name: 'You might also like' })).toBeVisible();
  await expectNoPrice(page, bodies);
});

test('a visitor is asked to log in to add to the basket or request a sample, and comes back', {
  tag: ['@catalog', '@account', '@shell'],
}, async ({ page }) => {
  const catalog = page.locator('[data-boundary="catalog"]');
  await page.goto('/product/3?page=1');
  await catalog.getByRole('button', { name: 'Increase M' }).click();
  await catalog.getByRole('button', { name: 'Add to basket' }).click();
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'You need to login before adding items to your basket.' });
  await expect(notice).toBeVisible();
  // The notice's link sits beside its announced text, in the same item of the notifications list.
  const noticeItem = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'You need to login before adding items to your basket.' });
  await expect(noticeItem.getByRole('link', { name: 'Login Now' })).toHaveAttribute(
    'href',
    `/login?returnTo=${encodeURIComponent('/product/3?page=1')}`,
  );

  const requestSample = catalog.getByRole('button', { name: 'Request Sample' });
  await requestSample.click();
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Login Now' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(requestSample).toBeFocused();

  await requestSample.click();
  await page
    .getByRole('dialog', { name: 'Login Required' })
    .getByRole('button', { name: 'Login Now' })
    .click();
  await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent('/product/3?page=1')}`);
});

test('an unknown product says so, with a way back to the catalogue', { tag: ['@catalog'] }, async ({
  page,
}) => {
  await page.goto('/product/no-such-product?page=2&colours=red');
  const catalog = page.locator('[data-boundary="catalog"]');
  await expect(catalog.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  await expect(
    catalog.getByText("The product you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await catalog.getByRole('link', { name: 'Back to the catalogue' }).click();
  await expect(page).toHaveURL(/\/ready-to-ship\?colours=red&page=2$/);
});

test('the Greek catalogue and product page show Greek product names', {
  tag: ['@catalog', '@shell'],
}, async ({ page }) => {
  await page.goto('/ready-to-ship');
  await page.getByRole('button', { name: 'Switch language to Greek' }).click();
  const catalog = page.locator('[data-boundary="catalog"]');
  await expect(
    catalog.getByRole('heading', { level: 1, name: 'Συλλογή έτοιμη προς αποστολή' }),
  ).toBeVisible();
  await expect(catalog.getByRole('link', { name: 'Κόκκινο μάξι φόρεμα με βολάν' })).toBeVisible();
  await expect(catalog.getByText('Συνδεθείτε για να δείτε την τιμή').first()).toBeVisible();

  await catalog.getByRole('link', { name: 'Κόκκινο μάξι φόρεμα με βολάν' }).click();
  await expect(
    catalog.getByRole('heading', { level: 1, name: 'Κόκκινο μάξι φόρεμα με βολάν' }),
  ).toBeVisible();
  await expect(catalog.getByRole('heading', { name: 'Μπορεί επίσης να σας αρέσουν' })).toBeVisible();

  // Switching back re-fetches the localised names in place.
  await page.getByRole('button', { name: 'Αλλαγή γλώσσας στα Αγγλικά' }).click();
  await expect(catalog.getByRole('heading', { level: 1, name: 'Red Tiered Maxi Dress' })).toBeVisible();
});
