import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { placeOrder, settled } from './a11y-helpers.ts';
import { addToBasket } from './basket-helpers.ts';
import { expect, newShopContext, test } from './fixtures.ts';
import { DEMO_STAFF, STAFF } from './office-staff.ts';
import { areasOf, OWNED_ROUTES } from './routes.ts';
import { registerBuyer } from './session.ts';
import { PREVIEW_LINK } from './shop-under-test.ts';

/**
 * A picture of every route at a phone's and a desktop's width, as a visitor and as a buyer, compared with
 * the one kept beside this file: a change of the shop's look (a stylesheet moved, a class renamed, a rule
 * lost) shows here. What differs between two runs by nature (an order's reference, today's date, a new
 * buyer's e-mail address) is masked.
 */

const WIDTHS = [375, 1280] as const;
const VISITOR_PAGES = [
  // `landsOn`: where the page is once a visitor has been sent on (a buyer's page: to log in).
  ...OWNED_ROUTES.map((route) => ({
    path: route.path,
    owner: route.owner,
    landsOn: 'visitor' in route ? route.visitor.url : route.path,
  })),
  { path: '/reset-password?token=x', owner: 'account', landsOn: '/reset-password?token=x' },
  { path: '/no-such-page', owner: 'shell', landsOn: '/no-such-page' },
];
const BUYER_PAGES = [
  { path: '/basket', owner: 'basket' },
  { path: '/quick-order', owner: 'basket' },
  { path: '/checkout-success', owner: 'basket' },
  { path: '/custom-made', owner: 'custom' },
  { path: '/profile', owner: 'account' },
  { path: '/orders', owner: 'account' },
  { path: '/orders/:reference', owner: 'account' },
  // The office tells a buyer it is the team's.
  { path: '/office', owner: 'office' },
];
/** The office's request pages, as a member of the team (office-staff.ts) sees a new buyer's request. */
const STAFF_PAGES = [
  { path: '/office/orders/:reference', owner: 'office' },
  { path: '/office/custom-requests/:reference', owner: 'office' },
];

/**
 * With a preview (E2E_PREVIEW) the shell shows its bar above the page: a property of this browser, not of
 * the release, so it is taken out of the picture (the release's own look is what is compared).
 */
async function withoutPreviewBar(page: Page): Promise<void> {
  if (!PREVIEW_LINK) return;
  // The bar comes in a lazy chunk once the shop has taken the page over: wait for it, then hide it.
  const bar = page.getByRole('region', { name: previewBarLabel(), exact: true });
  await expect(bar).toBeVisible();
  await bar.evaluate((element) => {
    (element as HTMLElement).style.display = 'none';
  });
}

/** The preview bar's English name, as the shell's translations give it. */
function previewBarLabel(): string {
  const shell = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'shell', 'src', 'i18n', 'preview', 'en.json'), 'utf8'),
  ) as { preview?: { label?: string } };
  return shell.preview?.label ?? 'Release preview';
}

/** A custom-made request of the buyer logged in on `page`: one dress, cotton, no files. */
async function placeCustomRequest(page: Page): Promise<string> {
  const response = await page.request.post('/api/custom-requests', {
    headers: { 'X-Shop-Request': '1' },
    multipart: {
      request: JSON.stringify({
        lines: [{ type: 'dress', selected: true, fabric: 'cotton', sizes: { S: 20, M: 30 } }],
        deliveryAddress: { street: 'Kifisias 100', city: 'Marousi', postalCode: '151 25', country: 'Greece' },
        deliveryOption: 'standard',
      }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/**
 * The page as it rests: read to its end (what waits below the fold until it is near is taken over, its forms
 * no longer disabled), its images loaded, nothing pending, at the top.
 */
async function atRest(page: Page): Promise<void> {
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('fieldset:disabled')).toHaveCount(0);
  await settled(page);
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => (image.complete ? null : image.decode().catch(() => null))));
    window.scrollTo(0, 0);
  });
}

/** What differs from one run to the next by nature. */
function changing(page: Page, reference?: string): Locator[] {
  const masks = [
    page.getByText(
      /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/,
    ),
    page.getByText(/buyer-[0-9a-f-]+@example\.gr/),
    page.locator('input[type="email"]'),
    page.getByText(/© \d{4}/),
  ];
  if (reference) masks.push(page.getByText(reference));
  // Another member of the team than the demo one (E2E_STAFF_EMAIL) is named in the top bar.
  if (STAFF !== DEMO_STAFF) masks.push(page.getByRole('button', { name: /^Staff menu for / }));
  return masks;
}

function fileName(who: string, path: string, width: number): string {
  const name = path.replace(/[?=:]/g, '-').replace(/\//g, '_').replace(/^_$/, 'home').replace(/^_/, '');
  return `${who}-${name}-${width}.png`;
}

async function expectAsKept(
  page: Page,
  name: string,
  reference?: string,
  alsoChanging: Locator[] = [],
): Promise<void> {
  await atRest(page);
  await withoutPreviewBar(page);
  await expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: [...changing(page, reference), ...alsoChanging],
    maxDiffPixelRatio: 0.002,
  });
}

// One test per page, named by the area that owns it: `-g catalog` checks one team's pages.
for (const width of WIDTHS) {
  for (const { path, owner, landsOn } of VISITOR_PAGES) {
    test(`${owner}: ${path} as a visitor looks as kept at ${width}px`, {
      tag: areasOf(path, owner, { asVisitor: true }),
    }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      // Sent on first where a visitor is (the picture is of where they land, not of the way there).
      await expect(page).toHaveURL(landsOn);
      await expectAsKept(page, fileName('visitor', path, width));
    });
  }

  for (const { path, owner } of BUYER_PAGES) {
    test(`${owner}: ${path} as a buyer looks as kept at ${width}px`, {
      tag: areasOf(path, owner, { asVisitor: false }),
    }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await registerBuyer(page);
      const reference = await placeOrder(page);
      await addToBasket(page, '2', { M: 3 });
      const url = path
        .replace(':reference', reference)
        .replace('/checkout-success', `/checkout-success?reference=${reference}`);
      await page.goto(url);
      await expectAsKept(page, fileName('buyer', path, width), reference);
    });
  }

  for (const { path, owner } of STAFF_PAGES) {
    test(`${owner}: ${path} as staff looks as kept at ${width}px`, {
      tag: areasOf(path, owner, { asVisitor: false }),
    }, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 900 });
      const buyerContext = await newShopContext(browser);
      const buyerPage = await buyerContext.newPage();
      await registerBuyer(buyerPage);
      const reference = path.startsWith('/office/orders')
        ? await placeOrder(buyerPage)
        : await placeCustomRequest(buyerPage);
      await buyerContext.close();
      const login = await page.request.post('/api/auth/login', { data: STAFF });
      expect(login.status(), await login.text()).toBe(200);
      await page.goto(path.replace(':reference', reference));
      await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
      // The quote editor's validity date is today + 14 days.
      await expectAsKept(page, fileName('staff', path, width), reference, [
        page.locator('input[type="date"]'),
      ]);
    });
  }
}
