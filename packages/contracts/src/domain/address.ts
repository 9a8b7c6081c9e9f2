import { type Static, Type } from 'typebox';
import { LineTextSchema } from '../api/text.ts';
import { GREEK_POSTAL_CODE_PATTERN } from '../rules/greek-formats.ts';

/**
 * A postal address. The shop delivers to Greek businesses, so the postal code is Greek: 5 digits,
 * written `NNN NN` or `NNNNN`; the BFF stores and returns it without the space.
 */
export const AddressSchema = Type.Object(
  {
    street: LineTextSchema({ minLength: 1, maxLength: 200 }),
    city: LineTextSchema({ minLength: 1, maxLength: 100 }),
    postalCode: Type.String({ maxLength: 12, pattern: GREEK_POSTAL_CODE_PATTERN }),
    country: LineTextSchema({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type Address = Static<typeof AddressSchema>;
