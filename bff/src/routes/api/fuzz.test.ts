import { CustomRequestInputSchema, ERROR_CODES } from '@shop/contracts';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brokenMultipart,
  contentType,
  headerValue,
  jsonBody,
  multipartParts,
  pathValue,
  queryString,
  type Schema,
} from '../../../test/fuzz.ts';
import {
  ATHENS_ADDRESS,
  buildTestApp,
  caller,
  multipart,
  registerBuyer,
  SHOP_REQUEST,
  staffSession,
  type TestBuyer,
} from '../../../test/index.ts';
import { type ApiOperation, apiOperations } from '../../../test/routes.ts';

/**
 * Every route of the API (from its OpenAPI document) gets generated bad requests: bodies of the wrong
 * shape and kind, huge and unicode strings, numbers past every edge, broken JSON and multipart, odd
 * query strings, path parameters and headers, as a visitor and as a buyer. The BFF must answer each
 * with a 2xx or a 4xx, and every error as `{ error: { code, message, fields? } }` in JSON, never a 5xx.
 * FUZZ_RUNS (default 40) and FUZZ_SEED replay or widen a run; a failure prints its seed and request.
 */
const numRuns = Number(process.env.FUZZ_RUNS) || 40;
/** A walk of every route at `numRuns` each: 10–20 s on a quiet 2-core machine, more under load. */
const WALK_TIMEOUT = 90_000;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Multipart routes: which part carries JSON, and its schema (the OpenAPI document cannot say). */
const JSON_PARTS: Record<string, Schema> = {
  '/api/custom-requests': CustomRequestInputSchema as unknown as Schema,
};

let app: FastifyInstance;
let operations: ApiOperation[];

beforeAll(async () => {
  app = await buildTestApp({ logLevel: process.env.TEST_LOG_LEVEL ?? 'silent' });
  operations = await apiOperations(app);
});
afterAll(async () => {
  await app.close();
});

interface GeneratedRequest {
  query: string;
  pathValues: string[];
  headers: Record<string, string>;
  body: { type: string; payload: string | Buffer } | null;
}

function requestFor(op: ApiOperation, known: readonly string[] = []): fc.Arbitrary<GeneratedRequest> {
  const headers = fc.record(
    {
      'accept-language': headerValue,
      ...Object.fromEntries(op.headers.map((h) => [h.name, headerValue])),
    },
    { requiredKeys: [] },
  );
  let body: fc.Arbitrary<GeneratedRequest['body']>;
  if (op.method === 'GET') {
    body = fc.constant(null);
  } else if (op.body === 'multipart') {
    body = fc.oneof(
      {
        weight: 4,
        arbitrary: multipartParts(JSON_PARTS[op.path] ?? null).map((parts) => {
          const built = multipart(parts);
          return { type: built.headers['content-type'] ?? '', payload: built.payload };
        }),
      },
      { weight: 1, arbitrary: brokenMultipart.map((b) => ({ type: b.type, payload: b.body })) },
      {
        weight: 1,
        arbitrary: fc.tuple(contentType, jsonBody(null)).map(([type, payload]) => ({ type, payload })),
      },
    );
  } else {
    // Routes without a body get one anyway now and then.
    const json = fc.tuple(contentType, jsonBody(op.bodySchema)).map(([type, payload]) => ({ type, payload }));
    body = op.body === 'json' ? json : fc.option(json, { freq: 2 });
  }
  return fc.record({
    query: queryString(op.query),
    pathValues: fc.array(known.length ? fc.oneof(pathValue, fc.constantFrom(...known)) : pathValue, {
      minLength: op.pathParams.length,
      maxLength: op.pathParams.length,
    }),
    headers,
    body,
  });
}

function urlOf(op: ApiOperation, request: GeneratedRequest): string {
  let index = 0;
  const path = op.path.replace(/\{\w+\}/g, () => request.pathValues[index++] ?? 'x');
  return request.query ? `${path}?${request.query}` : path;
}

/** The error shape of ApiErrorSchema, exactly, with a known code. */
function expectApiAnswer(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const body = response.json() as { error?: Record<string, unknown> };
  // A 409 stale_order also says how the request is now (StaleRequestErrorSchema).
  const keys = body.error?.code === 'stale_order' && 'current' in body ? ['error', 'current'] : ['error'];
  expect(Object.keys(body), what).toEqual(keys);
  const error = body.error ?? {};
  expect(ERROR_CODES, `${what}: code ${String(error.code)}`).toContain(error.code);
  expect(typeof error.message === 'string' && error.message.length > 0, `${what}: message`).toBe(true);
  for (const key of Object.keys(error)) expect(['code', 'message', 'fields'], what).toContain(key);
  if (error.fields !== undefined) {
    expect(typeof error.fields, what).toBe('object');
    for (const value of Object.values(error.fields as object)) expect(typeof value, what).toBe('string');
  }
}

