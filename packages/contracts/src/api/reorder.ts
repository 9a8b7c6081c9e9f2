import { type Static, Type } from 'typebox';
import { SIZES } from '../constants.ts';
import { BasketSchema, SizeQuantitiesSchema } from './basket.ts';

/**
 * Why a line (or some sizes of it) of an earlier order did not go into the basket (not exported: api/ modules
 * export schemas only; the type is `ReorderSkipReason`):
 * - `not_sold`: the product is no longer in the catalogue;
 * - `size_not_sold`: these sizes are no longer made (the other sizes of the line were added);
 * - `quantity_limit`: with what the basket already holds, these sizes would pass 999 pieces (the line was
 *   left as it was).
 */
const REORDER_SKIP_REASONS = ['not_sold', 'size_not_sold', 'quantity_limit'] as const;
export type ReorderSkipReason = (typeof REORDER_SKIP_REASONS)[number];

/** A product of the order that went into the basket, with the pieces added (merged into its line). */
export const ReorderAddedLineSchema = Type.Object({
  productId: Type.String(),
  /** Localised product name. */
  name: Type.String(),
  quantities: SizeQuantitiesSchema,
  totalQuantity: Type.Integer({ minimum: 1 }),
});
export type ReorderAddedLine = Static<typeof ReorderAddedLineSchema>;

/** A product (or some of its sizes) of the order that could not go into the basket, and why. */
export const ReorderSkippedLineSchema = Type.Object({
  productId: Type.String(),
  /** Localised product name: today's, or the order's snapshot when the product is gone. */
  name: Type.String(),
  reason: Type.Enum(REORDER_SKIP_REASONS),
  /** The sizes concerned (`size_not_sold`, `quantity_limit`); absent for `not_sold` (the whole line). */
  sizes: Type.Optional(Type.Array(Type.Enum(SIZES))),
});
export type ReorderSkippedLine = Static<typeof ReorderSkippedLineSchema>;

/**
 * `POST /api/orders/:reference/reorder` ("Order again"): the order's lines went into the basket by the
 * basket's add rules (quantities add up per size, the order's brand choice and, if the file still exists,
 * its brand logo); what could not is listed in `skipped`, never dropped silently.
 */
export const ReorderResultSchema = Type.Object({
  /** The basket afterwards, as every basket call answers it. */
  basket: BasketSchema,
  added: Type.Array(ReorderAddedLineSchema),
  skipped: Type.Array(ReorderSkippedLineSchema),
});
export type ReorderResult = Static<typeof ReorderResultSchema>;
