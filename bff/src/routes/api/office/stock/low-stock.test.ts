import {
  type ApiError,
  LOW_STOCK_THRESHOLD,
  type OfficeInbox,
  type OfficeLowStockList,
  shopToday,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptQuote,
  caller,
  quotedOrder,
  registerBuyer,
  setStock,
  type TestStaff,
  testEngine,
} from '../../../../../test/index.ts';
import { officeTestApp } from '../../../../../test/staff.ts';
import { isLowRow } from '../../../../domain/office/low-stock.ts';
import { LOW_STOCK_INDEXED_BELOW } from '../../../../migrations/025_low_stock_index.ts';

/**
 * Issue 49: the office's low-stock list and the inbox's count of it. A product turns low when an accepted quote
 * reserves its pieces (through the order loop, which reserves them) and leaves the list when the team restocks;
 * the most urgent come first, a page at a time; only the team may read it.
 */

/** A day `days` after today in the shop's calendar (restock dates must be ahead). */
function daysAhead(days: number): string {
  const day = new Date(`${shopToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A buyer's order request for `quantities` of product `id`, quoted by `staff` and accepted by the buyer. */
async function acceptedOrder(
  app: FastifyInstance,
  staff: TestStaff,
  id: string,
  quantities: Record<string, number>,
): Promise<void> {
  const order = await quotedOrder(app, staff, id, quantities);
  const accepted = await acceptQuote(order.call, order);
  expect(accepted.statusCode, accepted.body).toBe(200);
}

describe('the low-stock list', () => {
  let app: FastifyInstance;
  let staff: TestStaff;
  let office: ReturnType<typeof caller>;
  const low = async (query = '') => {
    const response = await office('GET', `/api/office/stock/low${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OfficeLowStockList>();
  };
  const inboxLow = async () => (await office('GET', '/api/office/inbox')).json<OfficeInbox>().lowStock;

  beforeAll(async () => {
    ({ app, staff, office } = await officeTestApp('Eleni'));
  });
  afterAll(async () => {
    await app.close();
  });

  it('is the team’s only: a visitor gets 401, a buyer 403', async () => {
    expect((await caller(app, null)('GET', '/api/office/stock/low')).statusCode).toBe(401);
    const buyer = await registerBuyer(app);
    expect((await caller(app, buyer)('GET', '/api/office/stock/low')).statusCode).toBe(403);
  });

  it('is empty while no size runs low (untracked sizes never do)', async () => {
    await setStock(app, staff, '7', [
      { size: 'M', onHand: 15 },
      { size: 'L', onHand: 30 },
    ]);
    expect(await low()).toEqual({ items: [], nextCursor: null, count: 0 });
    expect(await inboxLow()).toBe(0);
  });

  it('lists a product once a reservation leaves fewer than 10 free, and drops it after a restock', async () => {
    await acceptedOrder(app, staff, '7', { M: 8, L: 12 });
    const list = await low();
    expect(list.count).toBe(1);
    expect(list.items).toEqual([
      {
        productId: '7',
        code: 'WF-1007',
        nameEn: expect.any(String),
        nameGr: expect.stringMatching(/[\u0370-\u03ff]/),
        backordered: false,
        backorderDays: null,
        // L keeps 18 free: not low, not listed.
        sizes: [{ size: 'M', onHand: 15, reserved: 8, free: 7, restockDate: null }],
      },
    ]);
    expect(await inboxLow()).toBe(1);

    await setStock(app, staff, '7', [
      { size: 'M', onHand: 8 + LOW_STOCK_THRESHOLD },
      { size: 'L', onHand: 30 },
    ]);
    expect(await low()).toEqual({ items: [], nextCursor: null, count: 0 });
    expect(await inboxLow()).toBe(0);
  });

  it('puts the most urgent first, back-ordered ones last, a page at a time; hidden products are left out', async () => {
    const restock = daysAhead(21);
    await setStock(app, staff, '8', [
      { size: 'S', onHand: 40 },
      { size: 'M', onHand: 0, restockDate: restock },
    ]);
    await setStock(app, staff, '9', [{ size: 'S', onHand: 0 }], 21);
    await setStock(app, staff, '10', [
      { size: 'L', onHand: 2 },
      { size: 'M', onHand: 3 },
      { size: 'XL', onHand: 50 },
    ]);
    await setStock(app, staff, '11', [{ size: 'M', onHand: 5 }]);
    await setStock(app, staff, '12', [{ size: 'M', onHand: 1 }]);
    await app.db.updateTable('products').set({ status: 'hidden' }).where('id', '=', '12').execute();

    const all = await low();
    expect(all.count).toBe(4);
    expect(all.nextCursor).toBeNull();
    expect(all.items.map((item) => [item.code, item.backordered])).toEqual([
      ['WF-1008', false],
      ['WF-1010', false],
      ['WF-1011', false],
      ['WF-1009', true],
    ]);
    expect(all.items[0]?.sizes).toEqual([
      { size: 'M', onHand: 0, reserved: 0, free: 0, restockDate: restock },
    ]);
    // The low sizes in the product's size order, whichever is lowest.
    expect(all.items[1]?.sizes.map((s) => [s.size, s.free])).toEqual([
      ['M', 3],
      ['L', 2],
    ]);
    expect(all.items[3]?.backorderDays).toBe(21);
    expect(await inboxLow()).toBe(4);

    const codes: string[] = [];
    let cursor: string | null = null;
    do {
      const page: OfficeLowStockList = await low(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.count).toBe(4);
      expect(page.items).toHaveLength(1);
      codes.push(...page.items.map((item) => item.code));
      cursor = page.nextCursor;
    } while (cursor);
    expect(codes).toEqual(['WF-1008', 'WF-1010', 'WF-1011', 'WF-1009']);
  });

  it('refuses a cursor it did not make (400 on cursor) and a limit out of range', async () => {
    for (const cursor of ['nonsense', Buffer.from('[1,"x"]').toString('base64url')]) {
      const response = await office('GET', `/api/office/stock/low?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().error.fields).toEqual({ cursor: 'invalid_value' });
    }
    expect((await office('GET', '/api/office/stock/low?limit=0')).statusCode).toBe(400);
    expect((await office('GET', '/api/office/stock/low?limit=101')).statusCode).toBe(400);
  });

  it('reads the low sizes through the partial index of migration 025, made for the threshold', async () => {
    // A new threshold needs a migration that makes the index again for it.
    expect(LOW_STOCK_INDEXED_BELOW).toBe(LOW_STOCK_THRESHOLD);
    const query = app.db.selectFrom('product_stock').select('product_id').where(isLowRow).compile();
    const plan = await app.db.transaction().execute(async (trx) => {
      if (testEngine === 'sqlite') {
        const rows = await trx.executeQuery<{ detail: string }>({
          ...query,
          sql: `explain query plan ${query.sql}`,
        });
        return rows.rows.map((row) => row.detail).join(' ');
      }
      // Few rows here: without this PostgreSQL would rather read the table than any index.
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>({
        ...query,
        sql: `explain ${query.sql}`,
      });
      return rows.rows.map((row) => row['QUERY PLAN']).join(' ');
    });
    expect(plan).toMatch(/product_stock_low/);
  });
});
