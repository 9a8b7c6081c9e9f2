import {
  type CustomRequest,
  type CustomRequestInput,
  formatPrice,
  type OfficeRequestList,
  type QuoteDraft,
  quoteTotals,
  type Thread,
  type ThreadMessage,
  type Upload,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  caller,
  postMultipart,
  registerBuyer,
  type TestBuyer,
  type TestStaff,
} from '../../../../../test/index.ts';
import { mailsTo, readMails } from '../../../../../test/outbox.ts';
import { officeTestApp } from '../../../../../test/staff.ts';
import { samples } from '../../../../domain/uploads/test-files.ts';

/**
 * The order loop for a custom-made request: no catalogue prices, so staff enter a unit price per line
 * (described by its type and fabric), the buyer answers, the team runs it to delivery; and the request's
 * thread, where the buyer writes with files they uploaded and staff answer, each message mailed to the
 * other side.
 */

type OfficeCustomRequest = CustomRequest & { buyer: { id: string; businessName: string; email: string } };

let app: FastifyInstance;
let staff: TestStaff;
let office: ReturnType<typeof caller>;
const STAFF_NAME = 'Sofia Georgiou';

beforeAll(async () => {
  ({ app, staff, office } = await officeTestApp(STAFF_NAME));
});
afterAll(async () => {
  await app.close();
});

// ---- requests -----------------------------------------------------------------------------------------

const input = (): CustomRequestInput => ({
  lines: [
    { type: 'dress', selected: true, fabric: 'cotton', sizes: { S: 10, M: 10 } },
    { type: 'trousers', selected: true, fabric: 'polyester', sizes: { L: 5 } },
    { type: 'shorts', selected: false, fabric: null, sizes: { XL: 40 } },
  ],
  deliveryAddress: ATHENS_ADDRESS,
  deliveryOption: 'standard',
  notes: 'Navy blue, please',
});

async function submitCustom(buyer: TestBuyer): Promise<CustomRequest> {
  const response = await postMultipart(app, buyer, '/api/custom-requests', [
    { name: 'request', value: JSON.stringify(input()) },
  ]);
  expect(response.statusCode).toBe(201);
  return response.json<CustomRequest>();
}

const officeRequest = async (reference: string, lang = 'en'): Promise<OfficeCustomRequest> => {
  const response = await office('GET', `/api/office/custom-requests/${reference}?lang=${lang}`);
  expect(response.statusCode).toBe(200);
  return response.json<OfficeCustomRequest>();
};

const sendQuote = (reference: string, draft: object) =>
  office('POST', `/api/office/custom-requests/${reference}/quotes`, draft);
const staffAct = (reference: string, body: object) =>
  office('POST', `/api/office/custom-requests/${reference}/actions`, body);
const buyerAct = (buyer: TestBuyer, reference: string, body: object) =>
  caller(app, buyer)('POST', `/api/custom-requests/${reference}/actions`, body);

async function upload(buyer: TestBuyer, filename: string): Promise<Upload> {
  const response = await postMultipart(app, buyer, '/api/uploads', [
    { name: 'file', filename, content: samples.pdf, contentType: 'application/pdf' },
  ]);
  expect(response.statusCode).toBe(201);
  return response.json<Upload>();
}

// ---- the loop -----------------------------------------------------------------------------------------

