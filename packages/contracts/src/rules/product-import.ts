import { CATEGORIES, type Category, COLOURS, type Colour, SIZES, type Size } from '../constants.ts';
import {
  MAX_PRODUCT_PRICE_CENTS,
  PRODUCT_CODE_PATTERN,
  PRODUCT_MATERIALS,
  PRODUCT_TEXT_LIMITS,
  type ProductMaterial,
  parseEuroCents,
} from './product-draft.ts';
import { normaliseProductCode } from './quick-order.ts';
import { normaliseText, textProblem } from './text.ts';

/**
 * Importing products from a CSV file or a spreadsheet's export (comma, semicolon — what a Greek Excel
 * writes — or tab separated; quoted cells as RFC 4180). The first line names the columns; `code` is
 * required, the others may be left out. A code the catalogue has updates that product with the cells given
 * (an empty cell leaves the value as it is); a new code creates a draft and needs a name, category, colour,
 * price and sizes. The BFF reads the file's rows with a streaming CSV parser, within the bounds below, and
 * this reading (`readImportRows`) says what each line sets and what is wrong with it; the office shows every
 * line with its problems before anything is written, and the BFF reads the file again to write all lines in
 * one transaction, or none.
 */

export const IMPORT_COLUMNS = [
  'code',
  'name_en',
  'name_gr',
  'category',
  'colour',
  'price',
  'sizes',
  'material',
  'style',
  'minimum_order',
  'new',
  'description_en',
  'description_gr',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** Columns a new product cannot do without. */
export const IMPORT_COLUMNS_FOR_NEW: readonly ImportColumn[] = [
  'name_en',
  'category',
  'colour',
  'price',
  'sizes',
];
/** Lines one import may hold (a season's collection is a few hundred). */
export const IMPORT_MAX_LINES = 2000;
/** The largest file accepted (characters). */
export const IMPORT_MAX_CHARS = 1_000_000;
/** Columns a file may have: the import's 13, and room for the empty ones a spreadsheet adds. */
export const IMPORT_MAX_COLUMNS = 40;
/** The longest line (record) a file may have, in characters: both descriptions at their limit fit. */
export const IMPORT_MAX_LINE_CHARS = 20_000;

export const IMPORT_PROBLEMS = [
  /** The first line names more than IMPORT_MAX_COLUMNS columns. */
  'too_many_columns',
  /** A line (with its `line`) longer than IMPORT_MAX_LINE_CHARS: the file is read no further. */
  'line_too_long',
  /** More than IMPORT_MAX_LINES lines below the first. */
  'too_many_lines',
  /** Not readable as CSV from its `line` on (a quote opened and never closed). */
  'unreadable',
  /** The first line does not name a `code` column. */
  'no_code_column',
  /** A column name the import does not know. */
  'unknown_column',
  'missing_code',
  'invalid_code',
  /** The same code on an earlier line. */
  'duplicate_code',
  /** A new product without one of IMPORT_COLUMNS_FOR_NEW. */
  'required_for_new',
  'invalid_category',
  'invalid_colour',
  'invalid_price',
  'invalid_sizes',
  'invalid_material',
  'invalid_number',
  'invalid_flag',
  'too_long',
  /** More cells than the header has columns. */
  'too_many_cells',
  /** Control or text-direction characters (contracts `textProblem`). */
  'invalid_characters',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number];

export interface ImportProblem {
  code: ImportProblemCode;
  /** The column it is about, when it is one. */
  column?: ImportColumn | string;
  /** The line of the file it is about, for a problem of the whole file (`line_too_long`, `unreadable`). */
  line?: number;
}

/** What a line sets; only the cells given (non-empty) are there. */
export interface ImportValues {
  nameEn?: string;
  nameGr?: string;
  category?: Category;
  colour?: Colour;
  priceCents?: number;
  sizes?: Size[];
  material?: ProductMaterial;
  style?: string;
  minimumOrder?: number;
  isNew?: boolean;
  descriptionEn?: string;
  descriptionGr?: string;
}

export interface ImportLine {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  code: string;
  values: ImportValues;
  problems: ImportProblem[];
}

export interface ImportReading {
  /** Problems of the file as a whole or its first line (bounds, no code column, unknown columns). */
  headerProblems: ImportProblem[];
  lines: ImportLine[];
}

/** A row of cells as the CSV parser read it, with the line of the file it starts on. */
export interface ImportRow {
  line: number;
  cells: string[];
}

/** The delimiter of a file: the one of `;`, tab and `,` its first line has most of. */
export function detectDelimiter(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', '\t', ','].map((d) => ({ d, n: first.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0] && counts[0].n > 0 ? counts[0].d : ',';
}

/** `XS S M`, `XS|S|M`, `XS/S/M`, `xs, s` → sizes in the shop's order; null when one is not a size. */
export function parseSizes(text: string): Size[] | null {
  const parts = text
    .toUpperCase()
    .split(/[\s|/,;]+/)
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  if (parts.some((part) => !(SIZES as readonly string[]).includes(part))) return null;
  return SIZES.filter((size) => parts.includes(size));
}

const FLAGS: Record<string, boolean> = {
  yes: true,
  no: false,
  true: true,
  false: false,
  '1': true,
  '0': false,
  ναι: true,
  όχι: false,
  οχι: false,
};

/** Reads one cell into `values`; answers its problem, if any. An empty cell leaves the value alone. */
function readCell(column: ImportColumn, raw: string, values: ImportValues): ImportProblemCode | undefined {
  const text = normaliseText(raw, column.startsWith('description_') ? 'lines' : 'line');
  if (text === '') return undefined;
  const problem = (code: ImportProblemCode) => code;
  if (textProblem(text, column.startsWith('description_') ? 'lines' : 'line', false)) {
    return problem('invalid_characters');
  }
  switch (column) {
    case 'code':
      return undefined;
    case 'name_en':
    case 'name_gr':
      if (text.length > PRODUCT_TEXT_LIMITS.name) return problem('too_long');
      values[column === 'name_en' ? 'nameEn' : 'nameGr'] = text;
      return undefined;
    case 'description_en':
    case 'description_gr':
      if (text.length > PRODUCT_TEXT_LIMITS.description) return problem('too_long');
      values[column === 'description_en' ? 'descriptionEn' : 'descriptionGr'] = text;
      return undefined;
    case 'style':
      if (text.length > PRODUCT_TEXT_LIMITS.style) return problem('too_long');
      values.style = text;
      return undefined;
    case 'category': {
      const value = text.toLowerCase();
      if (!(CATEGORIES as readonly string[]).includes(value)) return problem('invalid_category');
      values.category = value as Category;
      return undefined;
    }
    case 'colour': {
      const value = text.toLowerCase();
      if (!(COLOURS as readonly string[]).includes(value)) return problem('invalid_colour');
      values.colour = value as Colour;
      return undefined;
    }
    case 'price': {
      const cents = parseEuroCents(text);
      if (cents === null || cents < 1 || cents > MAX_PRODUCT_PRICE_CENTS) return problem('invalid_price');
      values.priceCents = cents;
      return undefined;
    }
    case 'sizes': {
      const sizes = parseSizes(text);
      if (!sizes) return problem('invalid_sizes');
      values.sizes = sizes;
      return undefined;
    }
    case 'material': {
      const material = PRODUCT_MATERIALS.find((m) => m.toLowerCase() === text.toLowerCase());
      if (!material) return problem('invalid_material');
      values.material = material;
      return undefined;
    }
    case 'minimum_order': {
      if (!/^\d{1,3}$/.test(text) || Number(text) < 1) return problem('invalid_number');
      values.minimumOrder = Number(text);
      return undefined;
    }
    case 'new': {
      const key = text.toLowerCase();
      // Own keys only: `constructor` or `__proto__` are no flags.
      const flag = Object.hasOwn(FLAGS, key) ? FLAGS[key] : undefined;
      if (flag === undefined) return problem('invalid_flag');
      values.isNew = flag;
      return undefined;
    }
  }
}

/**
 * Reads an import file's rows (the first one names the columns): each line's code, values and problems.
 * `existingCodes` (upper case) tells which codes update a product; the others create one and need
 * IMPORT_COLUMNS_FOR_NEW. The rows are bounded by the reader (IMPORT_MAX_COLUMNS cells and one beyond);
 * the work here is one pass over each line's cells.
 */
export function readImportRows(
  rows: readonly ImportRow[],
  existingCodes: ReadonlySet<string>,
): ImportReading {
  const [header, ...body] = rows;
  if (!header) return { headerProblems: [{ code: 'no_code_column' }], lines: [] };
  const columns = header.cells.map((cell) => cell.trim().toLowerCase().replace(/\s+/g, '_'));
  if (columns.length > IMPORT_MAX_COLUMNS)
    return { headerProblems: [{ code: 'too_many_columns' }], lines: [] };
  const headerProblems: ImportProblem[] = [];
  if (!columns.includes('code')) headerProblems.push({ code: 'no_code_column' });
  for (const column of columns) {
    if (column !== '' && !(IMPORT_COLUMNS as readonly string[]).includes(column))
      headerProblems.push({ code: 'unknown_column', column });
  }
  const codeIndex = columns.indexOf('code');
  // Each known column once (the first of the same name), so a line's cells are read in one pass.
  const known = IMPORT_COLUMNS.flatMap((column) => {
    const index = columns.indexOf(column);
    return index === -1 ? [] : [{ column, index }];
  });
  const seen = new Set<string>();
  const lines = body.map(({ line, cells }): ImportLine => {
    const problems: ImportProblem[] = [];
    const values: ImportValues = {};
    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim() !== ''))
      problems.push({ code: 'too_many_cells' });
    const code = normaliseProductCode(codeIndex === -1 ? '' : (cells[codeIndex] ?? ''));
    if (code === '') problems.push({ code: 'missing_code', column: 'code' });
    else if (!new RegExp(PRODUCT_CODE_PATTERN).test(code))
      problems.push({ code: 'invalid_code', column: 'code' });
    else if (seen.has(code)) problems.push({ code: 'duplicate_code', column: 'code' });
    seen.add(code);
    for (const { column, index } of known) {
      const problem = readCell(column, cells[index] ?? '', values);
      if (problem) problems.push({ code: problem, column });
    }
    const codeIsValid = !problems.some((p) => p.column === 'code' && p.code !== 'duplicate_code');
    if (codeIsValid && !existingCodes.has(code)) {
      const given: Record<string, unknown> = {
        name_en: values.nameEn,
        category: values.category,
        colour: values.colour,
        price: values.priceCents,
        sizes: values.sizes,
      };
      for (const column of IMPORT_COLUMNS_FOR_NEW) {
        const hasOwnProblem = problems.some((p) => p.column === column);
        if (given[column] === undefined && !hasOwnProblem)
          problems.push({ code: 'required_for_new', column });
      }
    }
    return { line, code, values, problems };
  });
  return { headerProblems, lines };
}
