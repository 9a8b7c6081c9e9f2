import type {
  AuditList,
  ContactMessageReceived,
  CustomRequest,
  OfficeContactList,
  OfficeContactMessage,
  OfficeInbox,
  SampleRequestCreated,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  caller,
  postMultipart,
  registerBuyer,
  sendOrderRequest,
  staffSession,
  type TestStaff,
} from '../../../../../test/index.ts';
import { readMails } from '../../../../../test/outbox.ts';
import { officeTestApp } from '../../../../../test/staff.ts';

/**
 * The contact form's messages in the office: a message arrives open; staff reply by mail (the reply is kept
 * and the message is answered) or close it; a closed message takes no reply. And the inbox: how many items
 * of every office list are in each status.
 */

let app: FastifyInstance;
let staff: TestStaff;
let office: ReturnType<typeof caller>;
const STAFF_NAME = 'Giorgos Team';

beforeAll(async () => {
  ({ app, staff, office } = await officeTestApp(STAFF_NAME));
});
afterAll(async () => {
  await app.close();
});

// ---- messages -----------------------------------------------------------------------------------------

let sent = 0;
/** A message from the contact form, from a unique sender. */
async function contact(overrides: object = {}, who: Parameters<typeof caller>[1] = null) {
  sent += 1;
  const email = `sender-${sent}-${Date.now().toString(36)}@boutique.gr`;
  const response = await caller(app, who)('POST', '/api/contact', {
    name: 'Maria Papadopoulou',
    email,
    companyName: 'Boutique Maria',
    inquiryType: 'wholesale',
    message: 'Do you ship to Crete?\nWe are in Chania.',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json<ContactMessageReceived>().id, email };
}

const listMessages = async (query = '') => {
  const response = await office('GET', `/api/office/contact-messages?limit=100&${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<OfficeContactList>();
};

const find = async (id: string): Promise<OfficeContactMessage> => {
  const found = (await listMessages()).items.find((item) => item.id === id);
  if (!found) throw new Error(`contact message ${id} not listed`);
  return found;
};

const reply = (id: string, body: object) => office('POST', `/api/office/contact-messages/${id}/reply`, body);
const close = (id: string, body: object) => office('POST', `/api/office/contact-messages/${id}/close`, body);

describe('contact messages in the office', () => {
  it('arrive open, newest first, with what the sender wrote', async () => {
    const first = await contact();
    const second = await contact({ companyName: 'Kreta Mode', phone: '+30 694 123 4567' });
    const page = await listMessages();
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(await find(first.id)).toEqual({
      id: first.id,
      status: 'open',
      createdAt: expect.any(String),
      name: 'Maria Papadopoulou',
      email: first.email,
      companyName: 'Boutique Maria',
      phone: null,
      inquiryType: 'wholesale',
      message: 'Do you ship to Crete?\nWe are in Chania.',
      buyerId: null,
      replies: [],
      version: 1,
    });
    // Search by the start of the company, the name or the e-mail.
    expect((await listMessages('q=kreta')).items.map((item) => item.id)).toEqual([second.id]);
    expect(
      (await listMessages(`q=${encodeURIComponent(first.email.slice(0, 12))}`)).items.map((i) => i.id),
    ).toEqual([first.id]);
    expect((await listMessages('q=maria%20pap')).items.map((item) => item.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect((await listMessages('q=papadopoulou')).items).toEqual([]);
  });

  it('keeps the buyer’s id when a logged-in buyer writes', async () => {
    const buyer = await registerBuyer(app, { businessName: 'Logged In Boutique' });
    const { id } = await contact({}, buyer);
    expect((await find(id)).buyerId).toBe(buyer.buyer.id);
    expect((await listMessages(`buyer=${buyer.buyer.id}`)).items.map((item) => item.id)).toEqual([id]);
  });

  it('a reply is mailed to the sender, kept with the message, which becomes answered', async () => {
    const { id, email } = await contact();
    const response = await reply(id, { version: 1, reply: '  Yes, we ship to Crete within 3 days.  ' });
    expect(response.statusCode).toBe(200);
    const answered = response.json<OfficeContactMessage>();
    expect(answered).toMatchObject({
      id,
      status: 'answered',
      replies: [{ text: 'Yes, we ship to Crete within 3 days.', by: STAFF_NAME, at: expect.any(String) }],
      version: 2,
    });
    expect(await find(id)).toEqual(answered);

    const toSender = (await readMails(app)).filter((m) => m.to === email);
    expect(toSender).toHaveLength(1);
    expect(toSender[0]?.subject).toBe('Απάντηση στο μήνυμά σας / Reply to your message');
    expect(toSender[0]?.replyTo).toBe(app.mailer.teamAddress);
    expect(toSender[0]?.text).toContain('Yes, we ship to Crete within 3 days.');
    expect(toSender[0]?.text).toContain('> Do you ship to Crete?\n> We are in Chania.');
    expect(toSender[0]?.text).toContain(STAFF_NAME);

    const audit = (await office('GET', '/api/office/audit-log?limit=100')).json<AuditList>();
    expect(audit.items.filter((entry) => entry.subject.ref === id)).toEqual([
      expect.objectContaining({
        action: 'contact_reply',
        subject: { kind: 'contact', ref: id },
        staff: { id: staff.id, name: STAFF_NAME },
      }),
    ]);
  });

  it('close → closed; a closed message takes no reply and cannot be closed again (409)', async () => {
    const { id, email } = await contact();
    expect((await reply(id, { version: 1, reply: 'We will call you.' })).statusCode).toBe(200);
    const closed = await close(id, { version: 2, note: 'Called, done' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<OfficeContactMessage>()).toMatchObject({
      status: 'closed',
      version: 3,
      replies: [expect.objectContaining({ text: 'We will call you.' })],
    });
    const mailsBefore = (await readMails(app)).length;

    const late = await reply(id, { version: 3, reply: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('transition_not_allowed');
    const again = await close(id, { version: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('transition_not_allowed');
    expect(await find(id)).toMatchObject({
      status: 'closed',
      version: 3,
      replies: [expect.objectContaining({ text: 'We will call you.' })],
    });
    expect((await readMails(app)).length).toBe(mailsBefore);
    expect((await readMails(app)).filter((m) => m.to === email)).toHaveLength(1);

    const audit = (await office('GET', '/api/office/audit-log?limit=100')).json<AuditList>();
    expect(
      audit.items
        .filter((entry) => entry.subject.ref === id)
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['contact_close', 'contact_reply']);
    expect(audit.items.find((e) => e.subject.ref === id && e.action === 'contact_close')?.detail).toEqual({
      note: 'Called, done',
    });
  });

  it('an open message can be closed without a reply, and no mail goes out', async () => {
    const { id, email } = await contact({ inquiryType: 'general', message: 'Spam, really' });
    const closed = await close(id, { version: 1 });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<OfficeContactMessage>()).toMatchObject({ status: 'closed', replies: [], version: 2 });
    expect((await readMails(app)).filter((m) => m.to === email)).toEqual([]);
  });

  it('filters by status', async () => {
    const open = await contact();
    const answered = await contact();
    const closed = await contact();
    await reply(answered.id, { version: 1, reply: 'Hello' });
    await close(closed.id, { version: 1 });
    const ids = async (status: string) =>
      (await listMessages(`status=${status}`)).items.map((item) => item.id);
    expect(await ids('open')).toContain(open.id);
    expect(await ids('open')).not.toContain(answered.id);
    expect(await ids('answered')).toContain(answered.id);
    expect(await ids('answered')).not.toContain(closed.id);
    expect(await ids('closed')).toContain(closed.id);
    expect(await ids('closed')).not.toContain(open.id);
  });

  it('a stale version is a 409 stale_message and changes nothing', async () => {
    const { id } = await contact();
    expect((await reply(id, { version: 1, reply: 'First' })).statusCode).toBe(200);
    const stale = await reply(id, { version: 1, reply: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale_message');
    const staleClose = await close(id, { version: 1 });
    expect(staleClose.statusCode).toBe(409);
    expect(staleClose.json().error.code).toBe('stale_message');
    expect(await find(id)).toMatchObject({
      status: 'answered',
      replies: [expect.objectContaining({ text: 'First' })],
      version: 2,
    });
  });

  it('a second reply to an answered message is mailed too, and both are kept', async () => {
    const { id, email } = await contact();
    expect((await reply(id, { version: 1, reply: 'First answer' })).statusCode).toBe(200);
    const second = await reply(id, { version: 2, reply: 'And a follow-up' });
    expect(second.statusCode).toBe(200);
    expect(second.json<OfficeContactMessage>().replies.map((r) => r.text)).toEqual([
      'First answer',
      'And a follow-up',
    ]);
    expect((await readMails(app)).filter((m) => m.to === email)).toHaveLength(2);
  });

  it('two staff members replying at once: one reply is kept and mailed', async () => {
    const other = await staffSession(app, { name: 'Other Member' });
    const { id, email } = await contact();
    const [a, b] = await Promise.all([
      reply(id, { version: 1, reply: 'Answer A' }),
      caller(app, other)('POST', `/api/office/contact-messages/${id}/reply`, {
        version: 1,
        reply: 'Answer B',
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const kept = a.statusCode === 200 ? 'Answer A' : 'Answer B';
    expect(await find(id)).toMatchObject({
      status: 'answered',
      replies: [expect.objectContaining({ text: kept })],
      version: 2,
    });
    const toSender = (await readMails(app)).filter((m) => m.to === email);
    expect(toSender).toHaveLength(1);
    expect(toSender[0]?.text).toContain(kept);
  });

  it.each([
    ['no reply', { version: 1 }, 'reply', 'required'],
    ['an empty reply', { version: 1, reply: '' }, 'reply', 'required'],
    ['a blank reply', { version: 1, reply: '   ' }, 'reply', 'required'],
    ['a reply of 5 001 characters', { version: 1, reply: 'r'.repeat(5001) }, 'reply', 'too_long'],
    ['no version', { reply: 'Hi' }, 'version', 'required'],
    ['an unknown field', { version: 1, reply: 'Hi', status: 'closed' }, 'status', 'unknown_field'],
  ])('refuses %s with 400 and the field', async (_label, body, field, code) => {
    const { id } = await contact();
    const response = await reply(id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
    expect(await find(id)).toMatchObject({ status: 'open', version: 1, replies: [] });
  });

  it('an unknown message is a 404; the routes are the team’s', async () => {
    expect((await reply('no-such-message', { version: 1, reply: 'x' })).statusCode).toBe(404);
    expect((await close('no-such-message', { version: 1 })).statusCode).toBe(404);
    const buyer = await registerBuyer(app);
    expect((await caller(app, buyer)('GET', '/api/office/contact-messages')).statusCode).toBe(403);
    expect((await caller(app, null)('GET', '/api/office/contact-messages')).statusCode).toBe(401);
  });
});

// ---- the inbox ----------------------------------------------------------------------------------------

describe('GET /api/office/inbox', () => {
  const count = (inbox: OfficeInbox, list: Exclude<keyof OfficeInbox, 'lowStock'>, status: string) =>
    inbox[list][status] ?? 0;

  async function inbox(): Promise<OfficeInbox> {
    const response = await office('GET', '/api/office/inbox');
    expect(response.statusCode).toBe(200);
    return response.json<OfficeInbox>();
  }

  it('counts each list per status, and follows every change', async () => {
    const before = await inbox();

    // One new item in every list.
    const buyer = await registerBuyer(app, { businessName: 'Inbox Boutique' });
    const call = caller(app, buyer);
    const order = await sendOrderRequest(call, '1', { S: 5 });
    const custom = await postMultipart(app, buyer, '/api/custom-requests', [
      {
        name: 'request',
        value: JSON.stringify({
          lines: [{ type: 'dress', selected: true, fabric: 'cotton', sizes: { M: 5 } }],
          deliveryAddress: ATHENS_ADDRESS,
          deliveryOption: 'standard',
        }),
      },
    ]);
    expect(custom.statusCode).toBe(201);
    const sample = (
      await call('POST', '/api/samples', { productId: '2', size: 'S', deliveryOption: 'standard' })
    ).json<SampleRequestCreated>().sample;
    const message = await contact();

    const added = await inbox();
    expect(count(added, 'orders', 'submitted')).toBe(count(before, 'orders', 'submitted') + 1);
    expect(count(added, 'customRequests', 'submitted')).toBe(
      count(before, 'customRequests', 'submitted') + 1,
    );
    expect(count(added, 'samples', 'requested')).toBe(count(before, 'samples', 'requested') + 1);
    expect(count(added, 'contactMessages', 'open')).toBe(count(before, 'contactMessages', 'open') + 1);
    // Buyers: only those waiting for approval are counted (BUYER_APPROVAL is auto here: none).
    expect(added.buyers).toEqual({ pending: 0 });
    await app.db
      .updateTable('buyers')
      .set({ approval: 'pending' })
      .where('id', '=', buyer.buyer.id)
      .execute();
    expect((await inbox()).buyers).toEqual({ pending: 1 });
    await app.db
      .updateTable('buyers')
      .set({ approval: 'approved' })
      .where('id', '=', buyer.buyer.id)
      .execute();

    // Each moves on: the counts move with it.
    const quoted = await office('POST', `/api/office/orders/${order.reference}/quotes`, {
      version: 1,
      lines: [{ position: 1, unitPriceCents: 2000 }],
      deliveryOptions: [{ label: 'Courier', costCents: 0, leadTimeDays: 2 }],
    });
    expect(quoted.statusCode).toBe(201);
    const cancelled = await office(
      'POST',
      `/api/office/custom-requests/${custom.json<CustomRequest>().reference}/actions`,
      { action: 'cancel', version: 1, note: 'Not possible' },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(
      (await office('POST', `/api/office/samples/${sample.id}/actions`, { action: 'approve', version: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await reply(message.id, { version: 1, reply: 'Thanks' })).statusCode).toBe(200);

    const moved = await inbox();
    expect(count(moved, 'orders', 'submitted')).toBe(count(before, 'orders', 'submitted'));
    expect(count(moved, 'orders', 'quoted')).toBe(count(before, 'orders', 'quoted') + 1);
    expect(count(moved, 'customRequests', 'submitted')).toBe(count(before, 'customRequests', 'submitted'));
    // Finished work leaves the inbox: cancelled is not counted.
    expect(moved.customRequests.cancelled).toBeUndefined();
    expect(count(moved, 'samples', 'requested')).toBe(count(before, 'samples', 'requested'));
    expect(count(moved, 'samples', 'approved')).toBe(count(before, 'samples', 'approved') + 1);
    expect(count(moved, 'contactMessages', 'open')).toBe(count(before, 'contactMessages', 'open'));
    expect(count(moved, 'contactMessages', 'answered')).toBe(
      count(before, 'contactMessages', 'answered') + 1,
    );

    await close(message.id, { version: 2 });
    const closed = await inbox();
    expect(count(closed, 'contactMessages', 'answered')).toBe(count(before, 'contactMessages', 'answered'));
    expect(closed.contactMessages.closed).toBeUndefined();

    // Every count is the number the list shows for that status.
    for (const status of ['open', 'answered']) {
      expect((await listMessages(`status=${status}`)).items).toHaveLength(
        count(closed, 'contactMessages', status),
      );
    }
    for (const status of Object.keys(closed.orders)) {
      const page = (await office('GET', `/api/office/orders?status=${status}&limit=100`)).json<{
        items: unknown[];
      }>();
      expect(page.items).toHaveLength(count(closed, 'orders', status));
    }
  });

  it('is the team’s', async () => {
    expect((await caller(app, null)('GET', '/api/office/inbox')).statusCode).toBe(401);
    expect((await caller(app, await registerBuyer(app))('GET', '/api/office/inbox')).statusCode).toBe(403);
  });
});
