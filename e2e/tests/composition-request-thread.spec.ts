import { followMenuLink } from './composition-operations.ts';
import { expect, test } from './fixtures.ts';
import { buyerWithOrder, openInOffice, staffSide } from './order-loop-helpers.ts';

/**
 * Issue 46: account-mfe (the buyer's thread) and office-mfe (the team's) both read and write a request's
 * messages. When both named their endpoints `getRequestThread` and `postRequestMessage`, whichever remote's
 * page came first on a page served the other: its paths, its permissions. Both orders, client-side.
 */

test('the team opens a buyer’s page first, then the office’s thread: the office writes to the buyer', {
  tag: ['@account', '@office', '@shell'],
}, async ({ browser }) => {
  // A buyer with a sent order request, then a member of the team: two contexts, like the order loop's tests.
  test.setTimeout(90_000);
  const buyer = await buyerWithOrder(browser, 'Thread Order One');
  const staff = await staffSide(browser);
  try {
    const { page } = staff;
    // account-mfe's page, as a member of the team opening a buyer's link: its code is now on the page.
    await page.goto(`/orders/${buyer.reference}`);
    // A buyer's page sends the team member to the log-in page, which takes the focus as it settles: the
    // staff menu opened meanwhile closes, so it is opened again if need be.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await followMenuLink(page, /^Staff menu for /, 'Back office');
    await openInOffice(page, buyer.reference);
    const thread = page.getByRole('region', { name: 'Messages with the buyer' });
    const text = `The fabric arrives on Monday (${buyer.reference})`;
    await thread.getByLabel('Your message').fill(text);
    await thread.getByRole('button', { name: 'Send message' }).click();
    await expect(thread.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await staff.context.close();
    await buyer.context.close();
  }
});

test('a buyer opens an office link first, then their order’s thread: the buyer writes to the team', {
  tag: ['@account', '@office', '@shell'],
}, async ({ browser }) => {
  // A buyer with a sent order request, then a member of the team: two contexts, like the order loop's tests.
  test.setTimeout(90_000);
  const buyer = await buyerWithOrder(browser, 'Thread Order Two');
  try {
    const { page } = buyer;
    // office-mfe's request page, as a buyer following a link meant for the team: told it is the team's.
    await page.goto(`/office/orders/${buyer.reference}`);
    await expect(page.getByRole('main')).toContainText(/team/i);
    await page.getByRole('link', { name: 'My orders' }).first().click();
    await page.getByRole('link', { name: buyer.reference }).first().click();
    const thread = page.getByRole('region', { name: 'Messages' });
    const text = `Could the labels be sewn at the neck? (${buyer.reference})`;
    await thread.getByLabel('Your message').fill(text);
    await thread.getByRole('button', { name: 'Send message' }).click();
    await expect(thread.getByRole('status')).toHaveText('Your message was sent.');
    await expect(thread.getByRole('listitem').filter({ hasText: text })).toContainText('You');
  } finally {
    await buyer.context.close();
  }
});
