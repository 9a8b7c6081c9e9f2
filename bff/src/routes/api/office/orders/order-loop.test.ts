import {
  type AuditList,
  addDays,
  formatPrice,
  type Language,
  nextRequestStatus,
  type OfficeRequestList,
  type Order,
  type OrderStatus,
  type Quote,
  type QuoteDraft,
  quoteTotals,
  REQUEST_ACTIONS,
  type RequestAction,
  requestActions,
  shopToday,
  type Thread,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  caller,
  registerBuyer,
  SHOP_REQUEST,
  type TestBuyer,
  type TestStaff,
} from '../../../../../test/index.ts';
import { type Mail, readMails } from '../../../../../test/outbox.ts';
import { officeTestApp } from '../../../../../test/staff.ts';
import { SESSION_COOKIE } from '../../../../plugins/auth.ts';

/**
 * The order loop over HTTP, both sides: a buyer submits an order request, the team finds it in the office
 * list, prices it (versioned quotes), the buyer answers, the team runs it to delivery. Every step is mailed,
 * recorded in the history (and, for staff, in the audit log), and every step the transition table does not
 * allow is refused without changing anything.
 */

type OfficeOrder = Order & { buyer: { id: string; businessName: string; email: string } };

let app: FastifyInstance;
let staff: TestStaff;
let office: ReturnType<typeof caller>;

const STAFF_NAME = 'Eleni Markou';

beforeAll(async () => {
  ({ app, staff, office } = await officeTestApp(STAFF_NAME));
});
afterAll(async () => {
  await app.close();
});

// ---- mails --------------------------------------------------------------------------------------------

/** The mails to `address` that name `about` in their subject or text, oldest first. */
async function mailsTo(address: string, about: string): Promise<Mail[]> {
  return (await readMails(app)).filter(
    (m) => m.to === address && (m.subject.includes(about) || m.text.includes(about)),
  );
}

// ---- buyers and orders --------------------------------------------------------------------------------

let names = 0;
/** A buyer with a unique business name; `gr` logs in again with a Greek browser (their mails turn Greek). */
async function newBuyer(prefix: string, language: Language = 'en'): Promise<TestBuyer> {
  names += 1;
  const buyer = await registerBuyer(app, { businessName: `${prefix} ${names} ${Date.now().toString(36)}` });
  if (language === 'en') return buyer;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...SHOP_REQUEST, 'accept-language': 'el-GR,el;q=0.9' },
    payload: { email: buyer.email, password: buyer.password },
  });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return { ...buyer, cookies: { [SESSION_COOKIE]: cookie.value } };
}

/** Fills the buyer's basket (product 1: S 2, M 1; product 2: L 3) and submits it. */
async function submitOrder(buyer: TestBuyer): Promise<Order> {
  const call = caller(app, buyer);
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
  expect(response.statusCode).toBe(201);
  return response.json<Order>();
}

const officeOrder = async (reference: string): Promise<OfficeOrder> => {
  const response = await office('GET', `/api/office/orders/${reference}`);
  expect(response.statusCode).toBe(200);
  return response.json<OfficeOrder>();
};

const list = async (query: string) => {
  const response = await office('GET', `/api/office/orders?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<OfficeRequestList>();
};

/** A quote with the order's own prices (the office's prefill), two delivery options, no extras. */
function draftFor(order: Order, version: number, overrides: Partial<QuoteDraft> = {}): QuoteDraft {
  return {
    version,
    lines: order.lines.map((line, index) => ({ position: index + 1, unitPriceCents: line.unitPriceCents })),
    deliveryOptions: [
      { label: 'Courier', costCents: 1200, leadTimeDays: 3 },
      { label: 'Pallet freight', costCents: 4500, leadTimeDays: 10 },
    ],
    ...overrides,
  };
}

const sendQuote = (reference: string, draft: unknown) =>
  office('POST', `/api/office/orders/${reference}/quotes`, draft as object);

const staffAct = (reference: string, body: object) =>
  office('POST', `/api/office/orders/${reference}/actions`, body);

const buyerAct = (buyer: TestBuyer, reference: string, body: object) =>
  caller(app, buyer)('POST', `/api/orders/${reference}/actions`, body);

function expectOk(response: { statusCode: number; body: string }, status = 200): void {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode} ${response.body}`);
}

/** Drives a fresh order of `buyer` to `status` through the API; returns it as staff see it. */
async function orderIn(status: OrderStatus, buyer: TestBuyer): Promise<OfficeOrder> {
  const order = await submitOrder(buyer);
  const ref = order.reference;
  let current = await officeOrder(ref);
  const version = () => current.progress.version;
  const step = async (response: Promise<{ statusCode: number; body: string }>, code = 200) => {
    expectOk(await response, code);
    current = await officeOrder(ref);
  };
  if (status === 'submitted') return current;
  if (status === 'cancelled') {
    await step(staffAct(ref, { action: 'cancel', version: version(), note: 'Out of stock' }));
    return current;
  }
  await step(sendQuote(ref, draftFor(order, version())), 201);
  if (status === 'quoted') return current;
  if (status === 'changes_requested') {
    await step(buyerAct(buyer, ref, { action: 'request_changes', version: version(), note: 'Cheaper?' }));
    return current;
  }
  await step(
    buyerAct(buyer, ref, { action: 'accept_quote', version: version(), quoteVersion: 1, deliveryOption: 0 }),
  );
  if (status === 'confirmed') return current;
  await step(staffAct(ref, { action: 'start_processing', version: version() }));
  if (status === 'processing') return current;
  await step(
    staffAct(ref, { action: 'mark_shipped', version: version(), carrier: 'ACS', trackingNumber: 'TRK-1' }),
  );
  if (status === 'shipped') return current;
  await step(staffAct(ref, { action: 'mark_delivered', version: version() }));
  return current;
}

