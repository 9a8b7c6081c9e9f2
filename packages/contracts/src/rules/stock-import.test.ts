import { describe, expect, it } from 'vitest';
import type { ImportRow } from './product-import.ts';
import { MAX_STOCK_PIECES } from './stock.ts';
import { parseStockDate, readStockImportRows, type StockImportProduct } from './stock-import.ts';

const TODAY = '2026-12-02';
const PRODUCTS = new Map<string, StockImportProduct>([
  [
    'WF-1001',
    {
      id: '1',
      sizes: ['S', 'M', 'L'],
      levels: [{ size: 'M', onHand: 20, reserved: 6, restockDate: null }],
      backorderDays: null,
      stockVersion: 3,
    },
  ],
  ['WF-1002', { id: '2', sizes: ['M'], levels: [], backorderDays: 14, stockVersion: 0 }],
]);

const rows = (...lines: string[]): ImportRow[] =>
  lines.map((text, index) => ({ line: index + 1, cells: text.split(',') }));
const read = (...lines: string[]) => readStockImportRows(rows(...lines), PRODUCTS, TODAY);
const problemsOf = (...lines: string[]) => read(...lines).lines.map((line) => line.problems);

describe('reading a stock file', () => {
  it('reads each line: code (any case and spacing), size, pieces, restock date, lead time', () => {
    expect(
      read(
        'Code,Size,On Hand,Restock Date,Backorder Days',
        'wf 1001,m,12,2027-03-01,10',
        'WF-1001,S,0,1/4/2027,10',
        'WF-1002,M,5,,no',
        'WF-1001,L,7,,',
      ),
    ).toEqual({
      headerProblems: [],
      lines: [
        {
          line: 2,
          code: 'WF-1001',
          size: 'M',
          onHand: 12,
          restockDate: '2027-03-01',
          backorderDays: 10,
          problems: [],
        },
        {
          line: 3,
          code: 'WF-1001',
          size: 'S',
          onHand: 0,
          restockDate: '2027-04-01',
          backorderDays: 10,
          problems: [],
        },
        {
          line: 4,
          code: 'WF-1002',
          size: 'M',
          onHand: 5,
          restockDate: null,
          backorderDays: null,
          problems: [],
        },
        { line: 5, code: 'WF-1001', size: 'L', onHand: 7, restockDate: null, problems: [] },
      ],
    });
  });

  it('names a missing required column and an unknown one', () => {
    expect(read('code,pieces').headerProblems).toEqual([
      { code: 'missing_column', column: 'size' },
      { code: 'missing_column', column: 'on_hand' },
      { code: 'unknown_column', column: 'pieces' },
    ]);
    expect(readStockImportRows([], PRODUCTS, TODAY).headerProblems).toEqual([
      { code: 'missing_column', column: 'code' },
    ]);
  });

  it('refuses unknown codes and sizes the product is not made in, and a size twice', () => {
    expect(
      problemsOf(
        'code,size,on_hand',
        ',M,1',
        'W1,M,1',
        'WF-9999,M,1',
        'WF-1001,XXL,1',
        'WF-1001,XL,1',
        'WF-1001,,1',
        'WF-1001,S,1',
        'WF-1001,s,2',
      ),
    ).toEqual([
      [{ code: 'missing_code', column: 'code' }],
      [{ code: 'invalid_code', column: 'code' }],
      [{ code: 'unknown_code', column: 'code' }],
      [{ code: 'invalid_size', column: 'size' }],
      [{ code: 'size_not_of_product', column: 'size' }],
      [{ code: 'missing_size', column: 'size' }],
      [],
      [{ code: 'duplicate_size', column: 'size' }],
    ]);
  });

  it('takes whole pieces up to MAX_STOCK_PIECES, never fewer than reserved', () => {
    const each = (...lines: string[]) => lines.flatMap((line) => problemsOf('code,size,on_hand', line));
    expect(
      each(
        'WF-1001,S,',
        'WF-1001,S,2.5',
        'WF-1001,S,-1',
        `WF-1001,S,${MAX_STOCK_PIECES + 1}`,
        'WF-1001,M,5',
        'WF-1001,M,6',
      ),
    ).toEqual([
      [{ code: 'missing_number', column: 'on_hand' }],
      [{ code: 'invalid_number', column: 'on_hand' }],
      [{ code: 'invalid_number', column: 'on_hand' }],
      [{ code: 'too_many_pieces', column: 'on_hand' }],
      [{ code: 'below_reserved', column: 'on_hand' }],
      [],
    ]);
  });

  it('takes a restock date after today only, and one lead time per product', () => {
    expect(
      problemsOf(
        'code,size,on_hand,restock_date,backorder_days',
        'WF-1001,S,1,2027-02-30,',
        'WF-1001,M,6,tomorrow,',
        'WF-1001,L,1,2026-12-02,',
        'WF-1002,M,1,2026-12-03,400',
        'WF-1001,S,1,,abc',
      ),
    ).toEqual([
      [{ code: 'invalid_date', column: 'restock_date' }],
      [{ code: 'invalid_date', column: 'restock_date' }],
      [{ code: 'date_in_past', column: 'restock_date' }],
      [{ code: 'invalid_days', column: 'backorder_days' }],
      [
        { code: 'duplicate_size', column: 'size' },
        { code: 'invalid_days', column: 'backorder_days' },
      ],
    ]);
    expect(
      problemsOf('code,size,on_hand,backorder_days', 'WF-1001,S,1,7', 'WF-1001,M,6,', 'WF-1001,L,1,8'),
    ).toEqual([[], [], [{ code: 'days_differ', column: 'backorder_days' }]]);
  });

  it('refuses cells beyond the header', () => {
    expect(problemsOf('code,size,on_hand', 'WF-1001,S,1,=cmd')).toEqual([[{ code: 'too_many_cells' }]]);
  });
});

describe('a restock date cell', () => {
  it('reads ISO and day/month/year, and refuses days that do not exist', () => {
    expect(parseStockDate('2027-03-01')).toBe('2027-03-01');
    expect(parseStockDate('1/3/2027')).toBe('2027-03-01');
    expect(parseStockDate('01.03.2027')).toBe('2027-03-01');
    expect(parseStockDate('29/2/2027')).toBeNull();
    expect(parseStockDate('2027-3-1')).toBeNull();
    expect(parseStockDate('03/01/27')).toBeNull();
  });
});
