import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Buyer, OfficeBuyer, OfficeBuyerList } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  buildTestApp,
  caller,
  isAddressedTo,
  loginAs,
  postMultipart,
  readOutbox,
  registerBuyer,
  staffSession,
  TEST_PASSWORD,
  type TestBuyer,
  type TestStaff,
} from '../../../../test/index.ts';
import { samples } from '../../../domain/uploads/test-files.ts';
import { SESSION_COOKIE } from '../../../plugins/auth.ts';

/**
 * BUYER_APPROVAL=manual: a new buyer is `pending` and sees the shop as a visitor does (no prices, no basket,
 * orders, samples, custom-made requests or uploads) until the team approves the account; the decision is
 * mailed in the buyer's language, a rejection ends their sessions. With the default `auto`, new buyers
 * trade at once.
 */

const errorOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  code: response.json().error?.code,
});

/** Registers with an Accept-Language header (the buyer's mail language comes from it). */
async function registerIn(
  app: FastifyInstance,
  acceptLanguage: string,
  businessName: string,
): Promise<TestBuyer> {
  const email = `approval-${Math.random().toString(36).slice(2, 10)}@example.gr`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'accept-language': acceptLanguage },
    payload: { email, businessName, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return {
    buyer: response.json<{ buyer: Buyer }>().buyer,
    email,
    password: TEST_PASSWORD,
    cookies: { [SESSION_COOKIE]: cookie.value },
  };
}

/** The decoded subject of every mail addressed to `email` (subjects are RFC 2047 encoded, maybe folded). */
async function subjectsTo(app: FastifyInstance, email: string): Promise<string[]> {
  await app.mailOutbox.flush();
  const dir = app.config.outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const raw = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return raw
    .filter((m) => isAddressedTo(m, email))
    .map((m) => {
      const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(m)?.[1] ?? '';
      const encoded = [...header.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)];
      if (encoded.length === 0) return header.trim();
      return Buffer.concat(encoded.map((e) => Buffer.from(e[1] ?? '', 'base64'))).toString('utf8');
    });
}

interface ProductListAnswer {
  audience: 'visitor' | 'buyer';
  items: Array<{ id: string; priceCents?: number }>;
}

async function catalogueAs(app: FastifyInstance, who: TestBuyer) {
  const list = await app.inject({ url: '/api/products', cookies: who.cookies });
  const detail = await app.inject({ url: '/api/products/1', cookies: who.cookies });
  expect(list.statusCode).toBe(200);
  expect(detail.statusCode).toBe(200);
  return { list: list.json<ProductListAnswer>(), listBody: list.body, detail: detail.json() };
}

