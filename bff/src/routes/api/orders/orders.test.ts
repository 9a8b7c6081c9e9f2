import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Basket, Order, OrderList } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ATHENS_ADDRESS,
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
  buyer = await registerBuyer(app, { businessName: 'Boutique Ermou' });
  call = caller(app, buyer);
});

const fill = async (who = call) => {
  await who('POST', '/api/basket/lines', { productId: '1', quantities: { S: 2, M: 1 }, addYourBrand: true });
  await who('POST', '/api/basket/lines', { productId: '2', quantities: { L: 3 } });
};
const submit = (
  body: object = { deliveryOption: 'standard', deliveryAddress: ATHENS_ADDRESS },
  key?: string,
) => call('POST', '/api/orders', body, key ? { 'idempotency-key': key } : {});
const orderCount = async () => (await call('GET', '/api/orders')).json<OrderList>().orders.length;

describe('POST /api/orders', () => {
  it('creates the order from the basket, snapshots the lines and empties the basket', async () => {
    await fill();
    const basket = (await call('GET', '/api/basket')).json<Basket>();
    const response = await submit({
      deliveryOption: 'fast',
      deliveryAddress: ATHENS_ADDRESS,
      notes: ' Ring twice ',
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order).toMatchObject({
      reference: expect.stringMatching(/^WS-\d{4}-\d{6}$/),
      status: 'submitted',
      deliveryOption: 'fast',
      deliveryAddress: { ...ATHENS_ADDRESS, postalCode: '10563' },
      notes: 'Ring twice',
      totalItems: 6,
      totalPriceCents: basket.totalPriceCents,
      statusHistory: [{ status: 'submitted', at: order.createdAt }],
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        productId: '1',
        name: 'Red Tiered Maxi Dress',
        names: { en: 'Red Tiered Maxi Dress', gr: 'Κόκκινο μάξι φόρεμα με βολάν' },
        unitPriceCents: 2499,
        quantities: { S: 2, M: 1 },
        totalQuantity: 3,
        lineTotalCents: 7497,
        addYourBrand: true,
      }),
      expect.objectContaining({ productId: '2', quantities: { L: 3 }, totalQuantity: 3 }),
    ]);
    expect((await call('GET', '/api/basket')).json<Basket>().lines).toEqual([]);
  });

  it('numbers references one after the other', async () => {
    await fill();
    const first = (await submit()).json<Order>().reference;
    await fill();
    const second = (await submit()).json<Order>().reference;
    const n = (ref: string) => Number(ref.slice(-6));
    expect(n(second)).toBeGreaterThan(n(first));
  });

  it('sends the order-received mail to the buyer and the shop team', async () => {
    await fill();
    const { reference } = (await submit()).json<Order>();
    const mails = (await readOutbox(app)).filter((m) => m.includes(reference));
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => isAddressedTo(m, buyer.email) && m.includes('Dear Boutique Ermou'))).toBe(true);
    expect(mails.some((m) => /^To: team@wholesale\.gr$/m.test(m))).toBe(true);
  });

  it('writes the buyer’s mail in Greek when the order is placed in Greek', async () => {
    await fill();
    const before = new Set(await readdir(app.config.outboxDir));
    const response = await call('POST', '/api/orders?lang=gr', {
      deliveryOption: 'standard',
      deliveryAddress: ATHENS_ADDRESS,
    });
    expect(response.statusCode).toBe(201);
    await app.mailOutbox.flush();
    const added = (await readdir(app.config.outboxDir)).filter((f) => !before.has(f));
    const raw = await Promise.all(added.map((f) => readFile(path.join(app.config.outboxDir, f), 'utf8')));
    const toBuyer = raw.find((m) => isAddressedTo(m, buyer.email)) ?? '';
    // The subject is RFC 2047 encoded, possibly over several folded lines.
    const header = /^Subject: (.*(?:\n .*)*)/m.exec(toBuyer)?.[1] ?? '';
    const subject = [...header.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/g)]
      .map((m) => Buffer.from(m[1] ?? '', 'base64'))
      .reduce((all, part) => Buffer.concat([all, part]), Buffer.alloc(0))
      .toString('utf8');
    expect(subject).toBe(`Λάβαμε το αίτημα παραγγελίας σας ${response.json<Order>().reference}`);
  });

  it('refuses fewer than 5 pieces with the count and what is missing, and keeps the basket', async () => {
    await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 3 } });
    const response = await submit();
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('minimum_order_not_met');
    expect(response.json().error.message).toContain('3 of the 5');
    expect(response.json().error.message).toContain('add 2 more');
    expect((await call('GET', '/api/basket')).json<Basket>().totalQuantity).toBe(3);
    expect(await orderCount()).toBe(0);
  });

  it('refuses an empty basket', async () => {
    const response = await submit();
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('minimum_order_not_met');
  });

  it('requires a delivery address (after the minimum)', async () => {
    await fill();
    const response = await submit({ deliveryOption: 'standard' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('delivery_address_required');
    expect((await call('GET', '/api/basket')).json<Basket>().totalQuantity).toBe(6);
  });

  it('requires the VAT number (ΑΦΜ) on the profile first, keeps the basket, then takes the order', async () => {
    const noVat = await registerBuyer(app, { vatNumber: null });
    const theirs = caller(app, noVat);
    await fill(theirs);
    const body = { deliveryOption: 'standard', deliveryAddress: ATHENS_ADDRESS };
    const refused = await theirs('POST', '/api/orders', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('vat_number_required');
    expect((await theirs('GET', '/api/basket')).json<Basket>().totalQuantity).toBe(6);
    expect((await theirs('GET', '/api/orders')).json<OrderList>().orders).toEqual([]);

    expect((await theirs('PATCH', '/api/profile', { vatNumber: 'EL094014201' })).statusCode).toBe(200);
    expect((await theirs('POST', '/api/orders', body)).statusCode).toBe(201);
  });

  it.each([
    [
      'a bad postal code',
      { deliveryOption: 'standard', deliveryAddress: { ...ATHENS_ADDRESS, postalCode: '1056' } },
      'deliveryAddress.postalCode',
      'invalid_postal_code',
    ],
    [
      'an unknown delivery option',
      { deliveryOption: 'overnight', deliveryAddress: ATHENS_ADDRESS },
      'deliveryOption',
      'invalid_value',
    ],
    ['a missing delivery option', { deliveryAddress: ATHENS_ADDRESS }, 'deliveryOption', 'required'],
    [
      'an address without city',
      { deliveryOption: 'standard', deliveryAddress: { ...ATHENS_ADDRESS, city: undefined } },
      'deliveryAddress.city',
      'required',
    ],
    [
      'an extra field',
      { deliveryOption: 'standard', deliveryAddress: ATHENS_ADDRESS, total: 1 },
      'total',
      'unknown_field',
    ],
    [
      'notes as a number',
      { deliveryOption: 'standard', deliveryAddress: ATHENS_ADDRESS, notes: 5 },
      'notes',
      'invalid_type',
    ],
  ])('refuses %s', async (_label, body, field, code) => {
    await fill();
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
  });

  it('accepts the postal code written without a space', async () => {
    await fill();
    const response = await submit({
      deliveryOption: 'express',
      deliveryAddress: { ...ATHENS_ADDRESS, postalCode: '54621' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Order>().deliveryAddress.postalCode).toBe('54621');
  });

  it('is for logged-in buyers only', async () => {
    const response = await caller(app, null)('POST', '/api/orders', { deliveryOption: 'standard' });
    expect(response.statusCode).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated submit with the same order (sequential)', async () => {
    await fill();
    const first = await submit(undefined, 'checkout-1');
    await fill(); // the buyer fills the basket again; the retry must not order it
    const again = await submit(undefined, 'checkout-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>().reference).toBe(first.json<Order>().reference);
    expect(await orderCount()).toBe(1);
    expect((await call('GET', '/api/basket')).json<Basket>().totalQuantity).toBe(6);
  });

  it('makes one order when the same submit races with itself (concurrent)', async () => {
    await fill();
    const responses = await Promise.all(Array.from({ length: 5 }, () => submit(undefined, 'checkout-race')));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json<Order>().reference)).size).toBe(1);
    expect(await orderCount()).toBe(1);
  });

  it('is per buyer: another buyer may use the same key', async () => {
    await fill();
    const mine = (await submit(undefined, 'shared-key')).json<Order>();
    const other = await registerBuyer(app);
    const otherCall = caller(app, other);
    await fill(otherCall);
    const theirs = await otherCall(
      'POST',
      '/api/orders',
      { deliveryOption: 'standard', deliveryAddress: ATHENS_ADDRESS },
      { 'idempotency-key': 'shared-key' },
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<Order>().reference).not.toBe(mine.reference);
  });

  it('without a key, racing submits of one basket make one order and one refusal', async () => {
    await fill();
    const responses = await Promise.all([submit(), submit()]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await orderCount()).toBe(1);
  });
});

describe('GET /api/orders and /api/orders/:reference', () => {
  it('lists own orders newest first', async () => {
    await fill();
    const first = (await submit()).json<Order>();
    await call('POST', '/api/basket/lines', { productId: '3', quantities: { XL: 5 } });
    const second = (await submit()).json<Order>();
    const list = (await call('GET', '/api/orders')).json<OrderList>();
    expect(list.orders.map((o) => o.reference)).toEqual([second.reference, first.reference]);
    expect(list.orders[0]).toEqual({
      reference: second.reference,
      createdAt: second.createdAt,
      totalItems: 5,
      totalPriceCents: second.totalPriceCents,
      status: 'submitted',
    });
  });

  it('shows the detail, with names in the language asked for', async () => {
    await fill();
    const { reference } = (await submit()).json<Order>();
    const response = await call('GET', `/api/orders/${reference}?lang=gr`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().lines[0]?.name).toBe('Κόκκινο μάξι φόρεμα με βολάν');
  });

  it('keeps the price it was ordered at', async () => {
    await fill();
    const { reference } = (await submit()).json<Order>();
    await app.db.updateTable('products').set({ price_cents: 9999 }).where('id', '=', '1').execute();
    const order = (await call('GET', `/api/orders/${reference}`)).json<Order>();
    expect(order.lines[0]?.unitPriceCents).toBe(2499);
    await app.db.updateTable('products').set({ price_cents: 2499 }).where('id', '=', '1').execute();
  });

  it('404s another buyer’s order and an unknown reference', async () => {
    await fill();
    const { reference } = (await submit()).json<Order>();
    const other = await registerBuyer(app);
    expect((await caller(app, other)('GET', `/api/orders/${reference}`)).statusCode).toBe(404);
    expect((await caller(app, other)('GET', '/api/orders')).json<OrderList>().orders).toEqual([]);
    expect((await call('GET', '/api/orders/WS-2020-999999')).statusCode).toBe(404);
  });

  it('is for logged-in buyers only', async () => {
    expect((await caller(app, null)('GET', '/api/orders')).statusCode).toBe(401);
    expect((await caller(app, null)('GET', '/api/orders/WS-2026-000001')).statusCode).toBe(401);
  });
});
