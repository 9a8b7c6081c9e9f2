import { expect, type Locator, type Page, test } from '@playwright/test';
import { placeOrder, settled } from './a11y-helpers.ts';
import { addToBasket } from './basket-helpers.ts';
import { OWNED_ROUTES } from './routes.ts';
import { registerBuyer } from './session.ts';

/**
 * A picture of every route at a phone's and a desktop's width, as a visitor and as a buyer, compared with
 * the one kept beside this file: a change of the shop's look (a stylesheet moved, a class renamed, a rule
 * lost) shows here. What differs between two runs by nature (an order's reference, today's date, a new
 * buyer's e-mail address) is masked.
 */

const WIDTHS = [375, 1280] as const;
const VISITOR_PAGES = [
  ...OWNED_ROUTES.map((route) => ({ path: route.path, owner: route.owner })),
  { path: '/reset-password?token=x', owner: 'account' },
  { path: '/no-such-page', owner: 'shell' },
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
/** The office's request pages, as the demo member of the team sees a new buyer's request. */
const STAFF_PAGES = [
  { path: '/office/orders/:reference', owner: 'office' },
  { path: '/office/custom-requests/:reference', owner: 'office' },
];
const DEMO_STAFF = { email: 'team@wholesale.gr', password: 'Demo-Staff-2026!' };

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

/** The page as it rests: its images loaded, nothing pending, at the top. */
async function atRest(page: Page): Promise<void> {
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
  await expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: [...changing(page, reference), ...alsoChanging],
    maxDiffPixelRatio: 0.002,
  });
}

// One test per page, named by the area that owns it: `-g catalog` checks one team's pages.
for (const width of WIDTHS) {
  for (const { path, owner } of VISITOR_PAGES) {
    test(`${owner}: ${path} as a visitor looks as kept at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expectAsKept(page, fileName('visitor', path, width));
    });
  }

  for (const { path, owner } of BUYER_PAGES) {
    test(`${owner}: ${path} as a buyer looks as kept at ${width}px`, async ({ page }) => {
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
    test(`${owner}: ${path} as staff looks as kept at ${width}px`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 900 });
      const buyerContext = await browser.newContext();
      const buyerPage = await buyerContext.newPage();
      await registerBuyer(buyerPage);
      const reference = path.startsWith('/office/orders')
        ? await placeOrder(buyerPage)
        : await placeCustomRequest(buyerPage);
      await buyerContext.close();
      const login = await page.request.post('/api/auth/login', { data: DEMO_STAFF });
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
