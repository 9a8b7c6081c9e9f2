import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  IMPORT_COLUMNS_FOR_NEW,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_LINE_CHARS,
  IMPORT_MAX_LINES,
  MAX_SIZE_QUANTITY,
  PRODUCT_TEXT_LIMITS,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { readImportFile, readImportFileRows } from './import-file.ts';

/**
 * Reading an import file: its rows as csv-parse gives them (quotes, delimiters, line endings, line numbers),
 * within its bounds, and what each line sets and what is wrong with it (contracts readImportRows).
 */

/** Codes the catalogue already has. */
const existing = new Set(['WF-1001', 'WF-1002']);
const read = (text: string) => readImportFile(text, existing);
/** The rows of a file that reads without a problem. */
const rowsOf = async (text: string) => {
  const read = await readImportFileRows(text);
  if ('problem' in read) throw new Error(`not read: ${JSON.stringify(read.problem)}`);
  return read.rows;
};
/** The one line of a file of a header and one line. */
const onlyLine = async (text: string) => {
  const { headerProblems, lines } = await read(text);
  expect(headerProblems).toEqual([]);
  expect(lines).toHaveLength(1);
  const [line] = lines;
  if (!line) throw new Error('no line read');
  return line;
};

describe('the rows of a file', () => {
  it('splits lines and cells, numbering lines from 1', async () => {
    expect(await rowsOf('code,price\nWF-1001,24\n')).toEqual([
      { line: 1, cells: ['code', 'price'] },
      { line: 2, cells: ['WF-1001', '24'] },
    ]);
  });

  it.each([
    ['a quoted cell', '"Linen dress",24', ['Linen dress', '24']],
    ['the delimiter inside quotes', '"Dress, linen",24', ['Dress, linen', '24']],
    ['escaped quotes', '"The ""Resort"" dress",24', ['The "Resort" dress', '24']],
    ['a cell of one quote', '"""",x', ['"', 'x']],
    ['an empty quoted cell', '"",x', ['', 'x']],
    ['spaces before a quote', 'a,  "b,c"', ['a', 'b,c']],
    ['a quote inside an unquoted cell', 'a 5" hem,x', ['a 5" hem', 'x']],
    ['empty cells', 'a,,c,', ['a', '', 'c', '']],
  ])('reads %s', async (_, text, cells) => {
    expect(await rowsOf(text)).toEqual([{ line: 1, cells }]);
  });

  it.each([
    [';', 'a;"b;c";d'],
    ['\t', 'a\t"b\tc"\td'],
  ])('splits by %j', async (delimiter, text) => {
    expect(await rowsOf(text)).toEqual([{ line: 1, cells: ['a', `b${delimiter}c`, 'd'] }]);
  });

  it('reads Windows line endings', async () => {
    expect(await rowsOf('code,price\r\nWF-1001,24\r\nWF-1002,25\r\n')).toEqual([
      { line: 1, cells: ['code', 'price'] },
      { line: 2, cells: ['WF-1001', '24'] },
      { line: 3, cells: ['WF-1002', '25'] },
    ]);
  });

  it('keeps line breaks inside quotes, numbering the later lines as in the file', async () => {
    const text = 'code,description_en\nWF-1001,"Two\nlines"\nWF-1002,"Three\r\nlines\nhere"\r\nWF-1003,x';
    expect(await rowsOf(text)).toEqual([
      { line: 1, cells: ['code', 'description_en'] },
      { line: 2, cells: ['WF-1001', 'Two\nlines'] },
      { line: 4, cells: ['WF-1002', 'Three\r\nlines\nhere'] },
      { line: 7, cells: ['WF-1003', 'x'] },
    ]);
  });

  it('skips blank lines and lines of empty cells, keeping the line numbers', async () => {
    expect(await rowsOf('code\n\nWF-1001\n , \n\r\nWF-1002\n\n')).toEqual([
      { line: 1, cells: ['code'] },
      { line: 3, cells: ['WF-1001'] },
      { line: 6, cells: ['WF-1002'] },
    ]);
  });

  it('reads a last line without a line break, and nothing from nothing', async () => {
    expect(await rowsOf('a\nb')).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: ['b'] },
    ]);
    expect(await rowsOf('')).toEqual([]);
  });
});

