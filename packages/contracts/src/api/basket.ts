import { type Static, Type } from 'typebox';
import { LANGUAGES, MAX_SIZE_QUANTITY, MIN_SIZE_QUANTITY } from '../constants.ts';
import { BuyerSizeAvailabilitySchema, StockShortfallSchema } from './stock.ts';
import { UploadRefSchema } from './uploads.ts';

const Quantity = Type.Integer({ minimum: MIN_SIZE_QUANTITY, maximum: MAX_SIZE_QUANTITY });

/** Pieces per size (XS–XL), 0..999 each; a missing size is 0. */
export const SizeQuantitiesSchema = Type.Object(
  {
    XS: Type.Optional(Quantity),
    S: Type.Optional(Quantity),
    M: Type.Optional(Quantity),
    L: Type.Optional(Quantity),
    XL: Type.Optional(Quantity),
  },
  { additionalProperties: false },
);

/** `?lang=en|gr` (else Accept-Language, else English) for the product names in the answer. */
export const LangQuerySchema = Type.Object({ lang: Type.Optional(Type.Enum(LANGUAGES)) });
export type LangQuery = Static<typeof LangQuerySchema>;

export const MinimumOrderSchema = Type.Object({
  met: Type.Boolean(),
  count: Type.Integer(),
  min: Type.Integer(),
  missing: Type.Integer(),
});

export const BasketLineSchema = Type.Object({
  productId: Type.String(),
  /** Localised product name. */
  name: Type.String(),
  image: Type.String(),
  unitPriceCents: Type.Integer(),
  quantities: SizeQuantitiesSchema,
  totalQuantity: Type.Integer(),
  lineTotalCents: Type.Integer(),
  addYourBrand: Type.Boolean(),
  brandLogo: Type.Union([UploadRefSchema, Type.Null()]),
  /** Each of the product's sizes as the buyer reads its stock now (issue 49), in the product's order. */
  availability: Type.Array(BuyerSizeAvailabilitySchema),
  /**
   * The sizes asking for more than is free now (never for a product that takes back-orders): the request
   * may still be sent, the team quotes a part, a back-order or an alternative.
   */
  stockShortfalls: Type.Array(StockShortfallSchema),
});
export type BasketLine = Static<typeof BasketLineSchema>;

/** The buyer's basket; every basket call answers with it. */
export const BasketSchema = Type.Object({
  lines: Type.Array(BasketLineSchema),
  totalQuantity: Type.Integer(),
  totalPriceCents: Type.Integer(),
  minimumOrder: MinimumOrderSchema,
});
export type Basket = Static<typeof BasketSchema>;

/** `POST /api/basket/lines`: add to basket (merges into an existing line of the product). */
export const AddBasketLineBodySchema = Type.Object(
  {
    productId: Type.String({ minLength: 1, maxLength: 100 }),
    quantities: SizeQuantitiesSchema,
    addYourBrand: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type AddBasketLineBody = Static<typeof AddBasketLineBodySchema>;

/** `PATCH /api/basket/lines/:productId`: the given sizes are set (0 removes a size). */
export const UpdateBasketLineBodySchema = Type.Object(
  {
    quantities: Type.Optional(SizeQuantitiesSchema),
    addYourBrand: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateBasketLineBody = Static<typeof UpdateBasketLineBodySchema>;

export const BasketLineParamsSchema = Type.Object({
  productId: Type.String({ minLength: 1, maxLength: 100 }),
});
export type BasketLineParams = Static<typeof BasketLineParamsSchema>;

/** `PUT /api/basket/lines/:productId/brand-logo`: attach an upload (from `POST /api/uploads`). */
export const AttachBrandLogoBodySchema = Type.Object(
  { uploadId: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type AttachBrandLogoBody = Static<typeof AttachBrandLogoBodySchema>;
