import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName } from '@shop/contracts';
import { area, REMOTE_USES } from './composition-operations.ts';
import { expect, test } from './fixtures.ts';
import { STAFF } from './office-staff.ts';
import { registerBuyer } from './session.ts';

/**
 * Issue 46 / decision 0030: every pair of remotes, in both orders. The first remote's page is opened by its
 * address (its code, with the endpoints, tags and translations it adds, is now on the page); then the second
 * is reached client-side and its user does each of its shared operations (composition-operations.ts). Two
 * remotes each green alone and broken together fail here, whichever loads first.
 */

async function logIn(page: Page, as: 'buyer' | 'staff'): Promise<void> {
  if (as === 'buyer') {
    await registerBuyer(page, `Matrix ${randomUUID().slice(0, 8)}`);
    return;
  }
  const response = await page.request.post('/api/auth/login', { data: STAFF });
  expect(response.status(), await response.text()).toBe(200);
}

const pairs = REMOTE_NAMES.flatMap((first) =>
  REMOTE_NAMES.filter((second) => second !== first).map((second) => [first, second] as const),
);

for (const [first, second] of pairs) {
  const use = REMOTE_USES[second];
  test(`${first}'s page first, then ${second}'s: ${use.operations.map((op) => op.name).join('; ')}`, {
    tag: ['@composition', `@${first}`, `@${second}`, '@shell'],
  }, async ({ page }) => {
    // A buyer with an order request (for the office) and up to four operations: like the order loop's tests.
    test.setTimeout(90_000);
    await logIn(page, use.as);
    const prepared = (await use.prepare?.(page)) ?? {};

    const firstUse = REMOTE_USES[first as RemoteName];
    await page.goto(firstUse.firstPage[use.as]);
    // Whatever it shows this user, the first remote's code ran on the page.
    const ran = use.as === 'staff' ? firstUse.firstPageRan?.staff : undefined;
    await (ran ? ran(page) : expect(area(page, first)).toBeVisible());
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();

    await use.reach(page);
    await expect(area(page, second)).toBeVisible();
    for (const operation of use.operations) {
      await test.step(operation.name, () => operation.run(page, prepared));
    }
    // Neither remote was refused a place on the page, nor failed to load.
    await expect(page.getByText('This part of the shop is being updated')).toHaveCount(0);
    await expect(page.getByText('This part of the shop could not be loaded')).toHaveCount(0);
  });
}
