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

/**
 * Importing products from a CSV file or a spreadsheet's export (comma, semicolon — what a Greek Excel
 * writes — or tab separated; quoted cells as RFC 4180). The first line names the columns; `code` is
 * required, the others may be left out. A code the catalogue has updates that product with the cells given
 * (an empty cell leaves the value as it is); a new code creates a draft and needs a name, category, colour,
 * price and sizes. The office shows every line with its problems before anything is written; the BFF reads
 * the file again with this same function and writes all lines in one transaction, or none.
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

export const IMPORT_PROBLEMS = [
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
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number];

export interface ImportProblem {
  code: ImportProblemCode;
  /** The column it is about, when it is one. */
  column?: ImportColumn | string;
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
  /** Problems of the header (no code column, unknown columns): nothing can be imported. */
  headerProblems: ImportProblem[];
  lines: ImportLine[];
}

/** Splits CSV text into rows of cells: quoted cells may hold the delimiter, quotes ("") and line breaks. */
export function splitCsv(text: string, delimiter: string): Array<{ line: number; cells: string[] }> {
  const rows: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
  }
  return rows.filter((row) => row.cells.some((c) => c.trim() !== ''));
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
  const text = raw.trim();
  if (text === '') return undefined;
  const problem = (code: ImportProblemCode) => code;
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
 * Reads an import file: each line's code, values and problems. `existingCodes` (upper case) tells which
 * codes update a product; the others create one and need IMPORT_COLUMNS_FOR_NEW.
 */
export function readProductImport(text: string, existingCodes: ReadonlySet<string>): ImportReading {
  const rows = splitCsv(text.replace(/^\uFEFF/, ''), detectDelimiter(text));
  const [header, ...body] = rows;
  if (!header) return { headerProblems: [{ code: 'no_code_column' }], lines: [] };
  const columns = header.cells.map((cell) => cell.trim().toLowerCase().replace(/\s+/g, '_'));
  const headerProblems: ImportProblem[] = [];
  if (!columns.includes('code')) headerProblems.push({ code: 'no_code_column' });
  for (const column of columns) {
    if (column !== '' && !(IMPORT_COLUMNS as readonly string[]).includes(column))
      headerProblems.push({ code: 'unknown_column', column });
  }
  const seen = new Set<string>();
  const lines = body.map(({ line, cells }): ImportLine => {
    const problems: ImportProblem[] = [];
    const values: ImportValues = {};
    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim() !== ''))
      problems.push({ code: 'too_many_cells' });
    const cellOf = (column: string) => cells[columns.indexOf(column)] ?? '';
    const code = normaliseProductCode(cellOf('code'));
    if (code === '') problems.push({ code: 'missing_code', column: 'code' });
    else if (!new RegExp(PRODUCT_CODE_PATTERN).test(code))
      problems.push({ code: 'invalid_code', column: 'code' });
    else if (seen.has(code)) problems.push({ code: 'duplicate_code', column: 'code' });
    seen.add(code);
    columns.forEach((column, index) => {
      if (!(IMPORT_COLUMNS as readonly string[]).includes(column)) return;
      const problem = readCell(column as ImportColumn, cells[index] ?? '', values);
      if (problem) problems.push({ code: problem, column });
    });
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
