import {
  IMPORT_MAX_CHARS,
  MIN_ORDER_PIECES,
  type OfficeProduct,
  type ProductImportResult,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { caller } from '../../../../../test/index.ts';
import { officeTestApp } from '../../../../../test/staff.ts';

/**
 * The CSV import: a preview writes nothing; applying writes every line in one transaction (new codes as
 * drafts with defaults, known codes with the cells given) with one audit entry; a file with a problem on
 * any line is refused with 400 import_has_errors and writes nothing.
 */

let app: FastifyInstance;
let office: ReturnType<typeof caller>;
const STAFF_NAME = 'Maria Import';

beforeAll(async () => {
  ({ app, office } = await officeTestApp(STAFF_NAME));
});
afterAll(async () => {
  await app.close();
});

/** Checks the file; with `apply`, then imports it as checked (as the office does). */
async function importFile(csv: string, apply: boolean) {
  const check = await office('POST', '/api/office/products/import', { csv, apply: false });
  if (!apply || check.statusCode !== 200) return check;
  const checked = check.json<ProductImportResult>().lines.map(({ code, version }) => ({ code, version }));
  return office('POST', '/api/office/products/import', { csv, apply: true, checked });
}

async function snapshot() {
  return {
    products: await app.db.selectFrom('products').selectAll().orderBy('id').execute(),
    audit: await app.db.selectFrom('staff_audit_log').select('id').execute(),
  };
}

const GOOD = [
  'code;name_en;name_gr;category;colour;price;sizes;new',
  'IM-101;Linen Trousers;Λινό παντελόνι;trousers;beige;32,50;S M L;ναι',
  'WF-1001;;;;;26,00;;',
  'wf 1002;;;;;;;',
].join('\r\n');

describe('POST /api/office/products/import', () => {
  it('previews every line with its action and writes nothing', async () => {
    const before = await snapshot();
    const response = await importFile(GOOD, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProductImportResult>()).toEqual({
      headerProblems: [],
      lines: [
        { line: 2, code: 'IM-101', action: 'create', name: 'Linen Trousers', version: null, problems: [] },
        {
          line: 3,
          code: 'WF-1001',
          action: 'update',
          name: 'Red Tiered Maxi Dress',
          version: 1,
          problems: [],
        },
        {
          line: 4,
          code: 'WF-1002',
          action: 'update',
          name: 'Blue Floral Wrap Dress',
          version: 1,
          problems: [],
        },
      ],
      applied: false,
      created: 0,
      updated: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('applies the file in one go: drafts for new codes, the cells given for known ones, one audit entry', async () => {
    const response = await importFile(GOOD, true);
    expect(response.statusCode, response.body).toBe(200);
    // The third line changes nothing, so it is left alone.
    expect(response.json<ProductImportResult>()).toMatchObject({ applied: true, created: 1, updated: 1 });

    const createdProduct = (await office('GET', '/api/office/products/im-101')).json<OfficeProduct>();
    expect(createdProduct).toMatchObject({
      code: 'IM-101',
      status: 'draft',
      version: 1,
      category: 'trousers',
      colour: 'beige',
      material: 'Cotton',
      style: '',
      sizes: ['S', 'M', 'L'],
      priceCents: 3250,
      isNew: true,
      minimumOrder: MIN_ORDER_PIECES,
      en: { name: 'Linen Trousers', description: '', features: [], care: '' },
      gr: { name: 'Λινό παντελόνι', description: '', features: [], care: '' },
      related: null,
      updatedBy: STAFF_NAME,
    });
    const updated = (await office('GET', '/api/office/products/1')).json<OfficeProduct>();
    expect(updated).toMatchObject({
      priceCents: 2600,
      version: 2,
      updatedBy: STAFF_NAME,
      status: 'published',
    });
    expect(updated.en.name).toBe('Red Tiered Maxi Dress');
    expect((await office('GET', '/api/office/products/2')).json<OfficeProduct>().version).toBe(1);

    const audit = await app.db
      .selectFrom('staff_audit_log')
      .select(['staff_name', 'detail'])
      .where('action', '=', 'product.import')
      .execute();
    expect(audit.map((entry) => ({ ...entry, detail: JSON.parse(entry.detail) }))).toEqual([
      {
        staff_name: STAFF_NAME,
        detail: { lines: 3, created: 1, updated: 1, createdCodes: ['IM-101'], updatedCodes: ['WF-1001'] },
      },
    ]);
  });

  it('shows the problems of each line, and refuses to apply a file with any, writing nothing', async () => {
    const csv = [
      'code,name_en,category,colour,price,sizes,size_chart',
      'IM-201,Good Skirt,skirts,black,19.90,M',
      'IM-202,No Price,skirts,black,,M',
      'IM-203,Too Dear,skirts,black,20000,M',
      'IM-201,Again,skirts,black,19.90,M',
    ].join('\n');
    const preview = await importFile(csv, false);
    expect(preview.statusCode, preview.body).toBe(200);
    const result = preview.json<ProductImportResult>();
    expect(result.headerProblems).toEqual([{ code: 'unknown_column', column: 'size_chart' }]);
    expect(result.lines.map((line) => line.problems)).toEqual([
      [],
      [{ code: 'required_for_new', column: 'price' }],
      [{ code: 'invalid_price', column: 'price' }],
      [{ code: 'duplicate_code', column: 'code' }],
    ]);

    const before = await snapshot();
    const applied = await importFile(csv, true);
    expect(applied.statusCode, applied.body).toBe(400);
    expect(applied.json()).toEqual({ error: { code: 'import_has_errors', message: expect.any(String) } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file without a code column', async () => {
    const response = await importFile('name_en,price\nDress,20', true);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('import_has_errors');
    const preview = (await importFile('name_en,price\nDress,20', false)).json<ProductImportResult>();
    expect(preview.headerProblems).toEqual([{ code: 'no_code_column' }]);
  });

  it('refuses, writing nothing, a file whose products changed after the check (409 naming them)', async () => {
    const csv = 'code,price\nWF-1003,30\nWF-1004,31';
    const check = (await importFile(csv, false)).json<ProductImportResult>();
    const checked = check.lines.map(({ code, version }) => ({ code, version }));
    // A colleague saves WF-1003 in the editor after the check…
    const product = (await office('GET', '/api/office/products/3')).json<OfficeProduct>();
    const {
      id: _i,
      status: _s,
      version,
      photos: _p,
      photosVersion: _v,
      missingGreek: _m,
      createdAt: _c,
      updatedAt: _u,
      updatedBy: _b,
      ...draft
    } = product;
    expect(
      (await office('PUT', '/api/office/products/3', { version, product: { ...draft, priceCents: 2999 } }))
        .statusCode,
    ).toBe(200);
    const before = await snapshot();
    const applied = await office('POST', '/api/office/products/import', { csv, apply: true, checked });
    expect(applied.statusCode, applied.body).toBe(409);
    expect(applied.json().error).toEqual({
      code: 'stale_import',
      message: `These products changed after the file was checked, so nothing was imported: WF-1003 (saved by ${STAFF_NAME}). Check the file again, then import it.`,
      fields: { 'WF-1003': 'changed_meanwhile' },
    });
    expect(await snapshot()).toEqual(before);
    expect((await office('GET', '/api/office/products/3')).json<OfficeProduct>().priceCents).toBe(2999);
    // Checked again, it goes through.
    const again = await importFile(csv, true);
    expect(again.json<ProductImportResult>()).toMatchObject({ applied: true, created: 0, updated: 2 });
  });

  it('refuses to apply a file not checked, and a line the check did not read', async () => {
    const csv = 'code,price\nWF-1005,30';
    expect(
      (await office('POST', '/api/office/products/import', { csv, apply: true })).json().error,
    ).toMatchObject({
      code: 'validation_failed',
      fields: { checked: 'required' },
    });
    const other = await office('POST', '/api/office/products/import', {
      csv: `${csv}\nWF-1006,22`,
      apply: true,
      checked: [{ code: 'WF-1005', version: 1 }],
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.fields).toEqual({ 'WF-1006': 'changed_meanwhile' });
  });

  it('answers /api/health at once while a file of 20 000 columns is checked', async () => {
    const csv = `code${','.repeat(20_000)}\n${Array.from({ length: 4000 }, () => 'x').join('\n')}`;
    const checking = office('POST', '/api/office/products/import', { csv, apply: false });
    const started = performance.now();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const health = performance.now() - started;
    const result = (await checking).json<ProductImportResult>();
    expect(result.headerProblems).toEqual([{ code: 'too_many_columns' }]);
    expect(health).toBeLessThan(500);
  });

  it("refuses a file of more than IMPORT_MAX_CHARS characters, and a body beyond the route's limit", async () => {
    const tooLong = await office('POST', '/api/office/products/import', {
      csv: `code,price\n${'x'.repeat(IMPORT_MAX_CHARS)}`,
      apply: false,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({ code: 'validation_failed', fields: { csv: 'too_long' } });
    // Beyond what IMPORT_MAX_CHARS can take in JSON, the body is not even read.
    const huge = await office('POST', '/api/office/products/import', {
      csv: 'x'.repeat(IMPORT_MAX_CHARS * 5),
      apply: false,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatchObject({ code: 'payload_too_large', message: expect.any(String) });
  });
});
