import { SIZES, type Size } from '../constants.ts';
import { PRODUCT_CODE_PATTERN } from './product-draft.ts';
import { IMPORT_MAX_COLUMNS, type ImportRow } from './product-import.ts';
import { normaliseProductCode } from './quick-order.ts';
import { MAX_BACKORDER_DAYS, MAX_STOCK_PIECES, type StockLevel } from './stock.ts';

/**
 * Importing stock from a CSV file (issue 49): one line per product and size, `code,size,on_hand` and
 * optionally `restock_date` (empty: none expected) and `backorder_days` (a product's lead time: days, or
 * `no` for none; empty leaves it as it is; the same on every line of a product that gives it). The file is
 * read by the BFF's CSV parser as the product import's (decision 0029); this reading says what each line
 * sets and what is wrong with it, against the products the catalogue has and what accepted quotes reserved.
 * Nothing is written unless no line has a problem; then each product's sizes are saved as the stock editor
 * saves them, all in one transaction.
 */

export const STOCK_IMPORT_COLUMNS = ['code', 'size', 'on_hand', 'restock_date', 'backorder_days'] as const;
export type StockImportColumn = (typeof STOCK_IMPORT_COLUMNS)[number];
/** Columns every stock file names. */
export const STOCK_IMPORT_REQUIRED_COLUMNS: readonly StockImportColumn[] = ['code', 'size', 'on_hand'];

export const STOCK_IMPORT_PROBLEMS = [
  /** Problems of the file, as the product import's reader finds them (with `line` where it has one). */
  'too_many_columns',
  'line_too_long',
  'too_many_lines',
  'unreadable',
  /** The first line lacks one of STOCK_IMPORT_REQUIRED_COLUMNS (`column`). */
  'missing_column',
  'unknown_column',
  'missing_code',
  'invalid_code',
  /** A well-formed code no product has. */
  'unknown_code',
  'missing_size',
  /** Not one of the shop's sizes. */
  'invalid_size',
  /** A size the product is not made in. */
  'size_not_of_product',
  /** The same code and size on an earlier line. */
  'duplicate_size',
  'missing_number',
  /** Not a whole number of zero or more. */
  'invalid_number',
  /** More than MAX_STOCK_PIECES. */
  'too_many_pieces',
  /** Fewer than accepted quotes reserved of the size. */
  'below_reserved',
  /** Not a date (`YYYY-MM-DD`, or day/month/year as a Greek spreadsheet writes it). */
  'invalid_date',
  /** A restock date not after today. */
  'date_in_past',
  /** Not a number of days from 0 to MAX_BACKORDER_DAYS, nor `no`. */
  'invalid_days',
  /** Another line of the product gives another lead time. */
  'days_differ',
  /** More cells than the header has columns. */
  'too_many_cells',
] as const;
export type StockImportProblemCode = (typeof STOCK_IMPORT_PROBLEMS)[number];

export interface StockImportProblem {
  code: StockImportProblemCode;
  column?: StockImportColumn | string;
  line?: number;
}

/** What the reading knows of a product: its sizes, their stock now, its lead time and stock version. */
export interface StockImportProduct {
  id: string;
  sizes: readonly Size[];
  levels: readonly StockLevel[];
  backorderDays: number | null;
  stockVersion: number;
}

export interface StockImportLine {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  code: string;
  /** The size as given (upper case), valid or not. */
  size: string;
  /** Pieces on hand the line sets; null when not a whole number. */
  onHand: number | null;
  restockDate: string | null;
  /** The product's lead time the line sets: absent when the cell is empty (left as it is). */
  backorderDays?: number | null;
  problems: StockImportProblem[];
}

export interface StockImportReading {
  headerProblems: StockImportProblem[];
  lines: StockImportLine[];
}

const BACKORDER_OFF = new Set(['no', 'none', 'όχι', 'οχι', '-']);

