import {
  type CustomRequest,
  type CustomRequestInput,
  formatPrice,
  type Language,
  type Order,
  type Quote,
  type QuoteDraft,
} from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  caller,
  postMultipart,
  registerBuyer,
  type TestBuyer,
  type TestStaff,
} from '../../../../test/index.ts';
import { officeTestApp } from '../../../../test/staff.ts';
import { formatDay } from '../../../domain/office/mails.ts';

/**
 * "Download PDF" of a quote, over HTTP: the buyer gets their own request's quote (newest, or a version) in
 * their language, with the figures the request's page shows; anyone else's request is a 404 like an unknown
 * one; the team gets any request's under /api/office. Order requests and custom-made requests alike.
 */

let app: FastifyInstance;
let staff: TestStaff;
let office: ReturnType<typeof caller>;
let buyer: TestBuyer;

const BUSINESS_NAME = 'Μπουτίκ Κολωνακίου Ο.Ε.';
const VAT_NUMBER = '094014201';

beforeAll(async () => {
  ({ app, staff, office } = await officeTestApp('Eleni Markou'));
  buyer = await registerBuyer(app, { businessName: BUSINESS_NAME, vatNumber: VAT_NUMBER });
  const profile = await caller(app, buyer)('PATCH', '/api/profile', { businessAddress: ATHENS_ADDRESS });
  expect(profile.statusCode, profile.body).toBe(200);
});
afterAll(async () => {
  await app.close();
});

/** pdf.js reads a no-break space (Greek prices: `1.234,56 €`) as a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

async function pdfText(response: LightMyRequestResponse): Promise<string> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const proxy = await getDocumentProxy(new Uint8Array(response.rawPayload));
  return (await extractText(proxy, { mergePages: true })).text;
}

async function submitOrder(who: TestBuyer): Promise<Order> {
  const call = caller(app, who);
  expect(
    (await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 2, M: 1 } })).statusCode,
  ).toBe(200);
  expect((await call('POST', '/api/basket/lines', { productId: '2', quantities: { L: 3 } })).statusCode).toBe(
    200,
  );
  const response = await call('POST', '/api/orders', {
    deliveryOption: 'standard',
    deliveryAddress: ATHENS_ADDRESS,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Order>();
}

/** Sends a quote with the order's own prices less `discountBasisPoints` on the first line. */
async function quote(
  kind: 'orders' | 'custom-requests',
  reference: string,
  draft: Omit<QuoteDraft, 'version'>,
): Promise<void> {
  const current = await office('GET', `/api/office/${kind}/${reference}`);
  const version = current.json<Order>().progress.version;
  const sent = await office('POST', `/api/office/${kind}/${reference}/quotes`, { ...draft, version });
  expect(sent.statusCode, sent.body).toBe(201);
}

const DELIVERY: QuoteDraft['deliveryOptions'] = [
  { label: 'Courier ACS', costCents: 1200, leadTimeDays: 3 },
  { label: 'Pallet freight', costCents: 4500, leadTimeDays: 10 },
];

function orderDraft(order: Order, firstLineDiscount: number): Omit<QuoteDraft, 'version'> {
  return {
    lines: order.lines.map((line, index) => ({
      position: index + 1,
      unitPriceCents: line.unitPriceCents,
      ...(index === 0 ? { discountBasisPoints: firstLineDiscount } : {}),
    })),
    extras: [{ label: 'Brand labels', amountCents: 1500 }],
    deliveryOptions: DELIVERY,
    note: 'Ράβουμε τις ετικέτες σας χωρίς χρέωση.',
  };
}

/** The quote as the buyer's request page shows it, in `language`. */
async function shownQuote(reference: string, language: Language, version?: number): Promise<Quote> {
  const response = await caller(app, buyer)('GET', `/api/orders/${reference}?lang=${language}`);
  const quotes = response.json<Order>().progress.quotes;
  const found = version === undefined ? quotes.at(-1) : quotes.find((q) => q.version === version);
  if (!found) throw new Error(`no quote ${version ?? 'at all'} on ${reference}`);
  return found;
}

