import {
  addDays,
  formatPrice,
  type Order,
  type QuoteDraft,
  type QuoteMailPreview,
  quoteTotals,
  shopToday,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  caller,
  isAddressedTo,
  readOutbox,
  registerBuyer,
  type TestBuyer,
} from '../../../../../test/index.ts';
import { officeTestApp } from '../../../../../test/staff.ts';

/**
 * The quote editor's preview: the mail a draft would send, in the buyer's language, made by the same checks,
 * totals and text as sending it — and nothing stored or sent.
 */

let app: FastifyInstance;
let office: ReturnType<typeof caller>;

beforeAll(async () => {
  ({ app, office } = await officeTestApp('Eleni Markou'));
});
afterAll(async () => {
  await app.close();
});

async function buyerWithOrder(language: 'en' | 'gr'): Promise<{ buyer: TestBuyer; order: Order }> {
  const buyer = await registerBuyer(app, { businessName: `Preview ${language} ${Date.now().toString(36)}` });
  await app.db.updateTable('buyers').set({ language }).where('id', '=', buyer.buyer.id).execute();
  const call = caller(app, buyer);
  expect((await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 5 } })).statusCode).toBe(
    200,
  );
  const placed = await call('POST', '/api/orders', {
    deliveryOption: 'standard',
    deliveryAddress: ATHENS_ADDRESS,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  // As the team reads it (with its version).
  const order = await office('GET', `/api/office/orders/${placed.json<Order>().reference}`);
  return { buyer, order: order.json<Order>() };
}

/** The validity the tests give a quote: three months from today (a year at most). */
const VALID_UNTIL = addDays(shopToday(), 90);

function draftFor(order: Order, overrides: Partial<QuoteDraft> = {}): QuoteDraft {
  return {
    version: order.progress.version,
    lines: [{ position: 1, unitPriceCents: 2350, discountBasisPoints: 1000 }],
    extras: [{ label: 'Brand labels', amountCents: 1500 }],
    deliveryOptions: [{ label: 'Courier', costCents: 1200, leadTimeDays: 3 }],
    vatRateBasisPoints: 2400,
    validUntil: VALID_UNTIL,
    note: 'Fabric reserved for you.',
    ...overrides,
  };
}

const preview = (reference: string, draft: unknown, kind = 'orders') =>
  office('POST', `/api/office/${kind}/${reference}/quote-preview`, draft as object);

describe('POST /api/office/orders/:reference/quote-preview', () => {
  it('is the mail the buyer would get, in English, with the totals of quoteTotals — and nothing is sent', async () => {
    const { buyer, order } = await buyerWithOrder('en');
    const draft = draftFor(order);
    const response = await preview(order.reference, draft);
    expect(response.statusCode, response.body).toBe(200);
    const mail = response.json<QuoteMailPreview>();
    expect(mail.language).toBe('en');
    expect(mail.to).toBe(buyer.email);
    expect(mail.subject).toBe(`Your quote for ${order.reference} (version 1)`);
    const totals = quoteTotals({
      lines: [{ quantity: 5, unitPriceCents: 2350, discountBasisPoints: 1000, discountCents: null }],
      extras: [{ amountCents: 1500 }],
      deliveryOptions: [{ costCents: 1200 }],
      vatRateBasisPoints: 2400,
    });
    expect(mail.text).toContain(formatPrice(totals.goodsNetCents, 'en'));
    expect(mail.text).toContain(formatPrice(totals.options[0]?.grossCents ?? -1, 'en'));
    expect(mail.text).toContain('Brand labels');
    expect(mail.text).toContain('Fabric reserved for you.');
    expect(mail.text).not.toContain('replaces the previous version');

    // Nothing stored, nothing mailed, the order untouched.
    const after = await office('GET', `/api/office/orders/${order.reference}`);
    expect(after.json<Order>().progress).toMatchObject({ version: order.progress.version, quotes: [] });
    expect(after.json<Order>().status).toBe('submitted');
    expect(
      (await readOutbox(app)).filter(
        (m) => isAddressedTo(m, buyer.email) && m.includes('Subject: Your quote'),
      ),
    ).toEqual([]);
  });

  it('is in Greek for a Greek buyer, and names the next version once one was sent', async () => {
    const { order } = await buyerWithOrder('gr');
    const sent = await office('POST', `/api/office/orders/${order.reference}/quotes`, draftFor(order));
    expect(sent.statusCode, sent.body).toBe(201);
    const version = sent.json<Order>().progress.version;
    const response = await preview(order.reference, draftFor(order, { version }));
    expect(response.statusCode, response.body).toBe(200);
    const mail = response.json<QuoteMailPreview>();
    expect(mail.language).toBe('gr');
    expect(mail.subject).toBe(`Προσφορά για το αίτημα ${order.reference} (έκδοση 2)`);
    expect(mail.text).toContain('Αντικαθιστά την προηγούμενη έκδοση.');
    expect(mail.text).toContain('Η προσφορά ισχύει έως');
  });

  it('refuses a draft sending would refuse, with the same fields', async () => {
    const { order } = await buyerWithOrder('en');
    const bad = draftFor(order, { lines: [{ position: 7, unitPriceCents: 100 }], validUntil: '2000-01-01' });
    const previewed = await preview(order.reference, bad);
    const sent = await office('POST', `/api/office/orders/${order.reference}/quotes`, bad);
    expect(previewed.statusCode).toBe(400);
    expect(previewed.json().error.fields).toEqual(sent.json().error.fields);
    expect(Object.keys(previewed.json().error.fields)).toEqual(
      expect.arrayContaining(['lines.0.position', 'validUntil']),
    );
  });

  it('answers 404 for a reference that is none, of either kind', async () => {
    const { order } = await buyerWithOrder('en');
    expect((await preview('WS-NOPE', draftFor(order))).statusCode).toBe(404);
    expect((await preview('CR-NOPE', draftFor(order), 'custom-requests')).statusCode).toBe(404);
  });

  it('is the team’s: a buyer gets 403', async () => {
    const { buyer, order } = await buyerWithOrder('en');
    const response = await caller(app, buyer)(
      'POST',
      `/api/office/orders/${order.reference}/quote-preview`,
      draftFor(order),
    );
    expect(response.statusCode).toBe(403);
  });
});
