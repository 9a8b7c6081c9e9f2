import type { Order, OrderStatus, QuoteDraft, StaleRequestError } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  buildTestApp,
  caller,
  readOutbox,
  registerBuyer,
  staffSession,
  type TestBuyer,
  type TestStaff,
  testEngine,
} from '../../../../../test/index.ts';
import {
  applyRequestAction,
  StaleRequestError as StaleRequest,
} from '../../../../domain/requests/transitions.ts';

/**
 * Two people acting on one order request at once: every change names the version its author saw, and only
 * one change per version gets through (409 `stale_order` with how the request is now for the other), on
 * SQLite and on PostgreSQL. Each race runs several times; the database must always match the winner.
 */

type OfficeOrder = Order & { buyer: { id: string } };

const ROUNDS = 5;

let app: FastifyInstance;
let anna: TestStaff;
let nikos: TestStaff;
let buyer: TestBuyer;

beforeAll(async () => {
  app = await buildTestApp();
  anna = await staffSession(app, { name: 'Anna' });
  nikos = await staffSession(app, { name: 'Nikos' });
  buyer = await registerBuyer(app, { businessName: 'Race Boutique' });
});
afterAll(async () => {
  await app.close();
});

async function submitOrder(): Promise<Order> {
  const call = caller(app, buyer);
  expect(
    (await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 3, M: 2 } })).statusCode,
  ).toBe(200);
  const response = await call('POST', '/api/orders', {
    deliveryOption: 'standard',
    deliveryAddress: ATHENS_ADDRESS,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Order>();
}

function draft(order: Order, version: number, unitPriceCents: number): QuoteDraft {
  return {
    version,
    lines: [{ position: 1, unitPriceCents }],
    deliveryOptions: [{ label: 'Courier', costCents: 900, leadTimeDays: 2 }],
    note: `Priced at ${unitPriceCents} against version ${version} of ${order.reference}`,
  };
}

const quoteAs = (who: TestStaff, reference: string, body: QuoteDraft) =>
  caller(app, who)('POST', `/api/office/orders/${reference}/quotes`, body);
const staffAct = (who: TestStaff, reference: string, body: object) =>
  caller(app, who)('POST', `/api/office/orders/${reference}/actions`, body);
const buyerAct = (reference: string, body: object) =>
  caller(app, buyer)('POST', `/api/orders/${reference}/actions`, body);

/** The request's row and what hangs off it, straight from the database. */
async function stored(reference: string) {
  const row = await app.db
    .selectFrom('order_requests')
    .select(['id', 'status', 'version', 'accepted_quote_version', 'accepted_delivery_option'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const quotes = await app.db
    .selectFrom('quotes')
    .select(['version', 'document'])
    .where('request_id', '=', row.id)
    .orderBy('version')
    .execute();
  const history = await app.db
    .selectFrom('request_history')
    .select(['position', 'action', 'from_status', 'to_status', 'actor_name'])
    .where('request_id', '=', row.id)
    .orderBy('position')
    .execute();
  const audit = await app.db
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_name'])
    .where('subject_ref', '=', reference)
    .execute();
  return {
    status: row.status as OrderStatus,
    version: Number(row.version),
    acceptedQuoteVersion: row.accepted_quote_version === null ? null : Number(row.accepted_quote_version),
    quotes: quotes.map((q) => ({
      version: Number(q.version),
      note: (JSON.parse(q.document) as { note: string }).note,
    })),
    history: history.map((h) => ({
      position: Number(h.position),
      action: h.action,
      from: h.from_status,
      to: h.to_status,
    })),
    audit,
  };
}

function expectStale(response: LightMyRequestResponse, current: { status: OrderStatus; version: number }) {
  expect(response.statusCode, response.body).toBe(409);
  const body = response.json<StaleRequestError>();
  expect(body.error.code).toBe('stale_order');
  expect(body.error.message).toEqual(expect.any(String));
  expect(body.current).toEqual(current);
}

describe('two staff members send a quote against the same version at once', () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))('round %i: exactly one gets through', async () => {
    const order = await submitOrder();
    const ref = order.reference;
    const [a, b] = await Promise.all([
      quoteAs(anna, ref, draft(order, 1, 2000)),
      quoteAs(nikos, ref, draft(order, 1, 2100)),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([201, 409]);
    const [won, lost] = a.statusCode === 201 ? [a, b] : [b, a];
    const winner = a.statusCode === 201 ? 'Anna' : 'Nikos';
    const winningPrice = a.statusCode === 201 ? 2000 : 2100;
    expectStale(lost, { status: 'quoted', version: 2 });
    expect(won.json<OfficeOrder>()).toMatchObject({ status: 'quoted', progress: { version: 2 } });
    expect(won.json<OfficeOrder>().progress.quotes).toHaveLength(1);

    const db = await stored(ref);
    expect(db).toMatchObject({ status: 'quoted', version: 2, acceptedQuoteVersion: null });
    expect(db.quotes).toEqual([
      { version: 1, note: `Priced at ${winningPrice} against version 1 of ${ref}` },
    ]);
    expect(db.history).toEqual([
      { position: 1, action: 'submit', from: null, to: 'submitted' },
      { position: 2, action: 'send_quote', from: 'submitted', to: 'quoted' },
    ]);
    expect(db.audit).toEqual([{ action: 'send_quote', staff_name: winner }]);
    const quoteMails = (await readOutbox(app)).filter((m) => m.includes(`Your quote for ${ref}`));
    expect(quoteMails).toHaveLength(1);
    expect(quoteMails[0]).toContain(`version 1`);
  });

  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    'round %i: on a quoted request too (a second version, never two)',
    async () => {
      const order = await submitOrder();
      const ref = order.reference;
      expect((await quoteAs(anna, ref, draft(order, 1, 1900))).statusCode).toBe(201);
      const [a, b] = await Promise.all([
        quoteAs(anna, ref, draft(order, 2, 1800)),
        quoteAs(nikos, ref, draft(order, 2, 1700)),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expectStale(a.statusCode === 409 ? a : b, { status: 'quoted', version: 3 });
      const db = await stored(ref);
      expect(db).toMatchObject({ status: 'quoted', version: 3 });
      expect(db.quotes.map((q) => q.version)).toEqual([1, 2]);
      expect(db.history.map((h) => h.position)).toEqual([1, 2, 3]);
    },
  );
});

describe('the buyer accepts while staff send a new quote against the same version', () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    'round %i: exactly one wins and the database is the winner’s',
    async () => {
      const order = await submitOrder();
      const ref = order.reference;
      expect((await quoteAs(anna, ref, draft(order, 1, 2000))).statusCode).toBe(201);
      const [accept, requote] = await Promise.all([
        buyerAct(ref, { action: 'accept_quote', version: 2, quoteVersion: 1, deliveryOption: 0 }),
        quoteAs(nikos, ref, draft(order, 2, 1500)),
      ]);
      const db = await stored(ref);
      if (accept.statusCode === 200) {
        expectStale(requote, { status: 'confirmed', version: 3 });
        expect(accept.json<Order>()).toMatchObject({ status: 'confirmed', progress: { version: 3 } });
        expect(db).toMatchObject({ status: 'confirmed', version: 3, acceptedQuoteVersion: 1 });
        expect(db.quotes.map((q) => q.version)).toEqual([1]);
        expect(db.history.at(-1)).toMatchObject({ action: 'accept_quote', from: 'quoted', to: 'confirmed' });
        expect(db.audit.map((entry) => entry.action)).toEqual(['send_quote']);
      } else {
        expect(requote.statusCode, requote.body).toBe(201);
        expectStale(accept, { status: 'quoted', version: 3 });
        expect(db).toMatchObject({ status: 'quoted', version: 3, acceptedQuoteVersion: null });
        expect(db.quotes.map((q) => q.version)).toEqual([1, 2]);
        expect(db.history.at(-1)).toMatchObject({ action: 'send_quote', from: 'quoted', to: 'quoted' });
        expect(db.audit.map((entry) => entry.action)).toEqual(['send_quote', 'send_quote']);
      }
      expect(db.history.map((h) => h.position)).toEqual([1, 2, 3]);
      // The mails follow the winner: the team hears of an acceptance, or the buyer gets version 2.
      const outbox = await readOutbox(app);
      const acceptedMails = outbox.filter((m) => m.includes(`${ref}: Race Boutique accepted the quote`));
      const version2Mails = outbox.filter((m) => m.includes(`Your quote for ${ref} (version 2)`));
      expect([acceptedMails.length, version2Mails.length]).toEqual(
        accept.statusCode === 200 ? [1, 0] : [0, 1],
      );
    },
  );

  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    'round %i: the buyer cancels and accepts at once (two tabs): one wins',
    async () => {
      const order = await submitOrder();
      const ref = order.reference;
      expect((await quoteAs(anna, ref, draft(order, 1, 2000))).statusCode).toBe(201);
      const [cancel, accept] = await Promise.all([
        buyerAct(ref, { action: 'cancel', version: 2 }),
        buyerAct(ref, { action: 'accept_quote', version: 2, quoteVersion: 1, deliveryOption: 0 }),
      ]);
      expect([cancel.statusCode, accept.statusCode].sort()).toEqual([200, 409]);
      const db = await stored(ref);
      const winner: OrderStatus = cancel.statusCode === 200 ? 'cancelled' : 'confirmed';
      expectStale(cancel.statusCode === 200 ? accept : cancel, { status: winner, version: 3 });
      expect(db).toMatchObject({ status: winner, version: 3 });
      expect(db.history).toHaveLength(3);
    },
  );
});

