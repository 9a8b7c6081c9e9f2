import type { Page } from '@playwright/test';
import type { RemoteName } from '@shop/contracts';
import { placeOrder } from './a11y-helpers.ts';
import { addToBasket, expectBadge, setSize } from './basket-helpers.ts';
import { expect } from './fixtures.ts';
import { buyerWithOrder, openInOffice } from './order-loop-helpers.ts';
import { followShopLink } from './top-bar.ts';

/**
 * What each remote does with what the page shares (its endpoints and tags in the one RTK Query api, its
 * translations, the store), as its users do it: the composition matrix (composition-matrix.spec.ts) runs
 * each remote's operations after every other remote's page, client-side, in both orders (decision 0030).
 * A remote added to REMOTE_NAMES without its operations here fails the matrix's type check.
 */

export const RED = 'Red Tiered Maxi Dress';
export const BLUE = 'Blue Floral Wrap Dress';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** What `prepare` made through the BFF for the operations: an order request's reference. */
export interface Prepared {
  reference?: string;
}

export interface SharedOperation {
  /** What the user does, as a step's title. */
  name: string;
  run: (page: Page, prepared: Prepared) => Promise<void>;
}

export interface RemoteUse {
  /** Who uses it: a buyer, or a member of the team (the office). */
  as: 'buyer' | 'staff';
  /** A page of the remote opened by its address: the remote's code is on the page afterwards. */
  firstPage: { buyer: string; staff: string };
  /**
   * What shows that the remote's code ran on its first page, where that is not its area on the page (the
   * basket sends a team member to the buyers' log-in page). Default: the area is visible.
   */
  firstPageRan?: { staff?: (page: Page) => Promise<void> };
  /** Reaches the remote's page client-side, from any page of the shop, as its user does (the top bar). */
  reach: (page: Page) => Promise<void>;
  /** Prepares what the operations need, through the BFF, before any page opens. */
  prepare?: (page: Page) => Promise<Prepared>;
  operations: SharedOperation[];
}

/**
 * Opens a menu of the top bar and follows one of its links. A page that moves focus as it settles (a log-in
 * page focuses its heading) closes an open menu, as it should: then the menu is opened again.
 */