// ---- the office list ----------------------------------------------------------------------------------

describe('GET /api/office/orders', () => {
  let buyer: TestBuyer;
  let orders: Order[];

  beforeAll(async () => {
    buyer = await newBuyer('Zephyr Fashion');
    orders = [];
    for (let i = 0; i < 3; i++) orders.push(await submitOrder(buyer));
  });

  it('shows the submitted orders newest first, with the buyer and the version', async () => {
    const page = await list(`buyer=${buyer.buyer.id}`);
    expect(page.items.map((row) => row.reference)).toEqual(orders.map((o) => o.reference).reverse());
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({
      status: 'submitted',
      buyer: { id: buyer.buyer.id, businessName: buyer.buyer.businessName, email: buyer.email },
      totalQuantity: 6,
      totalPriceCents: orders[2]?.totalPriceCents,
      version: 1,
    });
    // Everyone's orders, newest first: the last one submitted in this file leads the whole list.
    const all = await list('limit=100');
    const times = all.items.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.items.map((row) => row.reference)).toContain(orders[0]?.reference);
  });

  it('filters by status', async () => {
    const quotedOrder = await submitOrder(buyer);
    expectOk(await sendQuote(quotedOrder.reference, draftFor(quotedOrder, 1)), 201);
    const quoted = await list(`buyer=${buyer.buyer.id}&status=quoted`);
    expect(quoted.items.map((row) => row.reference)).toEqual([quotedOrder.reference]);
    expect(quoted.items[0]).toMatchObject({ status: 'quoted', version: 2 });
    const submitted = await list(`buyer=${buyer.buyer.id}&status=submitted`);
    expect(submitted.items.map((row) => row.reference)).toEqual(orders.map((o) => o.reference).reverse());
    expect((await list(`buyer=${buyer.buyer.id}&status=delivered`)).items).toEqual([]);
    // Cancel it again so that the other tests of this block see the three submitted orders only.
    expectOk(await staffAct(quotedOrder.reference, { action: 'cancel', version: 2, note: 'Test' }));
    expect((await list(`buyer=${buyer.buyer.id}&status=cancelled`)).items).toHaveLength(1);
  });

  it('filters by buyer', async () => {
    const other = await newBuyer('Other Shop');
    const theirs = await submitOrder(other);
    expect((await list(`buyer=${other.buyer.id}`)).items.map((row) => row.reference)).toEqual([
      theirs.reference,
    ]);
    expect((await list(`buyer=${buyer.buyer.id}`)).items.map((row) => row.reference)).not.toContain(
      theirs.reference,
    );
    expect((await list('buyer=no-such-buyer')).items).toEqual([]);
  });

  it('filters by the day of creation, both ends included', async () => {
    const day = orders[0]?.createdAt.slice(0, 10) ?? '';
    const q = `buyer=${buyer.buyer.id}&status=submitted`;
    expect((await list(`${q}&from=${day}&to=${day}`)).items).toHaveLength(3);
    expect((await list(`${q}&from=${day}`)).items).toHaveLength(3);
    expect((await list(`${q}&to=${day}`)).items).toHaveLength(3);
    expect((await list(`${q}&to=${addDays(day, -1)}`)).items).toEqual([]);
    expect((await list(`${q}&from=${addDays(day, 1)}`)).items).toEqual([]);
  });

  it('searches by the start of a reference, in any case', async () => {
    const ref = orders[1]?.reference ?? '';
    expect((await list(`q=${ref}`)).items.map((row) => row.reference)).toEqual([ref]);
    const prefix = ref.slice(0, -1).toLowerCase();
    const byPrefix = (await list(`q=${encodeURIComponent(prefix)}&limit=100`)).items.map((r) => r.reference);
    expect(byPrefix).toContain(ref);
    expect(byPrefix.every((r) => r.startsWith(ref.slice(0, -1)))).toBe(true);
    // The middle of a reference is not its start.
    expect((await list(`q=${encodeURIComponent(ref.slice(3))}`)).items).toEqual([]);
    // Wildcards typed in the box are searched for literally.
    expect((await list(`q=${encodeURIComponent('WS-%')}`)).items).toEqual([]);
    expect((await list(`q=${encodeURIComponent('_S-')}`)).items).toEqual([]);
  });

  it('searches by the start of the business name, in any case', async () => {
    const prefix = buyer.buyer.businessName.slice(0, 10).toLowerCase(); // "zephyr fas"
    const found = await list(`q=${encodeURIComponent(prefix)}&status=submitted`);
    expect(found.items.map((row) => row.reference)).toEqual(orders.map((o) => o.reference).reverse());
    expect((await list(`q=${encodeURIComponent('ephyr fashion')}`)).items).toEqual([]);
  });

  it('searches a Greek business name by its start, as typed, in any case', async () => {
    const greek = await registerBuyer(app, { businessName: `Μπουτίκ Ερμού ${Date.now().toString(36)}` });
    const theirs = await submitOrder(greek);
    for (const q of ['Μπουτίκ Ερ', 'μπουτίκ ερ', 'ΜΠΟΥΤΊΚ ΕΡ']) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(
        found.items.map((row) => row.reference),
        `q=${q}`,
      ).toEqual([theirs.reference]);
    }
  });

  it('pages with a cursor: 3 orders, limit 2 → 2 + 1', async () => {
    const q = `buyer=${buyer.buyer.id}&status=submitted&limit=2`;
    const first = await list(q);
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`${q}&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((row) => row.reference)).toEqual(
      orders.map((o) => o.reference).reverse(),
    );
  });

  it.each([
    ['a cursor it did not make', 'cursor=not-a-cursor', 'cursor', 'invalid_value'],
    [
      'a cursor of the wrong shape',
      `cursor=${Buffer.from('{"at":1}').toString('base64url')}`,
      'cursor',
      'invalid_value',
    ],
    ['an unknown status', 'status=lost', 'status', 'invalid_value'],
    ['a date that is not one', 'from=yesterday', 'from', 'invalid_format'],
    ['a limit of 0', 'limit=0', 'limit', 'out_of_range'],
    ['an unknown filter', 'colour=red', 'colour', 'unknown_field'],
  ])('answers 400 to %s', async (_label, query, field, code) => {
    const response = await office('GET', `/api/office/orders?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
  });

  it('is the team’s: a buyer gets 403, a visitor 401', async () => {
    expect((await caller(app, buyer)('GET', '/api/office/orders')).statusCode).toBe(403);
    expect((await caller(app, null)('GET', '/api/office/orders')).statusCode).toBe(401);
    expect((await caller(app, buyer)('GET', `/api/office/orders/${orders[0]?.reference}`)).statusCode).toBe(
      403,
    );
  });
});