describe('an action against an old version', () => {
  it('is a 409 stale_order with the current status and version, for staff and for the buyer', async () => {
    const order = await submitOrder();
    const ref = order.reference;
    expect((await quoteAs(anna, ref, draft(order, 1, 2000))).statusCode).toBe(201);
    const now = { status: 'quoted' as const, version: 2 };

    expectStale(await staffAct(nikos, ref, { action: 'cancel', version: 1, note: 'Too late' }), now);
    expectStale(await quoteAs(nikos, ref, draft(order, 1, 1000)), now);
    expectStale(
      await buyerAct(ref, { action: 'accept_quote', version: 1, quoteVersion: 1, deliveryOption: 0 }),
      now,
    );
    expectStale(await buyerAct(ref, { action: 'request_changes', version: 1, note: 'Hm' }), now);
    // A version from the future is as stale as one from the past.
    expectStale(await buyerAct(ref, { action: 'cancel', version: 3 }), now);
    expect(await stored(ref)).toMatchObject({ ...now, quotes: [{ version: 1 }] });

    // The version is checked before the table: an old version of a finished request still says how it is.
    expect(
      (await buyerAct(ref, { action: 'accept_quote', version: 2, quoteVersion: 1, deliveryOption: 0 }))
        .statusCode,
    ).toBe(200);
    expectStale(await buyerAct(ref, { action: 'cancel', version: 2 }), { status: 'confirmed', version: 3 });
    expectStale(await quoteAs(anna, ref, draft(order, 2, 1000)), { status: 'confirmed', version: 3 });
    expect(await stored(ref)).toMatchObject({ status: 'confirmed', version: 3 });
  });

  it('answers the version check before the fields: a stale body with errors is still stale', async () => {
    const order = await submitOrder();
    const ref = order.reference;
    expect((await quoteAs(anna, ref, draft(order, 1, 2000))).statusCode).toBe(201);
    expectStale(await buyerAct(ref, { action: 'request_changes', version: 1 }), {
      status: 'quoted',
      version: 2,
    });
    expectStale(
      await quoteAs(anna, ref, { ...draft(order, 1, 100), lines: [{ position: 9, unitPriceCents: 1 }] }),
      {
        status: 'quoted',
        version: 2,
      },
    );
  });
});

