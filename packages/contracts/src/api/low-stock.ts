import { type Static, Type } from 'typebox';
import { SIZES } from '../constants.ts';

/**
 * `GET /api/office/stock/low` (issue 49): the published products with a tracked size of which fewer than
 * `LOW_STOCK_THRESHOLD` pieces are free, worked out from the stock as it is (nothing is stored). Most urgent
 * first: products that cannot be back-ordered before those that can (what is missing of those is made for the
 * buyer), then the fewest free pieces, then the code; a page at a time, with how many there are in all.
 */

export const OfficeLowStockQuerySchema = Type.Object(
  {
    /** The previous page's `nextCursor`. */
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  },
  { additionalProperties: false },
);
export type OfficeLowStockQuery = Static<typeof OfficeLowStockQuerySchema>;

/** A low size: held, promised to accepted quotes, free, and when more is expected. */
export const OfficeLowStockSizeSchema = Type.Object({
  size: Type.Enum(SIZES),
  onHand: Type.Integer({ minimum: 0 }),
  reserved: Type.Integer({ minimum: 0 }),
  free: Type.Integer({ minimum: 0 }),
  restockDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
});
export type OfficeLowStockSize = Static<typeof OfficeLowStockSizeSchema>;

export const OfficeLowStockItemSchema = Type.Object({
  productId: Type.String(),
  code: Type.String(),
  nameEn: Type.String(),
  /** Empty when the Greek words are missing (the office shows the English meanwhile). */
  nameGr: Type.String(),
  /** The product takes back-orders: still worth telling, less urgent. */
  backordered: Type.Boolean(),
  backorderDays: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Its low sizes only, in the product's size order. */
  sizes: Type.Array(OfficeLowStockSizeSchema, { minItems: 1 }),
});
export type OfficeLowStockItem = Static<typeof OfficeLowStockItemSchema>;

export const OfficeLowStockListSchema = Type.Object({
  items: Type.Array(OfficeLowStockItemSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  /** Low products in all, over every page. */
  count: Type.Integer({ minimum: 0 }),
});
export type OfficeLowStockList = Static<typeof OfficeLowStockListSchema>;
