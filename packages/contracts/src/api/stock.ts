import { type Static, Type } from 'typebox';
import { SIZES } from '../constants.ts';
import { MAX_BACKORDER_DAYS, MAX_STOCK_PIECES } from '../rules/stock.ts';

/**
 * Stock per product and size (issue 49). Buyers read each size's availability (`GET
 * /api/products/:id/availability`), visitors only whether it is in stock; the team keeps the pieces held and
 * the restock dates (`/api/office/products/:id/stock`), and sees what accepted quotes reserved.
 */

const Size = Type.Enum(SIZES);
const Day = Type.String({ format: 'date' });

export const BuyerSizeAvailabilitySchema = Type.Union([
  Type.Object({ size: Size, state: Type.Literal('in_stock'), free: Type.Integer({ minimum: 0 }) }),
  Type.Object({ size: Size, state: Type.Literal('low'), free: Type.Integer({ minimum: 1 }) }),
  Type.Object({
    size: Size,
    state: Type.Literal('restock'),
    restockDate: Day,
    leadDays: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  }),
  Type.Object({ size: Size, state: Type.Literal('backorder'), leadDays: Type.Integer({ minimum: 0 }) }),
  Type.Object({ size: Size, state: Type.Literal('out') }),
  Type.Object({ size: Size, state: Type.Literal('untracked') }),
]);
export const VisitorSizeAvailabilitySchema = Type.Object({
  size: Size,
  state: Type.Union([Type.Literal('in_stock'), Type.Literal('out'), Type.Literal('untracked')]),
});

/** A size of a line asking for more pieces than are free now (contracts `stockShortfalls`). */
export const StockShortfallSchema = Type.Object({
  size: Size,
  requested: Type.Integer({ minimum: 1 }),
  free: Type.Integer({ minimum: 0 }),
});

export const BuyerAvailabilitySchema = Type.Object({
  audience: Type.Literal('buyer'),
  productId: Type.String(),
  sizes: Type.Array(BuyerSizeAvailabilitySchema),
});
export const VisitorAvailabilitySchema = Type.Object({
  audience: Type.Literal('visitor'),
  productId: Type.String(),
  sizes: Type.Array(VisitorSizeAvailabilitySchema),
});
export const ProductAvailabilityResponseSchema = Type.Union([
  BuyerAvailabilitySchema,
  VisitorAvailabilitySchema,
]);
export type BuyerAvailability = Static<typeof BuyerAvailabilitySchema>;
export type VisitorAvailability = Static<typeof VisitorAvailabilitySchema>;
export type ProductAvailabilityResponse = Static<typeof ProductAvailabilityResponseSchema>;

/** One size in the office: held, promised to accepted quotes, free, and the restock date. */
export const OfficeStockSizeSchema = Type.Object({
  size: Size,
  onHand: Type.Integer({ minimum: 0 }),
  reserved: Type.Integer({ minimum: 0 }),
  free: Type.Integer({ minimum: 0 }),
  restockDate: Type.Union([Day, Type.Null()]),
  low: Type.Boolean(),
});
export type OfficeStockSize = Static<typeof OfficeStockSizeSchema>;

export const OfficeStockSchema = Type.Object({
  productId: Type.String(),
  code: Type.String(),
  /** The product's sizes, in order; a size with no entry in `levels` is not tracked. */
  sizes: Type.Array(Size),
  levels: Type.Array(OfficeStockSizeSchema),
  /** Days to make a piece beyond the stock; null: the product is not back-ordered. */
  backorderDays: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Raised by every save of this stock (the editor's stale check); reservations do not change it. */
  stockVersion: Type.Integer(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type OfficeStock = Static<typeof OfficeStockSchema>;

/** `PUT /api/office/products/:id/stock`: every size the product has; `onHand: null` stops tracking it. */
export const OfficeStockBodySchema = Type.Object(
  {
    stockVersion: Type.Integer({ minimum: 0 }),
    backorderDays: Type.Union([Type.Integer({ minimum: 0, maximum: MAX_BACKORDER_DAYS }), Type.Null()]),
    levels: Type.Array(
      Type.Object(
        {
          size: Size,
          onHand: Type.Union([Type.Integer({ minimum: 0, maximum: MAX_STOCK_PIECES }), Type.Null()]),
          restockDate: Type.Union([Day, Type.Null()]),
        },
        { additionalProperties: false },
      ),
      { maxItems: SIZES.length },
    ),
  },
  { additionalProperties: false },
);
export type OfficeStockBody = Static<typeof OfficeStockBodySchema>;
