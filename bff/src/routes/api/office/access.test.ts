import type { Staff } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  caller,
  createTestStaff,
  loginStaff,
  registerBuyer,
  staffSession,
  type TestBuyer,
  type TestStaff,
  totpCode,
} from '../../../../test/index.ts';
import { type ApiOperation, apiOperations, sampleUrl } from '../../../../test/routes.ts';

/**
 * Who may use the office: every operation under `/api/office/` (taken from the OpenAPI document, so a
 * route added later is covered without touching this file) answers a visitor 401, a buyer 403, a staff
 * session that still owes its second factor 403 `second_factor_required` (but for the enrolment routes of
 * `/api/office/me`), and gets past the guard for a verified staff session. And the other way round: staff
 * sessions are not buyers.
 */

// The table is read before the tests are collected, so each operation is a test of its own.
const listing = await buildTestApp();
const operations: ApiOperation[] = (await apiOperations(listing)).filter((op) =>
  op.path.startsWith('/api/office/'),
);
await listing.close();

const label = (op: ApiOperation) => `${op.method} ${op.path}`;
const table = operations.map((op) => [label(op), op] as const);

/** The office routes a session may use before its second factor: its own session and the enrolment. */
const SECOND_FACTOR_PENDING = new Set([
  'GET /api/office/me',
  'POST /api/office/me/second-factor',
  'POST /api/office/me/second-factor/confirm',
]);

/** The operation with a plausible (not necessarily valid) body, as `who`. */
function send(
  app: FastifyInstance,
  who: { cookies: Record<string, string> } | null,
  op: ApiOperation,
  body: object = {},
) {
  return caller(app, who)(op.method, sampleUrl(op), op.body === 'json' ? body : undefined);
}

function expectError(response: LightMyRequestResponse, status: number, code: string): void {
  expect({ status: response.statusCode, code: response.json().error?.code }).toEqual({ status, code });
}

it('lists every office operation', () => {
  const labels = operations.map(label);
  expect(labels.length).toBeGreaterThan(10);
  expect(labels).toEqual(
    expect.arrayContaining([
      'GET /api/office/orders',
      'GET /api/office/buyers',
      'POST /api/office/buyers/{id}/approve',
      'GET /api/office/inbox',
      ...SECOND_FACTOR_PENDING,
    ]),
  );
});

describe('with the second factor optional', () => {
  let app: FastifyInstance;
  let buyer: TestBuyer;
  let staff: TestStaff;

  beforeAll(async () => {
    app = await buildTestApp();
    buyer = await registerBuyer(app);
    staff = await staffSession(app);
    expect(staff.staff.secondFactor).toBe('verified');
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(table)('%s: a visitor gets 401 unauthenticated', async (_label, op) => {
    expectError(await send(app, null, op), 401, 'unauthenticated');
  });

  it.each(table)('%s: a buyer gets 403 forbidden', async (_label, op) => {
    expectError(await send(app, buyer, op), 403, 'forbidden');
  });

  it.each(table)('%s: a verified staff session gets past the guard', async (_label, op) => {
    const response = await send(app, staff, op);
    expect([200, 201, 204, 400, 404, 409], response.body).toContain(response.statusCode);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/basket', '/api/orders', '/api/samples', '/api/custom-requests', '/api/profile'])(
    'GET %s: a staff session gets 403 forbidden (buyers only)',
    async (url) => {
      expectError(await caller(app, staff)('GET', url), 403, 'forbidden');
    },
  );

  it('lets a staff session add nothing to a basket', async () => {
    const response = await caller(app, staff)('POST', '/api/basket/lines', {
      productId: '1',
      quantities: { S: 5 },
    });
    expectError(response, 403, 'forbidden');
  });

  describe('a member with an authenticator, before the code of this login', () => {
    let owing: { cookies: Record<string, string>; staff: Staff };

    beforeAll(async () => {
      const member = await staffSession(app);
      const call = caller(app, member);
      const { secret } = (await call('POST', '/api/office/me/second-factor', {})).json<{ secret: string }>();
      expect(
        (await call('POST', '/api/office/me/second-factor/confirm', { code: totpCode(secret) })).statusCode,
      ).toBe(200);
      owing = await loginStaff(app, member.email);
      expect(owing.staff.secondFactor).toBe('required');
    });

    it.each(table)('%s: 403 second_factor_required but for GET /api/office/me', async (_label, op) => {
      // A well-formed code, so the confirmation gets past validation to the session check.
      const response = await send(
        app,
        owing,
        op,
        op.path === '/api/office/me/second-factor'
          ? { currentCode: '123456' }
          : op.path.startsWith('/api/office/me/')
            ? { code: '123456' }
            : {},
      );
      if (label(op) === 'GET /api/office/me') {
        expect(response.statusCode).toBe(200);
        expect(response.json().staff.secondFactor).toBe('required');
      } else {
        // Replacing the authenticator needs the current one first, even on the enrolment routes.
        expectError(response, 403, 'second_factor_required');
      }
    });
  });
});

describe('with STAFF_2FA=required, a member without an authenticator', () => {
  let app: FastifyInstance;
  let enrolling: { cookies: Record<string, string>; staff: Staff };

  beforeAll(async () => {
    app = await buildTestApp({ staffSecondFactor: 'required' });
    const member = await createTestStaff(app);
    enrolling = await loginStaff(app, member.email);
    expect(enrolling.staff).toMatchObject({ secondFactor: 'enrol', totpEnabled: false });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(table)('%s: only the enrolment routes are open', async (_label, op) => {
    const response = await send(app, enrolling, op);
    if (SECOND_FACTOR_PENDING.has(label(op))) {
      expect([200, 400], response.body).toContain(response.statusCode);
    } else {
      expectError(response, 403, 'second_factor_required');
    }
  });

  it('still tells a visitor 401 and a buyer 403 forbidden, not second_factor_required', async () => {
    const buyer = await registerBuyer(app);
    for (const op of operations) {
      expectError(await send(app, null, op), 401, 'unauthenticated');
      expectError(await send(app, buyer, op), 403, 'forbidden');
    }
  });
});
