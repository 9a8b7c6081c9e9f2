import { readdir } from 'node:fs/promises';
import { type Basket, type OrderList, SHOP_REQUEST_HEADER } from '@shop/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  buildTestApp,
  caller,
  multipart,
  registerBuyer,
  SHOP_REQUEST,
  type TestBuyer,
} from '../../test/index.ts';
import { type ApiOperation, apiOperations, STATE_CHANGING, sampleUrl } from '../../test/routes.ts';
import { samples } from '../domain/uploads/test-files.ts';
import { isJsonContentType } from './csrf.ts';

let app: FastifyInstance;
let stateChanging: ApiOperation[];

beforeAll(async () => {
  app = await buildTestApp();
  stateChanging = (await apiOperations(app)).filter((op) => STATE_CHANGING.has(op.method));
});
afterAll(async () => {
  await app.close();
});

/** What a page on another site can make a browser send with the shop's cookie, no preflight needed. */
function crossSiteShapes(): Array<{
  what: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}> {
  const form = multipart([
    { name: 'file', filename: 'logo.png', content: samples.png, contentType: 'image/png' },
  ]);
  const { [SHOP_REQUEST_HEADER]: _dropped, ...formHeaders } = form.headers;
  return [
    {
      what: 'an urlencoded form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'productId=1&quantities=5',
    },
    { what: 'a multipart form', headers: formHeaders, payload: form.payload },
    {
      what: 'a text/plain form shaped like JSON',
      headers: { 'content-type': 'text/plain' },
      payload: '{"productId":"1","x":"=1"}',
    },
    { what: 'a bodiless form or fetch', headers: {} },
    {
      what: 'the shop header with a wrong value',
      headers: { 'content-type': 'text/plain', [SHOP_REQUEST_HEADER]: 'yes' },
      payload: 'x',
    },
  ];
}

describe('CSRF guard', () => {
  it('covers the state-changing routes of the API', () => {
    const names = stateChanging.map((op) => `${op.method} ${op.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/logout',
        'POST /api/orders',
        'POST /api/uploads',
        'POST /api/custom-requests',
        'DELETE /api/basket',
        'PATCH /api/profile',
      ]),
    );
  });

  it('refuses, with 403 csrf, every state-changing route reached the way a cross-site page can', async () => {
    const buyer = await registerBuyer(app);
    for (const op of stateChanging) {
      for (const shape of crossSiteShapes()) {
        const response = await app.inject({
          method: op.method,
          url: sampleUrl(op),
          cookies: buyer.cookies,
          headers: { origin: 'https://evil.example', ...shape.headers },
          ...(shape.payload === undefined ? {} : { payload: shape.payload }),
        } as InjectOptions);
        const what = `${op.method} ${op.path} as ${shape.what}`;
        expect(response.statusCode, what).toBe(403);
        expect(response.json(), what).toEqual({ error: { code: 'csrf', message: expect.any(String) } });
      }
    }
  });

  it('lets the shop’s own requests through: a JSON body, or the header with any body', async () => {
    for (const op of stateChanging) {
      // A fresh buyer each time: logout would end a shared session.
      const buyer = await registerBuyer(app);
      const variants: Array<[string, Partial<InjectOptions>]> = [
        ['JSON', { headers: { 'content-type': 'application/json; charset=utf-8' }, payload: '{}' }],
        ['header, no body', { headers: SHOP_REQUEST }],
        ['header, multipart', multipart([{ name: 'note', value: 'x' }])],
      ];
      for (const [what, options] of variants) {
        const response = await app.inject({
          method: op.method,
          url: sampleUrl(op),
          cookies: buyer.cookies,
          ...options,
        } as InjectOptions);
        // Whatever the route thinks of the body, it is not the CSRF guard that answers.
        expect(response.statusCode, `${op.method} ${op.path} ${what}`).toBeLessThan(500);
        if (response.statusCode === 403)
          expect(response.json().error.code, `${op.method} ${op.path} ${what}`).not.toBe('csrf');
      }
    }
  });

  it('never blocks reads', async () => {
    const buyer = await registerBuyer(app);
    for (const url of ['/api/basket', '/api/orders', '/api/auth/me', '/api/products']) {
      const response = await app.inject({
        url,
        cookies: buyer.cookies,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode, url).toBe(200);
    }
    expect((await app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('a forged request changes nothing', () => {
  let buyer: TestBuyer;
  beforeAll(async () => {
    buyer = await registerBuyer(app);
    await caller(app, buyer)('POST', '/api/basket/lines', { productId: '1', quantities: { S: 5 } });
  });
  const forged = (method: 'POST' | 'DELETE', url: string, payload?: string) =>
    app.inject({
      method,
      url,
      cookies: buyer.cookies,
      headers: payload === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
      ...(payload === undefined ? {} : { payload }),
    });

  it('does not log the buyer out', async () => {
    expect((await forged('POST', '/api/auth/logout')).statusCode).toBe(403);
    const me = await app.inject({ url: '/api/auth/me', cookies: buyer.cookies });
    expect(me.json().buyer?.email).toBe(buyer.email);
  });

  it('does not empty the basket nor submit it as an order', async () => {
    expect((await forged('DELETE', '/api/basket')).statusCode).toBe(403);
    expect((await forged('DELETE', '/api/basket/lines/1')).statusCode).toBe(403);
    const order = await app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: buyer.cookies,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ deliveryOption: 'standard', deliveryAddress: ATHENS_ADDRESS }),
    });
    expect(order.statusCode).toBe(403);
    const call = caller(app, buyer);
    expect((await call('GET', '/api/basket')).json<Basket>().lines).toHaveLength(1);
    expect((await call('GET', '/api/orders')).json<OrderList>().orders).toEqual([]);
  });

  it('does not store an uploaded file', async () => {
    const before = await readdir(app.config.uploadsDir).catch(() => [] as string[]);
    const { payload, headers } = multipart([
      { name: 'file', filename: 'logo.png', content: samples.png, contentType: 'image/png' },
    ]);
    const { [SHOP_REQUEST_HEADER]: _dropped, ...formHeaders } = headers;
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      cookies: buyer.cookies,
      headers: formHeaders,
      payload,
    });
    expect(response.statusCode).toBe(403);
    expect(await readdir(app.config.uploadsDir).catch(() => [] as string[])).toEqual(before);
  });
});

describe('isJsonContentType', () => {
  it('takes application/json and +json types, whatever the parameters and case', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/merge-patch+json',
    ]) {
      expect(isJsonContentType(type), type).toBe(true);
    }
  });

  it('refuses what forms send and look-alikes', () => {
    for (const type of [
      undefined,
      '',
      'text/plain',
      'text/plain; application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'application/json, text/plain',
      'text/json',
    ]) {
      expect(isJsonContentType(type), String(type)).toBe(false);
    }
  });
});
