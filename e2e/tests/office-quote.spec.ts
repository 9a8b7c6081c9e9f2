import { randomUUID } from 'node:crypto';
import { formatPrice, quoteTotals } from '@shop/contracts';
import { placeOrder } from './a11y-helpers.ts';
import { newestMailTo } from './account-outbox.ts';
import { expect, mailCheck, newShopContext, test } from './fixtures.ts';
import { logInAsStaff } from './office-staff.ts';
import { registerBuyer } from './session.ts';

test('a buyer’s order request is quoted from the office, and the mail states the right total', {
  tag: ['@office'],
}, async ({ page, browser }) => {
  test.setTimeout(90_000);
  const buyerContext = await newShopContext(browser);
  const buyerPage = await buyerContext.newPage();
  const buyer = await registerBuyer(buyerPage, `Quote Check ${randomUUID().slice(0, 8)}`);
  const reference = await placeOrder(buyerPage);
  const order = await buyerPage.request.get(`/api/orders/${reference}`);
  expect(order.status(), await order.text()).toBe(200);
  const { lines } = (await order.json()) as { lines: { unitPriceCents: number; totalQuantity: number }[] };
  await buyerContext.close();

  await logInAsStaff(page);
  const main = page.getByRole('main');
  await main.getByLabel('Search').fill(reference);
  await main.getByRole('button', { name: 'Apply filters' }).click();
  await main.getByRole('link', { name: reference }).click();
  await expect(page).toHaveURL(`/office/orders/${reference}`);
  await expect(main.getByRole('heading', { level: 1, name: `Order request ${reference}` })).toBeVisible();

  // The prices are the order's; one delivery option at €10 in 3 days, VAT at the default 24 %.
  await main.getByLabel('Option 1: name').fill('Courier');
  await main.getByLabel('Option 1: cost in euros').fill('10,00');
  await main.getByLabel('Option 1: lead time in days').fill('3');
  const expected = quoteTotals({
    lines: lines.map((line) => ({ quantity: line.totalQuantity, unitPriceCents: line.unitPriceCents })),
    extras: [],
    deliveryOptions: [{ costCents: 1000 }],
    vatRateBasisPoints: 2400,
  });
  const gross = expected.options[0]?.grossCents ?? -1;
  await expect(main.getByTestId('option-total-0')).toContainText(`total ${formatPrice(gross, 'en')}`);
  // The buyer's mail first, as the BFF would send it, with the same total; sent from the preview.
  await main.getByRole('button', { name: 'Preview the buyer’s mail' }).click();
  const preview = page.getByRole('dialog', { name: 'The buyer’s mail' });
  await expect(preview.getByText(`Your quote for ${reference} (version 1)`)).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Mail text' })).toContainText(formatPrice(gross, 'en'));
  await preview.getByRole('button', { name: 'Send quote' }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Quote sent to the buyer' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: /Quote version 1/ })).toBeVisible();

  // The buyer's mail, in their language, with the same total (the outbox reader decodes bytes, so the
  // euro sign may not read as one: the figures are compared).
  await mailCheck('the buyer’s mail states the same total', async () => {
    const figures = (language: 'en' | 'gr') =>
      formatPrice(gross, language)
        .replace(/[^\d.,]/g, '')
        .replace(/[.,]/g, (c) => `\\${c}`);
    const total = new RegExp(`(Total|Σύνολο) \\S*?(${figures('en')}|${figures('gr')})\\b`);
    await expect
      .poll(async () => {
        const mail = (await newestMailTo(buyer.email)) ?? '';
        return mail.includes(reference) && total.test(mail);
      })
      .toBe(true);
  });
});
