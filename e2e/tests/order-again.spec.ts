import type { Page } from '@playwright/test';
import { expectNoFindings, placeOrder, seriousViolations, settled, useLanguage } from './a11y-helpers.ts';
import { addToBasket, expectBadge } from './basket-helpers.ts';
import { expect, test } from './fixtures.ts';
import { registerBuyer } from './session.ts';

// Whole journeys across remotes, on a BFF shared with the other tests: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const RED = 'Red Tiered Maxi Dress';
const BLUE = 'Blue Floral Wrap Dress';

/** The sizes of a basket line as the basket page shows them in its fields. */
async function expectLineSizes(page: Page, product: string, sizes: Record<string, number>): Promise<void> {
  const line = page.getByRole('article', { name: product });
  for (const [size, quantity] of Object.entries(sizes)) {
    await expect(line.getByLabel(size, { exact: true }), `${product} ${size}`).toHaveValue(String(quantity));
  }
}

test('“Order again” from an order and from its My Orders row adds its sizes to what the basket holds', {
  tag: ['@account', '@basket', '@shell'],
}, async ({ page }) => {
  await registerBuyer(page);
  // A past order request of Red Tiered Maxi Dress, S 2 and M 3 (the basket empties when it is sent).
  const reference = await placeOrder(page);
  // Something else is in the basket already: more of the same dress, and another one.
  await addToBasket(page, '1', { M: 1, L: 2 });
  await addToBasket(page, '2', { S: 1 });

  await page.goto(`/orders/${reference}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Order request ${reference}` })).toBeVisible();
  await expectBadge(page, 4);

  const orderAgain = main.getByRole('button', { name: 'Order again', exact: true });
  await expect(orderAgain).toHaveAccessibleDescription(
    "Puts this order's products, sizes and quantities into your basket, added to what is already there.",
  );
  await orderAgain.click();
  const result = main.getByRole('status').filter({ hasText: 'went into your basket' });
  await expect(result).toContainText('1 product went into your basket.');
  await expect(result).not.toContainText('Not added:');
  // The shell's count follows at once: 4 + 5.
  await expectBadge(page, 9);

  await result.getByRole('link', { name: 'Go to your basket' }).click();
  await expect(page).toHaveURL('/basket');
  await expect(main.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(2);
  // Added up size by size, not replaced: S 0+2, M 1+3, L 2+0.
  await expectLineSizes(page, RED, { XS: 0, S: 2, M: 4, L: 2, XL: 0 });
  await expectLineSizes(page, BLUE, { S: 1 });
  await expectBadge(page, 9);

  // Again, from the order's row of My Orders, through the account menu.
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Account menu for Boutique Kifisia' }).click();
  await banner.getByRole('link', { name: 'My orders' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const row = main.getByRole('row').filter({ has: page.getByRole('link', { name: reference }) });
  await row.getByRole('button', { name: `Order again ${reference}` }).click();
  await expect(row.getByRole('status')).toContainText('1 product went into your basket.');
  await expectBadge(page, 14);
  await row.getByRole('link', { name: 'Go to your basket' }).click();
  await expect(page).toHaveURL('/basket');
  await expectLineSizes(page, RED, { XS: 0, S: 4, M: 7, L: 2, XL: 0 });
  await expectLineSizes(page, BLUE, { S: 1 });

  // The server holds the same basket (not only the page's copy).
  const basket = (await (await page.request.get('/api/basket')).json()) as {
    totalQuantity: number;
    lines: { productId: string; quantities: Record<string, number> }[];
  };
  expect(basket.totalQuantity).toBe(14);
  expect(basket.lines.find((line) => line.productId === '1')?.quantities).toEqual({ S: 4, M: 7, L: 2 });
});

for (const language of ['en', 'gr'] as const) {
  test(`the order page with an “Order again” result has no serious axe findings (${language})`, {
    tag: ['@account'],
  }, async ({ page }) => {
    await useLanguage(page, language);
    await registerBuyer(page);
    const reference = await placeOrder(page);
    await addToBasket(page, '2', { S: 1 });

    await page.goto(`/orders/${reference}`);
    await settled(page);
    const main = page.getByRole('main');
    await main
      .getByRole('button', { name: language === 'en' ? 'Order again' : 'Παραγγελία ξανά', exact: true })
      .click();
    await expect(
      main.getByRole('status').filter({ hasText: /went into your basket|μπήκε στο καλάθι σας/ }),
    ).toContainText(
      language === 'en' ? '1 product went into your basket.' : '1 προϊόν μπήκε στο καλάθι σας.',
    );
    await expect(
      main.getByRole('link', {
        name: language === 'en' ? 'Go to your basket' : 'Μετάβαση στο καλάθι',
        exact: true,
      }),
    ).toBeVisible();
    await settled(page);
    expectNoFindings(await seriousViolations(page, `order ${reference} after Order again (${language})`));
  });
}
