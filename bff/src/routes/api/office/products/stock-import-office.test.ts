import {
  IMPORT_MAX_CHARS,
  MAX_STOCK_PIECES,
  type OfficeStock,
  type StockImportResult,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, registerBuyer } from '../../../../../test/index.ts';
import { officeTestApp } from '../../../../../test/staff.ts';

/**
 * The stock import (issue 49): a check writes nothing and shows each line beside what the size holds now;
 * applying saves each product's sizes in one transaction, one `stock.update` audit entry per product as the
 * editor's saves; a file with a problem on any line (unknown code, size the product lacks, not a whole
 * number, over MAX_STOCK_PIECES, below what is reserved, a bad or past date) writes nothing; a product saved
 * since the check answers 409 `stale_stock`.
 */

let app: FastifyInstance;
let office: ReturnType<typeof caller>;
const STAFF_NAME = 'Nikos Stock';
const URL = '/api/office/products/stock-import';

beforeAll(async () => {
  ({ app, office } = await officeTestApp(STAFF_NAME));
});
afterAll(async () => {
  await app.close();
});

/** Checks the file; with `apply`, then imports it as checked (as the office does). */
async function importFile(csv: string, apply: boolean) {
  const check = await office('POST', URL, { csv, apply: false });
  if (!apply || check.statusCode !== 200) return check;
  const checked = check.json<StockImportResult>().products;
  return office('POST', URL, { csv, apply: true, checked });
}

const stockOf = async (id: string) =>
  (await office('GET', `/api/office/products/${id}/stock`)).json<OfficeStock>();

async function snapshot() {
  return {
    stock: await app.db
      .selectFrom('product_stock')
      .selectAll()
      .orderBy('product_id')
      .orderBy('size')
      .execute(),
    products: await app.db
      .selectFrom('products')
      .select(['id', 'backorder_days', 'stock_version', 'stock_updated_by'])
      .orderBy('id')
      .execute(),
    audit: await app.db.selectFrom('staff_audit_log').select('id').execute(),
  };
}

