import { type Static, Type } from 'typebox';
import { AddressSchema } from '../domain/address.ts';

const NullableAddress = Type.Union([AddressSchema, Type.Null()]);

export const ProfileSchema = Type.Object({
  email: Type.String(),
  businessName: Type.String(),
  businessAddress: NullableAddress,
  /** null = deliver to the business address. */
  deliveryAddress: NullableAddress,
});
export type Profile = Static<typeof ProfileSchema>;

/** `PATCH /api/profile`: only the fields sent change; null clears an address. */
export const ProfileUpdateBodySchema = Type.Object(
  {
    businessName: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    businessAddress: Type.Optional(NullableAddress),
    deliveryAddress: Type.Optional(NullableAddress),
  },
  { additionalProperties: false },
);
export type ProfileUpdateBody = Static<typeof ProfileUpdateBodySchema>;
