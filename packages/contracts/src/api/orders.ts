import { type Static, Type } from 'typebox';
import { DELIVERY_OPTIONS, ORDER_STATUSES } from '../constants.ts';
import { AddressSchema } from '../domain/address.ts';
import { ORDER_REFERENCE_PATTERN } from '../rules/references.ts';
import { SizeQuantitiesSchema } from './basket.ts';
import { RequestEventSchema, RequestProgressSchema } from './quotes.ts';
import { StockShortfallSchema } from './stock.ts';
import { LinesTextSchema } from './text.ts';
import { UploadRefSchema } from './uploads.ts';

/** `POST /api/orders`: submit the basket as an order request. */
export const SubmitOrderBodySchema = Type.Object(
  {
    deliveryOption: Type.Enum(DELIVERY_OPTIONS),
    /** Required; left optional in the schema so a missing one is `delivery_address_required`. */
    deliveryAddress: Type.Optional(AddressSchema),
    notes: Type.Optional(LinesTextSchema({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type SubmitOrderBody = Static<typeof SubmitOrderBodySchema>;

/**
 * `Idempotency-Key`: one per checkout attempt (e.g. `crypto.randomUUID()`); a repeated submit with
 * the same key answers with the order already created instead of creating another.
 */
export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

/** One change of the order: who, when, from, to, why (the first is the buyer's submit). */
export const OrderStatusChangeSchema = RequestEventSchema;

/** A line as it was when the order was submitted (price and names are snapshots). */
export const OrderLineSchema = Type.Object({
  productId: Type.String(),
  /** Name in the requested language. */
  name: Type.String(),
  names: Type.Object({ en: Type.String(), gr: Type.String() }),
  image: Type.String(),
  unitPriceCents: Type.Integer(),
  quantities: SizeQuantitiesSchema,
  totalQuantity: Type.Integer(),
  lineTotalCents: Type.Integer(),
  addYourBrand: Type.Boolean(),
  brandLogo: Type.Union([UploadRefSchema, Type.Null()]),
  /**
   * While the request waits for its quote or its answer (submitted, quoted, changes requested): the sizes
   * asking for more than is free now, computed on every read. Absent once accepted (its pieces are reserved)
   * or closed.
   */
  stockShortfalls: Type.Optional(Type.Array(StockShortfallSchema)),
});
export type OrderLine = Static<typeof OrderLineSchema>;

export const OrderSchema = Type.Object({
  reference: Type.String({ pattern: ORDER_REFERENCE_PATTERN }),
  status: Type.Enum(ORDER_STATUSES),
  createdAt: Type.String({ format: 'date-time' }),
  deliveryOption: Type.Enum(DELIVERY_OPTIONS),
  deliveryAddress: AddressSchema,
  notes: Type.String(),
  totalItems: Type.Integer(),
  totalPriceCents: Type.Integer(),
  lines: Type.Array(OrderLineSchema),
  statusHistory: Type.Array(OrderStatusChangeSchema),
  progress: RequestProgressSchema,
});
export type Order = Static<typeof OrderSchema>;

/** A row of My Orders. */
export const OrderSummarySchema = Type.Object({
  reference: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  totalItems: Type.Integer(),
  totalPriceCents: Type.Integer(),
  status: Type.Enum(ORDER_STATUSES),
});
export type OrderSummary = Static<typeof OrderSummarySchema>;

/** Newest first. */
export const OrderListSchema = Type.Object({ orders: Type.Array(OrderSummarySchema) });
export type OrderList = Static<typeof OrderListSchema>;

export const OrderParamsSchema = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 40 }) });
export type OrderParams = Static<typeof OrderParamsSchema>;

/**
 * `GET /api/orders/waiting`: how many of the buyer's order and custom-made requests wait for their answer
 * (a quote to accept, change or decline) — the count beside My Orders in the top bar.
 */
export const WaitingCountSchema = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type WaitingCount = Static<typeof WaitingCountSchema>;