describe('what the lines set', () => {
  describe('the header', () => {
    it('needs a code column', async () => {
      const { headerProblems, lines } = await read('name_en,price\nLinen dress,24');
      expect(headerProblems).toEqual([{ code: 'no_code_column' }]);
      expect(lines.map((l) => l.problems)).toContainEqual([{ code: 'missing_code', column: 'code' }]);
    });

    it('is needed', async () => {
      expect(await read('')).toEqual({ headerProblems: [{ code: 'no_code_column' }], lines: [] });
      expect(await read('\n\n')).toEqual({ headerProblems: [{ code: 'no_code_column' }], lines: [] });
    });

    it('names each unknown column, whose cells are then left alone', async () => {
      const { headerProblems, lines } = await read('code,size,price,Weight KG\nWF-1001,M,24,2');
      expect(headerProblems).toEqual([
        { code: 'unknown_column', column: 'size' },
        { code: 'unknown_column', column: 'weight_kg' },
      ]);
      expect(lines[0]?.values).toStrictEqual({ priceCents: 2400 });
      expect(lines[0]?.problems).toEqual([]);
    });

    it('reads column names in any case, with spaces, and ignores trailing empty ones', async () => {
      const line = await onlyLine(' Code ;Name EN;PRICE;;\nWF-1001;Linen dress;24;;');
      expect(line.values).toStrictEqual({ nameEn: 'Linen dress', priceCents: 2400 });
    });

    it('may start with a byte order mark', async () => {
      const line = await onlyLine('\uFEFFcode,price\nWF-1001,24');
      expect(line).toEqual({ line: 2, code: 'WF-1001', values: { priceCents: 2400 }, problems: [] });
    });
  });

  describe('a line of an existing product', () => {
    it('sets only the cells given', async () => {
      const line = await onlyLine(
        'code,name_en,name_gr,category,colour,price,sizes,material,style,minimum_order,new\nWF-1001,,Λινό φόρεμα,,,24.90,,,,,',
      );
      expect(line).toStrictEqual({
        line: 2,
        code: 'WF-1001',
        values: { nameGr: 'Λινό φόρεμα', priceCents: 2490 },
        problems: [],
      });
    });

    it('needs none of the columns of a new product', async () => {
      expect((await onlyLine('code,style\nWF-1002,Resort Boho')).problems).toEqual([]);
      expect((await onlyLine('code\nWF-1002')).problems).toEqual([]);
    });
  });

  describe('a line of a new product', () => {
    const header =
      'code,name_en,name_gr,category,colour,price,sizes,material,style,minimum_order,new,description_en,description_gr';

    it('reads every column', async () => {
      const line = await onlyLine(
        `${header}\nWF-2001, Linen dress ,Λινό φόρεμα,Dresses,WHITE,€ 24.90,L m S,cotton blend,"Resort Boho, Summer",12,yes,A loose dress.,Ένα άνετο φόρεμα.`,
      );
      expect(line).toStrictEqual({
        line: 2,
        code: 'WF-2001',
        values: {
          nameEn: 'Linen dress',
          nameGr: 'Λινό φόρεμα',
          category: 'dresses',
          colour: 'white',
          priceCents: 2490,
          sizes: ['S', 'M', 'L'],
          material: 'Cotton Blend',
          style: 'Resort Boho, Summer',
          minimumOrder: 12,
          isNew: true,
          descriptionEn: 'A loose dress.',
          descriptionGr: 'Ένα άνετο φόρεμα.',
        },
        problems: [],
      });
    });

    it('needs a name, category, colour, price and sizes: one problem per missing column', async () => {
      expect((await onlyLine('code,name_en\nWF-2001,Linen dress')).problems).toEqual([
        { code: 'required_for_new', column: 'category' },
        { code: 'required_for_new', column: 'colour' },
        { code: 'required_for_new', column: 'price' },
        { code: 'required_for_new', column: 'sizes' },
      ]);
      expect((await onlyLine(`${header}\nWF-2001,,Λινό φόρεμα,,,,,Linen,,,,,`)).problems).toEqual(
        IMPORT_COLUMNS_FOR_NEW.map((column) => ({ code: 'required_for_new', column })),
      );
    });

    it('names a bad cell once, not as missing too', async () => {
      expect(
        (await onlyLine('code,name_en,category,colour,price,sizes\nWF-2001,Dress,hats,white,0,XXL')).problems,
      ).toEqual([
        { code: 'invalid_category', column: 'category' },
        { code: 'invalid_price', column: 'price' },
        { code: 'invalid_sizes', column: 'sizes' },
      ]);
    });
  });

  describe('the cells', () => {
    it.each([
      ['category', 'hats', 'invalid_category'],
      ['colour', 'purple', 'invalid_colour'],
      ['price', 'abc', 'invalid_price'],
      ['price', '0', 'invalid_price'],
      ['price', '0,00', 'invalid_price'],
      ['price', '-3', 'invalid_price'],
      ['price', '24.999', 'invalid_price'],
      ['price', '1.234,50', 'invalid_price'],
      ['price', '10000.01', 'invalid_price'],
      ['price', '999999', 'invalid_price'],
      ['sizes', 'XXL', 'invalid_sizes'],
      ['sizes', 'S M 42', 'invalid_sizes'],
      ['material', 'Wool', 'invalid_material'],
      ['minimum_order', '0', 'invalid_number'],
      ['minimum_order', String(MAX_SIZE_QUANTITY + 1), 'invalid_number'],
      ['minimum_order', '2.5', 'invalid_number'],
      ['minimum_order', '-1', 'invalid_number'],
      ['minimum_order', 'six', 'invalid_number'],
      ['new', 'maybe', 'invalid_flag'],
      ['new', 'constructor', 'invalid_flag'],
      ['new', '__proto__', 'invalid_flag'],
    ])('refuses a %s of %j', async (column, cell, problem) => {
      const line = await onlyLine(`code,${column}\nWF-1001,"${cell}"`);
      expect(line.problems).toEqual([{ code: problem, column }]);
      expect(line.values).toStrictEqual({});
    });

    it.each([
      ['name_en', PRODUCT_TEXT_LIMITS.name],
      ['name_gr', PRODUCT_TEXT_LIMITS.name],
      ['description_en', PRODUCT_TEXT_LIMITS.description],
      ['description_gr', PRODUCT_TEXT_LIMITS.description],
      ['style', PRODUCT_TEXT_LIMITS.style],
    ])('refuses a %s longer than %i characters', async (column, limit) => {
      const line = await onlyLine(`code,${column}\nWF-1001,${'x'.repeat(limit + 1)}`);
      expect(line.problems).toEqual([{ code: 'too_long', column }]);
      expect(line.values).toStrictEqual({});
      expect((await onlyLine(`code,${column}\nWF-1001,${'x'.repeat(limit)}`)).problems).toEqual([]);
    });

    it.each([
      ['price', '10000', { priceCents: 1_000_000 }],
      ['price', '0.01', { priceCents: 1 }],
      ['price', '24,9', { priceCents: 2490 }],
      ['minimum_order', '1', { minimumOrder: 1 }],
      ['minimum_order', String(MAX_SIZE_QUANTITY), { minimumOrder: MAX_SIZE_QUANTITY }],
      ['material', 'SILK', { material: 'Silk' }],
    ])('accepts a %s of %j', async (column, cell, values) => {
      const line = await onlyLine(`code,${column}\nWF-1001,"${cell}"`);
      expect(line.problems).toEqual([]);
      expect(line.values).toStrictEqual(values);
    });

    it.each([
      ['yes', true],
      ['YES', true],
      ['true', true],
      ['1', true],
      ['ναι', true],
      ['Ναι', true],
      ['ΝΑΙ', true],
      ['no', false],
      ['False', false],
      ['0', false],
      ['όχι', false],
      ['Όχι', false],
      ['οχι', false],
      ['ΟΧΙ', false],
    ])('reads the new flag %j', async (cell, isNew) => {
      expect(await onlyLine(`code,new\nWF-1001,${cell}`)).toEqual({
        line: 2,
        code: 'WF-1001',
        values: { isNew },
        problems: [],
      });
    });
  });

  describe('the codes', () => {
    it.each([
      ['wf 1023', 'WF-1023'],
      ['wf1023', 'WF-1023'],
      [' WF-1023 ', 'WF-1023'],
      ['wf-1023', 'WF-1023'],
    ])('normalises %j', async (cell, code) => {
      expect((await read(`code,name_en\n${cell},Dress`)).lines[0]?.code).toBe(code);
    });

    it('tells an existing product by its normalised code', async () => {
      expect((await onlyLine('code,price\nwf 1001,24')).problems).toEqual([]);
    });

    it('refuses a line without a code, or with one not like WF-1023', async () => {
      expect((await onlyLine('code,price\n,24')).problems).toEqual([
        { code: 'missing_code', column: 'code' },
      ]);
      expect((await onlyLine('code,price\nW-1,24')).problems).toContainEqual({
        code: 'invalid_code',
        column: 'code',
      });
      expect((await onlyLine('code,price\nWF-12,24')).problems).toContainEqual({
        code: 'invalid_code',
        column: 'code',
      });
    });

    it('refuses a code of an earlier line, on the later line only', async () => {
      const { lines } = await read('code,price\nWF-1001,24\nWF-1002,25\nwf1001,26');
      expect(lines.map(({ line, code, problems }) => ({ line, code, problems }))).toEqual([
        { line: 2, code: 'WF-1001', problems: [] },
        { line: 3, code: 'WF-1002', problems: [] },
        { line: 4, code: 'WF-1001', problems: [{ code: 'duplicate_code', column: 'code' }] },
      ]);
    });
  });

  it('refuses more cells than the header has columns, unless they are empty', async () => {
    expect((await onlyLine('code,price\nWF-1001,24,extra')).problems).toEqual([{ code: 'too_many_cells' }]);
    expect((await onlyLine('code,price\nWF-1001,24,,')).problems).toEqual([]);
  });

  it('takes missing cells at the end of a line as empty', async () => {
    expect((await onlyLine('code,price,colour\nWF-1001,24')).problems).toEqual([]);
  });

  it('reads a Greek Excel export: semicolons, decimal commas, Windows lines, quoted line breaks', async () => {
    const text = [
      '\uFEFFcode;name_en;name_gr;category;colour;price;sizes;material;minimum_order;new;description_gr',
      'WF-2001;Linen dress;Λινό φόρεμα;dresses;white;24,90;S M L;Linen;6;ναι;"Άνετο; δροσερό.\nΓια το καλοκαίρι."',
      'WF-1001;;;;;19,5;;;;όχι;',
      ';;;;;;;;;;',
      'wf 2002;Silk top;;tops;red;1.234,50;S;Silk;;;',
    ].join('\r\n');
    const { headerProblems, lines } = await read(text);
    expect(headerProblems).toEqual([]);
    expect(lines).toStrictEqual([
      {
        line: 2,
        code: 'WF-2001',
        values: {
          nameEn: 'Linen dress',
          nameGr: 'Λινό φόρεμα',
          category: 'dresses',
          colour: 'white',
          priceCents: 2490,
          sizes: ['S', 'M', 'L'],
          material: 'Linen',
          minimumOrder: 6,
          isNew: true,
          descriptionGr: 'Άνετο; δροσερό.\nΓια το καλοκαίρι.',
        },
        problems: [],
      },
      { line: 4, code: 'WF-1001', values: { priceCents: 1950, isNew: false }, problems: [] },
      {
        line: 6,
        code: 'WF-2002',
        values: { nameEn: 'Silk top', category: 'tops', colour: 'red', sizes: ['S'], material: 'Silk' },
        problems: [{ code: 'invalid_price', column: 'price' }],
      },
    ]);
  });
});