describe('BUYER_APPROVAL=manual', () => {
  let app: FastifyInstance;
  let staff: TestStaff;
  let office: ReturnType<typeof caller>;

  beforeAll(async () => {
    app = await buildTestApp({ buyerApproval: 'manual' });
    staff = await staffSession(app);
    office = caller(app, staff);
  });
  afterAll(async () => {
    await app.close();
  });

  const pendingIds = async () =>
    (await office('GET', '/api/office/buyers?status=pending')).json<OfficeBuyerList>().items.map((b) => b.id);

  it('registers a buyer as pending, and logging in again keeps them pending', async () => {
    const pending = await registerBuyer(app);
    expect(pending.buyer).toMatchObject({ email: pending.email, approval: 'pending' });
    expect((await app.inject({ url: '/api/auth/me', cookies: pending.cookies })).json().buyer.approval).toBe(
      'pending',
    );
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: pending.email, password: pending.password },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().buyer.approval).toBe('pending');
  });

  it('shows a pending buyer the catalogue without prices, as a visitor sees it', async () => {
    const pending = await registerBuyer(app);
    const { list, listBody, detail } = await catalogueAs(app, pending);
    expect(list.audience).toBe('visitor');
    expect(list.items.length).toBeGreaterThan(0);
    for (const item of list.items) expect(item.priceCents).toBeUndefined();
    expect(listBody).not.toMatch(/price/i);
    expect(detail.product.priceCents).toBeUndefined();
    const visitor = await app.inject({ url: '/api/products' });
    expect(listBody).toBe(visitor.body);
  });

  it('refuses a pending buyer the basket, orders, samples, custom-made requests and uploads', async () => {
    const pending = await registerBuyer(app);
    const call = caller(app, pending);
    const refused = [
      await call('GET', '/api/basket'),
      await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 5 } }),
      await call('GET', '/api/orders'),
      await call('POST', '/api/orders', { deliveryOption: 'standard', deliveryAddress: ATHENS_ADDRESS }),
      await call('GET', '/api/samples'),
      await call('POST', '/api/samples', { productId: '1', size: 'M', deliveryOption: 'standard' }),
      await call('GET', '/api/custom-requests'),
      await postMultipart(app, pending, '/api/custom-requests', [{ name: 'request', value: '{}' }]),
      await postMultipart(app, pending, '/api/uploads', [
        { name: 'file', filename: 'logo.png', content: samples.png, contentType: 'image/png' },
      ]),
      await call('GET', '/api/uploads/00000000-0000-4000-8000-000000000000'),
    ];
    for (const response of refused) {
      expect(errorOf(response)).toEqual({ status: 403, code: 'account_pending' });
    }
  });

  it('lets a pending buyer see and edit their profile', async () => {
    const pending = await registerBuyer(app, { businessName: 'Waiting Boutique' });
    const call = caller(app, pending);
    const profile = await call('GET', '/api/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: pending.email, businessName: 'Waiting Boutique' });
    const renamed = await call('PATCH', '/api/profile', { businessName: 'Still Waiting Boutique' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().businessName).toBe('Still Waiting Boutique');
  });

  it('lists pending buyers for the team, and approval opens prices and the basket to the same session', async () => {
    const pending = await registerIn(app, 'el', 'Μπουτίκ Αναμονής');
    expect(pending.buyer.approval).toBe('pending');
    expect(await pendingIds()).toContain(pending.buyer.id);
    const listed = (await office('GET', '/api/office/buyers?status=pending')).json<OfficeBuyerList>();
    expect(listed.items.find((b) => b.id === pending.buyer.id)).toMatchObject({
      email: pending.email,
      businessName: 'Μπουτίκ Αναμονής',
      approval: 'pending',
      language: 'gr',
    });
    for (const b of listed.items) expect(b.approval).toBe('pending');
    // Seen once as a visitor, so nothing cached for this session may linger after the approval.
    expect((await catalogueAs(app, pending)).list.audience).toBe('visitor');

    const approved = await office('POST', `/api/office/buyers/${pending.buyer.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json<OfficeBuyer>()).toMatchObject({ id: pending.buyer.id, approval: 'approved' });

    // The same session, no new login.
    const { list, detail } = await catalogueAs(app, pending);
    expect(list.audience).toBe('buyer');
    for (const item of list.items) expect(item.priceCents).toEqual(expect.any(Number));
    expect(detail.product.priceCents).toEqual(expect.any(Number));
    expect((await app.inject({ url: '/api/auth/me', cookies: pending.cookies })).json().buyer.approval).toBe(
      'approved',
    );
    const call = caller(app, pending);
    const added = await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 5 } });
    expect(added.statusCode).toBe(200);
    expect((await call('GET', '/api/basket')).json().totalQuantity).toBe(5);

    expect(await pendingIds()).not.toContain(pending.buyer.id);
    const approvedIds = (await office('GET', '/api/office/buyers?status=approved'))
      .json<OfficeBuyerList>()
      .items.map((b) => b.id);
    expect(approvedIds).toContain(pending.buyer.id);

    // Mailed in Greek, the language they registered in.
    expect(await subjectsTo(app, pending.email)).toEqual(['Ο λογαριασμός χονδρικής σας εγκρίθηκε']);
  });

  it('mails an English-speaking buyer in English', async () => {
    const pending = await registerIn(app, 'en-GB,en;q=0.9', 'English Boutique');
    expect((await office('POST', `/api/office/buyers/${pending.buyer.id}/approve`, {})).statusCode).toBe(200);
    expect(await subjectsTo(app, pending.email)).toEqual(['Your wholesale account is approved']);
  });

  it('rejects a buyer: their session ends, login is refused, the reason is mailed', async () => {
    const pending = await registerBuyer(app, { businessName: 'Unlucky Boutique' });
    const rejected = await office('POST', `/api/office/buyers/${pending.buyer.id}/reject`, {
      reason: 'We sell to shops in Greece only.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<OfficeBuyer>().approval).toBe('rejected');

    expect((await app.inject({ url: '/api/auth/me', cookies: pending.cookies })).json()).toEqual({
      buyer: null,
    });
    expect(errorOf(await caller(app, pending)('GET', '/api/profile'))).toEqual({
      status: 401,
      code: 'unauthenticated',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: pending.email, password: pending.password },
    });
    expect(errorOf(login)).toEqual({ status: 403, code: 'account_rejected' });
    expect(login.cookies.find((c) => c.name === SESSION_COOKIE && c.value)).toBeUndefined();

    const mails = (await readOutbox(app)).filter((m) => isAddressedTo(m, pending.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Dear Unlucky Boutique');
    expect(mails[0]).toContain('Reason: We sell to shops in Greece only.');
    expect(await subjectsTo(app, pending.email)).toEqual(['Your wholesale account application']);
    expect(await pendingIds()).not.toContain(pending.buyer.id);
  });

  it('decides on an account only once', async () => {
    const first = await registerBuyer(app);
    const second = await registerBuyer(app);
    expect((await office('POST', `/api/office/buyers/${first.buyer.id}/approve`, {})).statusCode).toBe(200);
    expect((await office('POST', `/api/office/buyers/${second.buyer.id}/reject`, {})).statusCode).toBe(200);
    for (const [id, decision] of [
      [first.buyer.id, 'approve'],
      [first.buyer.id, 'reject'],
      [second.buyer.id, 'approve'],
      [second.buyer.id, 'reject'],
    ] as const) {
      expect(errorOf(await office('POST', `/api/office/buyers/${id}/${decision}`, {}))).toEqual({
        status: 409,
        code: 'transition_not_allowed',
      });
    }
    // One mail each, not one per attempt.
    for (const who of [first, second]) {
      expect((await readOutbox(app)).filter((m) => isAddressedTo(m, who.email))).toHaveLength(1);
    }
    expect(errorOf(await office('POST', '/api/office/buyers/no-such-buyer/approve', {}))).toEqual({
      status: 404,
      code: 'not_found',
    });
  });

  it('leaves the decision to the team: a buyer cannot approve themselves', async () => {
    const pending = await registerBuyer(app);
    const response = await caller(app, pending)('POST', `/api/office/buyers/${pending.buyer.id}/approve`, {});
    expect(errorOf(response)).toEqual({ status: 403, code: 'forbidden' });
    expect(await pendingIds()).toContain(pending.buyer.id);
  });
});

describe('BUYER_APPROVAL=auto (default)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('approves new buyers at once: prices and basket straight away', async () => {
    expect(app.config.buyerApproval).toBe('auto');
    const buyer = await registerBuyer(app);
    expect(buyer.buyer.approval).toBe('approved');
    const { list } = await catalogueAs(app, buyer);
    expect(list.audience).toBe('buyer');
    expect(list.items[0]?.priceCents).toEqual(expect.any(Number));
    const added = await caller(app, buyer)('POST', '/api/basket/lines', {
      productId: '1',
      quantities: { S: 5 },
    });
    expect(added.statusCode).toBe(200);

    const cookies = await loginAs(app, buyer.email, buyer.password);
    expect((await app.inject({ url: '/api/auth/me', cookies })).json().buyer.approval).toBe('approved');

    const office = caller(app, await staffSession(app));
    const pending = (await office('GET', '/api/office/buyers?status=pending')).json<OfficeBuyerList>();
    expect(pending.items).toEqual([]);
    // No mail about an approval nobody had to give.
    expect((await readOutbox(app)).filter((m) => isAddressedTo(m, buyer.email))).toEqual([]);
  });
});
