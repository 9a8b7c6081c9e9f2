import { type Static, Type } from 'typebox';
import { CUSTOM_PRODUCT_TYPES, DELIVERY_OPTIONS, FABRICS, ORDER_STATUSES } from '../constants.ts';
import { AddressSchema } from '../domain/address.ts';
import { CUSTOM_REQUEST_REFERENCE_PATTERN } from '../rules/references.ts';
import { SizeQuantitiesSchema } from './basket.ts';
import { RequestEventSchema, RequestProgressSchema } from './quotes.ts';
import { LinesTextSchema } from './text.ts';
import { FilePartSchema, UploadRefSchema } from './uploads.ts';

export const CustomRequestLineInputSchema = Type.Object(
  {
    type: Type.Enum(CUSTOM_PRODUCT_TYPES),
    selected: Type.Boolean(),
    /** Required on selected lines (`validation_failed`, field `lines.<i>.fabric: required`). */
    fabric: Type.Optional(Type.Union([Type.Enum(FABRICS), Type.Null()])),
    sizes: SizeQuantitiesSchema,
    requestSample: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CustomRequestLineInput = Static<typeof CustomRequestLineInputSchema>;

/** The JSON sent in the `request` part of the multipart body. */
export const CustomRequestInputSchema = Type.Object(
  {
    /** One line per product type (each type at most once); only selected lines count. */
    lines: Type.Array(CustomRequestLineInputSchema, { minItems: 1, maxItems: CUSTOM_PRODUCT_TYPES.length }),
    /** Required; left optional in the schema so a missing one is `delivery_address_required`. */
    deliveryAddress: Type.Optional(AddressSchema),
    /** `YYYY-MM-DD`, today (Athens) or later. */
    preferredDeliveryDate: Type.Optional(Type.String({ format: 'date' })),
    deliveryOption: Type.Enum(DELIVERY_OPTIONS),
    notes: Type.Optional(LinesTextSchema({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type CustomRequestInput = Static<typeof CustomRequestInputSchema>;

/**
 * `POST /api/custom-requests` (multipart/form-data): the JSON `request` part, an optional
 * `brandLabel` file and an optional `designFile.<type>` file per selected product type.
 */
export const CustomRequestMultipartBodySchema = Type.Object(
  {
    request: Type.String({
      contentMediaType: 'application/json',
      description: 'CustomRequestInput as JSON.',
    }),
    brandLabel: Type.Optional(FilePartSchema),
    'designFile.dress': Type.Optional(FilePartSchema),
    'designFile.blouse': Type.Optional(FilePartSchema),
    'designFile.trousers': Type.Optional(FilePartSchema),
    'designFile.shorts': Type.Optional(FilePartSchema),
    'designFile.other': Type.Optional(FilePartSchema),
  },
  { additionalProperties: false },
);

export const CustomRequestLineSchema = Type.Object({
  type: Type.Enum(CUSTOM_PRODUCT_TYPES),
  fabric: Type.Enum(FABRICS),
  sizes: SizeQuantitiesSchema,
  totalQuantity: Type.Integer(),
  requestSample: Type.Boolean(),
  designFile: Type.Union([UploadRefSchema, Type.Null()]),
});
export type CustomRequestLine = Static<typeof CustomRequestLineSchema>;

export const CustomRequestSchema = Type.Object({
  reference: Type.String({ pattern: CUSTOM_REQUEST_REFERENCE_PATTERN }),
  status: Type.Enum(ORDER_STATUSES),
  createdAt: Type.String({ format: 'date-time' }),
  /** The selected lines only. */
  lines: Type.Array(CustomRequestLineSchema),
  totalQuantity: Type.Integer(),
  brandLabel: Type.Union([UploadRefSchema, Type.Null()]),
  deliveryAddress: AddressSchema,
  preferredDeliveryDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  deliveryOption: Type.Enum(DELIVERY_OPTIONS),
  notes: Type.String(),
  statusHistory: Type.Array(RequestEventSchema),
  progress: RequestProgressSchema,
});
export type CustomRequest = Static<typeof CustomRequestSchema>;

export const CustomRequestSummarySchema = Type.Object({
  reference: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  types: Type.Array(Type.Enum(CUSTOM_PRODUCT_TYPES)),
  totalQuantity: Type.Integer(),
  status: Type.Enum(ORDER_STATUSES),
});
export type CustomRequestSummary = Static<typeof CustomRequestSummarySchema>;

/** Newest first. */
export const CustomRequestListSchema = Type.Object({ requests: Type.Array(CustomRequestSummarySchema) });
export type CustomRequestList = Static<typeof CustomRequestListSchema>;

export const CustomRequestParamsSchema = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 40 }),
});
export type CustomRequestParams = Static<typeof CustomRequestParamsSchema>;
