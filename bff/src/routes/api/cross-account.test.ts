import type {
  Basket,
  CustomRequest,
  CustomRequestList,
  Order,
  OrderList,
  SampleList,
  SampleRequestCreated,
  Upload,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  buildTestApp,
  caller,
  postMultipart,
  registerBuyer,
  type TestBuyer,
} from '../../../test/index.ts';
import { samples } from '../../domain/uploads/test-files.ts';

/**
 * One place for "account B cannot reach account A's things": every resource that belongs to a buyer
 * (orders, custom-made requests, samples, uploads, basket lines and their logos), asked for by
 * another buyer, is a 404 that reads exactly like an unknown id (no existence oracle), and never
 * shows up in the other buyer's lists. Visitors get 401.
 */

let app: FastifyInstance;
let owner: TestBuyer;
let other: TestBuyer;
const mine = {} as {
  order: Order;
  custom: CustomRequest;
  sample: SampleRequestCreated['sample'];
  logo: Upload;
  /** Every upload id A owns: the logo, the brand label and the design file. */
  uploadIds: string[];
};

const inAMonth = () => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 30);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  app = await buildTestApp();
  owner = await registerBuyer(app, { businessName: 'Owner Boutique' });
  other = await registerBuyer(app, { businessName: 'Other Boutique' });
  const a = caller(app, owner);

  const logo = await postMultipart(app, owner, '/api/uploads', [
    { name: 'file', filename: 'owner-logo.png', content: samples.png, contentType: 'image/png' },
  ]);
  expect(logo.statusCode).toBe(201);
  mine.logo = logo.json<Upload>();

  expect(
    (await a('POST', '/api/basket/lines', { productId: '1', quantities: { S: 3, M: 2 }, addYourBrand: true }))
      .statusCode,
  ).toBe(200);
  expect((await a('PUT', '/api/basket/lines/1/brand-logo', { uploadId: mine.logo.id })).statusCode).toBe(200);
  const order = await a(
    'POST',
    '/api/orders',
    { deliveryOption: 'standard', deliveryAddress: ATHENS_ADDRESS },
    {
      'idempotency-key': 'owner-checkout-1',
    },
  );
  expect(order.statusCode).toBe(201);
  mine.order = order.json<Order>();
  // A second line stays in A's basket, with the logo, for the basket checks.
  await a('POST', '/api/basket/lines', { productId: '2', quantities: { L: 5 }, addYourBrand: true });
  await a('PUT', '/api/basket/lines/2/brand-logo', { uploadId: mine.logo.id });

  const custom = await postMultipart(app, owner, '/api/custom-requests', [
    {
      name: 'request',
      value: JSON.stringify({
        lines: [{ type: 'dress', selected: true, fabric: 'cotton', sizes: { S: 3, M: 2 } }],
        deliveryAddress: ATHENS_ADDRESS,
        preferredDeliveryDate: inAMonth(),
        deliveryOption: 'standard',
      }),
    },
    { name: 'brandLabel', filename: 'label.pdf', content: samples.pdf, contentType: 'application/pdf' },
    { name: 'designFile.dress', filename: 'sketch.jpg', content: samples.jpeg, contentType: 'image/jpeg' },
  ]);
  expect(custom.statusCode).toBe(201);
  mine.custom = custom.json<CustomRequest>();

  const sample = await a('POST', '/api/samples', { productId: '3', size: 'M', deliveryOption: 'standard' });
  expect(sample.statusCode).toBe(201);
  mine.sample = sample.json<SampleRequestCreated>().sample;

  const designFileId = mine.custom.lines[0]?.designFile?.id;
  const brandLabelId = mine.custom.brandLabel?.id;
  if (!designFileId || !brandLabelId) throw new Error('custom request without its files');
  mine.uploadIds = [mine.logo.id, brandLabelId, designFileId];
});
afterAll(async () => {
  await app.close();
});

/** The 404 body for an id nobody has: B must get exactly this for A's. */
async function unknownBody(url: string): Promise<unknown> {
  const response = await caller(app, other)('GET', url);
  expect(response.statusCode).toBe(404);
  return response.json();
}

