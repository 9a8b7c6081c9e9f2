import {
  checkQuickOrderLine,
  parseQuickOrderText,
  QUICK_ORDER_PROBLEMS,
  type QuickOrderLine,
  type QuickOrderProblem,
  type QuickOrderProblemCode,
  type QuickOrderProduct,
  readQuickOrderCells,
  readQuickOrderProblemField,
  SIZES,
  type Size,
  type SizeQuantities,
} from '@shop/contracts';

/** A row of the quick order grid: the code and the cells as typed. */
export interface GridRow {
  key: number;
  code: string;
  cells: Record<Size, string>;
  /** The pasted line it came from, if any (for messages about the paste). */
  pastedLine?: number;
  /** Problems the cells cannot show again (too many columns) or the server named; cleared on an edit. */
  carried: QuickOrderProblem[];
}

export const EMPTY_CELLS: Record<Size, string> = { XS: '', S: '', M: '', L: '', XL: '' };

export function isBlankRow(row: Pick<GridRow, 'code' | 'cells'>): boolean {
  return row.code.trim() === '' && SIZES.every((size) => row.cells[size].trim() === '');
}

/** What the catalogue lookups have told so far: the products by code, and the codes that do not exist. */
export interface KnownCodes {
  products: ReadonlyMap<string, QuickOrderProduct>;
  missing: ReadonlySet<string>;
}

/** A row read: its normalised code and quantities, and every problem known (cells, catalogue, carried). */
export interface CheckedRow {
  code: string;
  quantities: SizeQuantities;
  product: QuickOrderProduct | undefined;
  problems: QuickOrderProblem[];
}

export function checkRow(row: GridRow, known: KnownCodes): CheckedRow {
  const read = readQuickOrderCells(row.code, row.cells);
  const product = known.products.get(read.code);
  const problems = [...read.problems];
  if (problems.length === 0 && read.code !== '' && (product || known.missing.has(read.code))) {
    problems.push(...checkQuickOrderLine(read, product));
  }
  for (const carried of row.carried) {
    if (!problems.some((p) => p.code === carried.code && p.size === carried.size)) problems.push(carried);
  }
  return { code: read.code, quantities: read.quantities, product, problems };
}

/** Rows made from pasted text, numbered from `nextKey`. */
export function rowsFromText(text: string, nextKey: () => number): GridRow[] {
  return parseQuickOrderText(text).map((parsed) => ({
    key: nextKey(),
    code: parsed.code,
    cells: parsed.cells,
    pastedLine: parsed.line,
    carried: parsed.problems.filter((p) => p.code === 'too_many_columns'),
  }));
}

/** The request's lines for rows that read well. */
export function requestLines(rows: readonly CheckedRow[]): QuickOrderLine[] {
  return rows.map((row) => ({ code: row.code, quantities: row.quantities }));
}

const PROBLEM_CODES = new Set<string>(QUICK_ORDER_PROBLEMS);

/**
 * A refusal's `fields` (`lines.3.quantities.XL: size_not_sold`) as problems per sent line index. A code the
 * page does not know (a generic field code) becomes `invalid_quantity` for a size or `unknown_code` otherwise.
 */
export function problemsFromFields(fields: Record<string, string>): Map<number, QuickOrderProblem[]> {
  const byLine = new Map<number, QuickOrderProblem[]>();
  for (const [field, value] of Object.entries(fields)) {
    const place = readQuickOrderProblemField(field);
    if (!place) continue;
    const fallback: QuickOrderProblemCode = place.size ? 'invalid_quantity' : 'unknown_code';
    const code = PROBLEM_CODES.has(value) ? (value as QuickOrderProblemCode) : fallback;
    const problems = byLine.get(place.index) ?? [];
    problems.push(place.size ? { code, size: place.size } : { code });
    byLine.set(place.index, problems);
  }
  return byLine;
}
