import { MAX_SIZE_QUANTITY, SIZES, type Size } from '../constants.ts';
import { positiveSizes, type SizeQuantities, totalQuantity } from './quantities.ts';

/** The part of a basket line the merge rules act on (spec §4). */
export interface BasketLineState {
  quantities: SizeQuantities;
  addYourBrand: boolean;
  /** Upload id of the brand logo, if one is attached. */
  brandLogoId: string | null;
}

export type BasketRuleError =
  | { code: 'no_items_selected' }
  | { code: 'basket_line_would_be_empty' }
  | { code: 'quantity_limit_exceeded'; sizes: Size[] };

export type BasketRuleResult = { ok: true; line: BasketLineState } | { ok: false; error: BasketRuleError };

function sizesAboveMax(quantities: SizeQuantities): Size[] {
  return SIZES.filter((size) => (quantities[size] ?? 0) > MAX_SIZE_QUANTITY);
}

/**
 * Add to basket: a new line keeps only sizes above 0; adding to an existing line adds per-size
 * quantities and overwrites addYourBrand (turning it off drops the brand logo). Adding nothing is
 * `no_items_selected`; a size that would pass 999 is `quantity_limit_exceeded`.
 */
export function addToBasketLine(
  existing: BasketLineState | undefined,
  added: { quantities: SizeQuantities; addYourBrand: boolean },
): BasketRuleResult {
  const addedSizes = positiveSizes(added.quantities);
  if (totalQuantity(addedSizes) === 0) return { ok: false, error: { code: 'no_items_selected' } };

  const merged: SizeQuantities = { ...existing?.quantities };
  for (const size of SIZES) {
    const n = addedSizes[size];
    if (n !== undefined) merged[size] = (merged[size] ?? 0) + n;
  }
  const quantities = positiveSizes(merged);
  const tooMany = sizesAboveMax(quantities);
  if (tooMany.length > 0) return { ok: false, error: { code: 'quantity_limit_exceeded', sizes: tooMany } };

  const brandLogoId = added.addYourBrand ? (existing?.brandLogoId ?? null) : null;
  return { ok: true, line: { quantities, addYourBrand: added.addYourBrand, brandLogoId } };
}

/**
 * Edit a line: the given sizes are set (0 removes the size), others are kept. A change that would
 * empty the line is refused with `basket_line_would_be_empty` (the spec ignores it; the server says why).
 */
export function updateBasketLine(
  existing: BasketLineState,
  change: { quantities?: SizeQuantities; addYourBrand?: boolean },
): BasketRuleResult {
  const quantities = positiveSizes({ ...existing.quantities, ...change.quantities });
  const tooMany = sizesAboveMax(quantities);
  if (tooMany.length > 0) return { ok: false, error: { code: 'quantity_limit_exceeded', sizes: tooMany } };
  if (totalQuantity(quantities) === 0) return { ok: false, error: { code: 'basket_line_would_be_empty' } };

  const addYourBrand = change.addYourBrand ?? existing.addYourBrand;
  const brandLogoId = addYourBrand ? existing.brandLogoId : null;
  return { ok: true, line: { quantities, addYourBrand, brandLogoId } };
}

export interface PricedLine {
  quantities: SizeQuantities;
  unitPriceCents: number;
}

export function lineTotalCents(line: PricedLine): number {
  return totalQuantity(line.quantities) * line.unitPriceCents;
}

/** Pieces and price of the whole basket (or order). */
export function basketTotals(lines: readonly PricedLine[]): {
  totalQuantity: number;
  totalPriceCents: number;
} {
  let pieces = 0;
  let cents = 0;
  for (const line of lines) {
    pieces += totalQuantity(line.quantities);
    cents += lineTotalCents(line);
  }
  return { totalQuantity: pieces, totalPriceCents: cents };
}
