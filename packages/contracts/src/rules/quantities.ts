import { MAX_SIZE_QUANTITY, MIN_SIZE_QUANTITY, SIZES, type Size } from '../constants.ts';

/** Pieces per size; a missing size means 0. */
export type SizeQuantities = Partial<Record<Size, number>>;

/** What a quantity input holds after the user typed: never negative, never above 999, non-numeric is 0. */
export function clampQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n)) return MIN_SIZE_QUANTITY;
  return Math.min(MAX_SIZE_QUANTITY, Math.max(MIN_SIZE_QUANTITY, Math.trunc(n)));
}

export function isValidQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_SIZE_QUANTITY && value <= MAX_SIZE_QUANTITY;
}

export function totalQuantity(quantities: SizeQuantities): number {
  let total = 0;
  for (const size of SIZES) total += quantities[size] ?? 0;
  return total;
}

/** Only the sizes above 0, in size order (XS → XL). */
export function positiveSizes(quantities: SizeQuantities): SizeQuantities {
  const kept: SizeQuantities = {};
  for (const size of SIZES) {
    const n = quantities[size] ?? 0;
    if (n > 0) kept[size] = n;
  }
  return kept;
}
