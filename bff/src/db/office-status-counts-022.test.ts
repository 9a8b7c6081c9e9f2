import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, registerBuyer, sendOrderRequest } from '../../test/index.ts';
import { officeTestApp } from '../../test/staff.ts';
import { down, STATUS_COUNTED, up } from '../migrations/022_office_status_counts.ts';
import type { Database } from './schema.ts';

/**
 * Migration 022: the counts of each office list per status, kept by triggers, are what counting the rows
 * says, after every kind of change (a new row, a status changed, a row deleted with its buyer) and when the
 * migration runs on rows already stored.
 */
let app: FastifyInstance;
let office: ReturnType<typeof caller>;
beforeAll(async () => {
  ({ app, office } = await officeTestApp('Counting Clerk'));
});
afterAll(() => app.close());

/** `list status` → n, from the kept counts (rows of 0 left out) and from the tables themselves. */
async function keptAndCounted(db: Kysely<Database>) {
  const kept = await db.selectFrom('office_status_counts').selectAll().where('n', '>', 0).execute();
  const counted = new Map<string, number>();
  for (const { list, table, column } of STATUS_COUNTED) {
    const { rows } = await sql<{ status: string; n: number | string }>`select ${sql.ref(column)} as status,
      count(*) as n from ${sql.table(table)} group by ${sql.ref(column)}`.execute(db);
    for (const row of rows) counted.set(`${list} ${row.status}`, Number(row.n));
  }
  return { kept: new Map(kept.map((row) => [`${row.list} ${row.status}`, Number(row.n)])), counted };
}

/** A buyer with an order request, a sample request and a contact message. */
async function busyBuyer() {
  const buyer = await registerBuyer(app);
  const call = caller(app, buyer);
  const order = await sendOrderRequest(call, '1', { M: 5 });
  expect(
    (await call('POST', '/api/samples', { productId: '2', size: 'S', deliveryOption: 'standard' }))
      .statusCode,
  ).toBe(201);
  const contact = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'x-shop-request': '1' },
    payload: { name: 'Nikos', email: buyer.email, inquiryType: 'general', message: 'Open on Saturday?' },
  });
  expect(contact.statusCode).toBe(201);
  return { buyer, order };
}

describe('migration 022: the office lists counted per status', () => {
  it('follows new rows, changed statuses and rows deleted with their buyer', async () => {
    const first = await busyBuyer();
    await busyBuyer();
    const cancelled = await office('POST', `/api/office/orders/${first.order.reference}/actions`, {
      action: 'cancel',
      // A new request's first version.
      version: 1,
      note: 'Out of stock',
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    await app.db
      .updateTable('buyers')
      .set({ approval: 'pending' })
      .where('id', '=', first.buyer.buyer.id)
      .execute();
    let { kept, counted } = await keptAndCounted(app.db);
    expect(kept).toEqual(counted);
    expect(kept.get('orders cancelled')).toBeGreaterThanOrEqual(1);
    expect(kept.get('buyers pending')).toBe(1);

    await app.db.deleteFrom('buyers').where('id', '=', first.buyer.buyer.id).execute();
    ({ kept, counted } = await keptAndCounted(app.db));
    expect(kept).toEqual(counted);
    expect(kept.get('buyers pending')).toBeUndefined();
  });

  it('counts the rows already stored when it runs', async () => {
    await busyBuyer();
    await down(app.db as unknown as Kysely<unknown>);
    await up(app.db as unknown as Kysely<unknown>);
    const { kept, counted } = await keptAndCounted(app.db);
    expect(kept).toEqual(counted);
    expect(kept.get('orders submitted')).toBeGreaterThanOrEqual(1);
  });
});
