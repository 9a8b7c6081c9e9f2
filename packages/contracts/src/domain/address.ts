import { type Static, Type } from 'typebox';
import { GREEK_POSTAL_CODE_PATTERN } from '../rules/greek-formats.ts';

/**
 * A postal address. The shop delivers to Greek businesses, so the postal code is Greek: 5 digits,
 * written `NNN NN` or `NNNNN`; the BFF stores and returns it without the space.
 */
export const AddressSchema = Type.Object(
  {
    street: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    city: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    postalCode: Type.String({ maxLength: 12, pattern: GREEK_POSTAL_CODE_PATTERN }),
    country: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type Address = Static<typeof AddressSchema>;