// ---- the whole loop -----------------------------------------------------------------------------------

describe('the order loop, from submit to delivery', () => {
  it('runs every step with its mail, history and audit entry', async () => {
    const buyer = await newBuyer('Boutique Plaka', 'gr');
    const order = await submitOrder(buyer);
    const ref = order.reference;
    const vat = app.config.vatRateBasisPoints;

    // Staff open it: submitted, version 1, they may quote or cancel.
    const opened = await officeOrder(ref);
    expect(opened).toMatchObject({
      status: 'submitted',
      buyer: { id: buyer.buyer.id, businessName: buyer.buyer.businessName, email: buyer.email },
      progress: { version: 1, quotes: [], actions: ['send_quote', 'cancel'] },
    });

    // Quote version 1: prefilled prices, 10 % off the first line, an extra line, two delivery options.
    const [first, second] = order.lines;
    if (!first || !second) throw new Error('two lines expected');
    const draft1: QuoteDraft = {
      version: 1,
      lines: [
        { position: 1, unitPriceCents: first.unitPriceCents, discountBasisPoints: 1000 },
        { position: 2, unitPriceCents: second.unitPriceCents },
      ],
      extras: [{ label: 'Woven brand labels', amountCents: 1850 }],
      deliveryOptions: [
        { label: 'Courier', costCents: 1200, leadTimeDays: 3 },
        { label: 'Pallet freight', costCents: 4575, leadTimeDays: 10 },
      ],
      note: 'Thank you for your order',
    };
    const quoted = await sendQuote(ref, draft1);
    expect(quoted.statusCode).toBe(201);
    const afterQuote = quoted.json<OfficeOrder>();
    expect(afterQuote.status).toBe('quoted');
    expect(afterQuote.progress.version).toBe(2);
    expect(afterQuote.progress.actions).toEqual(['send_quote', 'cancel']);
    expect(afterQuote.progress.quotes).toHaveLength(1);

    const expected1 = quoteTotals({
      lines: [
        { quantity: first.totalQuantity, unitPriceCents: first.unitPriceCents, discountBasisPoints: 1000 },
        { quantity: second.totalQuantity, unitPriceCents: second.unitPriceCents },
      ],
      extras: draft1.extras ?? [],
      deliveryOptions: draft1.deliveryOptions,
      vatRateBasisPoints: vat,
    });
    const quote1 = afterQuote.progress.quotes[0];
    expect(quote1).toMatchObject({
      version: 1,
      createdBy: STAFF_NAME,
      state: 'current',
      vatRateBasisPoints: vat,
      validUntil: addDays(shopToday(), 14),
      note: 'Thank you for your order',
      extras: [{ label: 'Woven brand labels', amountCents: 1850 }],
      extrasCents: expected1.extrasCents,
      goodsNetCents: expected1.goodsNetCents,
    });
    expect(quote1?.lines).toEqual([
      {
        position: 1,
        description: first.names.en,
        quantity: first.totalQuantity,
        unitPriceCents: first.unitPriceCents,
        discountBasisPoints: 1000,
        discountCents: null,
        grossCents: expected1.lines[0]?.grossCents,
        discountTotalCents: expected1.lines[0]?.discountCents,
        netCents: expected1.lines[0]?.netCents,
      },
      {
        position: 2,
        description: second.names.en,
        quantity: second.totalQuantity,
        unitPriceCents: second.unitPriceCents,
        discountBasisPoints: null,
        discountCents: null,
        grossCents: expected1.lines[1]?.grossCents,
        discountTotalCents: 0,
        netCents: expected1.lines[1]?.netCents,
      },
    ]);
    expect(expected1.lines[0]?.discountCents).toBe(
      Math.round((first.totalQuantity * first.unitPriceCents) / 10),
    );
    expect(quote1?.deliveryOptions).toEqual(
      draft1.deliveryOptions.map((option, index) => ({ index, ...option, ...expected1.options[index] })),
    );

    // The buyer's mail is in Greek, with the totals of both options.
    const [quoteMail, ...moreQuoteMails] = await mailsTo(buyer.email, `${ref} (έκδοση 1)`);
    expect(moreQuoteMails).toEqual([]);
    expect(quoteMail?.subject).toBe(`Προσφορά για το αίτημα ${ref} (έκδοση 1)`);
    expect(quoteMail?.text).toContain(`Αγαπητή/έ ${buyer.buyer.businessName}`);
    expect(quoteMail?.text).toContain(first.names.gr);
    expect(quoteMail?.text).toContain(formatPrice(expected1.goodsNetCents, 'gr'));
    for (const option of expected1.options) {
      expect(quoteMail?.text).toContain(`Σύνολο ${formatPrice(option.grossCents, 'gr')}`);
      expect(quoteMail?.text).toContain(formatPrice(option.vatCents, 'gr'));
    }
    expect(quoteMail?.text).toContain('Woven brand labels');

    // The buyer sees the quote and what they may do with it.
    const seen = await caller(app, buyer)('GET', `/api/orders/${ref}`);
    expect(seen.statusCode).toBe(200);
    const buyerView = seen.json<Order>();
    expect(buyerView.progress.actions).toEqual([
      'accept_quote',
      'request_changes',
      'decline_quote',
      'cancel',
    ]);
    expect(buyerView.progress.quotes).toHaveLength(1);
    expect(buyerView.progress.quotes[0]).toMatchObject({
      version: 1,
      state: 'current',
      goodsNetCents: expected1.goodsNetCents,
    });
    expect(buyerView.progress.quotes[0]?.deliveryOptions.map((o) => o.grossCents)).toEqual(
      expected1.options.map((o) => o.grossCents),
    );

    // Asking for changes needs a note.
    const noNote = await buyerAct(buyer, ref, { action: 'request_changes', version: 2 });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error).toMatchObject({ code: 'validation_failed', fields: { note: 'required' } });
    const blankNote = await buyerAct(buyer, ref, { action: 'request_changes', version: 2, note: '   ' });
    expect(blankNote.statusCode).toBe(400);
    expect(blankNote.json().error.fields).toEqual({ note: 'required' });
    expect((await officeOrder(ref)).progress.version).toBe(2);

    const changes = await buyerAct(buyer, ref, {
      action: 'request_changes',
      version: 2,
      note: ' Could you do 15 % on the dresses? ',
    });
    expect(changes.statusCode).toBe(200);
    expect(changes.json<Order>()).toMatchObject({
      status: 'changes_requested',
      progress: { version: 3, actions: ['cancel'] },
    });
    const [changesMail] = await mailsTo(
      app.mailer.teamAddress,
      `${ref}: ${buyer.buyer.businessName} asks for changes`,
    );
    expect(changesMail?.replyTo).toBe(buyer.email);
    expect(changesMail?.text).toContain('Could you do 15 % on the dresses?');
    // The words are a message in the request's thread, for both sides, as the buyer wrote them.
    for (const read of [
      () => caller(app, buyer)('GET', `/api/orders/${ref}/messages`),
      () => office('GET', `/api/office/orders/${ref}/messages`),
    ]) {
      const thread = await read();
      expect(thread.statusCode).toBe(200);
      expect(thread.json<Thread>().messages).toEqual([
        expect.objectContaining({
          author: { kind: 'buyer', name: buyer.buyer.businessName },
          body: 'Could you do 15 % on the dresses?',
        }),
      ]);
    }
    // Its quote now says it was answered with a change request, not that it waits for an answer.
    expect((await officeOrder(ref)).progress.quotes.map((quote: Quote) => quote.state)).toEqual([
      'changes_requested',
    ]);

    // Quote version 2 supersedes version 1.
    const draft2: QuoteDraft = {
      ...draft1,
      version: 3,
      lines: [
        { position: 1, unitPriceCents: first.unitPriceCents, discountBasisPoints: 1500 },
        { position: 2, unitPriceCents: second.unitPriceCents, discountCents: 500 },
      ],
    };
    const requoted = await sendQuote(ref, draft2);
    expect(requoted.statusCode).toBe(201);
    const afterRequote = requoted.json<OfficeOrder>();
    expect(afterRequote.status).toBe('quoted');
    expect(afterRequote.progress.version).toBe(4);
    expect(afterRequote.progress.quotes.map((q) => [q.version, q.state])).toEqual([
      [1, 'superseded'],
      [2, 'current'],
    ]);
    const expected2 = quoteTotals({
      lines: [
        { quantity: first.totalQuantity, unitPriceCents: first.unitPriceCents, discountBasisPoints: 1500 },
        { quantity: second.totalQuantity, unitPriceCents: second.unitPriceCents, discountCents: 500 },
      ],
      extras: draft2.extras ?? [],
      deliveryOptions: draft2.deliveryOptions,
      vatRateBasisPoints: vat,
    });
    expect(afterRequote.progress.quotes[1]?.goodsNetCents).toBe(expected2.goodsNetCents);
    expect(afterRequote.progress.quotes[1]?.deliveryOptions.map((o) => o.grossCents)).toEqual(
      expected2.options.map((o) => o.grossCents),
    );
    const [quote2Mail] = await mailsTo(buyer.email, `${ref} (έκδοση 2)`);
    expect(quote2Mail?.text).toContain('Αντικαθιστά την προηγούμενη έκδοση.');
    expect(quote2Mail?.text).toContain(`Σύνολο ${formatPrice(expected2.options[1]?.grossCents ?? 0, 'gr')}`);

    // Accepting the superseded version is refused as stale; the current one with the second option is not.
    const old = await buyerAct(buyer, ref, {
      action: 'accept_quote',
      version: 4,
      quoteVersion: 1,
      deliveryOption: 0,
    });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      error: { code: 'stale_order' },
      current: { status: 'quoted', version: 4 },
    });
    const noOption = await buyerAct(buyer, ref, { action: 'accept_quote', version: 4, quoteVersion: 2 });
    expect(noOption.statusCode).toBe(400);
    expect(noOption.json().error.fields).toEqual({ deliveryOption: 'required' });
    const noSuchOption = await buyerAct(buyer, ref, {
      action: 'accept_quote',
      version: 4,
      quoteVersion: 2,
      deliveryOption: 2,
    });
    expect(noSuchOption.statusCode).toBe(400);
    expect(noSuchOption.json().error.fields).toEqual({ deliveryOption: 'out_of_range' });

    const accepted = await buyerAct(buyer, ref, {
      action: 'accept_quote',
      version: 4,
      quoteVersion: 2,
      deliveryOption: 1,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Order>()).toMatchObject({
      status: 'confirmed',
      progress: { version: 5, acceptedDeliveryOption: 1, actions: [] },
    });
    expect(accepted.json<Order>().progress.quotes.map((q) => q.state)).toEqual(['superseded', 'accepted']);
    const [acceptMail] = await mailsTo(
      app.mailer.teamAddress,
      `${ref}: ${buyer.buyer.businessName} accepted the quote`,
    );
    expect(acceptMail?.replyTo).toBe(buyer.email);
    expect(acceptMail?.text).toContain('quote version 2');
    expect(acceptMail?.text).toContain('Delivery option 2: Pallet freight, 10 days');
    expect(acceptMail?.text).toContain(
      `Total incl. VAT: ${formatPrice(expected2.options[1]?.grossCents ?? 0, 'en')}`,
    );

    // Staff run it to delivery.
    expect((await officeOrder(ref)).progress.actions).toEqual(['cancel', 'start_processing']);
    const processing = await staffAct(ref, { action: 'start_processing', version: 5 });
    expect(processing.statusCode).toBe(200);
    expect(processing.json<OfficeOrder>()).toMatchObject({
      status: 'processing',
      progress: { version: 6, actions: ['cancel', 'mark_shipped'] },
    });
    expect(await mailsTo(buyer.email, `Η παραγγελία σας ${ref} είναι σε επεξεργασία`)).toHaveLength(1);

    const unshipped = await staffAct(ref, { action: 'mark_shipped', version: 6 });
    expect(unshipped.statusCode).toBe(400);
    expect(unshipped.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { carrier: 'required', trackingNumber: 'required' },
    });
    const noTracking = await staffAct(ref, { action: 'mark_shipped', version: 6, carrier: 'ACS' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().error.fields).toEqual({ trackingNumber: 'required' });
    expect((await officeOrder(ref)).progress).toMatchObject({
      version: 6,
      carrier: null,
      trackingNumber: null,
    });

    const shipped = await staffAct(ref, {
      action: 'mark_shipped',
      version: 6,
      carrier: 'ACS Courier',
      trackingNumber: 'ACS-7781-2290',
      note: 'Two boxes',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<OfficeOrder>()).toMatchObject({
      status: 'shipped',
      progress: {
        version: 7,
        carrier: 'ACS Courier',
        trackingNumber: 'ACS-7781-2290',
        actions: ['mark_delivered'],
      },
    });
    const [shippedMail, ...moreShipped] = await mailsTo(buyer.email, `Η παραγγελία σας ${ref} απεστάλη`);
    expect(moreShipped).toEqual([]);
    expect(shippedMail?.text).toContain('Αριθμός παρακολούθησης: ACS-7781-2290');
    expect(shippedMail?.text).toContain('Εταιρεία μεταφοράς: ACS Courier');

    const delivered = await staffAct(ref, { action: 'mark_delivered', version: 7 });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json<OfficeOrder>()).toMatchObject({
      status: 'delivered',
      progress: { version: 8, actions: [] },
    });
    expect(await mailsTo(buyer.email, `Η παραγγελία σας ${ref} παραδόθηκε`)).toHaveLength(1);
    const finalBuyerView = (await caller(app, buyer)('GET', `/api/orders/${ref}`)).json<Order>();
    expect(finalBuyerView).toMatchObject({
      status: 'delivered',
      progress: {
        actions: [],
        carrier: 'ACS Courier',
        trackingNumber: 'ACS-7781-2290',
        acceptedDeliveryOption: 1,
      },
    });

    // The history: who, from, to and why, for every step, the same for both sides.
    const history = (await officeOrder(ref)).statusHistory;
    const buyerName = buyer.buyer.businessName;
    expect(
      history.map(({ action, from, status, by, note, quoteVersion }) => ({
        action,
        from,
        status,
        by,
        note,
        ...(quoteVersion ? { quoteVersion } : {}),
      })),
    ).toEqual([
      {
        action: 'submit',
        from: null,
        status: 'submitted',
        by: { kind: 'buyer', name: buyerName },
        note: '',
      },
      {
        action: 'send_quote',
        from: 'submitted',
        status: 'quoted',
        by: { kind: 'staff', name: STAFF_NAME },
        // No English of the server's: each reader sees "Quote version 1" in their language.
        note: '',
        quoteVersion: 1,
      },
      {
        action: 'request_changes',
        from: 'quoted',
        status: 'changes_requested',
        by: { kind: 'buyer', name: buyerName },
        // The buyer's words are in the thread.
        note: '',
      },
      {
        action: 'send_quote',
        from: 'changes_requested',
        status: 'quoted',
        by: { kind: 'staff', name: STAFF_NAME },
        note: '',
        quoteVersion: 2,
      },
      {
        action: 'accept_quote',
        from: 'quoted',
        status: 'confirmed',
        by: { kind: 'buyer', name: buyerName },
        note: '',
      },
      {
        action: 'start_processing',
        from: 'confirmed',
        status: 'processing',
        by: { kind: 'staff', name: STAFF_NAME },
        note: '',
      },
      {
        action: 'mark_shipped',
        from: 'processing',
        status: 'shipped',
        by: { kind: 'staff', name: STAFF_NAME },
        note: 'ACS Courier ACS-7781-2290 — Two boxes',
      },
      {
        action: 'mark_delivered',
        from: 'shipped',
        status: 'delivered',
        by: { kind: 'staff', name: STAFF_NAME },
        note: '',
      },
    ]);
    const times = history.map((event) => event.at);
    expect([...times].sort()).toEqual(times);
    expect(finalBuyerView.statusHistory).toEqual(history);

    // The audit log has the staff's steps (and nothing of the buyer's).
    const audit = await office('GET', '/api/office/audit-log?limit=100');
    expect(audit.statusCode).toBe(200);
    const entries = audit.json<AuditList>().items.filter((entry) => entry.subject.ref === ref);
    expect(entries.every((entry) => entry.staff.id === staff.id && entry.staff.name === STAFF_NAME)).toBe(
      true,
    );
    expect(entries.every((entry) => entry.subject.kind === 'order')).toBe(true);
    expect(entries.map((entry) => entry.action).sort()).toEqual(
      ['send_quote', 'send_quote', 'start_processing', 'mark_shipped', 'mark_delivered'].sort(),
    );
    expect(entries.find((entry) => entry.action === 'mark_shipped')?.detail).toMatchObject({
      from: 'processing',
      to: 'shipped',
    });
    expect(
      entries
        .filter((entry) => entry.action === 'send_quote')
        .map((entry) => entry.detail.quoteVersion)
        .sort(),
    ).toEqual([1, 2]);
    const auditTimes = entries.map((entry) => entry.at);
    expect([...auditTimes].sort().reverse()).toEqual(auditTimes);
  });
});

