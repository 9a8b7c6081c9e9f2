import { expect, test } from './fixtures.ts';
import { registerBuyer } from './session.ts';
import { untilTakenOver } from './taken-over.ts';

test.describe('the top bar', () => {
  test('the Shop menu works from the keyboard and focus lands on the new page’s heading', {
    tag: ['@shell', '@catalog'],
  }, async ({ page }) => {
    await page.goto('/');
    const home = page.getByRole('heading', { level: 1, name: "Wholesale women's clothing, made in India" });
    await expect(home).toBeVisible();
    // Not on the first load: the page starts at the top as a reader expects.
    await expect(home).not.toBeFocused();

    const nav = page.getByRole('navigation', { name: 'Main' });
    const shop = nav.getByRole('button', { name: 'Shop', exact: true });
    await expect(shop).toHaveAttribute('aria-expanded', 'false');
    await shop.focus();
    await page.keyboard.press('ArrowDown');
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Ready to ship' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Custom made' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shop).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Custom made' })).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Ready to ship' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ready-to-ship$/);
    // A remote page: focus waits for its heading to arrive.
    const collection = page.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' });
    await expect(collection).toBeFocused();
    await expect(page).toHaveTitle('Ready to ship | Wholesale Fashion');
    await expect(nav.getByRole('link', { name: 'Ready to ship' })).toBeHidden();
  });

  test('How it works, About and Contact: marked current, titled, heading focused', {
    tag: ['@shell'],
  }, async ({ page }) => {
    await page.goto('/');
    // Before the shop runs the page, a link is a new page load, and a first load does not move focus.
    await untilTakenOver(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, heading, title] of [
      ['How it works', 'How it works', 'How it works | Wholesale Fashion'],
      ['About us', 'About us', 'About us | Wholesale Fashion'],
      ['Contact', 'Contact us', 'Contact | Wholesale Fashion'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(title);
    }
    await page
      .getByRole('link', { name: /Wholesale Fashion/ })
      .first()
      .click();
    await expect(page).toHaveTitle('Home | Wholesale Fashion');
  });

  test('the skip link takes keyboard users past the top bar', { tag: ['@shell'] }, async ({ page }) => {
    await page.goto('/about');
    // A keyboard user starts once the page shows (the first render may finish after the load event).
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the user menu gives a buyer profile, orders and logout, with a toast that can be dismissed', {
    tag: ['@shell', '@account'],
  }, async ({ page }) => {
    const buyer = await registerBuyer(page, 'Boutique Nafplio');
    await page.goto('/');
    const account = page.getByRole('button', { name: `Account menu for ${buyer.businessName}` });
    await account.click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'My orders' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();

    await account.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Logged out successfully' });
    await expect(toast).toBeVisible();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Logged out successfully' })
      .getByRole('button', { name: 'Dismiss notification' })
      .click();
    await expect(toast).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('unknown paths have a titled 404 page', { tag: ['@shell'] }, async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Wholesale Fashion');
  });
});

test('the footer has quick links, contact details with hours, social links and the year', {
  tag: ['@shell'],
}, async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'How it works' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeFocused();
  await expect(footer.getByRole('link', { name: 'info@wholesale-fashion.gr' })).toHaveAttribute(
    'href',
    'mailto:info@wholesale-fashion.gr',
  );
  await expect(footer.getByRole('link', { name: '+30 210 123 4567' })).toHaveAttribute('href', /^tel:\+30/);
  await expect(footer).toContainText('Monday – Friday');
  await expect(footer).toContainText('9:00 – 20:00');
  await expect(footer).toContainText('Saturday');
  await expect(footer).toContainText('10:00 – 20:00');
  await expect(footer).toContainText('Closed');
  await expect(footer.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Wholesale Fashion`);
});

test('How it works answers its FAQs in an accordion, with the real minimum order', {
  tag: ['@shell'],
}, async ({ page }) => {
  await page.goto('/how-it-works');
  const question = page.getByRole('button', { name: 'What is the minimum order?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.focus();
  await page.keyboard.press('Enter');
  const answer = page.getByRole('region', { name: 'What is the minimum order?' });
  await expect(answer).toContainText('The minimum order is 5 pieces in total.');
  await page.getByRole('button', { name: 'Can I order samples?' }).click();
  await expect(page.getByRole('region', { name: 'Can I order samples?' })).toContainText('€15.00');
  await page.getByRole('button', { name: 'How do I pay?' }).click();
  await expect(page.getByRole('region', { name: 'How do I pay?' })).toContainText(
    'bank transfer or with any major credit card',
  );
});
