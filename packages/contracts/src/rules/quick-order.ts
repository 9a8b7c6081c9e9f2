import { MAX_SIZE_QUANTITY, SIZES, type Size } from '../constants.ts';
import type { SizeQuantities } from './quantities.ts';

/**
 * Quick order (spec: a page of the basket remote): many products at once, each a product code and pieces
 * per size, typed in a grid or pasted from a spreadsheet as `code, XS, S, M, L, XL`. The browser checks
 * every line with these rules before sending; the BFF checks them again (`POST /api/basket/quick-order`)
 * and answers the same problem codes, keyed `lines.<index>.code` or `lines.<index>.quantities.<size>`.
 */

/** Lines one quick order may hold (the grid's rows, the pasted lines; the API's `maxItems`). */
export const QUICK_ORDER_MAX_LINES = 100;
/** Suggestions the grid's product field gets for what was typed. */
export const QUICK_ORDER_SUGGESTIONS = 8;

/** What can be wrong with a line; frontends translate them (`quickOrder.problems.<code>`). */
export const QUICK_ORDER_PROBLEMS = [
  /** Pieces given but no product code. */
  'missing_code',
  /** No product has this code. */
  'unknown_code',
  /** A code with no pieces in any size. */
  'no_quantities',
  /** Pieces in a size the product is not made in. */
  'size_not_sold',
  /** Not a whole number of pieces 0 or more (text, a sign, `-3`). */
  'invalid_quantity',
  /** A decimal (`5,5` or `5.5`, the Greek decimal comma included): pieces are whole. */
  'decimal_quantity',
  /** More than MAX_SIZE_QUANTITY pieces of a size, alone or with what the basket already holds. */
  'over_limit',
  /** More cells than a code and the five sizes. */
  'too_many_columns',
] as const;
export type QuickOrderProblemCode = (typeof QUICK_ORDER_PROBLEMS)[number];

/** A problem of a line: of its code (no `size`), of one size's cell, or of the whole line. */
export interface QuickOrderProblem {
  code: QuickOrderProblemCode;
  size?: Size;
}

/** A line of pasted text, read. */
export interface QuickOrderTextRow {
  /** 1-based line number in the pasted text (blank lines and a header count), for messages. */
  line: number;
  /** Trimmed and upper-cased (`wf-1001` → `WF-1001`); '' when missing. */
  code: string;
  /** Only the sizes that read as whole numbers above 0. */
  quantities: SizeQuantities;
  /** The cells as typed, per size ('' for empty), so a grid can show a bad value to be corrected. */
  cells: Record<Size, string>;
  /** What reading the line found wrong (codes and sizes are checked against the catalogue apart). */
  problems: QuickOrderProblem[];
}

/** Normalised product code: trimmed, inner spaces dropped, upper case. */
export function normaliseProductCode(code: string): string {
  const compact = code.replace(/\s+/g, '').toUpperCase();
  // `wf 1002` and `WF1002` are how people write `WF-1002` too.
  return compact.replace(/^([A-Z]+)(\d+)$/u, '$1-$2');
}

export type QuantityCell = { ok: true; value: number } | { ok: false; problem: QuickOrderProblemCode };

/** One typed or pasted quantity: '' is 0; whole numbers 0..999 only. */
export function readQuantityCell(text: string): QuantityCell {
  const value = text.trim();
  if (value === '') return { ok: true, value: 0 };
  if (/^\d+$/.test(value)) {
    const n = Number.parseInt(value, 10);
    return n > MAX_SIZE_QUANTITY ? { ok: false, problem: 'over_limit' } : { ok: true, value: n };
  }
  if (/^\d*[.,]\d+$/.test(value) || /^\d+[.,]$/.test(value))
    return { ok: false, problem: 'decimal_quantity' };
  return { ok: false, problem: 'invalid_quantity' };
}

/** The problem of a quantity that arrived as a number (the API's), if any. */
export function quantityNumberProblem(value: number): QuickOrderProblemCode | undefined {
  if (!Number.isFinite(value) || value < 0) return 'invalid_quantity';
  if (!Number.isInteger(value)) return 'decimal_quantity';
  if (value > MAX_SIZE_QUANTITY) return 'over_limit';
  return undefined;
}

/**
 * A grid row (code and the cells as typed) read the way pasted lines are: quantities of the cells that
 * read well, a problem per bad cell, `missing_code` / `no_quantities` for a half-filled row. An entirely
 * empty row has no problems (it is skipped).
 */