describe('the bounds of a file', () => {
  it('refuses a first line of more than IMPORT_MAX_COLUMNS columns at once', async () => {
    const header = ['code', ...Array.from({ length: 20_000 }, () => '')].join(',');
    const body = Array.from({ length: 4000 }, () => 'x').join('\n');
    const started = performance.now();
    expect(await read(`${header}\n${body}`)).toEqual({
      headerProblems: [{ code: 'too_many_columns' }],
      lines: [],
    });
    // 28 KB of commas held the event loop for seconds when every line was read column by column.
    expect(performance.now() - started).toBeLessThan(1000);
    const widest = await read(`code${',x'.repeat(IMPORT_MAX_COLUMNS - 1)}\nWF-1001`);
    expect(new Set(widest.headerProblems.map((problem) => problem.code))).toEqual(
      new Set(['unknown_column']),
    );
  });

  it('keeps no more cells of a line than one beyond the columns, and says there are too many', async () => {
    const rows = await rowsOf(`code,price\nWF-1001,24${',extra'.repeat(100)}`);
    expect(rows[1]?.cells).toHaveLength(IMPORT_MAX_COLUMNS + 1);
    expect((await onlyLine(`code,price\nWF-1001,24${',extra'.repeat(100)}`)).problems).toEqual([
      { code: 'too_many_cells' },
    ]);
  });

  it('stops at a line longer than IMPORT_MAX_LINE_CHARS, naming it', async () => {
    const text = `code,description_en\nWF-1001,short\nWF-1002,"${'x'.repeat(IMPORT_MAX_LINE_CHARS)}"\nWF-1003,y`;
    expect(await read(text)).toEqual({ headerProblems: [{ code: 'line_too_long', line: 3 }], lines: [] });
  });

  it('stops after IMPORT_MAX_LINES lines', async () => {
    const lines = Array.from({ length: IMPORT_MAX_LINES }, (_, i) => `WF-${10000 + i},1`);
    expect((await read(['code,price', ...lines].join('\n'))).lines).toHaveLength(IMPORT_MAX_LINES);
    expect(await read(['code,price', ...lines, 'WF-99999,2'].join('\n'))).toEqual({
      headerProblems: [{ code: 'too_many_lines' }],
      lines: [],
    });
  });

  it('says where a quote opened and never closed', async () => {
    expect(await read('code,name_en\nWF-1001,ok\nWF-1002,"never closed\nWF-1003,x')).toEqual({
      headerProblems: [{ code: 'unreadable', line: 3 }],
      lines: [],
    });
  });

  it('reads a file of a million empty lines in short stretches, numbering the lines after them', async () => {
    // Each record's text holds the empty lines skipped before it: counting its line breaks by a list of
    // matches built million-item arrays in one stretch (0.4–1 s of a held event loop for a 1 MB file).
    const text = `code,price\n${'\n'.repeat(999_000)}WF-1001,24\nWF-1002,25`;
    const delays = monitorEventLoopDelay({ resolution: 1 });
    delays.enable();
    const started = performance.now();
    const rows = await rowsOf(text);
    const took = performance.now() - started;
    delays.disable();
    expect(rows.map((row) => row.line)).toEqual([1, 999_002, 999_003]);
    // A ratio, not a time: no one stretch of the reading is most of it (it was three quarters).
    expect(delays.max / 1e6).toBeLessThan(took / 3);
  });
});
