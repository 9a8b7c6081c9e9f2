import {
  freePieces,
  isLow,
  MAX_BACKORDER_DAYS,
  MAX_STOCK_PIECES,
  type OfficeStock,
  type OfficeStockBody,
  type Size,
} from '@shop/contracts';

/**
 * The stock editor's fields ↔ the API (`/api/office/products/:id/stock`): each size's pieces on hand as typed
 * (empty: not tracked) and restock date, and the back-order lead time. Its problems are keyed as the BFF's
 * (`levels.M.onHand`, `backorderDays`) so both show at the same input.
 */

export interface StockSizeForm {
  onHand: string;
  restockDate: string;
}

export interface StockForm {
  levels: Partial<Record<Size, StockSizeForm>>;
  backorder: boolean;
  backorderDays: string;
}

/** What is wrong with a field: a code of `stock.errors` in the office's catalogue. */
export type StockProblem =
  | 'whole_number'
  | 'too_many'
  | 'below_reserved'
  | 'date_in_past'
  | 'required'
  | 'days'
  | 'invalid_value';

export const onHandField = (size: Size) => `levels.${size}.onHand`;
export const restockField = (size: Size) => `levels.${size}.restockDate`;
export const BACKORDER_FIELD = 'backorderDays';

export function stockFormOf(stock: OfficeStock): StockForm {
  const levels: StockForm['levels'] = {};
  for (const size of stock.sizes) {
    const level = stock.levels.find((l) => l.size === size);
    levels[size] = { onHand: level ? String(level.onHand) : '', restockDate: level?.restockDate ?? '' };
  }
  return {
    levels,
    backorder: stock.backorderDays !== null,
    backorderDays: stock.backorderDays === null ? '' : String(stock.backorderDays),
  };
}

const whole = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** A size as typed, beside what accepted quotes reserved: free and low as they will be (null: not tracked). */
export function typedLevel(
  stock: OfficeStock,
  size: Size,
  typed: StockSizeForm | undefined,
): { reserved: number; free: number | null; low: boolean } {
  const reserved = stock.levels.find((l) => l.size === size)?.reserved ?? 0;
  const onHand = whole(typed?.onHand ?? '');
  if (onHand === null) return { reserved, free: null, low: false };
  const level = { size, onHand, reserved, restockDate: null };
  return { reserved, free: freePieces(level), low: isLow(level) };
}

/** The form's problems on `today` (`YYYY-MM-DD`), keyed as the BFF's fields. */
export function stockFormProblems(
  form: StockForm,
  stock: OfficeStock,
  today: string,
): Record<string, StockProblem> {
  const problems: Record<string, StockProblem> = {};
  for (const size of stock.sizes) {
    const typed = form.levels[size] ?? { onHand: '', restockDate: '' };
    const reserved = stock.levels.find((l) => l.size === size)?.reserved ?? 0;
    const onHand = whole(typed.onHand);
    if (typed.onHand.trim() === '') {
      if (reserved > 0) problems[onHandField(size)] = 'below_reserved';
      else if (typed.restockDate !== '') problems[onHandField(size)] = 'required';
    } else if (onHand === null) problems[onHandField(size)] = 'whole_number';
    else if (onHand > MAX_STOCK_PIECES) problems[onHandField(size)] = 'too_many';
    else if (onHand < reserved) problems[onHandField(size)] = 'below_reserved';
    if (typed.restockDate !== '' && typed.restockDate <= today) problems[restockField(size)] = 'date_in_past';
  }
  if (form.backorder) {
    const days = whole(form.backorderDays);
    if (form.backorderDays.trim() === '' || days === null || days > MAX_BACKORDER_DAYS)
      problems[BACKORDER_FIELD] = 'days';
  }
  return problems;
}

/** The save's body: every size of the product, from the version the editor opened. */
export function stockBodyOf(form: StockForm, stock: OfficeStock): OfficeStockBody {
  return {
    stockVersion: stock.stockVersion,
    backorderDays: form.backorder ? Number(form.backorderDays.trim()) : null,
    levels: stock.sizes.map((size) => {
      const typed = form.levels[size] ?? { onHand: '', restockDate: '' };
      return {
        size,
        onHand: typed.onHand.trim() === '' ? null : Number(typed.onHand.trim()),
        restockDate: typed.restockDate === '' ? null : typed.restockDate,
      };
    }),
  };
}

const KNOWN: Record<string, StockProblem> = {
  below_reserved: 'below_reserved',
  date_in_past: 'date_in_past',
  required: 'required',
  out_of_range: 'too_many',
};

/**
 * The BFF's field problems as the editor shows them: `levels.M` (a size the product lacks) at that size's
 * pieces, a code the editor has no words of as `invalid_value`.
 */
export function serverStockProblems(fields: Record<string, string>): Record<string, StockProblem> {
  const problems: Record<string, StockProblem> = {};
  for (const [key, code] of Object.entries(fields)) {
    const field = /^levels\.[A-Z]+$/.test(key) ? `${key}.onHand` : key;
    const known = Object.hasOwn(KNOWN, code) ? KNOWN[code] : undefined;
    problems[field] = field === BACKORDER_FIELD ? 'days' : (known ?? 'invalid_value');
  }
  return problems;
}
