import { describe, expect, it } from 'vitest';
import {
  checkQuickOrderLine,
  normaliseProductCode,
  parseQuickOrderText,
  quickOrderProblemField,
  readQuantityCell,
  readQuickOrderCells,
  readQuickOrderProblemField,
} from './quick-order.ts';

/** The rows without the typed cells, for short expectations. */
const parsed = (text: string) =>
  parseQuickOrderText(text).map(({ line, code, quantities, problems }) => ({
    line,
    code,
    quantities,
    problems,
  }));

describe('parseQuickOrderText', () => {
  it.each([
    ['tabs (a spreadsheet copy)', 'WF-1001\t2\t3\t0\t\t1'],
    ['commas', 'WF-1001,2,3,0,,1'],
    ['commas and spaces', 'WF-1001, 2, 3, 0, , 1'],
    ['semicolons (a Greek CSV)', 'WF-1001;2;3;0;;1'],
    ['spaces', 'WF-1001  2 3 0 0 1'],
    ['a lower-case code', 'wf-1001\t2\t3\t0\t\t1'],
  ])('reads %s', (_, text) => {
    expect(parsed(text)).toEqual([
      { line: 1, code: 'WF-1001', quantities: { XS: 2, S: 3, XL: 1 }, problems: [] },
    ]);
  });

  it('skips a header line, blank lines and lines of empty cells, and counts lines as pasted', () => {
    const text = 'Code\tXS\tS\tM\tL\tXL\n\nWF-1001\t1\n\t\t\t\n  \nWF-1002\t\t\t4\n';
    expect(parsed(text)).toEqual([
      { line: 3, code: 'WF-1001', quantities: { XS: 1 }, problems: [] },
      { line: 6, code: 'WF-1002', quantities: { M: 4 }, problems: [] },
    ]);
  });

  it('takes the size columns in the header’s order', () => {
    expect(parsed('code, XL, xs\nWF-1003, 5, 2')).toEqual([
      { line: 2, code: 'WF-1003', quantities: { XS: 2, XL: 5 }, problems: [] },
    ]);
  });

  it('reads Windows and old Mac line endings', () => {
    expect(parsed('WF-1001,1\r\nWF-1002,2\r\n\r\nWF-1003,3\rWF-1004,4').map((r) => [r.line, r.code])).toEqual(
      [
        [1, 'WF-1001'],
        [2, 'WF-1002'],
        [4, 'WF-1003'],
        [5, 'WF-1004'],
      ],
    );
  });

  it('names each bad number with its size, keeping the good ones', () => {
    const [row] = parseQuickOrderText('WF-1001\tabc\t-3\t2\t1000\t+1');
    expect(row?.quantities).toEqual({ M: 2 });
    expect(row?.problems).toEqual([
      { code: 'invalid_quantity', size: 'XS' },
      { code: 'invalid_quantity', size: 'S' },
      { code: 'over_limit', size: 'L' },
      { code: 'invalid_quantity', size: 'XL' },
    ]);
    expect(row?.cells).toEqual({ XS: 'abc', S: '-3', M: '2', L: '1000', XL: '+1' });
  });

  it('rejects a Greek decimal comma (and a decimal point) as a decimal, not as two columns', () => {
    expect(parsed('WF-1001\t5,5\t2.5')[0]?.problems).toEqual([
      { code: 'decimal_quantity', size: 'XS' },
      { code: 'decimal_quantity', size: 'S' },
    ]);
    expect(parsed('WF-1001;5,5;2')[0]?.problems).toEqual([{ code: 'decimal_quantity', size: 'XS' }]);
    // Typed by hand: commas with a space separate, a bare comma between digits is a decimal.
    expect(parsed('WF-1001, 5,5, 2')[0]).toMatchObject({
      quantities: { S: 2 },
      problems: [{ code: 'decimal_quantity', size: 'XS' }],
    });
  });

  it('refuses more cells than a code and five sizes, but not trailing empty ones', () => {
    expect(parsed('WF-1001,1,1,1,1,1,1')[0]?.problems).toEqual([{ code: 'too_many_columns' }]);
    expect(parsed('WF-1001,1,1,1,1,1,,,')[0]?.problems).toEqual([]);
    expect(parsed('code\tS\nWF-1001\t1\t2')[0]?.problems).toEqual([{ code: 'too_many_columns' }]);
  });

  it('says when a code is missing or a code has no pieces', () => {
    expect(parsed('\t2\t3')).toEqual([
      { line: 1, code: '', quantities: { XS: 2, S: 3 }, problems: [{ code: 'missing_code' }] },
    ]);
    expect(parsed('WF-1001\nWF-1002,0,0')).toEqual([
      { line: 1, code: 'WF-1001', quantities: {}, problems: [{ code: 'no_quantities' }] },
      { line: 2, code: 'WF-1002', quantities: {}, problems: [{ code: 'no_quantities' }] },
    ]);
  });

  it('is empty for empty or blank text', () => {
    expect(parseQuickOrderText('')).toEqual([]);
    expect(parseQuickOrderText(' \n\t\n,,,\r\n')).toEqual([]);
    expect(parseQuickOrderText('code,XS,S,M,L,XL')).toEqual([]);
  });
});