function describeRequest(op: ApiOperation, request: GeneratedRequest): string {
  const payload = request.body ? String(request.body.payload).slice(0, 300) : '';
  return `${op.method} ${urlOf(op, request).slice(0, 300)} [${request.body?.type ?? 'no body'}] ${payload}`;
}

async function fuzz(
  op: ApiOperation,
  who: Pick<TestBuyer, 'cookies'> | null,
  known: readonly string[] = [],
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(requestFor(op, known), async (request) => {
      const response = await app.inject({
        method: op.method,
        url: urlOf(op, request),
        headers: {
          ...SHOP_REQUEST,
          ...request.headers,
          ...(request.body ? { 'content-type': request.body.type } : {}),
        },
        ...(who ? { cookies: who.cookies } : {}),
        ...(request.body ? { payload: request.body.payload } : {}),
      } as InjectOptions);
      expectApiAnswer(response, describeRequest(op, request));
    }),
    { numRuns, ...(seed === undefined ? {} : { seed }) },
  );
}

describe('NUL characters (PostgreSQL cannot store them; found by this fuzz test)', () => {
  it('are refused with 400 validation_failed wherever they come in, on both engines', async () => {
    const buyer = await registerBuyer(app);
    const call = caller(app, buyer);
    await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 5 } });
    const answers = [
      await call('DELETE', '/api/basket/lines/%00'),
      await call('GET', '/api/orders/WS-2026-%00'),
      await call('GET', '/api/products?lang=en&category=%00'),
      await call('PATCH', '/api/profile', { businessName: 'Nul\u0000 Boutique' }),
      await call('POST', '/api/orders', {
        deliveryOption: 'standard',
        deliveryAddress: { street: 'Ermou\u0000 25', city: 'Athens', postalCode: '10563', country: 'Greece' },
      }),
      await call('POST', '/api/contact', {
        name: 'A',
        email: 'a@example.gr',
        inquiryType: 'general',
        message: 'Hello\u0000',
      }),
    ];
    for (const response of answers) {
      expectApiAnswer(response, response.body);
      expect(response.statusCode, response.body).toBe(400);
    }
    // A text field's own check (contracts text.ts) finds it first: a control character.
    expect(answers[3]?.json().error.fields).toEqual({ businessName: 'invalid_characters' });
    expect((await call('GET', '/api/orders')).json().orders).toEqual([]);
  });
});

describe('fuzzing every API route', () => {
  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/orders',
        'PATCH /api/profile',
        'POST /api/custom-requests',
        'GET /api/products',
      ]),
    );
  });

  // These walk every route (more with each feature): their budget is the whole walk's, not one request's.
  it('never answers a visitor with a 5xx or an error outside the API shape', {
    timeout: WALK_TIMEOUT,
  }, async () => {
    for (const op of operations) await fuzz(op, null);
  });

  it('never answers a buyer with a 5xx or an error outside the API shape', {
    timeout: WALK_TIMEOUT,
  }, async () => {
    for (const op of operations) {
      // A fresh buyer per route (a logout ends the session), with a basket so checkout goes deep.
      const buyer = await registerBuyer(app);
      await caller(app, buyer)('POST', '/api/basket/lines', { productId: '1', quantities: { S: 3, M: 2 } });
      await fuzz(op, buyer);
    }
  });

  it('never answers the shop team with a 5xx or an error outside the API shape', {
    timeout: WALK_TIMEOUT,
  }, async () => {
    const office = operations.filter((op) => op.path.startsWith('/api/office/'));
    expect(office.length).toBeGreaterThanOrEqual(15);
    // A real order request, so that generated quotes and steps reach its checks, not only a 404.
    const buyer = await registerBuyer(app);
    const call = caller(app, buyer);
    await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 3, M: 2 } });
    const order = await call('POST', '/api/orders', {
      deliveryOption: 'standard',
      deliveryAddress: ATHENS_ADDRESS,
    });
    const reference = order.json<{ reference: string }>().reference;
    for (const op of office) await fuzz(op, await staffSession(app), [reference, buyer.buyer.id]);
  });
});
