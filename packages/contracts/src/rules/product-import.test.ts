import { describe, expect, it } from 'vitest';
import { detectDelimiter, IMPORT_MAX_COLUMNS, parseSizes, readImportRows } from './product-import.ts';

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

describe('readImportRows', () => {
  const rows = (...lines: string[][]) => lines.map((cells, index) => ({ line: index + 1, cells }));

  it('refuses a first line of more than IMPORT_MAX_COLUMNS columns, reading no line', () => {
    const header = ['code', ...Array.from({ length: IMPORT_MAX_COLUMNS }, (_, i) => `extra_${i}`)];
    expect(readImportRows(rows(header, ['WF-1001']), new Set())).toEqual({
      headerProblems: [{ code: 'too_many_columns' }],
      lines: [],
    });
  });

  it('reads each known column once, the first of the same name', () => {
    const { lines } = readImportRows(
      rows(['code', 'price', 'price'], ['WF-1001', '24', '99']),
      new Set(['WF-1001']),
    );
    expect(lines[0]?.values).toEqual({ priceCents: 2400 });
  });

  it.each([
    ['name_en', 'Linen\u0007dress'],
    ['name_gr', 'Λινό \u202Eφόρεμα'],
    ['style', 'Boho\u001B[31m'],
    ['description_en', 'A dress\u2066 here'],
  ])('refuses control or direction characters in %s', (column, cell) => {
    const { lines } = readImportRows(rows(['code', column], ['WF-1001', cell]), new Set(['WF-1001']));
    expect(lines[0]?.problems).toEqual([{ code: 'invalid_characters', column }]);
  });

  it('keeps line breaks and tabs in descriptions, NFC and trimmed', () => {
    const { lines } = readImportRows(
      rows(['code', 'description_en', 'name_gr'], ['WF-1001', ' Two\r\nlines\there ', 'Φο\u0301ρεμα']),
      new Set(['WF-1001']),
    );
    expect(lines[0]).toMatchObject({
      problems: [],
      values: { descriptionEn: 'Two\nlines\there', nameGr: 'Φόρεμα' },
    });
  });
});
