import { type Static, Type } from 'typebox';
import { LANGUAGES, SIZES } from '../constants.ts';
import { QUICK_ORDER_MAX_LINES } from '../rules/quick-order.ts';
import { BasketSchema, SizeQuantitiesSchema } from './basket.ts';

/**
 * Pieces per size as sent: any number, so the BFF can answer a decimal or a negative with the quick
 * order's own problem codes (`decimal_quantity`, `invalid_quantity`) on the line's field, like the browser.
 */
const SentQuantity = Type.Number();
export const QuickOrderLineSchema = Type.Object(
  {
    /** The product code (`WF-1001`), compared case-insensitively. */
    code: Type.String({ maxLength: 40 }),
    quantities: Type.Object(
      {
        XS: Type.Optional(SentQuantity),
        S: Type.Optional(SentQuantity),
        M: Type.Optional(SentQuantity),
        L: Type.Optional(SentQuantity),
        XL: Type.Optional(SentQuantity),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type QuickOrderLine = Static<typeof QuickOrderLineSchema>;

/**
 * `POST /api/basket/quick-order`: every line is checked; one bad line is a 400 `validation_failed` whose
 * `fields` name each problem (`lines.3.code: unknown_code`, `lines.0.quantities.XL: size_not_sold`, codes
 * of contracts `QUICK_ORDER_PROBLEMS`) and nothing is added. Otherwise all lines are added in one go, each
 * merged into the basket by the add-to-basket rules (per-size sums; a line's `addYourBrand` is kept).
 */
export const QuickOrderBodySchema = Type.Object(
  {
    lines: Type.Array(QuickOrderLineSchema, { minItems: 1, maxItems: QUICK_ORDER_MAX_LINES }),
  },
  { additionalProperties: false },
);
export type QuickOrderBody = Static<typeof QuickOrderBodySchema>;

/** What one line added, in the order sent (two lines of the same code stay two). */
export const QuickOrderAddedSchema = Type.Object({
  productId: Type.String(),
  code: Type.String(),
  /** Localised product name. */
  name: Type.String(),
  quantities: SizeQuantitiesSchema,
  totalQuantity: Type.Integer(),
});
export type QuickOrderAdded = Static<typeof QuickOrderAddedSchema>;

export const QuickOrderResultSchema = Type.Object({
  added: Type.Array(QuickOrderAddedSchema),
  /** The whole basket after the additions (a client replaces its cached basket with it). */
  basket: BasketSchema,
});
export type QuickOrderResult = Static<typeof QuickOrderResultSchema>;

/**
 * `GET /api/basket/quick-order/products`: products for the grid, by `q` (a code's start or words of the
 * name, in either language, accents and case ignored; at most QUICK_ORDER_SUGGESTIONS) or by `codes` (the
 * ones that exist, for checking typed lines before sending).
 */
export const QuickOrderProductsQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  /** Repeat the parameter or separate with commas (`codes=WF-1001,WF-1002`). */
  codes: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: QUICK_ORDER_MAX_LINES })),
  lang: Type.Optional(Type.Enum(LANGUAGES)),
});
export type QuickOrderProductsQuery = Static<typeof QuickOrderProductsQuerySchema>;

export const QuickOrderProductSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  /** Localised product name. */
  name: Type.String(),
  sizes: Type.Array(Type.Enum(SIZES)),
});
export type QuickOrderProduct = Static<typeof QuickOrderProductSchema>;

export const QuickOrderProductsSchema = Type.Object({ items: Type.Array(QuickOrderProductSchema) });
export type QuickOrderProducts = Static<typeof QuickOrderProductsSchema>;
