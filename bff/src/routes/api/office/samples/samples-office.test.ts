import {
  type AuditList,
  nextSampleStatus,
  type OfficeSample,
  type OfficeSampleList,
  SAMPLE_ACTIONS,
  type SampleList,
  type SampleRequestCreated,
  type SampleStatus,
  sampleActions,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  registerBuyer,
  SHOP_REQUEST,
  staffSession,
  type TestBuyer,
} from '../../../../../test/index.ts';
import { mailsTo, readMails } from '../../../../../test/outbox.ts';
import { officeTestApp } from '../../../../../test/staff.ts';
import { SESSION_COOKIE } from '../../../../plugins/auth.ts';

/**
 * The team's side of sample requests: the list, approve, decline (with a reason), ship (carrier and tracking
 * number), each mailed to the buyer in their language and shown on the buyer's samples page; steps the
 * table does not allow and stale versions are refused with 409 and change nothing.
 */

let app: FastifyInstance;
let office: ReturnType<typeof caller>;

beforeAll(async () => {
  ({ app, office } = await officeTestApp('Dimitra Staff'));
});
afterAll(async () => {
  await app.close();
});

// ---- buyers and samples -------------------------------------------------------------------------------

let counter = 0;
async function newBuyer(greek = false): Promise<TestBuyer> {
  counter += 1;
  const buyer = await registerBuyer(app, {
    businessName: `Sample Shop ${counter} ${Date.now().toString(36)}`,
  });
  if (!greek) return buyer;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...SHOP_REQUEST, 'accept-language': 'el' },
    payload: { email: buyer.email, password: buyer.password },
  });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return { ...buyer, cookies: { [SESSION_COOKIE]: cookie.value } };
}

async function requestSample(buyer: TestBuyer, productId = '1'): Promise<SampleRequestCreated['sample']> {
  const response = await caller(app, buyer)('POST', '/api/samples', {
    productId,
    size: 'M',
    deliveryOption: 'standard',
    notes: 'For the shop window',
  });
  expect(response.statusCode).toBe(201);
  return response.json<SampleRequestCreated>().sample;
}

const act = (id: string, body: object) => office('POST', `/api/office/samples/${id}/actions`, body);

const officeSample = async (id: string, buyerId: string): Promise<OfficeSample> => {
  const page = (
    await office('GET', `/api/office/samples?buyer=${buyerId}&limit=100`)
  ).json<OfficeSampleList>();
  const found = page.items.find((item) => item.id === id);
  if (!found) throw new Error(`sample ${id} not in the list`);
  return found;
};

const buyerSamples = async (buyer: TestBuyer, lang = 'en') => {
  const response = await caller(app, buyer)('GET', `/api/samples?lang=${lang}`);
  expect(response.statusCode).toBe(200);
  return response.json<SampleList>().samples;
};

/** A fresh sample request moved to `status` by the API. */
async function sampleIn(status: SampleStatus, buyer: TestBuyer, productId: string): Promise<OfficeSample> {
  const sample = await requestSample(buyer, productId);
  if (status === 'approved' || status === 'shipped') {
    expect((await act(sample.id, { action: 'approve', version: 1 })).statusCode).toBe(200);
  }
  if (status === 'shipped') {
    const shipped = await act(sample.id, {
      action: 'mark_shipped',
      version: 2,
      carrier: 'ACS',
      trackingNumber: 'S-1',
    });
    expect(shipped.statusCode).toBe(200);
  }
  if (status === 'declined') {
    expect((await act(sample.id, { action: 'decline', version: 1, note: 'Sold out' })).statusCode).toBe(200);
  }
  return officeSample(sample.id, buyer.buyer.id);
}

// ---- the list -----------------------------------------------------------------------------------------

