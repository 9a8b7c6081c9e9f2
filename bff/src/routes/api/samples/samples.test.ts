import type { SampleList, SampleRequestCreated } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  caller,
  isAddressedTo,
  readOutbox,
  registerBuyer,
  type TestBuyer,
} from '../../../../test/index.ts';

let app: FastifyInstance;
let buyer: TestBuyer;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  buyer = await registerBuyer(app);
  call = caller(app, buyer);
});

const request = (productId: string, extra: object = {}) =>
  call('POST', '/api/samples', { productId, size: 'M', deliveryOption: 'standard', ...extra });

describe('POST /api/samples', () => {
  it('records a sample request and says how many remain', async () => {
    const response = await request('1', {
      deliveryOption: 'express',
      notes: 'For our summer window',
      size: 'S',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<SampleRequestCreated>()).toEqual({
      sample: {
        id: expect.any(String),
        productId: '1',
        productName: 'Red Tiered Maxi Dress',
        size: 'S',
        deliveryOption: 'express',
        deliveryFeeCents: 1500,
        notes: 'For our summer window',
        createdAt: expect.any(String),
        status: 'requested',
        carrier: null,
        trackingNumber: null,
      },
      remaining: 2,
    });
  });

  it('mails the buyer and the shop team', async () => {
    await request('2');
    const mails = (await readOutbox(app)).filter((m) => m.includes('Sample request'));
    expect(mails.some((m) => isAddressedTo(m, buyer.email))).toBe(true);
    expect(mails.some((m) => /^To: team@wholesale\.gr$/m.test(m) && m.includes(buyer.email))).toBe(true);
  });

  it('allows one sample per product: sample_already_requested', async () => {
    await request('1');
    const response = await request('1', { size: 'L' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('sample_already_requested');
  });

  it('allows 3 samples in total: sample_limit_reached', async () => {
    for (const id of ['1', '2', '3']) expect((await request(id)).statusCode).toBe(201);
    const response = await request('4');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('sample_limit_reached');
  });

  it('accepts exactly 3 of 20 concurrent requests for different products', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => String(i + 1));
    const responses = await Promise.all(ids.map((id) => request(id)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().error.code).toBe('sample_limit_reached');
    }
    const list = (await call('GET', '/api/samples')).json<SampleList>();
    expect(list.samples).toHaveLength(3);
    expect(list.remaining).toBe(0);
  });

  it('accepts one of concurrent requests for the same product', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => request('7')));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('counts per buyer', async () => {
    for (const id of ['1', '2', '3']) await request(id);
    const other = caller(app, await registerBuyer(app));
    const response = await other('POST', '/api/samples', {
      productId: '1',
      size: 'M',
      deliveryOption: 'standard',
    });
    expect(response.statusCode).toBe(201);
  });

  it('404s an unknown product', async () => {
    const response = await request('no-such-product');
    expect(response.statusCode).toBe(404);
    expect((await call('GET', '/api/samples')).json<SampleList>().remaining).toBe(3);
  });

  it.each([
    ['an unknown size', { productId: '1', size: 'XXL', deliveryOption: 'standard' }, 'size', 'invalid_value'],
    [
      'fast delivery (samples: standard or express)',
      { productId: '1', size: 'M', deliveryOption: 'fast' },
      'deliveryOption',
      'invalid_value',
    ],
    ['a missing size', { productId: '1', deliveryOption: 'standard' }, 'size', 'required'],
    [
      'a numeric productId',
      { productId: 1, size: 'M', deliveryOption: 'standard' },
      'productId',
      'invalid_type',
    ],
    [
      'an extra field',
      { productId: '1', size: 'M', deliveryOption: 'standard', free: true },
      'free',
      'unknown_field',
    ],
    [
      'over-long notes',
      { productId: '1', size: 'M', deliveryOption: 'standard', notes: 'x'.repeat(2001) },
      'notes',
      'too_long',
    ],
  ])('refuses %s', async (_label, body, field, code) => {
    const response = await call('POST', '/api/samples', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
  });

  it('is for logged-in buyers only', async () => {
    const response = await caller(app, null)('POST', '/api/samples', {
      productId: '1',
      size: 'M',
      deliveryOption: 'standard',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/samples', () => {
  it('lists own samples oldest first, localised, with the remaining count', async () => {
    await request('1');
    await request('2');
    const response = await call('GET', '/api/samples?lang=gr');
    expect(response.statusCode).toBe(200);
    const list = response.json<SampleList>();
    expect(list).toMatchObject({ remaining: 1, max: 3 });
    expect(list.samples.map((s) => s.productId)).toEqual(['1', '2']);
    expect(list.samples[0]?.productName).toBe('Κόκκινο μάξι φόρεμα με βολάν');
  });

  it('shows nothing of other buyers', async () => {
    await request('1');
    const other = caller(app, await registerBuyer(app));
    expect((await other('GET', '/api/samples')).json<SampleList>()).toEqual({
      samples: [],
      remaining: 3,
      max: 3,
    });
  });

  it('is for logged-in buyers only', async () => {
    expect((await caller(app, null)('GET', '/api/samples')).statusCode).toBe(401);
  });
});