function expectFigures(text: string, shown: Quote, language: Language): void {
  const price = (cents: number) => plain(formatPrice(cents, language));
  for (const line of shown.lines) {
    expect(text).toContain(line.description);
    expect(text).toContain(price(line.unitPriceCents));
    expect(text).toContain(price(line.netCents));
  }
  expect(text).toContain(price(shown.goodsNetCents));
  for (const option of shown.deliveryOptions) {
    const row = text.split('\n').find((line) => line.includes(option.label)) ?? '';
    for (const cents of [option.costCents, option.netCents, option.vatCents, option.grossCents]) {
      expect(row).toContain(price(cents));
    }
  }
  expect(text).toContain(plain(formatDay(shown.validUntil, language)));
}

describe('an order request’s quote as a PDF', () => {
  let order: Order;

  beforeAll(async () => {
    order = await submitOrder(buyer);
    await quote('orders', order.reference, orderDraft(order, 1000));
  });

  it('downloads in English: the buyer, their ΑΦΜ, the lines with sizes, every total as formatted', async () => {
    const response = await caller(app, buyer)('GET', `/api/orders/${order.reference}/quote.pdf?lang=en`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="quote-${order.reference}-v1.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const raw = response.rawPayload.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);

    const text = await pdfText(response);
    const shown = await shownQuote(order.reference, 'en');
    expect(shown.version).toBe(1);
    for (const expected of [
      'Quote',
      `Order request ${order.reference}`,
      'Version 1',
      BUSINESS_NAME,
      ATHENS_ADDRESS.street,
      '105 63 Athens',
      `VAT number: EL${VAT_NUMBER}`,
      'WF-1001',
      'Sizes: S × 2, M × 1',
      'Sizes: L × 3',
      order.lines[0]?.names.en ?? '(no line)',
      'Valid until',
      'Ράβουμε τις ετικέτες σας χωρίς χρέωση.',
    ]) {
      expect(text).toContain(expected);
    }
    expectFigures(text, shown, 'en');
  });

  it('downloads in Greek, by `lang` or by the browser’s language, with Greek text and figures', async () => {
    const shown = await shownQuote(order.reference, 'gr');
    const byQuery = await pdfText(
      await caller(app, buyer)('GET', `/api/orders/${order.reference}/quote.pdf?lang=gr`),
    );
    const byHeader = await pdfText(
      await caller(app, buyer)('GET', `/api/orders/${order.reference}/quote.pdf`, undefined, {
        'accept-language': 'el-GR,el;q=0.9',
      }),
    );
    for (const text of [byQuery, byHeader]) {
      for (const expected of [
        'Προσφορά',
        `Αίτημα παραγγελίας ${order.reference}`,
        'Έκδοση 1',
        BUSINESS_NAME,
        `ΑΦΜ: EL${VAT_NUMBER}`,
        'Μεγέθη: S × 2, M × 1',
        order.lines[0]?.names.gr ?? '(no line)',
        'Ισχύει έως',
        'Επιλογές αποστολής',
        '10 ημέρες',
      ]) {
        expect(text).toContain(expected);
      }
      expectFigures(text, shown, 'gr');
    }
  });

  it('gives an older version on `?version=`, the newest without it; an unknown version is a 404', async () => {
    await quote('orders', order.reference, orderDraft(order, 2500));
    const call = caller(app, buyer);
    const newest = await call('GET', `/api/orders/${order.reference}/quote.pdf?lang=en`);
    expect(newest.headers['content-disposition']).toContain(`quote-${order.reference}-v2.pdf`);
    expectFigures(await pdfText(newest), await shownQuote(order.reference, 'en', 2), 'en');

    const first = await call('GET', `/api/orders/${order.reference}/quote.pdf?lang=en&version=1`);
    expect(first.headers['content-disposition']).toContain(`quote-${order.reference}-v1.pdf`);
    const firstText = await pdfText(first);
    expectFigures(firstText, await shownQuote(order.reference, 'en', 1), 'en');
    expect(firstText).toContain('Version 1');

    const missing = await call('GET', `/api/orders/${order.reference}/quote.pdf?version=9`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    const bad = await call('GET', `/api/orders/${order.reference}/quote.pdf?version=0`);
    expect(bad.statusCode).toBe(400);
  });

  it('is a 404 for another buyer, exactly as for an unknown reference, and a 401 for a visitor', async () => {
    const other = await registerBuyer(app, { businessName: 'Other Boutique' });
    const theirs = await caller(app, other)('GET', `/api/orders/${order.reference}/quote.pdf`);
    const unknown = await caller(app, other)('GET', '/api/orders/WS-2020-999999/quote.pdf');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json().error.code).toBe('not_found');
    // Nor does the other buyer reach it as a custom-made request.
    expect(
      (await caller(app, other)('GET', `/api/custom-requests/${order.reference}/quote.pdf`)).statusCode,
    ).toBe(404);

    const visitor = await caller(app, null)('GET', `/api/orders/${order.reference}/quote.pdf`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('unauthenticated');
  });

  it('is a 404 not_found while the request has no quote yet', async () => {
    const fresh = await submitOrder(buyer);
    const response = await caller(app, buyer)('GET', `/api/orders/${fresh.reference}/quote.pdf`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().error.code).toBe('not_found');
    const asStaff = await office('GET', `/api/office/orders/${fresh.reference}/quote.pdf`);
    expect(asStaff.statusCode).toBe(404);
  });

  it('downloads for the team under /api/office, any buyer’s; staff are not buyers on the shop route', async () => {
    const response = await office('GET', `/api/office/orders/${order.reference}/quote.pdf?lang=gr&version=1`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="quote-${order.reference}-v1.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const text = await pdfText(response);
    expect(text).toContain(BUSINESS_NAME);
    expect(text).toContain(`ΑΦΜ: EL${VAT_NUMBER}`);
    expectFigures(text, await shownQuote(order.reference, 'gr', 1), 'gr');

    expect((await caller(app, staff)('GET', `/api/orders/${order.reference}/quote.pdf`)).statusCode).toBe(
      403,
    );
    expect(
      (await caller(app, buyer)('GET', `/api/office/orders/${order.reference}/quote.pdf`)).statusCode,
    ).toBe(403);
  });
});

describe('a custom-made request’s quote as a PDF', () => {
  const input: CustomRequestInput = {
    lines: [
      { type: 'dress', selected: true, fabric: 'cotton', sizes: { S: 10, M: 10 } },
      { type: 'trousers', selected: true, fabric: 'polyester', sizes: { L: 5 } },
    ],
    deliveryAddress: ATHENS_ADDRESS,
    deliveryOption: 'standard',
  };
  let request: CustomRequest;

  beforeAll(async () => {
    const response = await postMultipart(app, buyer, '/api/custom-requests', [
      { name: 'request', value: JSON.stringify(input) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    request = response.json<CustomRequest>();
  });

  it('is a 404 before the quote, then the product types and fabrics with sizes and prices', async () => {
    const url = `/api/custom-requests/${request.reference}/quote.pdf`;
    const before = await caller(app, buyer)('GET', url);
    expect(before.statusCode).toBe(404);
    expect(before.json().error.code).toBe('not_found');

    await quote('custom-requests', request.reference, {
      lines: [
        { position: 1, unitPriceCents: 1800 },
        { position: 2, unitPriceCents: 2200, discountCents: 1000 },
      ],
      deliveryOptions: DELIVERY,
    });
    const response = await caller(app, buyer)('GET', `${url}?lang=gr`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="quote-${request.reference}-v1.pdf"`,
    );
    const text = await pdfText(response);
    // The buyer's custom-made detail has no `lang`; the office's describes the lines in Greek.
    const detail = await office('GET', `/api/office/custom-requests/${request.reference}?lang=gr`);
    const shown = detail.json<CustomRequest>().progress.quotes.at(-1);
    if (!shown) throw new Error('no quote shown');
    for (const expected of [
      `Αίτημα κατά παραγγελία ${request.reference}`,
      'Φόρεμα, βαμβάκι',
      'Μεγέθη: S × 10, M × 10',
      'Παντελόνι, πολυεστέρας',
      'Μεγέθη: L × 5',
      `ΑΦΜ: EL${VAT_NUMBER}`,
    ]) {
      expect(text).toContain(expected);
    }
    // 20 × €18 = €360; 5 × €22 − €10 = €100; goods €460.
    expect(shown.goodsNetCents).toBe(46_000);
    expectFigures(text, shown, 'gr');

    const staffCopy = await pdfText(
      await office('GET', `/api/office/custom-requests/${request.reference}/quote.pdf`),
    );
    expect(staffCopy).toContain('Dress, cotton');
    expect(staffCopy).toContain(`Custom-made request ${request.reference}`);

    const other = await registerBuyer(app);
    expect((await caller(app, other)('GET', url)).statusCode).toBe(404);
  });
});