describe('GET /api/office/samples', () => {
  it('lists sample requests newest first with the buyer, the product and the actions open', async () => {
    const buyer = await newBuyer();
    const first = await requestSample(buyer, '1');
    const second = await requestSample(buyer, '2');
    const response = await office('GET', `/api/office/samples?buyer=${buyer.buyer.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<OfficeSampleList>();
    expect(page.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page.nextCursor).toBeNull();
    expect(page.items[1]).toEqual({
      id: first.id,
      status: 'requested',
      createdAt: first.createdAt,
      buyer: { id: buyer.buyer.id, businessName: buyer.buyer.businessName, email: buyer.email },
      productId: '1',
      productName: 'Red Tiered Maxi Dress',
      size: 'M',
      deliveryOption: 'standard',
      deliveryFeeCents: first.deliveryFeeCents,
      notes: 'For the shop window',
      carrier: null,
      trackingNumber: null,
      version: 1,
      actions: ['approve', 'decline'],
    });

    // Filters: status, business name; paging.
    await act(first.id, { action: 'approve', version: 1 });
    const approved = (
      await office('GET', `/api/office/samples?buyer=${buyer.buyer.id}&status=approved`)
    ).json<OfficeSampleList>();
    expect(approved.items.map((item) => item.id)).toEqual([first.id]);
    const byName = (
      await office(
        'GET',
        `/api/office/samples?q=${encodeURIComponent(buyer.buyer.businessName.toLowerCase())}`,
      )
    ).json<OfficeSampleList>();
    expect(byName.items.map((item) => item.id)).toEqual([second.id, first.id]);
    const page1 = (
      await office('GET', `/api/office/samples?buyer=${buyer.buyer.id}&limit=1`)
    ).json<OfficeSampleList>();
    expect(page1.items.map((item) => item.id)).toEqual([second.id]);
    const page2 = (
      await office('GET', `/api/office/samples?buyer=${buyer.buyer.id}&limit=1&cursor=${page1.nextCursor}`)
    ).json<OfficeSampleList>();
    expect(page2).toEqual({ items: [expect.objectContaining({ id: first.id })], nextCursor: null });
  });

  it('names the product in the reader’s language: Accept-Language, or lang= as the route documents', async () => {
    const buyer = await newBuyer();
    await requestSample(buyer, '1');
    const byHeader = await office('GET', `/api/office/samples?buyer=${buyer.buyer.id}`, undefined, {
      'accept-language': 'el',
    });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json<OfficeSampleList>().items[0]?.productName).toBe('Κόκκινο μάξι φόρεμα με βολάν');
    const byQuery = await office('GET', `/api/office/samples?buyer=${buyer.buyer.id}&lang=gr`);
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.json<OfficeSampleList>().items[0]?.productName).toBe('Κόκκινο μάξι φόρεμα με βολάν');
    const english = await office('GET', `/api/office/samples?lang=en&buyer=${buyer.buyer.id}`, undefined, {
      'accept-language': 'el',
    });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json<OfficeSampleList>().items[0]?.productName).toBe('Red Tiered Maxi Dress');
  });

  it.each([
    ['an unknown status', 'status=lost', 'status'],
    ['a bad cursor', 'cursor=%7B%7D', 'cursor'],
    ['an order status', 'status=quoted', 'status'],
  ])('answers 400 to %s', async (_label, query, field) => {
    const response = await office('GET', `/api/office/samples?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
  });

  it('is the team’s only', async () => {
    const buyer = await newBuyer();
    expect((await caller(app, buyer)('GET', '/api/office/samples')).statusCode).toBe(403);
    expect((await caller(app, null)('GET', '/api/office/samples')).statusCode).toBe(401);
  });
});

// ---- the steps ----------------------------------------------------------------------------------------

describe('approve, ship, decline', () => {
  it('approve then ship: the buyer sees each status and is mailed in Greek', async () => {
    const buyer = await newBuyer(true);
    const sample = await requestSample(buyer, '1');
    const greekName = (await buyerSamples(buyer, 'gr'))[0]?.productName ?? '';
    expect(greekName).toBe('Κόκκινο μάξι φόρεμα με βολάν');

    const approved = await act(sample.id, { action: 'approve', version: 1 });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<OfficeSample>()).toMatchObject({
      id: sample.id,
      status: 'approved',
      version: 2,
      actions: ['mark_shipped'],
    });
    expect((await buyerSamples(buyer))[0]?.status).toBe('approved');
    const [approveMail, ...moreApproveMails] = await mailsTo(
      app,
      buyer.email,
      'Εγκρίθηκε το αίτημα δείγματος',
    );
    expect(moreApproveMails).toEqual([]);
    expect(approveMail?.subject).toBe(`Εγκρίθηκε το αίτημα δείγματος: ${greekName}`);
    expect(approveMail?.text).toContain('(μέγεθος M)');

    // Shipping needs both the carrier and the tracking number.
    const bare = await act(sample.id, { action: 'mark_shipped', version: 2 });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { carrier: 'required', trackingNumber: 'required' },
    });
    const noCarrier = await act(sample.id, { action: 'mark_shipped', version: 2, trackingNumber: 'GR-1' });
    expect(noCarrier.statusCode).toBe(400);
    expect(noCarrier.json().error.fields).toEqual({ carrier: 'required' });
    expect((await officeSample(sample.id, buyer.buyer.id)).version).toBe(2);

    const shipped = await act(sample.id, {
      action: 'mark_shipped',
      version: 2,
      carrier: ' Geniki Taxydromiki ',
      trackingNumber: 'GT-55501',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<OfficeSample>()).toMatchObject({
      status: 'shipped',
      version: 3,
      carrier: 'Geniki Taxydromiki',
      trackingNumber: 'GT-55501',
      actions: [],
    });
    expect((await buyerSamples(buyer))[0]).toMatchObject({
      status: 'shipped',
      carrier: 'Geniki Taxydromiki',
      trackingNumber: 'GT-55501',
    });
    const [shipMail] = await mailsTo(app, buyer.email, `Το δείγμα σας απεστάλη: ${greekName}`);
    expect(shipMail?.text).toContain('Αριθμός παρακολούθησης: GT-55501');
    expect(shipMail?.text).toContain('Εταιρεία μεταφοράς: Geniki Taxydromiki');

    // The audit log has both steps.
    const audit = (await office('GET', '/api/office/audit-log?limit=100')).json<AuditList>();
    const entries = audit.items.filter(
      (entry) => entry.subject.kind === 'sample' && entry.subject.ref === sample.id,
    );
    expect(entries.map((entry) => entry.action).sort()).toEqual(['sample_approve', 'sample_mark_shipped']);
    expect(entries.every((entry) => entry.staff.name === 'Dimitra Staff')).toBe(true);
  });

  it('decline needs a reason, which the buyer reads in English', async () => {
    const buyer = await newBuyer();
    const sample = await requestSample(buyer, '3');
    for (const body of [
      { action: 'decline', version: 1 },
      { action: 'decline', version: 1, note: ' \n ' },
    ]) {
      const response = await act(sample.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { note: 'required' },
      });
    }
    expect((await buyerSamples(buyer))[0]?.status).toBe('requested');
    expect(await mailsTo(app, buyer.email, 'Sample request declined')).toEqual([]);

    const declined = await act(sample.id, {
      action: 'decline',
      version: 1,
      note: 'This style is discontinued.',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json<OfficeSample>()).toMatchObject({ status: 'declined', version: 2, actions: [] });
    expect((await buyerSamples(buyer))[0]?.status).toBe('declined');
    const [mail] = await mailsTo(app, buyer.email, 'Sample request declined: ');
    expect(mail?.text).toContain(`Dear ${buyer.buyer.businessName},`);
    expect(mail?.text).toContain('Reason: This style is discontinued.');
  });
});

