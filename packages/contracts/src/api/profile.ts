import { type Static, Type } from 'typebox';
import { AddressSchema } from '../domain/address.ts';
import { VAT_NUMBER_MAX_LENGTH } from '../rules/vat-number.ts';
import { LineTextSchema } from './text.ts';

const NullableAddress = Type.Union([AddressSchema, Type.Null()]);

export const ProfileSchema = Type.Object({
  email: Type.String(),
  businessName: Type.String(),
  /** ΑΦΜ as stored (9 digits), or null until given; required before the first order request. */
  vatNumber: Type.Union([Type.String(), Type.Null()]),
  businessAddress: NullableAddress,
  /** null = deliver to the business address. */
  deliveryAddress: NullableAddress,
});
export type Profile = Static<typeof ProfileSchema>;

/** `PATCH /api/profile`: only the fields sent change; null clears an address. */
export const ProfileUpdateBodySchema = Type.Object(
  {
    businessName: Type.Optional(LineTextSchema({ minLength: 1, maxLength: 200 })),
    /** 9 digits, optionally `EL` first (checked with `greekVatNumberProblem`); null or empty clears it. */
    vatNumber: Type.Optional(Type.Union([Type.String({ maxLength: VAT_NUMBER_MAX_LENGTH }), Type.Null()])),
    businessAddress: Type.Optional(NullableAddress),
    deliveryAddress: Type.Optional(NullableAddress),
  },
  { additionalProperties: false },
);
export type ProfileUpdateBody = Static<typeof ProfileUpdateBodySchema>;