describe('the custom-made loop', () => {
  it('staff price each line by hand, the buyer asks for changes and accepts, staff deliver', async () => {
    const buyer = await registerBuyer(app, { businessName: 'Atelier Kolonaki' });
    const request = await submitCustom(buyer);
    const ref = request.reference;

    // In the office list, newest first, and open with the buyer.
    const listed = await office('GET', `/api/office/custom-requests?buyer=${buyer.buyer.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<OfficeRequestList>().items).toEqual([
      expect.objectContaining({
        reference: ref,
        status: 'submitted',
        totalQuantity: 25,
        totalPriceCents: 0,
        version: 1,
        buyer: { id: buyer.buyer.id, businessName: 'Atelier Kolonaki', email: buyer.email },
      }),
    ]);
    const byName = await office('GET', '/api/office/custom-requests?q=atelier%20kol');
    expect(byName.json<OfficeRequestList>().items.map((row) => row.reference)).toContain(ref);
    const byRef = await office('GET', `/api/office/custom-requests?q=${ref.slice(0, -1).toLowerCase()}`);
    expect(byRef.json<OfficeRequestList>().items.map((row) => row.reference)).toContain(ref);
    const opened = await officeRequest(ref);
    expect(opened).toMatchObject({
      status: 'submitted',
      buyer: { id: buyer.buyer.id },
      lines: [
        { type: 'dress', fabric: 'cotton', totalQuantity: 20 },
        { type: 'trousers', fabric: 'polyester', totalQuantity: 5 },
      ],
      progress: { version: 1, quotes: [], actions: ['send_quote', 'cancel'] },
    });

    // Quote version 1: unit prices entered by staff, 5 % off the dresses, a sample fee, two options.
    const draft1: QuoteDraft = {
      version: 1,
      lines: [
        { position: 1, unitPriceCents: 1850, discountBasisPoints: 500 },
        { position: 2, unitPriceCents: 2275 },
      ],
      extras: [{ label: 'Pre-production sample', amountCents: 2500 }],
      deliveryOptions: [
        { label: 'Courier', costCents: 1500, leadTimeDays: 21 },
        { label: 'Express courier', costCents: 3300, leadTimeDays: 14 },
      ],
    };
    const quoted = await sendQuote(ref, draft1);
    expect(quoted.statusCode).toBe(201);
    const afterQuote = quoted.json<OfficeCustomRequest>();
    expect(afterQuote).toMatchObject({ status: 'quoted', progress: { version: 2 } });
    const totals1 = quoteTotals({
      lines: [
        { quantity: 20, unitPriceCents: 1850, discountBasisPoints: 500 },
        { quantity: 5, unitPriceCents: 2275 },
      ],
      extras: draft1.extras ?? [],
      deliveryOptions: draft1.deliveryOptions,
      vatRateBasisPoints: app.config.vatRateBasisPoints,
    });
    const quote1 = afterQuote.progress.quotes[0];
    expect(
      quote1?.lines.map(({ position, description, quantity, unitPriceCents, netCents }) => ({
        position,
        description,
        quantity,
        unitPriceCents,
        netCents,
      })),
    ).toEqual([
      {
        position: 1,
        description: 'Dress, cotton',
        quantity: 20,
        unitPriceCents: 1850,
        netCents: totals1.lines[0]?.netCents,
      },
      {
        position: 2,
        description: 'Trousers, polyester',
        quantity: 5,
        unitPriceCents: 2275,
        netCents: totals1.lines[1]?.netCents,
      },
    ]);
    expect(quote1?.lines[0]?.discountTotalCents).toBe(1850); // 5 % of 370.00
    expect(quote1).toMatchObject({
      extrasCents: 2500,
      goodsNetCents: totals1.goodsNetCents,
      state: 'current',
    });
    expect(
      quote1?.deliveryOptions.map(({ netCents, vatCents, grossCents }) => ({
        netCents,
        vatCents,
        grossCents,
      })),
    ).toEqual(totals1.options);
    // In Greek for a Greek reader.
    expect(
      (await officeRequest(ref, 'gr')).progress.quotes[0]?.lines.map((line) => line.description),
    ).toEqual(['Φόρεμα, βαμβάκι', 'Παντελόνι, πολυεστέρας']);

    const [quoteMail] = await mailsTo(app, buyer.email, `Your quote for ${ref} (version 1)`);
    expect(quoteMail?.text).toContain(`your custom-made request ${ref}`);
    expect(quoteMail?.text).toContain(
      `- Dress, cotton: 20 × ${formatPrice(1850, 'en')} = ${formatPrice(37_000, 'en')}`,
    );
    expect(quoteMail?.text).toContain(`- Trousers, polyester: 5 × ${formatPrice(2275, 'en')}`);
    for (const option of totals1.options) {
      expect(quoteMail?.text).toContain(`Total ${formatPrice(option.grossCents, 'en')}`);
    }

    // The buyer sees the quote and answers it.
    const buyerView = await caller(app, buyer)('GET', `/api/custom-requests/${ref}`);
    expect(buyerView.statusCode).toBe(200);
    expect(buyerView.json<CustomRequest>().progress).toMatchObject({
      version: 2,
      actions: ['accept_quote', 'request_changes', 'decline_quote', 'cancel'],
      quotes: [{ version: 1, state: 'current', goodsNetCents: totals1.goodsNetCents }],
    });
    const noNote = await buyerAct(buyer, ref, { action: 'request_changes', version: 2 });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields).toEqual({ note: 'required' });
    const changes = await buyerAct(buyer, ref, {
      action: 'request_changes',
      version: 2,
      note: 'No sample fee?',
    });
    expect(changes.statusCode).toBe(200);
    expect(changes.json<CustomRequest>().status).toBe('changes_requested');
    expect(
      await mailsTo(app, app.mailer.teamAddress, `${ref}: Atelier Kolonaki asks for changes`),
    ).toHaveLength(1);

    const draft2 = { ...draft1, version: 3, extras: [] };
    const requoted = await sendQuote(ref, draft2);
    expect(requoted.statusCode).toBe(201);
    expect(requoted.json<OfficeCustomRequest>().progress.quotes.map((q) => q.state)).toEqual([
      'superseded',
      'current',
    ]);
    expect(requoted.json<OfficeCustomRequest>().progress.quotes[1]?.goodsNetCents).toBe(
      totals1.goodsNetCents - 2500,
    );

    const accepted = await buyerAct(buyer, ref, {
      action: 'accept_quote',
      version: 4,
      quoteVersion: 2,
      deliveryOption: 0,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<CustomRequest>()).toMatchObject({
      status: 'confirmed',
      progress: { version: 5, acceptedDeliveryOption: 0, actions: [] },
    });
    const [acceptMail] = await mailsTo(
      app,
      app.mailer.teamAddress,
      `${ref}: Atelier Kolonaki accepted the quote`,
    );
    expect(acceptMail?.text).toContain(`custom-made request ${ref}`);
    expect(acceptMail?.text).toContain('Delivery option 1: Courier, 21 days');

    // Staff run it to delivery; shipping without carrier or tracking number is refused.
    expect((await staffAct(ref, { action: 'start_processing', version: 5 })).statusCode).toBe(200);
    const unshipped = await staffAct(ref, { action: 'mark_shipped', version: 6, carrier: 'ELTA' });
    expect(unshipped.statusCode).toBe(400);
    expect(unshipped.json().error.fields).toEqual({ trackingNumber: 'required' });
    const shipped = await staffAct(ref, {
      action: 'mark_shipped',
      version: 6,
      carrier: 'ELTA',
      trackingNumber: 'EL123456789GR',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<OfficeCustomRequest>().progress).toMatchObject({
      carrier: 'ELTA',
      trackingNumber: 'EL123456789GR',
    });
    const [shippedMail] = await mailsTo(app, buyer.email, `${ref} has shipped`);
    expect(shippedMail?.text).toContain('Tracking number: EL123456789GR');
    expect((await staffAct(ref, { action: 'mark_delivered', version: 7 })).statusCode).toBe(200);

    const done = await officeRequest(ref);
    expect(done.status).toBe('delivered');
    expect(
      done.statusHistory.map((event) => [event.action, event.from, event.status, event.by.kind]),
    ).toEqual([
      ['submit', null, 'submitted', 'buyer'],
      ['send_quote', 'submitted', 'quoted', 'staff'],
      ['request_changes', 'quoted', 'changes_requested', 'buyer'],
      ['send_quote', 'changes_requested', 'quoted', 'staff'],
      ['accept_quote', 'quoted', 'confirmed', 'buyer'],
      ['start_processing', 'confirmed', 'processing', 'staff'],
      ['mark_shipped', 'processing', 'shipped', 'staff'],
      ['mark_delivered', 'shipped', 'delivered', 'staff'],
    ]);
    expect(
      done.statusHistory.filter((e) => e.by.kind === 'staff').every((e) => e.by.name === STAFF_NAME),
    ).toBe(true);
    // The buyer's words are a message in the thread; the history says that changes were asked for.
    expect(done.statusHistory[2]).toMatchObject({ action: 'request_changes', note: '' });
    const thread = await office('GET', `/api/office/custom-requests/${ref}/messages`);
    expect(thread.json<{ messages: { body: string }[] }>().messages.map((m) => m.body)).toEqual([
      'No sample fee?',
    ]);

    const audit = await office('GET', '/api/office/audit-log?limit=100');
    const entries = audit
      .json<{ items: { action: string; subject: { kind: string; ref: string } }[] }>()
      .items.filter((entry) => entry.subject.ref === ref);
    expect(entries.every((entry) => entry.subject.kind === 'custom')).toBe(true);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'mark_delivered',
      'mark_shipped',
      'send_quote',
      'send_quote',
      'start_processing',
    ]);
  });

  it('refuses steps the table does not allow, and a custom-made quote must price every line', async () => {
    const buyer = await registerBuyer(app, { businessName: 'Atelier Psirri' });
    const request = await submitCustom(buyer);
    const ref = request.reference;
    const options = [{ label: 'Courier', costCents: 1500, leadTimeDays: 21 }];
    const missing = await sendQuote(ref, {
      version: 1,
      lines: [{ position: 1, unitPriceCents: 1000 }],
      deliveryOptions: options,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ lines: 'required' });
    // The unselected shorts are not a line of the request.
    const unselected = await sendQuote(ref, {
      version: 1,
      lines: [
        { position: 1, unitPriceCents: 1000 },
        { position: 2, unitPriceCents: 1000 },
        { position: 3, unitPriceCents: 1000 },
      ],
      deliveryOptions: options,
    });
    expect(unselected.statusCode).toBe(400);
    expect(unselected.json().error.fields).toEqual({ 'lines.2.position': 'invalid_value' });
    const noPrice = await sendQuote(ref, {
      version: 1,
      lines: [{ position: 1 }, { position: 2 }],
      deliveryOptions: options,
    });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().error.fields).toMatchObject({ 'lines.0.unitPriceCents': 'required' });

    for (const body of [
      { action: 'start_processing', version: 1 },
      { action: 'mark_shipped', version: 1, carrier: 'ELTA', trackingNumber: 'X' },
      { action: 'mark_delivered', version: 1 },
    ]) {
      const response = await staffAct(ref, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('transition_not_allowed');
    }
    const accept = await buyerAct(buyer, ref, {
      action: 'accept_quote',
      version: 1,
      quoteVersion: 1,
      deliveryOption: 0,
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.code).toBe('transition_not_allowed');
    const stale = await staffAct(ref, { action: 'cancel', version: 7, note: 'x' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'stale_order' },
      current: { status: 'submitted', version: 1 },
    });
    expect((await officeRequest(ref)).progress.version).toBe(1);
  });
});

// ---- the thread ---------------------------------------------------------------------------------------

describe('the thread of a custom-made request', () => {
  let buyer: TestBuyer;
  let stranger: TestBuyer;
  let ref: string;
  beforeAll(async () => {
    buyer = await registerBuyer(app, { businessName: 'Atelier Monastiraki' });
    stranger = await registerBuyer(app, { businessName: 'Stranger Shop' });
    ref = (await submitCustom(buyer)).reference;
  });

  const buyerThread = (who: TestBuyer = buyer) =>
    caller(app, who)('GET', `/api/custom-requests/${ref}/messages`);
  const officeThread = () => office('GET', `/api/office/custom-requests/${ref}/messages`);
  const buyerPost = (body: object, who: TestBuyer = buyer) =>
    caller(app, who)('POST', `/api/custom-requests/${ref}/messages`, body);
  const staffPost = (body: object) => office('POST', `/api/office/custom-requests/${ref}/messages`, body);

  it('the buyer writes with a file, staff read it, download the file and reply; each side is mailed', async () => {
    expect((await buyerThread()).json<Thread>()).toEqual({ messages: [] });
    const file = await upload(buyer, 'colour-card.pdf');

    const posted = await buyerPost({
      body: 'Here is the colour card.\nNavy 19-4052.',
      attachmentIds: [file.id],
    });
    expect(posted.statusCode).toBe(201);
    const message = posted.json<ThreadMessage>();
    expect(message).toEqual({
      id: expect.any(String),
      author: { kind: 'buyer', name: 'Atelier Monastiraki' },
      body: 'Here is the colour card.\nNavy 19-4052.',
      attachments: [{ id: file.id, name: 'colour-card.pdf' }],
      createdAt: expect.any(String),
    });

    const [teamMail, ...moreTeamMails] = await mailsTo(
      app,
      app.mailer.teamAddress,
      `${ref}: new message from Atelier Monastiraki`,
    );
    expect(moreTeamMails).toEqual([]);
    expect(teamMail?.replyTo).toBe(buyer.email);
    expect(teamMail?.text).toContain('Navy 19-4052.');
    expect(teamMail?.text).toContain('- colour-card.pdf');
    expect(teamMail?.text).toContain(`/office/custom-requests/${ref}`);

    // Staff read the thread and download the file.
    const seen = await officeThread();
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Thread>().messages).toEqual([message]);
    const download = await office('GET', `/api/office/uploads/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('colour-card.pdf');
    expect(download.rawPayload.equals(samples.pdf)).toBe(true);
    // The buyer's own download of it works too; a stranger's is a 404.
    expect((await caller(app, buyer)('GET', `/api/uploads/${file.id}`)).statusCode).toBe(200);
    expect((await caller(app, stranger)('GET', `/api/uploads/${file.id}`)).statusCode).toBe(404);

    // Staff reply; the buyer is mailed, the thread reads oldest first on both sides.
    const reply = await staffPost({ body: 'Thank you, we have the navy in stock.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<ThreadMessage>()).toMatchObject({
      author: { kind: 'staff', name: STAFF_NAME },
      body: 'Thank you, we have the navy in stock.',
      attachments: [],
    });
    const [buyerMail] = await mailsTo(app, buyer.email, `New message about ${ref}`);
    expect(buyerMail?.text).toContain(
      `${STAFF_NAME} of our team wrote about your custom-made request ${ref}`,
    );
    expect(buyerMail?.text).toContain('Thank you, we have the navy in stock.');
    expect(buyerMail?.replyTo).toBe('');

    const thread = (await buyerThread()).json<Thread>().messages;
    expect(thread.map((m) => [m.author.kind, m.body])).toEqual([
      ['buyer', 'Here is the colour card.\nNavy 19-4052.'],
      ['staff', 'Thank you, we have the navy in stock.'],
    ]);
    expect((await officeThread()).json<Thread>().messages).toEqual(thread);
  });

  it('staff attach a file of their own: checked by content, it becomes the buyer’s, who can download it', async () => {
    const attached = await postMultipart(app, staff, `/api/office/custom-requests/${ref}/attachments`, [
      { name: 'file', filename: 'price-list.pdf', content: samples.pdf, contentType: 'application/pdf' },
    ]);
    expect(attached.statusCode).toBe(201);
    const file = attached.json<Upload>();
    const posted = await staffPost({ body: 'Our fabric price list.', attachmentIds: [file.id] });
    expect(posted.statusCode).toBe(201);
    expect(posted.json<ThreadMessage>().attachments).toEqual([{ id: file.id, name: 'price-list.pdf' }]);
    const download = await caller(app, buyer)('GET', `/api/uploads/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(samples.pdf)).toBe(true);
    expect((await caller(app, stranger)('GET', `/api/uploads/${file.id}`)).statusCode).toBe(404);

    // A file that is not what it says is refused; an unknown request is a 404; buyers may not use the route.
    const fake = await postMultipart(app, staff, `/api/office/custom-requests/${ref}/attachments`, [
      { name: 'file', filename: 'x.pdf', content: Buffer.from('not a pdf'), contentType: 'application/pdf' },
    ]);
    expect(fake.statusCode).toBe(415);
    const unknown = await postMultipart(
      app,
      staff,
      '/api/office/custom-requests/CR-2026-999999/attachments',
      [{ name: 'file', filename: 'price-list.pdf', content: samples.pdf, contentType: 'application/pdf' }],
    );
    expect(unknown.statusCode).toBe(404);
    const byBuyer = await postMultipart(app, buyer, `/api/office/custom-requests/${ref}/attachments`, [
      { name: 'file', filename: 'price-list.pdf', content: samples.pdf, contentType: 'application/pdf' },
    ]);
    expect(byBuyer.statusCode).toBe(403);
  });

  it('refuses another buyer’s upload as an attachment (400 attachmentIds), and unknown ids', async () => {
    const theirs = await upload(stranger, 'stranger.pdf');
    const mine = await upload(buyer, 'mine.pdf');
    const before = (await buyerThread()).json<Thread>().messages.length;
    const mailsBefore = (await readMails(app)).length;
    for (const attachmentIds of [[theirs.id], [mine.id, theirs.id], ['no-such-upload']]) {
      const response = await buyerPost({ body: 'With a file', attachmentIds });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { attachmentIds: 'invalid_value' },
      });
    }
    // Staff cannot attach a file of someone other than the request's buyer either.
    const staffAttach = await staffPost({ body: 'See this', attachmentIds: [theirs.id] });
    expect(staffAttach.statusCode).toBe(400);
    expect(staffAttach.json().error.fields).toEqual({ attachmentIds: 'invalid_value' });
    // The stranger's own upload, on a request that is not theirs, is a 404 before anything else.
    expect((await buyerPost({ body: 'Hi', attachmentIds: [theirs.id] }, stranger)).statusCode).toBe(404);

    expect((await buyerThread()).json<Thread>().messages).toHaveLength(before);
    expect((await readMails(app)).length).toBe(mailsBefore);
    // The same file named twice is attached once.
    const twice = await buyerPost({ body: 'Twice', attachmentIds: [mine.id, mine.id] });
    expect(twice.statusCode).toBe(201);
    expect(twice.json<ThreadMessage>().attachments).toEqual([{ id: mine.id, name: 'mine.pdf' }]);
  });

  it.each([
    ['an empty message', { body: '' }, 'body', 'required'],
    ['a blank message', { body: '   ' }, 'body', 'required'],
    ['a message of 5 001 characters', { body: 'x'.repeat(5001) }, 'body', 'too_long'],
    [
      'six attachments',
      { body: 'Files', attachmentIds: ['a', 'b', 'c', 'd', 'e', 'f'] },
      'attachmentIds',
      'out_of_range',
    ],
    ['an unknown field', { body: 'Hi', author: 'staff' }, 'author', 'unknown_field'],
  ])('refuses %s with 400 and the field', async (_label, body, field, code) => {
    for (const response of [await buyerPost(body), await staffPost(body)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
    }
  });

  it('is not found for an unknown reference, on either side', async () => {
    expect((await office('GET', '/api/office/custom-requests/CR-1999-000001/messages')).statusCode).toBe(404);
    expect(
      (await office('POST', '/api/office/custom-requests/CR-1999-000001/messages', { body: 'x' })).statusCode,
    ).toBe(404);
    expect((await caller(app, buyer)('GET', '/api/custom-requests/CR-1999-000001/messages')).statusCode).toBe(
      404,
    );
  });
});