// ---- refused ------------------------------------------------------------------------------------------

describe('steps the table does not allow', () => {
  it.each(['requested', 'approved', 'declined', 'shipped'] as const)(
    'are refused in %s with 409 transition_not_allowed, changing nothing',
    async (status) => {
      const buyer = await newBuyer();
      const sample = await sampleIn(status, buyer, '4');
      expect(sample.status).toBe(status);
      expect(sample.actions).toEqual(sampleActions(status));
      const before = (await readMails(app)).length;
      let refused = 0;
      for (const action of SAMPLE_ACTIONS) {
        if (nextSampleStatus(status, action) !== null) continue;
        const response = await act(sample.id, {
          action,
          version: sample.version,
          note: 'A reason',
          carrier: 'ACS',
          trackingNumber: 'T-2',
        });
        expect(response.statusCode, `${action} in ${status}`).toBe(409);
        expect(response.json().error.code).toBe('transition_not_allowed');
        refused += 1;
      }
      expect(refused).toBe(SAMPLE_ACTIONS.length - sampleActions(status).length);
      expect(await officeSample(sample.id, buyer.buyer.id)).toEqual(sample);
      expect((await readMails(app)).length).toBe(before);
    },
  );
});

describe('stale versions and bad input', () => {
  it('an old version is a 409 stale_order and changes nothing', async () => {
    const buyer = await newBuyer();
    const sample = await sampleIn('approved', buyer, '5');
    const stale = await act(sample.id, {
      action: 'mark_shipped',
      version: 1,
      carrier: 'ACS',
      trackingNumber: 'T',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale_order');
    expect(await officeSample(sample.id, buyer.buyer.id)).toEqual(sample);
  });

  it('two staff members approving and declining at once: one wins', async () => {
    const other = await staffSession(app, { name: 'Other Staff' });
    for (let round = 0; round < 3; round++) {
      const buyer = await newBuyer();
      const sample = await requestSample(buyer, '6');
      const [approve, decline] = await Promise.all([
        act(sample.id, { action: 'approve', version: 1 }),
        caller(app, other)('POST', `/api/office/samples/${sample.id}/actions`, {
          action: 'decline',
          version: 1,
          note: 'No',
        }),
      ]);
      expect([approve.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
      const winner = approve.statusCode === 200 ? 'approved' : 'declined';
      expect((approve.statusCode === 409 ? approve : decline).json().error.code).toBe('stale_order');
      expect(await officeSample(sample.id, buyer.buyer.id)).toMatchObject({ status: winner, version: 2 });
      expect((await buyerSamples(buyer))[0]?.status).toBe(winner);
    }
  });

  it.each([
    ['an unknown action', { action: 'send', version: 1 }, 'action', 'invalid_value'],
    ['no version', { action: 'approve' }, 'version', 'required'],
    [
      'a tracking number of 10 000 characters',
      { action: 'mark_shipped', version: 2, carrier: 'ACS', trackingNumber: 'x'.repeat(10_000) },
      'trackingNumber',
      'too_long',
    ],
    [
      'a blank carrier',
      { action: 'mark_shipped', version: 2, carrier: '  ', trackingNumber: 'T' },
      'carrier',
      'required',
    ],
    ['an unknown field', { action: 'approve', version: 1, status: 'shipped' }, 'status', 'unknown_field'],
  ])('refuses %s with 400 and the field', async (_label, body, field, code) => {
    const buyer = await newBuyer();
    const sample = await sampleIn('approved', buyer, '7');
    const response = await act(sample.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
    expect(await officeSample(sample.id, buyer.buyer.id)).toEqual(sample);
  });

  it('an unknown sample is a 404', async () => {
    const response = await act('no-such-sample', { action: 'approve', version: 1 });
    expect(response.statusCode).toBe(404);
  });
});
