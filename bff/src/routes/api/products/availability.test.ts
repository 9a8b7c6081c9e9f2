import type { OfficeStock } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, registerBuyer, staffSession, type TestStaff } from '../../../../test/index.ts';

/** `GET /api/products/:id/availability` (issue 49): numbers, dates and lead times for buyers only. */
describe('GET /api/products/:id/availability', () => {
  let app: FastifyInstance;
  let staff: TestStaff;
  beforeAll(async () => {
    app = await buildTestApp();
    staff = await staffSession(app, { name: 'Eleni' });
    const office = caller(app, staff);
    const stock = (await office('GET', '/api/office/products/1/stock')).json<OfficeStock>();
    const saved = await office('PUT', '/api/office/products/1/stock', {
      stockVersion: stock.stockVersion,
      backorderDays: 20,
      levels: [
        { size: 'S', onHand: 40, restockDate: null },
        { size: 'M', onHand: 3, restockDate: null },
        { size: 'L', onHand: 0, restockDate: '2099-03-01' },
        { size: 'XL', onHand: 0, restockDate: null },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  it('tells a buyer each size: in stock, only N left, back in stock on a date, made for them', async () => {
    const buyer = await registerBuyer(app);
    const response = await caller(app, buyer)('GET', '/api/products/1/availability');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      audience: 'buyer',
      productId: '1',
      sizes: [
        { size: 'XS', state: 'untracked' },
        { size: 'S', state: 'in_stock', free: 40 },
        { size: 'M', state: 'low', free: 3 },
        { size: 'L', state: 'restock', restockDate: '2099-03-01', leadDays: 20 },
        { size: 'XL', state: 'backorder', leadDays: 20 },
      ],
    });
  });

  it('tells a visitor only in stock or not: no number, date or lead time in the answer', async () => {
    const response = await caller(app, null)('GET', '/api/products/1/availability');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      audience: 'visitor',
      productId: '1',
      sizes: [
        { size: 'XS', state: 'untracked' },
        { size: 'S', state: 'in_stock' },
        { size: 'M', state: 'in_stock' },
        { size: 'L', state: 'out' },
        { size: 'XL', state: 'out' },
      ],
    });
    expect(response.body).not.toMatch(/free|restockDate|leadDays|2099/);
  });

  it('answers 404 for a product buyers do not see, and refuses a restock date not ahead', async () => {
    expect((await caller(app, null)('GET', '/api/products/no-such/availability')).statusCode).toBe(404);
    const office = caller(app, staff);
    const stock = (await office('GET', '/api/office/products/1/stock')).json<OfficeStock>();
    const response = await office('PUT', '/api/office/products/1/stock', {
      stockVersion: stock.stockVersion,
      backorderDays: null,
      levels: [{ size: 'S', onHand: 1, restockDate: '2020-01-01' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'levels.S.restockDate': 'date_in_past' });
    const stale = await office('PUT', '/api/office/products/1/stock', {
      stockVersion: stock.stockVersion - 1,
      backorderDays: null,
      levels: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale_stock');
  });
});
