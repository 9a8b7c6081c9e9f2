import type {
  CustomRequest,
  CustomRequestList,
  Order,
  OrderList,
  Thread,
  ThreadMessage,
  Upload,
} from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  buildTestApp,
  caller,
  postMultipart,
  readOutbox,
  registerBuyer,
  staffSession,
  type TestBuyer,
  type TestStaff,
} from '../../../../test/index.ts';
import { samples } from '../../../domain/uploads/test-files.ts';

/**
 * "Account B cannot reach account A's things", once the order loop has started: A's order request with its
 * quote, A's custom-made request, their threads and the files attached to them. Every attempt by B is a 404
 * that reads exactly like an unknown reference (no existence oracle) and changes nothing; a visitor gets 401.
 */

let app: FastifyInstance;
let staff: TestStaff;
let owner: TestBuyer;
let other: TestBuyer;
const a = {} as {
  order: Order;
  custom: CustomRequest;
  attachment: Upload;
  customAttachment: Upload;
  designFileId: string;
};

beforeAll(async () => {
  app = await buildTestApp();
  staff = await staffSession(app, { name: 'Cross Staff' });
  owner = await registerBuyer(app, { businessName: 'Owner Boutique' });
  other = await registerBuyer(app, { businessName: 'Other Boutique' });
  const asOwner = caller(app, owner);
  const office = caller(app, staff);

  // A's order request, quoted by staff.
  await asOwner('POST', '/api/basket/lines', { productId: '1', quantities: { S: 3, M: 2 } });
  const order = await asOwner('POST', '/api/orders', {
    deliveryOption: 'standard',
    deliveryAddress: ATHENS_ADDRESS,
  });
  expect(order.statusCode).toBe(201);
  const ref = order.json<Order>().reference;
  const quoted = await office('POST', `/api/office/orders/${ref}/quotes`, {
    version: 1,
    lines: [{ position: 1, unitPriceCents: 2222 }],
    deliveryOptions: [{ label: 'Courier', costCents: 700, leadTimeDays: 2 }],
    note: 'A secret price for A',
  });
  expect(quoted.statusCode).toBe(201);

  // A's thread on it, with a file A uploaded; staff answer.
  const file = await postMultipart(app, owner, '/api/uploads', [
    { name: 'file', filename: 'owner-sketch.png', content: samples.png, contentType: 'image/png' },
  ]);
  expect(file.statusCode).toBe(201);
  a.attachment = file.json<Upload>();
  const message = await asOwner('POST', `/api/orders/${ref}/messages`, {
    body: 'Our private plans',
    attachmentIds: [a.attachment.id],
  });
  expect(message.statusCode).toBe(201);
  expect((await office('POST', `/api/office/orders/${ref}/messages`, { body: 'Noted' })).statusCode).toBe(
    201,
  );
  a.order = (await asOwner('GET', `/api/orders/${ref}`)).json<Order>();

  // A's custom-made request with a design file, quoted, with its own thread and attachment.
  const custom = await postMultipart(app, owner, '/api/custom-requests', [
    {
      name: 'request',
      value: JSON.stringify({
        lines: [{ type: 'dress', selected: true, fabric: 'cotton', sizes: { M: 6 } }],
        deliveryAddress: ATHENS_ADDRESS,
        deliveryOption: 'standard',
      }),
    },
    { name: 'designFile.dress', filename: 'dress.jpg', content: samples.jpeg, contentType: 'image/jpeg' },
  ]);
  expect(custom.statusCode).toBe(201);
  const customRef = custom.json<CustomRequest>().reference;
  a.designFileId = custom.json<CustomRequest>().lines[0]?.designFile?.id ?? '';
  expect(
    (
      await office('POST', `/api/office/custom-requests/${customRef}/quotes`, {
        version: 1,
        lines: [{ position: 1, unitPriceCents: 3100 }],
        deliveryOptions: [{ label: 'Courier', costCents: 700, leadTimeDays: 20 }],
      })
    ).statusCode,
  ).toBe(201);
  const customFile = await postMultipart(app, owner, '/api/uploads', [
    { name: 'file', filename: 'owner-fabric.pdf', content: samples.pdf, contentType: 'application/pdf' },
  ]);
  a.customAttachment = customFile.json<Upload>();
  expect(
    (
      await asOwner('POST', `/api/custom-requests/${customRef}/messages`, {
        body: 'Fabric swatch',
        attachmentIds: [a.customAttachment.id],
      })
    ).statusCode,
  ).toBe(201);
  a.custom = (await asOwner('GET', `/api/custom-requests/${customRef}`)).json<CustomRequest>();
});
afterAll(async () => {
  await app.close();
});