describe('readQuantityCell', () => {
  it.each([
    ['', { ok: true, value: 0 }],
    [' 7 ', { ok: true, value: 7 }],
    ['999', { ok: true, value: 999 }],
    ['1000', { ok: false, problem: 'over_limit' }],
    ['5,5', { ok: false, problem: 'decimal_quantity' }],
    [',5', { ok: false, problem: 'decimal_quantity' }],
    ['-1', { ok: false, problem: 'invalid_quantity' }],
    ['1e2', { ok: false, problem: 'invalid_quantity' }],
    ['five', { ok: false, problem: 'invalid_quantity' }],
  ])('%j → %j', (text, expected) => {
    expect(readQuantityCell(text)).toEqual(expected);
  });
});

describe('readQuickOrderCells', () => {
  it('has no problems for an empty row', () => {
    expect(readQuickOrderCells('', {})).toEqual({ code: '', quantities: {}, problems: [] });
  });
});

describe('checkQuickOrderLine', () => {
  it('knows unknown codes and sizes a product is not made in', () => {
    expect(checkQuickOrderLine({ code: 'WF-9999', quantities: { S: 1 } }, undefined)).toEqual([
      { code: 'unknown_code' },
    ]);
    expect(
      checkQuickOrderLine({ code: 'WF-1001', quantities: { XS: 1, M: 2 } }, { sizes: ['S', 'M', 'L'] }),
    ).toEqual([{ code: 'size_not_sold', size: 'XS' }]);
    expect(checkQuickOrderLine({ code: 'WF-1001', quantities: { M: 2 } }, { sizes: ['M'] })).toEqual([]);
  });
});

describe('problem fields', () => {
  it('names a line’s code or size and reads the name back', () => {
    expect(quickOrderProblemField(3, { code: 'unknown_code' })).toBe('lines.3.code');
    expect(quickOrderProblemField(0, { code: 'size_not_sold', size: 'XL' })).toBe('lines.0.quantities.XL');
    expect(readQuickOrderProblemField('lines.3.code')).toEqual({ index: 3, code: true });
    expect(readQuickOrderProblemField('lines.12.quantities.XS')).toEqual({
      index: 12,
      size: 'XS',
      code: false,
    });
    expect(readQuickOrderProblemField('lines.2')).toEqual({ index: 2, code: false });
    expect(readQuickOrderProblemField('lines')).toBeUndefined();
  });
});

describe('a product code as typed', () => {
  it.each([
    ['WF-1002', 'WF-1002'],
    [' wf-1002 ', 'WF-1002'],
    ['wf 1002', 'WF-1002'],
    ['WF1002', 'WF-1002'],
    ['wf - 1002', 'WF-1002'],
    ['1002', '1002'],
  ])('%j is looked up as %j', (typed, code) => {
    expect(normaliseProductCode(typed)).toBe(code);
  });
});
