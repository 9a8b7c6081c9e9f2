import { type Static, Type } from 'typebox';
import { SAMPLE_DELIVERY_OPTIONS, SIZES } from '../constants.ts';
import { SAMPLE_STATUSES } from '../rules/lifecycle.ts';
import { LinesTextSchema } from './text.ts';

/** `POST /api/samples`: at most 3 per account, one per product. */
export const SampleRequestBodySchema = Type.Object(
  {
    productId: Type.String({ minLength: 1, maxLength: 100 }),
    size: Type.Enum(SIZES),
    deliveryOption: Type.Enum(SAMPLE_DELIVERY_OPTIONS),
    notes: Type.Optional(LinesTextSchema({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type SampleRequestBody = Static<typeof SampleRequestBodySchema>;

export const SampleRequestSchema = Type.Object({
  id: Type.String(),
  productId: Type.String(),
  /** Localised product name. */
  productName: Type.String(),
  size: Type.Enum(SIZES),
  deliveryOption: Type.Enum(SAMPLE_DELIVERY_OPTIONS),
  /** 0 for standard, 1500 for express. */
  deliveryFeeCents: Type.Integer(),
  notes: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  /** requested → approved | declined; approved → shipped (with carrier and tracking number). */
  status: Type.Optional(Type.Enum(SAMPLE_STATUSES)),
  carrier: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  trackingNumber: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type SampleRequest = Static<typeof SampleRequestSchema>;

export const SampleRequestCreatedSchema = Type.Object({
  sample: SampleRequestSchema,
  remaining: Type.Integer({ minimum: 0 }),
});
export type SampleRequestCreated = Static<typeof SampleRequestCreatedSchema>;

/** The buyer's samples, oldest first, with how many may still be requested. */
export const SampleListSchema = Type.Object({
  samples: Type.Array(SampleRequestSchema),
  remaining: Type.Integer({ minimum: 0 }),
  max: Type.Integer(),
});
export type SampleList = Static<typeof SampleListSchema>;
