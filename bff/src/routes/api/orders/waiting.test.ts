import type { CustomRequest, Order, WaitingCount } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
  caller,
  postMultipart,
  registerBuyer,
  type TestBuyer,
} from '../../../../test/index.ts';
import { officeTestApp } from '../../../../test/staff.ts';

/**
 * `GET /api/orders/waiting`: how many of the buyer's order and custom-made requests are quoted and wait for
 * the buyer's answer — the count beside My Orders in the top bar.
 */

let app: FastifyInstance;
let office: ReturnType<typeof caller>;

beforeAll(async () => {
  ({ app, office } = await officeTestApp('Waiting Count Staff'));
});
afterAll(async () => {
  await app.close();
});

async function submitOrder(buyer: TestBuyer): Promise<Order> {
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

async function submitCustom(buyer: TestBuyer): Promise<CustomRequest> {
  const response = await postMultipart(app, buyer, '/api/custom-requests', [
    {
      name: 'request',
      value: JSON.stringify({
        lines: [{ type: 'dress', selected: true, fabric: 'cotton', sizes: { S: 10 } }],
        deliveryAddress: ATHENS_ADDRESS,
        deliveryOption: 'standard',
        notes: '',
      }),
    },
  ]);
  expect(response.statusCode).toBe(201);
  return response.json<CustomRequest>();
}

const DELIVERY = [{ label: 'Courier', costCents: 1200, leadTimeDays: 3 }];

/** Staff price every line of the request at 10.00 (version 1 → quoted, version 2). */
async function quote(kind: 'orders' | 'custom-requests', reference: string, lineCount: number) {
  const response = await office('POST', `/api/office/${kind}/${reference}/quotes`, {
    version: 1,
    lines: Array.from({ length: lineCount }, (_, index) => ({ position: index + 1, unitPriceCents: 1000 })),
    deliveryOptions: DELIVERY,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function waiting(buyer: TestBuyer | null) {
  const response = await caller(app, buyer)('GET', '/api/orders/waiting');
  return response;
}

async function waitingCount(buyer: TestBuyer): Promise<number> {
  const response = await waiting(buyer);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<WaitingCount>().count;
}

describe('GET /api/orders/waiting', () => {
  it('is 401 for a visitor', async () => {
    const response = await waiting(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
  });

  it('counts the order requests quoted and waiting for the answer: 0, 1 after a quote, 0 after accepting', async () => {
    const buyer = await registerBuyer(app, { businessName: 'Waiting Boutique One' });
    expect(await waitingCount(buyer)).toBe(0);

    const order = await submitOrder(buyer);
    expect(await waitingCount(buyer)).toBe(0); // submitted: the team's turn

    await quote('orders', order.reference, order.lines.length);
    expect(await waitingCount(buyer)).toBe(1);

    const accepted = await caller(app, buyer)('POST', `/api/orders/${order.reference}/actions`, {
      action: 'accept_quote',
      version: 2,
      quoteVersion: 1,
      deliveryOption: 0,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await waitingCount(buyer)).toBe(0);
  });

  it('adds up quoted order requests and custom-made requests, and only the buyer’s own', async () => {
    const buyer = await registerBuyer(app, { businessName: 'Waiting Boutique Two' });
    const other = await registerBuyer(app, { businessName: 'Waiting Boutique Three' });

    const order = await submitOrder(buyer);
    const custom = await submitCustom(buyer);
    const othersOrder = await submitOrder(other);
    const othersCustom = await submitCustom(other);
    await quote('orders', othersOrder.reference, othersOrder.lines.length);
    await quote('custom-requests', othersCustom.reference, othersCustom.lines.length);

    // Another buyer's quotes are theirs alone.
    expect(await waitingCount(buyer)).toBe(0);
    expect(await waitingCount(other)).toBe(2);

    await quote('custom-requests', custom.reference, custom.lines.length);
    expect(await waitingCount(buyer)).toBe(1);
    await quote('orders', order.reference, order.lines.length);
    expect(await waitingCount(buyer)).toBe(2);

    // Asking for changes hands the request back to the team.
    const changes = await caller(app, buyer)('POST', `/api/custom-requests/${custom.reference}/actions`, {
      action: 'request_changes',
      version: 2,
      note: 'A little cheaper, please',
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(await waitingCount(buyer)).toBe(1);

    // Declining answers the quote too.
    const declined = await caller(app, buyer)('POST', `/api/orders/${order.reference}/actions`, {
      action: 'decline_quote',
      version: 2,
      note: 'Not this season',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await waitingCount(buyer)).toBe(0);
    expect(await waitingCount(other)).toBe(2);
  });

  it('is not taken for an order reference', async () => {
    const buyer = await registerBuyer(app, { businessName: 'Waiting Boutique Four' });
    const response = await waiting(buyer);
    expect(response.json()).toEqual({ count: 0 });
  });
});