// ---- refused transitions ------------------------------------------------------------------------------

const STATUSES: OrderStatus[] = [
  'submitted',
  'quoted',
  'changes_requested',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
];

/** A body that would be complete for any action, so only the table can refuse it. */
const fullBody = (action: RequestAction, version: number) => ({
  action,
  version,
  note: 'A reason',
  quoteVersion: 1,
  deliveryOption: 0,
  carrier: 'ACS',
  trackingNumber: 'TRK-9',
});

describe('every step the transition table does not allow', () => {
  let buyer: TestBuyer;
  beforeAll(async () => {
    buyer = await newBuyer('Table Tester');
  });

  it.each(STATUSES)('is refused in %s, for staff and for the buyer, and changes nothing', async (status) => {
    const order = await orderIn(status, buyer);
    const ref = order.reference;
    const version = order.progress.version;
    expect(order.status).toBe(status);
    expect(order.progress.actions).toEqual(requestActions(status, 'staff'));
    const buyerView = (await caller(app, buyer)('GET', `/api/orders/${ref}`)).json<Order>();
    expect(buyerView.progress.actions).toEqual(requestActions(status, 'buyer'));

    const refused: string[] = [];
    for (const action of REQUEST_ACTIONS) {
      if (action === 'send_quote') continue; // its own route, below
      for (const actor of ['staff', 'buyer'] as const) {
        if (nextRequestStatus(status, action, actor) !== null) continue;
        const response =
          actor === 'staff'
            ? await staffAct(ref, fullBody(action, version))
            : await buyerAct(buyer, ref, fullBody(action, version));
        expect(response.statusCode, `${actor} ${action} in ${status}: ${response.body}`).toBe(409);
        expect(response.json().error.code, `${actor} ${action} in ${status}`).toBe('transition_not_allowed');
        refused.push(`${actor}:${action}`);
      }
    }
    if (nextRequestStatus(status, 'send_quote', 'staff') === null) {
      const response = await sendQuote(ref, draftFor(order, version));
      expect(response.statusCode, `send_quote in ${status}: ${response.body}`).toBe(409);
      expect(response.json().error.code).toBe('transition_not_allowed');
      refused.push('staff:send_quote');
    }
    // Sending a quote is never an "action": a buyer may not take it (409); staff who may are sent to …/quotes (400).
    const staffQuoteAction = await staffAct(ref, fullBody('send_quote', version));
    expect(staffQuoteAction.statusCode).toBe(nextRequestStatus(status, 'send_quote', 'staff') ? 400 : 409);
    const buyerQuoteAction = await buyerAct(buyer, ref, fullBody('send_quote', version));
    expect(buyerQuoteAction.statusCode).toBe(409);
    expect(buyerQuoteAction.json().error.code).toBe('transition_not_allowed');
    expect(refused.length).toBeGreaterThan(0);

    const after = await officeOrder(ref);
    expect(after.status).toBe(status);
    expect(after.progress.version).toBe(version);
    expect(after.progress.quotes).toHaveLength(order.progress.quotes.length);
    expect(after.statusHistory).toEqual(order.statusHistory);
  });

  it('leaves no mail and no audit entry behind a refused step', async () => {
    const order = await orderIn('delivered', buyer);
    const before = (await readMails(app)).length;
    const auditEntries = async () =>
      (await app.db.selectFrom('staff_audit_log').select('id').execute()).length;
    const historyEntries = async () =>
      (await app.db.selectFrom('request_history').select('request_id').execute()).length;
    const auditBefore = await auditEntries();
    const historyBefore = await historyEntries();
    expect((await staffAct(order.reference, fullBody('cancel', order.progress.version))).statusCode).toBe(
      409,
    );
    expect(
      (await buyerAct(buyer, order.reference, fullBody('cancel', order.progress.version))).statusCode,
    ).toBe(409);
    expect((await readMails(app)).length).toBe(before);
    expect(await auditEntries()).toBe(auditBefore);
    expect(await historyEntries()).toBe(historyBefore);
  });
});

