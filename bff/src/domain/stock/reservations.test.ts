import type { ApiError, Order } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptQuote,
  buildTestApp,
  caller,
  levelOf,
  quotedOrder,
  setStock,
  staffSession,
  stockNow,
  type TestStaff,
  testEngine,
} from '../../../test/index.ts';
import { officeTestApp } from '../../../test/staff.ts';

/**
 * Issue 49: an accepted quote reserves its order's pieces, a cancelled order gives them back, a shipped one takes
 * them out, and the last pieces are never promised twice — not by 50 buyers accepting at once, on SQLite and on
 * PostgreSQL, nor through several instances on PostgreSQL.
 */

const BUYERS = 50;

describe('stock through the order loop', () => {
  let app: FastifyInstance;
  let staff: TestStaff;
  beforeAll(async () => {
    ({ app, staff } = await officeTestApp('Eleni'));
  });
  afterAll(async () => {
    await app.close();
  });

  it('reserves on acceptance, gives back on cancelling, takes out on shipping', async () => {
    await setStock(app, staff, '2', [
      { size: 'M', onHand: 20 },
      { size: 'L', onHand: 8 },
    ]);
    // S is not tracked: it reserves nothing and is never short.
    const first = await quotedOrder(app, staff, '2', { S: 4, M: 6, L: 2 });
    expect((await acceptQuote(first.call, first)).statusCode).toBe(200);
    let stock = await stockNow(app, staff, '2');
    expect(levelOf(stock, 'M')).toMatchObject({ onHand: 20, reserved: 6, free: 14, low: false });
    expect(levelOf(stock, 'L')).toMatchObject({ onHand: 8, reserved: 2, free: 6, low: true });
    expect(levelOf(stock, 'S')).toBeUndefined();

    const second = await quotedOrder(app, staff, '2', { M: 5 });
    expect((await acceptQuote(second.call, second)).statusCode).toBe(200);
    const office = caller(app, staff);
    const cancelled = await office('POST', `/api/office/orders/${second.reference}/actions`, {
      action: 'cancel',
      version: second.version + 1,
      note: 'The buyer could not pay',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(levelOf(await stockNow(app, staff, '2'), 'M')).toMatchObject({ onHand: 20, reserved: 6 });

    const step = (action: string, version: number, extra: object = {}) =>
      office('POST', `/api/office/orders/${first.reference}/actions`, { action, version, ...extra });
    expect((await step('start_processing', first.version + 1)).statusCode).toBe(200);
    const shipped = await step('mark_shipped', first.version + 2, {
      carrier: 'ACS',
      trackingNumber: 'ACS123456789',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    stock = await stockNow(app, staff, '2');
    expect(levelOf(stock, 'M')).toMatchObject({ onHand: 14, reserved: 0, free: 14 });
    expect(levelOf(stock, 'L')).toMatchObject({ onHand: 6, reserved: 0, free: 6 });
    const held = await app.db.selectFrom('stock_reservations').selectAll().execute();
    expect(held).toEqual([]);
  });

  it('refuses an acceptance beyond the free pieces with 409 stock_short, naming the sizes, reserving nothing', async () => {
    await setStock(app, staff, '3', [
      { size: 'M', onHand: 4 },
      { size: 'L', onHand: 10 },
    ]);
    const order = await quotedOrder(app, staff, '3', { M: 5, L: 5 });
    const refused = await acceptQuote(order.call, order);
    expect(refused.statusCode).toBe(409);
    const body = refused.json<ApiError>();
    expect(body.error.code).toBe('stock_short');
    expect(body.error.fields).toEqual({ '3.M': 'out_of_stock' });
    const stock = await stockNow(app, staff, '3');
    expect(levelOf(stock, 'L')).toMatchObject({ reserved: 0 });
    // Nothing lost: the request is still quoted, and the buyer may ask for a new quote.
    const now = (await order.call('GET', `/api/orders/${order.reference}`)).json<Order>();
    expect(now.status).toBe('quoted');
    const changes = await order.call('POST', `/api/orders/${order.reference}/actions`, {
      action: 'request_changes',
      version: order.version,
      note: 'Then 4 in M, please',
    });
    expect(changes.statusCode, changes.body).toBe(200);
  });

  it('lets a back-ordered product be accepted beyond its stock: the free pieces reserved, the rest made', async () => {
    await setStock(app, staff, '4', [{ size: 'M', onHand: 3 }], 21);
    const order = await quotedOrder(app, staff, '4', { M: 7 });
    expect((await acceptQuote(order.call, order)).statusCode).toBe(200);
    expect(levelOf(await stockNow(app, staff, '4'), 'M')).toMatchObject({ onHand: 3, reserved: 3, free: 0 });
    const held = await app.db
      .selectFrom('stock_reservations')
      .select(['from_stock', 'backordered'])
      .where('product_id', '=', '4')
      .execute();
    expect(held.map((r) => [Number(r.from_stock), Number(r.backordered)])).toEqual([[3, 4]]);
  });

  it('refuses fewer pieces on hand than accepted quotes reserved (400 below_reserved, nothing written)', async () => {
    await setStock(app, staff, '5', [{ size: 'M', onHand: 10 }]);
    const order = await quotedOrder(app, staff, '5', { M: 6 });
    expect((await acceptQuote(order.call, order)).statusCode).toBe(200);
    const stock = await stockNow(app, staff, '5');
    const response = await caller(app, staff)('PUT', '/api/office/products/5/stock', {
      stockVersion: stock.stockVersion,
      backorderDays: null,
      levels: [{ size: 'M', onHand: 5, restockDate: null }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().error.fields).toEqual({ 'levels.M.onHand': 'below_reserved' });
    expect(levelOf(await stockNow(app, staff, '5'), 'M')).toMatchObject({ onHand: 10, reserved: 6 });
  });

  it('moves a product in and out of "in stock now" at once: the catalogue answers are not kept past a change', async () => {
    const inStockNow = async () => {
      const response = await caller(app, null)('GET', '/api/products?inStock=true');
      expect(response.statusCode).toBe(200);
      return response.json<{ items: { id: string }[] }>().items.map((product) => product.id);
    };
    await setStock(app, staff, '7', [{ size: 'M', onHand: 0 }]);
    expect(await inStockNow()).not.toContain('7');
    await setStock(app, staff, '7', [{ size: 'M', onHand: 5 }]);
    expect(await inStockNow()).toContain('7');
    const order = await quotedOrder(app, staff, '7', { M: 5 });
    expect((await acceptQuote(order.call, order)).statusCode).toBe(200);
    expect(await inStockNow()).not.toContain('7');
    const cancelled = await caller(app, staff)('POST', `/api/office/orders/${order.reference}/actions`, {
      action: 'cancel',
      version: order.version + 1,
      note: 'Sold elsewhere',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await inStockNow()).toContain('7');
  });

  it(`of ${BUYERS} buyers accepting at once for 12 pieces, 4 of 3 get them and the others a clear 409`, async () => {
    await setStock(app, staff, '6', [{ size: 'M', onHand: 12 }]);
    const orders = [];
    for (let i = 0; i < BUYERS; i++) orders.push(await quotedOrder(app, staff, '6', { S: 2, M: 3 }));
    const answers = await Promise.all(orders.map((order) => acceptQuote(order.call, order)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 409)).toHaveLength(BUYERS - 4);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json<ApiError>().error).toMatchObject({
        code: 'stock_short',
        fields: { '6.M': 'out_of_stock' },
      });
    expect(levelOf(await stockNow(app, staff, '6'), 'M')).toMatchObject({
      onHand: 12,
      reserved: 12,
      free: 0,
    });
    const statuses = await app.db
      .selectFrom('order_requests')
      .select('status')
      .where(
        'reference',
        'in',
        orders.map((o) => o.reference),
      )
      .execute();
    expect(statuses.filter((s) => s.status === 'confirmed')).toHaveLength(4);
  }, 120_000);
});

describe.runIf(testEngine === 'postgres')('stock through several instances on one PostgreSQL', () => {
  const instances: FastifyInstance[] = [];
  let staff: TestStaff;
  beforeAll(async () => {
    const first = await buildTestApp();
    instances.push(first);
    const database = first.config.database;
    if (database.kind !== 'postgres') throw new Error('postgres only');
    for (let i = 0; i < 2; i++)
      instances.push(await buildTestApp({ database: { ...database, dropSchemaOnClose: false } }));
    staff = await staffSession(first, { name: 'Eleni' });
  });
  afterAll(async () => {
    for (const app of [...instances].reverse()) await app.close();
  });

  it(`of ${BUYERS} buyers accepting at once through three instances, exactly the free pieces are reserved`, async () => {
    const [first] = instances as [FastifyInstance];
    await setStock(first, staff, '7', [{ size: 'M', onHand: 10 }]);
    const orders = [];
    for (let i = 0; i < BUYERS; i++) orders.push(await quotedOrder(first, staff, '7', { M: 5 }));
    const answers = await Promise.all(
      orders.map((order, i) =>
        acceptQuote(caller(instances[i % instances.length] ?? first, order.buyer), order),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(BUYERS - 2);
    expect(levelOf(await stockNow(first, staff, '7'), 'M')).toMatchObject({
      onHand: 10,
      reserved: 10,
      free: 0,
    });
  }, 120_000);
});