describe('another buyer', () => {
  it('gets 404 for the owner’s order, like an unknown reference, and does not see it listed', async () => {
    const b = caller(app, other);
    const response = await b('GET', `/api/orders/${mine.order.reference}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(await unknownBody('/api/orders/WS-2020-999999'));
    expect(response.body).not.toContain(mine.order.reference);
    expect((await b('GET', '/api/orders')).json<OrderList>().orders).toEqual([]);
    // The owner still sees it.
    expect((await caller(app, owner)('GET', `/api/orders/${mine.order.reference}`)).statusCode).toBe(200);
  });

  it('cannot replay the owner’s Idempotency-Key to read the owner’s order', async () => {
    const b = caller(app, other);
    await b('POST', '/api/basket/lines', { productId: '4', quantities: { M: 5 } });
    const response = await b(
      'POST',
      '/api/orders',
      { deliveryOption: 'standard', deliveryAddress: ATHENS_ADDRESS },
      {
        'idempotency-key': 'owner-checkout-1',
      },
    );
    expect(response.statusCode).toBe(201);
    const theirs = response.json<Order>();
    expect(theirs.reference).not.toBe(mine.order.reference);
    expect(theirs.lines.map((line) => line.productId)).toEqual(['4']);
  });

  it('gets 404 for the owner’s custom-made request, like an unknown reference, and does not see it listed', async () => {
    const b = caller(app, other);
    const response = await b('GET', `/api/custom-requests/${mine.custom.reference}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(await unknownBody('/api/custom-requests/CR-2020-999999'));
    expect((await b('GET', '/api/custom-requests')).json<CustomRequestList>().requests).toEqual([]);
    expect(
      (await caller(app, owner)('GET', `/api/custom-requests/${mine.custom.reference}`)).statusCode,
    ).toBe(200);
  });

  it('gets 404 for every file of the owner (logo, brand label, design file), like an unknown id', async () => {
    const b = caller(app, other);
    const unknown = await unknownBody('/api/uploads/00000000-0000-4000-8000-000000000000');
    for (const id of mine.uploadIds) {
      const response = await b('GET', `/api/uploads/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknown);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect((await caller(app, owner)('GET', `/api/uploads/${id}`)).statusCode).toBe(200);
    }
  });

  it('cannot attach the owner’s files to their own basket line', async () => {
    const b = caller(app, other);
    await b('POST', '/api/basket/lines', { productId: '1', quantities: { S: 5 }, addYourBrand: true });
    for (const id of mine.uploadIds) {
      const response = await b('PUT', '/api/basket/lines/1/brand-logo', { uploadId: id });
      expect(response.statusCode).toBe(404);
    }
    const basket = (await b('GET', '/api/basket')).json<Basket>();
    expect(basket.lines.map((line) => line.brandLogo)).toEqual([null]);
  });

  it('cannot see, change or remove the owner’s basket lines', async () => {
    const b = caller(app, other);
    await b('DELETE', '/api/basket');
    expect((await b('PATCH', '/api/basket/lines/2', { quantities: { L: 9 } })).statusCode).toBe(404);
    expect((await b('DELETE', '/api/basket/lines/2')).statusCode).toBe(404);
    expect((await b('DELETE', '/api/basket/lines/2/brand-logo')).statusCode).toBe(404);
    expect((await b('GET', '/api/basket')).json<Basket>().lines).toEqual([]);

    const owners = (await caller(app, owner)('GET', '/api/basket')).json<Basket>();
    expect(owners.lines).toEqual([
      expect.objectContaining({
        productId: '2',
        quantities: { L: 5 },
        brandLogo: expect.objectContaining({ id: mine.logo.id }),
      }),
    ]);
  });

  it('does not see the owner’s samples, nor use up the owner’s allowance', async () => {
    const b = caller(app, other);
    const list = (await b('GET', '/api/samples')).json<SampleList>();
    expect(JSON.stringify(list)).not.toContain(mine.sample.id);
    // The same product is still free for B: samples are per account.
    expect(
      (await b('POST', '/api/samples', { productId: '3', size: 'S', deliveryOption: 'standard' })).statusCode,
    ).toBe(201);
    const owners = (await caller(app, owner)('GET', '/api/samples')).json<SampleList>();
    expect(JSON.stringify(owners)).toContain(mine.sample.id);
    expect(JSON.stringify(owners)).not.toContain('"size":"S"');
  });
});

describe('a visitor', () => {
  it('gets 401, never the owner’s data', async () => {
    const visitor = caller(app, null);
    for (const url of [
      `/api/orders/${mine.order.reference}`,
      '/api/orders',
      `/api/custom-requests/${mine.custom.reference}`,
      '/api/custom-requests',
      '/api/samples',
      '/api/basket',
      ...mine.uploadIds.map((id) => `/api/uploads/${id}`),
    ]) {
      const response = await visitor('GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });
});