export async function followMenuLink(page: Page, menu: RegExp, link: string): Promise<void> {
  const banner = page.getByRole('banner');
  const target = banner.getByRole('link', { name: link });
  await expect(async () => {
    if (!(await target.isVisible())) await banner.getByRole('button', { name: menu }).click();
    await target.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** On a product page: one piece of XS with the buyer's brand logo, added to the basket. */
export async function addWithBrandLogo(page: Page, logo: string): Promise<void> {
  const catalog = area(page, 'catalog');
  await catalog.getByRole('button', { name: 'Increase XS' }).click();
  await catalog.getByRole('switch', { name: 'Add your brand' }).check();
  await catalog
    .getByLabel('Brand logo (image or PDF, up to 10 MB)')
    .setInputFiles({ name: logo, mimeType: 'image/png', buffer: PNG });
  await catalog.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to basket' })).toBeVisible();
  await expect(page.getByText('The logo was not attached')).toHaveCount(0);
}

/** On the basket page: ticks "Add your brand" on a product's line and attaches a logo; no error follows. */
export async function attachLogoToLine(page: Page, product: string, logo: string): Promise<void> {
  const line = area(page, 'basket').getByRole('article', { name: product });
  await line.getByRole('checkbox', { name: /Add your brand/ }).check();
  await line.getByLabel('Upload your logo').setInputFiles({ name: logo, mimeType: 'image/png', buffer: PNG });
  await expect(line.getByText(`Logo: ${logo}`)).toBeVisible();
  await expect(line.getByRole('alert')).toHaveCount(0);
}

export const area = (page: Page, remote: RemoteName) => page.locator(`[data-boundary="${remote}"]`);

export const REMOTE_USES: Record<RemoteName, RemoteUse> = {
  catalog: {
    as: 'buyer',
    firstPage: { buyer: '/product/2', staff: '/product/2' },
    reach: (page) => followShopLink(page, 'Ready to ship'),
    operations: [
      {
        name: 'lists the collection',
        run: async (page) => {
          const catalog = area(page, 'catalog');
          await expect(
            catalog.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' }),
          ).toBeVisible();
          await expect(catalog.getByRole('link', { name: BLUE }).first()).toBeVisible();
        },
      },
      {
        name: 'opens a product',
        run: async (page) => {
          const catalog = area(page, 'catalog');
          await catalog.getByRole('link', { name: BLUE }).first().click();
          await expect(catalog.getByRole('heading', { level: 1, name: BLUE })).toBeVisible();
        },
      },
      {
        name: 'adds a piece with the brand logo to the basket, and the top bar counts it',
        run: async (page) => {
          await addWithBrandLogo(page, 'boutique-logo.png');
          await expect(area(page, 'catalog').getByRole('alert')).toHaveCount(0);
          // One piece of XS: the minimum of 5 holds for the order request, not for a line.
          await expectBadge(page, 1);
        },
      },
    ],
  },
  basket: {
    as: 'buyer',
    firstPage: { buyer: '/basket', staff: '/basket' },
    // The basket page itself sends whoever is no buyer to log in as one, and back to the basket after.
    firstPageRan: { staff: (page) => expect(page).toHaveURL(/\/login\?returnTo=%2Fbasket$/) },
    prepare: async (page) => {
      await addToBasket(page, '1', { M: 5 });
      return {};
    },
    reach: (page) =>
      page
        .getByRole('banner')
        .getByRole('link', { name: /^Basket/ })
        .click(),
    operations: [
      {
        name: 'shows the basket',
        run: async (page) => {
          const basket = area(page, 'basket');
          await expect(basket.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
          await expect(basket.getByRole('article', { name: RED })).toBeVisible();
        },
      },
      {
        name: 'changes a quantity, and the top bar counts it',
        run: async (page) => {
          await setSize(page, RED, 'M', 7);
          await expectBadge(page, 7);
          await expect(area(page, 'basket').getByRole('alert')).toHaveCount(0);
        },
      },
      {
        name: 'attaches a brand logo to a line',
        run: async (page) => {
          await attachLogoToLine(page, RED, 'kifisia.png');
        },
      },
    ],
  },
  custom: {
    as: 'buyer',
    firstPage: { buyer: '/custom-made', staff: '/custom-made' },
    reach: (page) => followShopLink(page, 'Custom made'),
    operations: [
      {
        name: 'shows the request form',
        run: async (page) => {
          const custom = area(page, 'custom');
          await expect(
            custom.getByRole('heading', { level: 1, name: 'Custom-made quote request' }),
          ).toBeVisible();
        },
      },
      {
        name: 'sends a request with a brand label',
        run: async (page) => {
          const custom = area(page, 'custom');
          await custom.getByRole('button', { name: 'Dress', exact: true }).click();
          await custom.getByRole('tab', { name: 'Dress' }).click();
          const dress = custom.getByRole('tabpanel', { name: /^Dress/ });
          await dress.getByLabel('Fabric').selectOption({ label: 'Cotton' });
          await dress.getByLabel('M', { exact: true }).fill('5');
          await custom
            .getByLabel('Brand label (optional)')
            .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: PNG });
          await custom.getByLabel('Street and number').fill('Ermou 10');
          await custom.getByLabel('City').fill('Athens');
          await custom.getByLabel('Postal code').fill('105 63');
          await custom.getByLabel('Country').fill('Greece');
          await custom.getByRole('button', { name: 'Submit quote request' }).click();
          await expect(
            custom.getByRole('region', { name: 'Thank you! Your quote request has been sent' }),
          ).toBeVisible();
        },
      },
    ],
  },
  account: {
    as: 'buyer',
    firstPage: { buyer: '/orders', staff: '/orders' },
    prepare: async (page) => ({ reference: await placeOrder(page) }),
    reach: (page) => followMenuLink(page, /^Account menu for /, 'Profile'),
    operations: [
      {
        name: 'shows the profile',
        run: async (page) => {
          await expect(
            area(page, 'account').getByRole('heading', { level: 1, name: 'Your profile' }),
          ).toBeVisible();
        },
      },
      {
        name: 'saves the business address',
        run: async (page) => {
          const account = area(page, 'account');
          await account.getByRole('button', { name: 'Edit business details' }).click();
          const business = account.getByRole('group', { name: 'Business address' });
          await business.getByLabel('Street and number').fill('Kolokotroni 12');
          await business.getByLabel('City').fill('Kifisia');
          await business.getByLabel('Postal code').fill('145 62');
          await account.getByRole('button', { name: 'Save business details' }).click();
          await expect(page.getByRole('status').filter({ hasText: 'Profile updated' }).first()).toBeVisible();
          await expect(account.getByText('145 62 Kifisia')).toBeVisible();
        },
      },
      {
        name: 'writes to the team in an order’s thread',
        run: async (page, { reference = '' }) => {
          await followMenuLink(page, /^Account menu for /, 'My orders');
          await area(page, 'account').getByRole('link', { name: reference }).first().click();
          const thread = area(page, 'account').getByRole('region', { name: 'Messages' });
          const text = `Could the labels be sewn at the neck? (${reference})`;
          await thread.getByLabel('Your message').fill(text);
          await thread.getByRole('button', { name: 'Send message' }).click();
          await expect(thread.getByRole('status')).toHaveText('Your message was sent.');
          await expect(thread.getByRole('listitem').filter({ hasText: text })).toContainText('You');
        },
      },
    ],
  },
  office: {
    as: 'staff',
    firstPage: { buyer: '/office', staff: '/office' },
    // A buyer's order request, from a browser of the buyer's own.
    prepare: async (page) => {
      const browser = page.context().browser();
      if (!browser) throw new Error('the office operations need a browser for the buyer');
      const buyer = await buyerWithOrder(browser, 'Matrix Office');
      await buyer.context.close();
      return { reference: buyer.reference };
    },
    reach: (page) => followMenuLink(page, /^Staff menu for /, 'Back office'),
    operations: [
      {
        name: 'shows the inbox',
        run: async (page) => {
          await expect(area(page, 'office').getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
        },
      },
      {
        name: 'lists the products',
        run: async (page) => {
          const office = area(page, 'office');
          await office.getByRole('link', { name: 'Products', exact: true }).first().click();
          await expect(office.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
          await expect(office.getByText(BLUE).first()).toBeVisible();
        },
      },
      {
        name: 'writes to the buyer in a request’s thread',
        run: async (page, { reference = '' }) => {
          await followMenuLink(page, /^Staff menu for /, 'Back office');
          await openInOffice(page, reference);
          const thread = area(page, 'office').getByRole('region', { name: 'Messages with the buyer' });
          const text = `The fabric arrives on Monday (${reference})`;
          await thread.getByLabel('Your message').fill(text);
          await thread.getByRole('button', { name: 'Send message' }).click();
          await expect(thread.getByRole('listitem').filter({ hasText: text })).toBeVisible();
          await expect(page.getByRole('alert')).toHaveCount(0);
        },
      },
    ],
  },
};
