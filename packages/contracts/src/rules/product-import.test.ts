import { describe, expect, it } from 'vitest';
import { MAX_SIZE_QUANTITY } from '../constants.ts';
import { PRODUCT_TEXT_LIMITS } from './product-draft.ts';
import {
  detectDelimiter,
  IMPORT_COLUMNS_FOR_NEW,
  parseSizes,
  readProductImport,
  splitCsv,
} from './product-import.ts';

/** Codes the catalogue already has. */
const existing = new Set(['WF-1001', 'WF-1002']);
const read = (text: string) => readProductImport(text, existing);
/** The one line of a file of a header and one line. */
const onlyLine = (text: string) => {
  const { headerProblems, lines } = read(text);
  expect(headerProblems).toEqual([]);
  expect(lines).toHaveLength(1);
  const [line] = lines;
  if (!line) throw new Error('no line read');
  return line;
};

describe('splitCsv', () => {
  it('splits lines and cells, numbering lines from 1', () => {
    expect(splitCsv('code,price\nWF-1001,24\n', ',')).toEqual([
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
  ])('reads %s', (_, text, cells) => {
    expect(splitCsv(text, ',')).toEqual([{ line: 1, cells }]);
  });

  it.each([
    [';', 'a;"b;c";d'],
    ['\t', 'a\t"b\tc"\td'],
  ])('splits by %j', (delimiter, text) => {
    expect(splitCsv(text, delimiter)).toEqual([{ line: 1, cells: ['a', `b${delimiter}c`, 'd'] }]);
  });

  it('reads Windows line endings', () => {
    expect(splitCsv('code,price\r\nWF-1001,24\r\nWF-1002,25\r\n', ',')).toEqual([
      { line: 1, cells: ['code', 'price'] },
      { line: 2, cells: ['WF-1001', '24'] },
      { line: 3, cells: ['WF-1002', '25'] },
    ]);
  });

  it('keeps line breaks inside quotes, numbering the later lines as in the file', () => {
    const text = 'code,description_en\nWF-1001,"Two\nlines"\nWF-1002,"Three\r\nlines\nhere"\r\nWF-1003,x';
    expect(splitCsv(text, ',')).toEqual([
      { line: 1, cells: ['code', 'description_en'] },
      { line: 2, cells: ['WF-1001', 'Two\nlines'] },
      { line: 4, cells: ['WF-1002', 'Three\r\nlines\nhere'] },
      { line: 7, cells: ['WF-1003', 'x'] },
    ]);
  });

  it('skips blank lines and lines of empty cells, keeping the line numbers', () => {
    expect(splitCsv('code\n\nWF-1001\n , \n\r\nWF-1002\n\n', ',')).toEqual([
      { line: 1, cells: ['code'] },
      { line: 3, cells: ['WF-1001'] },
      { line: 6, cells: ['WF-1002'] },
    ]);
  });

  it('reads a last line without a line break, and nothing from nothing', () => {
    expect(splitCsv('a\nb', ',')).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: ['b'] },
    ]);
    expect(splitCsv('', ',')).toEqual([]);
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['commas', 'code,name_en,price\nWF-1001,Dress,24', ','],
    ['semicolons (a Greek Excel)', 'code;name_en;price\r\nWF-1001;Dress;24,90', ';'],
    ['tabs', 'code\tname_en\tprice\nWF-1001\tDress\t24', '\t'],
    ['the most frequent on the first line', 'code;name_en;style\nWF-1001;Dress;"Boho, Summer"', ';'],
    ['only the first line', 'code;price\nWF-1001,a,b,c,d;24', ';'],
    ['commas when the first line has none', 'code\nWF-1001', ','],
    ['commas for nothing', '', ','],
  ])('finds %s', (_, text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe('parseSizes', () => {
  it.each([
    ['XS S M', ['XS', 'S', 'M']],
    ['XS|S|M', ['XS', 'S', 'M']],
    ['XS/S/M', ['XS', 'S', 'M']],
    ['xs, s', ['XS', 'S']],
    ['S;M', ['S', 'M']],
    ['XL L M', ['M', 'L', 'XL']],
    ['M m M', ['M']],
    [' S ', ['S']],
  ])('reads %j', (text, sizes) => {
    expect(parseSizes(text)).toEqual(sizes);
  });

  it.each(['', ' , ', 'XXL', 'S M XXL', 'small', 'S-M'])('refuses %j', (text) => {
    expect(parseSizes(text)).toBeNull();
  });
});

describe('readProductImport', () => {
  describe('the header', () => {
    it('needs a code column', () => {
      const { headerProblems, lines } = read('name_en,price\nLinen dress,24');
      expect(headerProblems).toEqual([{ code: 'no_code_column' }]);
      expect(lines.map((l) => l.problems)).toContainEqual([{ code: 'missing_code', column: 'code' }]);
    });

    it('is needed', () => {
      expect(read('')).toEqual({ headerProblems: [{ code: 'no_code_column' }], lines: [] });
      expect(read('\n\n')).toEqual({ headerProblems: [{ code: 'no_code_column' }], lines: [] });
    });

    it('names each unknown column, whose cells are then left alone', () => {
      const { headerProblems, lines } = read('code,size,price,Weight KG\nWF-1001,M,24,2');
      expect(headerProblems).toEqual([
        { code: 'unknown_column', column: 'size' },
        { code: 'unknown_column', column: 'weight_kg' },
      ]);
      expect(lines[0]?.values).toStrictEqual({ priceCents: 2400 });
      expect(lines[0]?.problems).toEqual([]);
    });

    it('reads column names in any case, with spaces, and ignores trailing empty ones', () => {
      const line = onlyLine(' Code ;Name EN;PRICE;;\nWF-1001;Linen dress;24;;');
      expect(line.values).toStrictEqual({ nameEn: 'Linen dress', priceCents: 2400 });
    });

    it('may start with a byte order mark', () => {
      const line = onlyLine('\uFEFFcode,price\nWF-1001,24');
      expect(line).toEqual({ line: 2, code: 'WF-1001', values: { priceCents: 2400 }, problems: [] });
    });
  });

  describe('a line of an existing product', () => {
    it('sets only the cells given', () => {
      const line = onlyLine(
        'code,name_en,name_gr,category,colour,price,sizes,material,style,minimum_order,new\nWF-1001,,Λινό φόρεμα,,,24.90,,,,,',
      );
      expect(line).toStrictEqual({
        line: 2,
        code: 'WF-1001',
        values: { nameGr: 'Λινό φόρεμα', priceCents: 2490 },
        problems: [],
      });
    });

    it('needs none of the columns of a new product', () => {
      expect(onlyLine('code,style\nWF-1002,Resort Boho').problems).toEqual([]);
      expect(onlyLine('code\nWF-1002').problems).toEqual([]);
    });
  });

  describe('a line of a new product', () => {
    const header =
      'code,name_en,name_gr,category,colour,price,sizes,material,style,minimum_order,new,description_en,description_gr';

    it('reads every column', () => {
      const line = onlyLine(
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

    it('needs a name, category, colour, price and sizes: one problem per missing column', () => {
      expect(onlyLine('code,name_en\nWF-2001,Linen dress').problems).toEqual([
        { code: 'required_for_new', column: 'category' },
        { code: 'required_for_new', column: 'colour' },
        { code: 'required_for_new', column: 'price' },
        { code: 'required_for_new', column: 'sizes' },
      ]);
      expect(onlyLine(`${header}\nWF-2001,,Λινό φόρεμα,,,,,Linen,,,,,`).problems).toEqual(
        IMPORT_COLUMNS_FOR_NEW.map((column) => ({ code: 'required_for_new', column })),
      );
    });

    it('names a bad cell once, not as missing too', () => {
      expect(
        onlyLine('code,name_en,category,colour,price,sizes\nWF-2001,Dress,hats,white,0,XXL').problems,
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
    ])('refuses a %s of %j', (column, cell, problem) => {
      const line = onlyLine(`code,${column}\nWF-1001,"${cell}"`);
      expect(line.problems).toEqual([{ code: problem, column }]);
      expect(line.values).toStrictEqual({});
    });

    it.each([
      ['name_en', PRODUCT_TEXT_LIMITS.name],
      ['name_gr', PRODUCT_TEXT_LIMITS.name],
      ['description_en', PRODUCT_TEXT_LIMITS.description],
      ['description_gr', PRODUCT_TEXT_LIMITS.description],
      ['style', PRODUCT_TEXT_LIMITS.style],
    ])('refuses a %s longer than %i characters', (column, limit) => {
      const line = onlyLine(`code,${column}\nWF-1001,${'x'.repeat(limit + 1)}`);
      expect(line.problems).toEqual([{ code: 'too_long', column }]);
      expect(line.values).toStrictEqual({});
      expect(onlyLine(`code,${column}\nWF-1001,${'x'.repeat(limit)}`).problems).toEqual([]);
    });

    it.each([
      ['price', '10000', { priceCents: 1_000_000 }],
      ['price', '0.01', { priceCents: 1 }],
      ['price', '24,9', { priceCents: 2490 }],
      ['minimum_order', '1', { minimumOrder: 1 }],
      ['minimum_order', String(MAX_SIZE_QUANTITY), { minimumOrder: MAX_SIZE_QUANTITY }],
      ['material', 'SILK', { material: 'Silk' }],
    ])('accepts a %s of %j', (column, cell, values) => {
      const line = onlyLine(`code,${column}\nWF-1001,"${cell}"`);
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
    ])('reads the new flag %j', (cell, isNew) => {
      expect(onlyLine(`code,new\nWF-1001,${cell}`)).toEqual({
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
    ])('normalises %j', (cell, code) => {
      expect(read(`code,name_en\n${cell},Dress`).lines[0]?.code).toBe(code);
    });

    it('tells an existing product by its normalised code', () => {
      expect(onlyLine('code,price\nwf 1001,24').problems).toEqual([]);
    });

    it('refuses a line without a code, or with one not like WF-1023', () => {
      expect(onlyLine('code,price\n,24').problems).toEqual([{ code: 'missing_code', column: 'code' }]);
      expect(onlyLine('code,price\nW-1,24').problems).toContainEqual({
        code: 'invalid_code',
        column: 'code',
      });
      expect(onlyLine('code,price\nWF-12,24').problems).toContainEqual({
        code: 'invalid_code',
        column: 'code',
      });
    });

    it('refuses a code of an earlier line, on the later line only', () => {
      const { lines } = read('code,price\nWF-1001,24\nWF-1002,25\nwf1001,26');
      expect(lines.map(({ line, code, problems }) => ({ line, code, problems }))).toEqual([
        { line: 2, code: 'WF-1001', problems: [] },
        { line: 3, code: 'WF-1002', problems: [] },
        { line: 4, code: 'WF-1001', problems: [{ code: 'duplicate_code', column: 'code' }] },
      ]);
    });
  });

  it('refuses more cells than the header has columns, unless they are empty', () => {
    expect(onlyLine('code,price\nWF-1001,24,extra').problems).toEqual([{ code: 'too_many_cells' }]);
    expect(onlyLine('code,price\nWF-1001,24,,').problems).toEqual([]);
  });

  it('takes missing cells at the end of a line as empty', () => {
    expect(onlyLine('code,price,colour\nWF-1001,24').problems).toEqual([]);
  });

  it('reads a Greek Excel export: semicolons, decimal commas, Windows lines, quoted line breaks', () => {
    const text = [
      '\uFEFFcode;name_en;name_gr;category;colour;price;sizes;material;minimum_order;new;description_gr',
      'WF-2001;Linen dress;Λινό φόρεμα;dresses;white;24,90;S M L;Linen;6;ναι;"Άνετο; δροσερό.\nΓια το καλοκαίρι."',
      'WF-1001;;;;;19,5;;;;όχι;',
      ';;;;;;;;;;',
      'wf 2002;Silk top;;tops;red;1.234,50;S;Silk;;;',
    ].join('\r\n');
    const { headerProblems, lines } = read(text);
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