/** A whole number of pieces: digits only (no sign, point or spaces within). */
function readWhole(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * A date cell as `YYYY-MM-DD`: ISO (`2027-03-01`) or day/month/year (`1/3/2027`, `01.03.2027`, `1-3-2027`,
 * what a Greek spreadsheet writes); null when it is neither or no such day.
 */
export function parseStockDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dmy = iso ? null : /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Reads a stock file's rows (the first names the columns) against the catalogue (`products` by upper-case
 * code) on `today` (`YYYY-MM-DD`, the shop's day): each line's code, size, pieces, restock date and lead
 * time, and its problems. Bounded as the product import's: one pass over each line's known cells.
 */
export function readStockImportRows(
  rows: readonly ImportRow[],
  products: ReadonlyMap<string, StockImportProduct>,
  today: string,
): StockImportReading {
  const [header, ...body] = rows;
  if (!header) return { headerProblems: [{ code: 'missing_column', column: 'code' }], lines: [] };
  const columns = header.cells.map((cell) => cell.trim().toLowerCase().replace(/\s+/g, '_'));
  if (columns.length > IMPORT_MAX_COLUMNS)
    return { headerProblems: [{ code: 'too_many_columns' }], lines: [] };
  const headerProblems: StockImportProblem[] = [];
  for (const column of STOCK_IMPORT_REQUIRED_COLUMNS) {
    if (!columns.includes(column)) headerProblems.push({ code: 'missing_column', column });
  }
  for (const column of columns) {
    if (column !== '' && !(STOCK_IMPORT_COLUMNS as readonly string[]).includes(column))
      headerProblems.push({ code: 'unknown_column', column });
  }
  const cellOf = (cells: readonly string[], column: StockImportColumn) => {
    const index = columns.indexOf(column);
    return index === -1 ? '' : (cells[index] ?? '').trim();
  };
  const seen = new Set<string>();
  /** The lead time the first line of each product gave. */
  const daysOf = new Map<string, number | null>();
  const lines = body.map(({ line, cells }): StockImportLine => {
    const problems: StockImportProblem[] = [];
    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim() !== ''))
      problems.push({ code: 'too_many_cells' });

    const code = normaliseProductCode(cellOf(cells, 'code'));
    const product = products.get(code);
    if (code === '') problems.push({ code: 'missing_code', column: 'code' });
    else if (!new RegExp(PRODUCT_CODE_PATTERN).test(code))
      problems.push({ code: 'invalid_code', column: 'code' });
    else if (!product) problems.push({ code: 'unknown_code', column: 'code' });

    const size = cellOf(cells, 'size').toUpperCase();
    const isSize = (SIZES as readonly string[]).includes(size);
    if (size === '') problems.push({ code: 'missing_size', column: 'size' });
    else if (!isSize) problems.push({ code: 'invalid_size', column: 'size' });
    else if (product && !product.sizes.includes(size as Size))
      problems.push({ code: 'size_not_of_product', column: 'size' });
    else if (product && seen.has(`${code} ${size}`))
      problems.push({ code: 'duplicate_size', column: 'size' });
    if (product && isSize) seen.add(`${code} ${size}`);

    const piecesText = cellOf(cells, 'on_hand');
    const onHand = readWhole(piecesText);
    if (piecesText === '') problems.push({ code: 'missing_number', column: 'on_hand' });
    else if (onHand === null) problems.push({ code: 'invalid_number', column: 'on_hand' });
    else if (onHand > MAX_STOCK_PIECES) problems.push({ code: 'too_many_pieces', column: 'on_hand' });
    else {
      const reserved = product?.levels.find((level) => level.size === size)?.reserved ?? 0;
      if (onHand < reserved) problems.push({ code: 'below_reserved', column: 'on_hand' });
    }

    const dateText = cellOf(cells, 'restock_date');
    const restockDate = dateText === '' ? null : parseStockDate(dateText);
    if (dateText !== '' && restockDate === null)
      problems.push({ code: 'invalid_date', column: 'restock_date' });
    else if (restockDate !== null && restockDate <= today)
      problems.push({ code: 'date_in_past', column: 'restock_date' });

    const daysText = cellOf(cells, 'backorder_days').toLowerCase();
    let backorderDays: number | null | undefined;
    if (daysText !== '') {
      backorderDays = BACKORDER_OFF.has(daysText) ? null : readWhole(daysText);
      if (backorderDays === null && !BACKORDER_OFF.has(daysText)) {
        backorderDays = undefined;
        problems.push({ code: 'invalid_days', column: 'backorder_days' });
      } else if (backorderDays !== null && backorderDays > MAX_BACKORDER_DAYS) {
        backorderDays = undefined;
        problems.push({ code: 'invalid_days', column: 'backorder_days' });
      } else if (product && daysOf.has(code) && daysOf.get(code) !== backorderDays) {
        problems.push({ code: 'days_differ', column: 'backorder_days' });
      } else if (product) daysOf.set(code, backorderDays ?? null);
    }

    return {
      line,
      code,
      size,
      onHand,
      restockDate,
      ...(backorderDays !== undefined ? { backorderDays } : {}),
      problems,
    };
  });
  return { headerProblems, lines };
}