const UNKNOWN = { order: 'WS-2001-000001', custom: 'CR-2001-000001' };

/** B's answer for A's resource, and for one that does not exist: both 404, word for word the same. */
async function expectSameAsUnknown(
  ask: (reference: string) => Promise<LightMyRequestResponse>,
  reference: string,
  unknown: string,
) {
  const theirs = await ask(reference);
  const none = await ask(unknown);
  expect(theirs.statusCode, theirs.body).toBe(404);
  expect(none.statusCode).toBe(404);
  expect(theirs.json()).toEqual(none.json());
  expect(theirs.body).not.toContain(reference);
}

/** A's request as A sees it, after B's attempts: version, status, quotes, thread all unchanged. */
async function expectUnchanged() {
  const asOwner = caller(app, owner);
  const order = (await asOwner('GET', `/api/orders/${a.order.reference}`)).json<Order>();
  expect(order).toEqual(a.order);
  const custom = (await asOwner('GET', `/api/custom-requests/${a.custom.reference}`)).json<CustomRequest>();
  expect(custom).toEqual(a.custom);
  const thread = (await asOwner('GET', `/api/orders/${a.order.reference}/messages`)).json<Thread>();
  expect(thread.messages.map((m) => m.body)).toEqual(['Our private plans', 'Noted']);
  const customThread = (
    await asOwner('GET', `/api/custom-requests/${a.custom.reference}/messages`)
  ).json<Thread>();
  expect(customThread.messages.map((m) => m.body)).toEqual(['Fabric swatch']);
}

