import type { Basket, Order } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptQuote,
  caller,
  quoteOrder,
  registerBuyer,
  sendOrderRequest,
  setStock,
  type TestStaff,
} from '../../../../test/index.ts';
import { officeTestApp } from '../../../../test/staff.ts';

/**
 * Issue 49, the basket and the order request: each basket line says its sizes' availability and which sizes
 * ask for more than is free; the request can still be sent, and its lines say what is short now on every read,
 * for the buyer and for the team, until it is accepted.
 */

let app: FastifyInstance;
let staff: TestStaff;

beforeAll(async () => {
  ({ app, staff } = await officeTestApp('Eleni'));
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/basket: stock per size', () => {
  it('gives each line its sizes as the buyer reads them and the sizes asking more than is free', async () => {
    await setStock(app, staff, '1', [
      { size: 'S', onHand: 40 },
      { size: 'M', onHand: 3 },
      { size: 'L', onHand: 0, restockDate: '2099-03-01' },
    ]);
    await setStock(app, staff, '2', [{ size: 'M', onHand: 1 }], 12);
    const buyer = await registerBuyer(app);
    const call = caller(app, buyer);
    expect(
      (await call('POST', '/api/basket/lines', { productId: '1', quantities: { S: 5, M: 4, L: 2, XL: 9 } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/basket/lines', { productId: '2', quantities: { M: 6 } })).statusCode,
    ).toBe(200);

    const basket = (await call('GET', '/api/basket')).json<Basket>();
    const [first, second] = basket.lines;
    expect(first?.availability).toEqual([
      { size: 'XS', state: 'untracked' },
      { size: 'S', state: 'in_stock', free: 40 },
      { size: 'M', state: 'low', free: 3 },
      { size: 'L', state: 'restock', restockDate: '2099-03-01', leadDays: null },
      { size: 'XL', state: 'untracked' },
    ]);
    // XL is not tracked: never short. L has none free until its restock date.
    expect(first?.stockShortfalls).toEqual([
      { size: 'M', requested: 4, free: 3 },
      { size: 'L', requested: 2, free: 0 },
    ]);
    // Back-ordered: what is missing is made for the buyer, so nothing is short.
    expect(second?.availability.find((a) => a.size === 'M')).toEqual({ size: 'M', state: 'low', free: 1 });
    expect(second?.availability.find((a) => a.size === 'S')).toEqual({ size: 'S', state: 'untracked' });
    expect(second?.stockShortfalls).toEqual([]);

    // Every basket call answers with the same: an edit within the stock clears the line's shortfall.
    const edited = await call('PATCH', '/api/basket/lines/1', { quantities: { M: 3, L: 0 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Basket>().lines[0]?.stockShortfalls).toEqual([]);
  });
});

describe('an order request over the stock', () => {
  it('is sent all the same, and says on every read what is short now, to the buyer and the team', async () => {
    await setStock(app, staff, '3', [
      { size: 'S', onHand: 4 },
      { size: 'M', onHand: 30 },
    ]);
    const buyer = await registerBuyer(app);
    const call = caller(app, buyer);
    const order = await sendOrderRequest(call, '3', { S: 6, M: 2 });
    expect(order.lines[0]?.stockShortfalls).toEqual([{ size: 'S', requested: 6, free: 4 }]);

    // The team adds pieces: the next read says so, nothing is stored with the request.
    await setStock(app, staff, '3', [
      { size: 'S', onHand: 10 },
      { size: 'M', onHand: 1 },
    ]);
    const mine = (await call('GET', `/api/orders/${order.reference}`)).json<Order>();
    expect(mine.lines[0]?.stockShortfalls).toEqual([{ size: 'M', requested: 2, free: 1 }]);
    const office = caller(app, staff);
    const theirs = (await office('GET', `/api/office/orders/${order.reference}`)).json<Order>();
    expect(theirs.lines[0]?.stockShortfalls).toEqual([{ size: 'M', requested: 2, free: 1 }]);

    // Accepted, the pieces are held: the lines no longer compare them with what is free.
    await setStock(app, staff, '3', [
      { size: 'S', onHand: 10 },
      { size: 'M', onHand: 2 },
    ]);
    const quoted = await quoteOrder(office, order);
    expect(quoted.lines[0]?.stockShortfalls).toEqual([]);
    const accepted = await acceptQuote(call, {
      reference: order.reference,
      version: order.progress.version + 1,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Order>().lines[0]).not.toHaveProperty('stockShortfalls');
    const afterwards = (await office('GET', `/api/office/orders/${order.reference}`)).json<Order>();
    expect(afterwards.lines[0]).not.toHaveProperty('stockShortfalls');
  });

  it('answers a lost race for the last pieces with 409 stock_short and a request still open to changes', async () => {
    await setStock(app, staff, '4', [{ size: 'L', onHand: 8 }]);
    const office = caller(app, staff);
    const winner = caller(app, await registerBuyer(app));
    const loser = caller(app, await registerBuyer(app));
    const won = await quoteOrder(office, await sendOrderRequest(winner, '4', { L: 6 }));
    const lost = await quoteOrder(office, await sendOrderRequest(loser, '4', { L: 5 }));
    const acceptable = (order: Order) => ({ reference: order.reference, version: order.progress.version });
    expect((await acceptQuote(winner, acceptable(won))).statusCode).toBe(200);

    const refused = await acceptQuote(loser, acceptable(lost));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'stock_short', fields: { '4.L': 'out_of_stock' } });
    const now = (await loser('GET', `/api/orders/${lost.reference}`)).json<Order>();
    expect(now.status).toBe('quoted');
    expect(now.progress.actions).toContain('request_changes');
    expect(now.lines[0]?.stockShortfalls).toEqual([{ size: 'L', requested: 5, free: 2 }]);
  });
});