describe('POST /api/office/products/stock-import', () => {
  it('checks every line beside the stock now and writes nothing', async () => {
    const [one, two] = [await stockOf('1'), await stockOf('2')];
    const before = await snapshot();
    const csv = [
      'code;size;on_hand;restock_date;backorder_days',
      `${one.code};${one.sizes[0]};25;;`,
      `${one.code.toLowerCase()};${one.sizes[1]};0;2099-05-01;`,
      `${two.code};${two.sizes[0]};8;;14`,
    ].join('\r\n');
    const response = await importFile(csv, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StockImportResult>()).toEqual({
      headerProblems: [],
      lines: [
        {
          line: 2,
          code: one.code,
          size: one.sizes[0],
          onHand: 25,
          onHandBefore: null,
          reserved: 0,
          restockDate: null,
          problems: [],
        },
        {
          line: 3,
          code: one.code,
          size: one.sizes[1],
          onHand: 0,
          onHandBefore: null,
          reserved: 0,
          restockDate: '2099-05-01',
          problems: [],
        },
        {
          line: 4,
          code: two.code,
          size: two.sizes[0],
          onHand: 8,
          onHandBefore: null,
          reserved: 0,
          restockDate: null,
          backorderDays: 14,
          problems: [],
        },
      ],
      products: [
        { code: one.code, stockVersion: one.stockVersion },
        { code: two.code, stockVersion: two.stockVersion },
      ],
      applied: false,
      saved: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('applies the file in one go: each product saved and audited as the editor saves it', async () => {
    const [one, two] = [await stockOf('1'), await stockOf('2')];
    const csv = [
      'code,size,on_hand,restock_date,backorder_days',
      `${one.code},${one.sizes[0]},25,,`,
      `${one.code},${one.sizes[1]},0,1/5/2099,`,
      `${two.code},${two.sizes[0]},8,,14`,
    ].join('\n');
    const response = await importFile(csv, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StockImportResult>()).toMatchObject({ applied: true, saved: 2 });

    const savedOne = await stockOf('1');
    expect(savedOne).toMatchObject({
      backorderDays: one.backorderDays,
      stockVersion: one.stockVersion + 1,
      updatedBy: STAFF_NAME,
    });
    expect(savedOne.levels).toEqual([
      { size: one.sizes[0], onHand: 25, reserved: 0, free: 25, restockDate: null, low: false },
      { size: one.sizes[1], onHand: 0, reserved: 0, free: 0, restockDate: '2099-05-01', low: true },
    ]);
    const savedTwo = await stockOf('2');
    expect(savedTwo).toMatchObject({ backorderDays: 14, stockVersion: two.stockVersion + 1 });
    expect(savedTwo.levels.map((level) => [level.size, level.onHand])).toEqual([[two.sizes[0], 8]]);

    const audit = await app.db
      .selectFrom('staff_audit_log')
      .select(['staff_name', 'action', 'subject_ref', 'detail'])
      .where('action', '=', 'stock.update')
      .orderBy('subject_ref')
      .execute();
    expect(audit.map((entry) => ({ ...entry, detail: JSON.parse(entry.detail) }))).toEqual([
      {
        staff_name: STAFF_NAME,
        action: 'stock.update',
        subject_ref: '1',
        detail: {
          code: one.code,
          sizes: [
            { size: one.sizes[0], from: null, to: 25, restockDate: null },
            { size: one.sizes[1], from: null, to: 0, restockDate: '2099-05-01' },
          ],
          via: 'import',
        },
      },
      {
        staff_name: STAFF_NAME,
        action: 'stock.update',
        subject_ref: '2',
        detail: {
          code: two.code,
          sizes: [{ size: two.sizes[0], from: null, to: 8, restockDate: null }],
          backorderDays: { from: two.backorderDays, to: 14 },
          via: 'import',
        },
      },
    ]);
  });

  it('shows each bad line’s problem, and refuses to apply a file with any, writing nothing', async () => {
    const one = await stockOf('1');
    const reservedSize = one.sizes[0] as string;
    // An accepted quote holds 5 pieces of the first size.
    await app.db
      .updateTable('product_stock')
      .set({ reserved: 5 })
      .where('product_id', '=', '1')
      .where('size', '=', reservedSize)
      .execute();
    // Product 3 is made in S, M and L only.
    await app.db.updateTable('products').set({ sizes: '["S","M","L"]' }).where('id', '=', '3').execute();
    const three = await stockOf('3');
    const csv = [
      'code,size,on_hand,restock_date,colour',
      `WF-9999,M,1,,`,
      `${three.code},XL,1,,`,
      `${three.code},XXL,1,,`,
      `${one.code},${one.sizes[1]},2.5,,`,
      `${one.code},${one.sizes[2]},${MAX_STOCK_PIECES + 1},,`,
      `${one.code},${reservedSize},4,,`,
      `${one.code},${one.sizes[1]},1,31/02/2099,`,
      `${one.code},${one.sizes[2]},1,2020-01-01,`,
    ].join('\n');
    const preview = await importFile(csv, false);
    expect(preview.statusCode, preview.body).toBe(200);
    const result = preview.json<StockImportResult>();
    expect(result.headerProblems).toEqual([{ code: 'unknown_column', column: 'colour' }]);
    expect(result.lines.map((line) => line.problems)).toEqual([
      [{ code: 'unknown_code', column: 'code' }],
      [{ code: 'size_not_of_product', column: 'size' }],
      [{ code: 'invalid_size', column: 'size' }],
      [{ code: 'invalid_number', column: 'on_hand' }],
      [{ code: 'too_many_pieces', column: 'on_hand' }],
      [{ code: 'below_reserved', column: 'on_hand' }],
      [
        { code: 'duplicate_size', column: 'size' },
        { code: 'invalid_date', column: 'restock_date' },
      ],
      [
        { code: 'duplicate_size', column: 'size' },
        { code: 'date_in_past', column: 'restock_date' },
      ],
    ]);
    expect(result.lines[5]).toMatchObject({ onHandBefore: 25, reserved: 5 });

    const before = await snapshot();
    const applied = await office('POST', URL, { csv, apply: true, checked: result.products });
    expect(applied.statusCode, applied.body).toBe(400);
    expect(applied.json()).toEqual({ error: { code: 'import_has_errors', message: expect.any(String) } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file without the columns it needs', async () => {
    const preview = (await importFile('code,pieces\nWF-1001,3', false)).json<StockImportResult>();
    expect(preview.headerProblems).toEqual([
      { code: 'missing_column', column: 'size' },
      { code: 'missing_column', column: 'on_hand' },
      { code: 'unknown_column', column: 'pieces' },
    ]);
    const unreadable = (await importFile('code,size,on_hand\n"WF-1001,M,3', false)).json<StockImportResult>();
    expect(unreadable.headerProblems).toEqual([{ code: 'unreadable', line: 2 }]);
  });

  it('refuses, writing nothing, a file whose products’ stock was saved after the check (409 naming them)', async () => {
    const two = await stockOf('2');
    const csv = `code,size,on_hand\n${two.code},${two.sizes[0]},30`;
    const check = (await importFile(csv, false)).json<StockImportResult>();
    // A colleague saves the stock in the editor after the check…
    const saved = await office('PUT', '/api/office/products/2/stock', {
      stockVersion: two.stockVersion,
      backorderDays: two.backorderDays,
      levels: [{ size: two.sizes[0], onHand: 9, restockDate: null }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await snapshot();
    const applied = await office('POST', URL, { csv, apply: true, checked: check.products });
    expect(applied.statusCode, applied.body).toBe(409);
    expect(applied.json().error).toEqual({
      code: 'stale_stock',
      message: `The stock of these products changed after the file was checked, so nothing was imported: ${two.code} (saved by ${STAFF_NAME}). Check the file again, then import it.`,
      fields: { [two.code]: 'changed_meanwhile' },
    });
    expect(await snapshot()).toEqual(before);
    // Unchecked: refused too.
    const unchecked = await office('POST', URL, { csv, apply: true });
    expect(unchecked.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { checked: 'required' },
    });
    // Checked again, it goes through.
    const again = await importFile(csv, true);
    expect(again.json<StockImportResult>()).toMatchObject({ applied: true, saved: 1 });
    expect((await stockOf('2')).levels[0]?.onHand).toBe(30);
  });

  it('is the team’s: a visitor gets 401, a buyer 403, and a file beyond IMPORT_MAX_CHARS is refused', async () => {
    const csv = 'code,size,on_hand\nWF-1001,M,3';
    const visitor = await caller(app, null)('POST', URL, { csv, apply: false });
    expect(visitor.statusCode).toBe(401);
    const buyer = await caller(app, await registerBuyer(app))('POST', URL, { csv, apply: false });
    expect(buyer.statusCode).toBe(403);
    const tooLong = await office('POST', URL, {
      csv: `${csv}\n${'x'.repeat(IMPORT_MAX_CHARS)}`,
      apply: false,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({ code: 'validation_failed', fields: { csv: 'too_long' } });
  });
});