describe('buyer B and buyer A’s requests in the loop', () => {
  it('A sees their own quote, thread and files (the setup works)', async () => {
    const asOwner = caller(app, owner);
    expect(a.order.progress.quotes).toHaveLength(1);
    expect(a.order.progress.quotes[0]?.note).toBe('A secret price for A');
    expect(a.custom.progress.quotes).toHaveLength(1);
    for (const id of [a.attachment.id, a.customAttachment.id, a.designFileId]) {
      expect((await asOwner('GET', `/api/uploads/${id}`)).statusCode).toBe(200);
    }
  });

  it('B never sees A’s order or custom-made request with its quote (404, like an unknown one)', async () => {
    const asOther = caller(app, other);
    await expectSameAsUnknown(
      (ref) => asOther('GET', `/api/orders/${ref}`),
      a.order.reference,
      UNKNOWN.order,
    );
    await expectSameAsUnknown(
      (ref) => asOther('GET', `/api/orders/${ref}?lang=gr`),
      a.order.reference,
      UNKNOWN.order,
    );
    await expectSameAsUnknown(
      (ref) => asOther('GET', `/api/custom-requests/${ref}`),
      a.custom.reference,
      UNKNOWN.custom,
    );
    expect((await asOther('GET', '/api/orders')).json<OrderList>().orders).toEqual([]);
    expect((await asOther('GET', '/api/custom-requests')).json<CustomRequestList>().requests).toEqual([]);
  });

  it('B cannot act on them: accept, answer, decline, cancel are 404 and change nothing', async () => {
    const asOther = caller(app, other);
    const version = a.order.progress.version;
    const bodies = [
      { action: 'accept_quote', version, quoteVersion: 1, deliveryOption: 0 },
      { action: 'request_changes', version, note: 'Cheaper' },
      { action: 'decline_quote', version },
      { action: 'cancel', version },
      // A wrong version or a step B could never take reads the same: the request is not B's.
      { action: 'cancel', version: version + 5 },
      { action: 'start_processing', version },
    ];
    for (const body of bodies) {
      await expectSameAsUnknown(
        (ref) => asOther('POST', `/api/orders/${ref}/actions`, body),
        a.order.reference,
        UNKNOWN.order,
      );
      await expectSameAsUnknown(
        (ref) => asOther('POST', `/api/custom-requests/${ref}/actions`, body),
        a.custom.reference,
        UNKNOWN.custom,
      );
    }
    await expectUnchanged();
  });

  it('B cannot read or write their threads (404), and nobody is mailed', async () => {
    const asOther = caller(app, other);
    const mailsBefore = (await readOutbox(app)).length;
    await expectSameAsUnknown(
      (ref) => asOther('GET', `/api/orders/${ref}/messages`),
      a.order.reference,
      UNKNOWN.order,
    );
    await expectSameAsUnknown(
      (ref) => asOther('POST', `/api/orders/${ref}/messages`, { body: 'Hello from B' }),
      a.order.reference,
      UNKNOWN.order,
    );
    await expectSameAsUnknown(
      (ref) => asOther('GET', `/api/custom-requests/${ref}/messages`),
      a.custom.reference,
      UNKNOWN.custom,
    );
    await expectSameAsUnknown(
      (ref) => asOther('POST', `/api/custom-requests/${ref}/messages`, { body: 'Hello from B' }),
      a.custom.reference,
      UNKNOWN.custom,
    );
    // Not even with A's own attachment id in hand.
    await expectSameAsUnknown(
      (ref) =>
        asOther('POST', `/api/orders/${ref}/messages`, { body: 'Hi', attachmentIds: [a.attachment.id] }),
      a.order.reference,
      UNKNOWN.order,
    );
    expect((await readOutbox(app)).length).toBe(mailsBefore);
    await expectUnchanged();
  });

  it('B cannot download A’s attachments or design files (404, like an unknown file)', async () => {
    const asOther = caller(app, other);
    const none = await asOther('GET', '/api/uploads/no-such-upload');
    expect(none.statusCode).toBe(404);
    for (const id of [a.attachment.id, a.customAttachment.id, a.designFileId]) {
      const response = await asOther('GET', `/api/uploads/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(none.json());
    }
    // Nor through the office's download route, which is the team's only.
    const office = await asOther('GET', `/api/office/uploads/${a.attachment.id}`);
    expect(office.statusCode).toBe(403);
    expect(office.body).not.toContain('owner-sketch');
  });

  it('B cannot attach A’s file to a message on B’s own request (400 attachmentIds)', async () => {
    const asOther = caller(app, other);
    await asOther('POST', '/api/basket/lines', { productId: '2', quantities: { L: 5 } });
    const mine = await asOther('POST', '/api/orders', {
      deliveryOption: 'standard',
      deliveryAddress: ATHENS_ADDRESS,
    });
    expect(mine.statusCode).toBe(201);
    const ref = mine.json<Order>().reference;
    for (const id of [a.attachment.id, a.customAttachment.id, a.designFileId]) {
      const response = await asOther('POST', `/api/orders/${ref}/messages`, {
        body: 'Look',
        attachmentIds: [id],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { attachmentIds: 'invalid_value' },
      });
    }
    expect((await asOther('GET', `/api/orders/${ref}/messages`)).json<Thread>().messages).toEqual([]);
    // B's own thread works, and shows none of A's messages.
    const own = await asOther('POST', `/api/orders/${ref}/messages`, { body: 'Mine' });
    expect(own.statusCode).toBe(201);
    expect(own.json<ThreadMessage>().author).toEqual({ kind: 'buyer', name: 'Other Boutique' });
    expect(
      (await asOther('GET', `/api/orders/${ref}/messages`)).json<Thread>().messages.map((m) => m.body),
    ).toEqual(['Mine']);
    // And A cannot reach B's in turn.
    expect((await caller(app, owner)('GET', `/api/orders/${ref}/messages`)).statusCode).toBe(404);
    expect((await caller(app, owner)('GET', `/api/orders/${ref}`)).statusCode).toBe(404);
  });

  it('B cannot use the office routes at all (403), whatever the reference', async () => {
    const asOther = caller(app, other);
    const ref = a.order.reference;
    for (const [method, url, body] of [
      ['GET', `/api/office/orders/${ref}`, undefined],
      ['GET', `/api/office/orders/${ref}/messages`, undefined],
      ['POST', `/api/office/orders/${ref}/messages`, { body: 'x' }],
      ['POST', `/api/office/orders/${ref}/actions`, { action: 'cancel', version: 2, note: 'x' }],
      ['GET', `/api/office/custom-requests/${a.custom.reference}`, undefined],
    ] as const) {
      const response = await asOther(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.body).not.toContain('secret');
    }
    await expectUnchanged();
  });

  it('a visitor gets 401 everywhere', async () => {
    const visitor = caller(app, null);
    const ref = a.order.reference;
    for (const [method, url, body] of [
      ['GET', `/api/orders/${ref}`, undefined],
      ['POST', `/api/orders/${ref}/actions`, { action: 'cancel', version: 2 }],
      ['GET', `/api/orders/${ref}/messages`, undefined],
      ['POST', `/api/orders/${ref}/messages`, { body: 'x' }],
      ['GET', `/api/custom-requests/${a.custom.reference}/messages`, undefined],
      ['GET', `/api/uploads/${a.attachment.id}`, undefined],
      ['GET', `/api/office/uploads/${a.attachment.id}`, undefined],
    ] as const) {
      expect((await visitor(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