export function readQuickOrderCells(
  code: string,
  cells: Partial<Record<Size, string>>,
): { code: string; quantities: SizeQuantities; problems: QuickOrderProblem[] } {
  const normalised = normaliseProductCode(code);
  const quantities: SizeQuantities = {};
  const problems: QuickOrderProblem[] = [];
  let anyCell = false;
  for (const size of SIZES) {
    const text = cells[size] ?? '';
    if (text.trim() !== '') anyCell = true;
    const read = readQuantityCell(text);
    if (!read.ok) problems.push({ code: read.problem, size });
    else if (read.value > 0) quantities[size] = read.value;
  }
  if (normalised === '' && anyCell) problems.unshift({ code: 'missing_code' });
  if (normalised !== '' && problems.length === 0 && Object.keys(quantities).length === 0) {
    problems.push({ code: 'no_quantities' });
  }
  return { code: normalised, quantities, problems };
}

/**
 * The cells of a line: tabs when it has one (a spreadsheet's copy), else semicolons (a Greek CSV), else
 * commas — where a comma followed by a space separates, a bare comma between digits stays in its cell
 * (`WF-1001, 5,5, 2` reads `5,5` and rejects it as a decimal) — else runs of spaces. Trailing empty
 * cells (`WF-1001,2,,,,`) are dropped.
 */
function splitCells(line: string): string[] {
  let cells: string[];
  if (line.includes('\t')) cells = line.split('\t');
  else if (line.includes(';')) cells = line.split(';');
  else if (line.includes(',')) cells = /,\s/.test(line) ? line.split(/\s*,\s+/) : line.split(',');
  else cells = line.trim().split(/\s+/);
  cells = cells.map((cell) => cell.trim());
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}

const SIZE_NAMES = new Set<string>(SIZES);

/** A header names sizes after the first cell (`code, XS, S, M, L, XL`): its order then maps the columns. */
function headerSizes(cells: readonly string[]): Size[] | undefined {
  const rest = cells.slice(1).map((cell) => cell.toUpperCase());
  if (rest.length === 0 || !rest.every((cell) => SIZE_NAMES.has(cell))) return undefined;
  if (new Set(rest).size !== rest.length) return undefined;
  return rest as Size[];
}

/**
 * Reads pasted lines `code, XS, S, M, L, XL` (tab, semicolon, comma or space separated; Windows line
 * endings; blank lines skipped). A first line naming sizes is a header and sets the order of the size
 * columns. Pure: unknown codes and sizes not sold are for `checkQuickOrderLine` with the catalogue.
 */
export function parseQuickOrderText(text: string): QuickOrderTextRow[] {
  const rows: QuickOrderTextRow[] = [];
  let columns: readonly Size[] = SIZES;
  let seenContent = false;
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const cells = splitCells(raw);
    if (cells.every((cell) => cell === '')) continue;
    if (!seenContent) {
      seenContent = true;
      const header = headerSizes(cells);
      if (header) {
        columns = header;
        continue;
      }
    }
    const [code = '', ...quantityCells] = cells;
    const typed: Record<Size, string> = { XS: '', S: '', M: '', L: '', XL: '' };
    columns.forEach((size, i) => {
      typed[size] = quantityCells[i] ?? '';
    });
    const read = readQuickOrderCells(code, typed);
    const problems = [...read.problems];
    if (quantityCells.length > columns.length) problems.push({ code: 'too_many_columns' });
    rows.push({ line: index + 1, code: read.code, quantities: read.quantities, cells: typed, problems });
  }
  return rows;
}

/** What the catalogue says about a code: the sizes it is made in (undefined: no such product). */
export interface QuickOrderProductFacts {
  sizes: readonly Size[];
}

/**
 * The catalogue's checks of a line whose cells read well: the code exists, every size with pieces is
 * sold. The browser and the BFF run the same function.
 */
export function checkQuickOrderLine(
  line: { code: string; quantities: SizeQuantities },
  product: QuickOrderProductFacts | undefined,
): QuickOrderProblem[] {
  if (line.code === '') return [];
  if (!product) return [{ code: 'unknown_code' }];
  const problems: QuickOrderProblem[] = [];
  for (const size of SIZES) {
    if ((line.quantities[size] ?? 0) > 0 && !product.sizes.includes(size)) {
      problems.push({ code: 'size_not_sold', size });
    }
  }
  return problems;
}

/** The API's field key of a problem of line `index` (0-based): `lines.3.code`, `lines.3.quantities.XS`. */
export function quickOrderProblemField(index: number, problem: QuickOrderProblem): string {
  return problem.size ? `lines.${index}.quantities.${problem.size}` : `lines.${index}.code`;
}

/** The inverse of `quickOrderProblemField`, for mapping a 400's `fields` back to rows. */
export function readQuickOrderProblemField(
  field: string,
): { index: number; size?: Size; code: boolean } | undefined {
  const match = /^lines\.(\d+)(?:\.(code)|\.quantities\.(XS|S|M|L|XL))?$/.exec(field);
  if (!match) return undefined;
  const index = Number(match[1]);
  const size = match[3] as Size | undefined;
  return size ? { index, size, code: false } : { index, code: match[2] === 'code' };
}
