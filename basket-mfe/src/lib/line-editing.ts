import {
  type BasketLine,
  type BasketLineState,
  clampQuantity,
  type Size,
  type SizeQuantities,
  updateBasketLine,
} from '@shop/contracts';

/** What committing a size field asks of the BFF, decided in the browser with the contracts' rules. */
export type SizeEdit =
  | { kind: 'unchanged' }
  | { kind: 'refused'; code: 'basket_line_would_be_empty' | 'quantity_limit_exceeded' }
  | { kind: 'change'; quantities: SizeQuantities };

export function lineState(line: BasketLine): BasketLineState {
  return {
    quantities: line.quantities,
    addYourBrand: line.addYourBrand,
    brandLogoId: line.brandLogo?.id ?? null,
  };
}

/**
 * A size field was left (or Enter pressed) holding `draft`. A blank field changes nothing; anything
 * else becomes a quantity 0–999; 0 removes the size, unless that would empty the line (the line's
 * Remove button is for that).
 */
export function planSizeEdit(line: BasketLine, size: Size, draft: string): SizeEdit {
  if (draft.trim() === '') return { kind: 'unchanged' };
  const quantity = clampQuantity(draft);
  if (quantity === (line.quantities[size] ?? 0)) return { kind: 'unchanged' };
  const change = { quantities: { [size]: quantity } };
  const result = updateBasketLine(lineState(line), change);
  if (!result.ok) {
    // Editing never adds nothing, so the only refusals are an emptied line or a size above 999.
    const code =
      result.error.code === 'quantity_limit_exceeded' ? result.error.code : 'basket_line_would_be_empty';
    return { kind: 'refused', code };
  }
  return { kind: 'change', quantities: change.quantities };
}