// ---- cancelling ---------------------------------------------------------------------------------------

describe('cancel', () => {
  it('by staff needs a reason; with one the order is cancelled and the buyer told why', async () => {
    const buyer = await newBuyer('Cancel Boutique');
    const order = await orderIn('quoted', buyer);
    const ref = order.reference;
    for (const body of [
      { action: 'cancel', version: 2 },
      { action: 'cancel', version: 2, note: '  ' },
    ]) {
      const response = await staffAct(ref, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { note: 'required' },
      });
    }
    expect((await officeOrder(ref)).progress.version).toBe(2);

    const cancelled = await staffAct(ref, { action: 'cancel', version: 2, note: 'The fabric is sold out' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<OfficeOrder>()).toMatchObject({
      status: 'cancelled',
      progress: { version: 3, actions: [] },
    });
    const [mail] = await mailsTo(buyer.email, `Your order request ${ref} was cancelled`);
    expect(mail?.text).toContain('Reason: The fabric is sold out');
    expect(cancelled.json<OfficeOrder>().statusHistory.at(-1)).toMatchObject({
      action: 'cancel',
      from: 'quoted',
      status: 'cancelled',
      by: { kind: 'staff', name: STAFF_NAME },
      note: 'The fabric is sold out',
    });
  });

  it.each(['submitted', 'quoted', 'changes_requested'] as const)(
    'by the buyer is open while %s, without a reason, and tells the team',
    async (status) => {
      const buyer = await newBuyer('Early Canceller');
      const order = await orderIn(status, buyer);
      const response = await buyerAct(buyer, order.reference, {
        action: 'cancel',
        version: order.progress.version,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Order>()).toMatchObject({ status: 'cancelled', progress: { actions: [] } });
      const [mail] = await mailsTo(
        app.mailer.teamAddress,
        `${order.reference}: ${buyer.buyer.businessName} cancelled the request`,
      );
      expect(mail?.replyTo).toBe(buyer.email);
    },
  );

  it.each(['shipped', 'delivered'] as const)(
    'by the buyer is refused once %s (409), as by staff',
    async (status) => {
      const buyer = await newBuyer('Late Canceller');
      const order = await orderIn(status, buyer);
      const body = { action: 'cancel', version: order.progress.version, note: 'Changed my mind' };
      for (const response of [
        await buyerAct(buyer, order.reference, body),
        await staffAct(order.reference, body),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().error.code).toBe('transition_not_allowed');
      }
      expect((await officeOrder(order.reference)).status).toBe(status);
    },
  );

  // Once confirmed, only the team cancels (its reserved stock goes back: domain/stock/reservations.test.ts).
  it.each(['confirmed', 'processing'] as const)(
    'by the buyer is refused once %s (409); by staff, with a reason, it is cancelled',
    async (status) => {
      const buyer = await newBuyer('Late Canceller');
      const order = await orderIn(status, buyer);
      const body = { action: 'cancel', version: order.progress.version, note: 'Changed my mind' };
      const refused = await buyerAct(buyer, order.reference, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('transition_not_allowed');
      const noReason = await staffAct(order.reference, { ...body, note: '' });
      expect(noReason.statusCode).toBe(400);
      expect((await staffAct(order.reference, body)).statusCode).toBe(200);
      expect((await officeOrder(order.reference)).status).toBe('cancelled');
    },
  );

  it('by declining the quote: the buyer declines, the order is cancelled', async () => {
    const buyer = await newBuyer('Decliner');
    const order = await orderIn('quoted', buyer);
    const response = await buyerAct(buyer, order.reference, {
      action: 'decline_quote',
      version: 2,
      note: 'Too dear',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().status).toBe('cancelled');
    const [mail] = await mailsTo(
      app.mailer.teamAddress,
      `${order.reference}: ${buyer.buyer.businessName} declined`,
    );
    expect(mail?.text).toContain('Too dear');
  });
});

// ---- an expired quote ---------------------------------------------------------------------------------

describe('a quote past its validity date', () => {
  it('cannot be accepted (409 quote_expired) and nothing changes; on its last day it can', async () => {
    const buyer = await newBuyer('Late Acceptor');
    const order = await orderIn('quoted', buyer);
    const ref = order.reference;
    const row = await app.db
      .selectFrom('order_requests')
      .select('id')
      .where('reference', '=', ref)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('quotes')
      .set({ valid_until: addDays(shopToday(), -1) })
      .where('request_id', '=', row.id)
      .execute();
    const accept = { action: 'accept_quote', version: 2, quoteVersion: 1, deliveryOption: 0 };
    const expired = await buyerAct(buyer, ref, accept);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe('quote_expired');
    expect(await officeOrder(ref)).toMatchObject({ status: 'quoted', progress: { version: 2 } });
    expect(await mailsTo(app.mailer.teamAddress, `${ref}: ${buyer.buyer.businessName} accepted`)).toEqual([]);

    await app.db
      .updateTable('quotes')
      .set({ valid_until: shopToday() })
      .where('request_id', '=', row.id)
      .execute();
    const accepted = await buyerAct(buyer, ref, accept);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Order>().status).toBe('confirmed');
  });
});

// ---- bad input ----------------------------------------------------------------------------------------

describe('bad input is a 400 with the fields, never a 500, and changes nothing', () => {
  let buyer: TestBuyer;
  let order: Order;
  beforeAll(async () => {
    buyer = await newBuyer('Fuzzy Input');
    order = await submitOrder(buyer);
  });

  const lines = () =>
    order.lines.map((line, index) => ({ position: index + 1, unitPriceCents: line.unitPriceCents }));
  const grossOfLine1 = () => (order.lines[0]?.totalQuantity ?? 0) * (order.lines[0]?.unitPriceCents ?? 0);

  it.each([
    [
      'a negative unit price',
      () => ({ lines: [{ position: 1, unitPriceCents: -1 }, lines()[1]] }),
      'lines.0.unitPriceCents',
      'out_of_range',
    ],
    [
      'a discount of 100.01 %',
      () => ({ lines: [{ ...lines()[0], discountBasisPoints: 10_001 }, lines()[1]] }),
      'lines.0.discountBasisPoints',
      'out_of_range',
    ],
    [
      'a validity date in the past',
      () => ({ validUntil: addDays(shopToday(), -1) }),
      'validUntil',
      'date_in_past',
    ],
    [
      'a validity date that is not a date',
      () => ({ validUntil: '31/12/2030' }),
      'validUntil',
      'invalid_format',
    ],
    [
      'a line position the order does not have',
      () => ({ lines: [...lines(), { position: 3, unitPriceCents: 100 }] }),
      'lines.2.position',
      'invalid_value',
    ],
    [
      'a line priced twice',
      () => ({ lines: [...lines(), { position: 1, unitPriceCents: 100 }] }),
      'lines.2.position',
      'duplicate_value',
    ],
    ['a line left unpriced', () => ({ lines: [lines()[0]] }), 'lines', 'required'],
    [
      'a discount in cents larger than the line',
      () => ({ lines: [{ ...lines()[0], discountCents: grossOfLine1() + 1 }, lines()[1]] }),
      'lines.0.discountCents',
      'out_of_range',
    ],
    [
      'both kinds of discount on one line',
      () => ({ lines: [{ ...lines()[0], discountCents: 100, discountBasisPoints: 100 }, lines()[1]] }),
      'lines.0.discountCents',
      'invalid_value',
    ],
    ['no delivery option', () => ({ deliveryOptions: [] }), 'deliveryOptions', 'out_of_range'],
    [
      'a blank extra label',
      () => ({ extras: [{ label: '   ', amountCents: 100 }] }),
      'extras.0.label',
      'required',
    ],
    ['a total sent by the client', () => ({ totalCents: 1 }), 'totalCents', 'unknown_field'],
    [
      'a price as text',
      () => ({ lines: [{ position: 1, unitPriceCents: '10' }, lines()[1]] }),
      'lines.0.unitPriceCents',
      'invalid_type',
    ],
  ])('quote with %s', async (_label, change, field, code) => {
    const before = await officeOrder(order.reference);
    const response = await sendQuote(order.reference, {
      ...draftFor(order, before.progress.version),
      ...(change() as object),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
    const after = await officeOrder(order.reference);
    expect(after.progress.version).toBe(before.progress.version);
    expect(after.progress.quotes).toHaveLength(0);
  });

  it('an exact discount in cents (the whole line) is fine', async () => {
    const other = await submitOrder(buyer);
    const response = await sendQuote(other.reference, {
      ...draftFor(other, 1),
      lines: [
        { position: 1, unitPriceCents: other.lines[0]?.unitPriceCents, discountCents: grossOfLine1() },
        { position: 2, unitPriceCents: other.lines[1]?.unitPriceCents },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<OfficeOrder>().progress.quotes[0]?.lines[0]?.netCents).toBe(0);
  });

  it.each([
    [
      'a tracking number of 10 000 characters',
      { trackingNumber: 'X'.repeat(10_000) },
      'trackingNumber',
      'too_long',
    ],
    ['an unknown action', { action: 'ship_it' }, 'action', 'invalid_value'],
    ['no version', { version: undefined }, 'version', 'required'],
    ['version 0', { version: 0 }, 'version', 'out_of_range'],
    ['a note of 2 001 characters', { note: 'n'.repeat(2001) }, 'note', 'too_long'],
    ['an unknown field', { status: 'delivered' }, 'status', 'unknown_field'],
    ['a delivery option of 5', { deliveryOption: 5 }, 'deliveryOption', 'out_of_range'],
  ])('action with %s', async (_label, change, field, code) => {
    const shipping = await orderIn('processing', buyer);
    const body = {
      action: 'mark_shipped',
      version: shipping.progress.version,
      carrier: 'ACS',
      trackingNumber: 'TRK-1',
      ...change,
    };
    const response = await staffAct(shipping.reference, JSON.parse(JSON.stringify(body)));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
    const after = await officeOrder(shipping.reference);
    expect(after).toMatchObject({ status: 'processing', progress: { version: shipping.progress.version } });
    const asBuyer = await buyerAct(buyer, shipping.reference, JSON.parse(JSON.stringify(body)));
    expect(asBuyer.statusCode).toBe(400);
  });

  it('an unknown reference is a 404 for either side', async () => {
    expect((await officeOrder(order.reference)).reference).toBe(order.reference);
    expect((await office('GET', '/api/office/orders/WS-1999-000001')).statusCode).toBe(404);
    expect((await sendQuote('WS-1999-000001', draftFor(order, 1))).statusCode).toBe(404);
    expect((await staffAct('WS-1999-000001', { action: 'start_processing', version: 1 })).statusCode).toBe(
      404,
    );
    expect((await buyerAct(buyer, 'WS-1999-000001', { action: 'cancel', version: 1 })).statusCode).toBe(404);
  });
});