describe('the buyer accepts a quote staff replace between two reads of the same transaction', () => {
  // On PostgreSQL each statement sees the latest commit: the accept reads the request (version 2), staff's new
  // quote and version 3 commit, then the accept reads the quotes and finds version 2 of them. SQLite runs
  // the two transactions one after the other, so this order of events cannot happen there.
  it.runIf(testEngine === 'postgres')('the 409 says how the request is after that commit', async () => {
    const order = await submitOrder();
    const ref = order.reference;
    expect((await quoteAs(anna, ref, draft(order, 1, 2000))).statusCode).toBe(201);

    let requoted = false;
    // Right after the accept's first read of the request row, staff's quote goes through on another connection.
    const requoteAfterFirstRead: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        const row = args.result.rows[0] as { reference?: unknown; version?: unknown } | undefined;
        if (!requoted && row?.reference === ref && row.version !== undefined) {
          requoted = true;
          expect((await quoteAs(nikos, ref, draft(order, 2, 1500))).statusCode).toBe(201);
        }
        return args.result;
      },
    };
    const accept = applyRequestAction(
      app.db.withPlugin(requoteAfterFirstRead),
      {
        linkOrigin: app.config.linkOrigin,
        teamAddress: app.mailer.teamAddress,
        vatRateBasisPoints: app.config.vatRateBasisPoints,
      },
      'order',
      ref,
      { kind: 'buyer', id: buyer.buyer.id, name: buyer.buyer.businessName },
      { action: 'accept_quote', version: 2, quoteVersion: 1, deliveryOption: 0 },
    );
    const refused = await accept.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(requoted).toBe(true);
    expect(refused).toBeInstanceOf(StaleRequest);
    expect((refused as StaleRequest).current).toEqual({ status: 'quoted', version: 3 });
    expect(await stored(ref)).toMatchObject({ status: 'quoted', version: 3, acceptedQuoteVersion: null });
  });
});
