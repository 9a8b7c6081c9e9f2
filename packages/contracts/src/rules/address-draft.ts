import type { Profile } from '../api/profile.ts';
import type { Address } from '../domain/address.ts';
import { formatGreekPostalCode, normalizeGreekPostalCode } from './greek-formats.ts';

export const ADDRESS_FIELDS = ['street', 'city', 'postalCode', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What an address form's inputs hold: plain text as typed (checkout, custom-made request). */
export type AddressDraft = Record<AddressField, string>;

export type AddressFieldError = 'required' | 'invalid_postal_code';

export type AddressCheck =
  | { ok: true; address: Address }
  | { ok: false; missing: boolean; fields: Partial<Record<AddressField, AddressFieldError>> };

export function emptyAddressDraft(country = ''): AddressDraft {
  return { street: '', city: '', postalCode: '', country };
}

export function isAddressDraftEmpty(draft: AddressDraft): boolean {
  return ADDRESS_FIELDS.every((field) => draft[field].trim() === '');
}

/** The profile's delivery address, else its business address (the profile says null = deliver there). */
export function profileAddressDraft(profile: Profile): AddressDraft | null {
  const address = profile.deliveryAddress ?? profile.businessAddress;
  if (!address) return null;
  return { ...address, postalCode: formatGreekPostalCode(address.postalCode) };
}

/** Every field is required; the postal code is Greek (`NNN NN` or `NNNNN`). */
export function checkAddress(draft: AddressDraft): AddressCheck {
  const fields: Partial<Record<AddressField, AddressFieldError>> = {};
  for (const field of ADDRESS_FIELDS) {
    if (draft[field].trim() === '') fields[field] = 'required';
  }
  const postalCode = normalizeGreekPostalCode(draft.postalCode);
  if (!fields.postalCode && postalCode === null) fields.postalCode = 'invalid_postal_code';
  if (Object.keys(fields).length > 0) {
    return { ok: false, missing: Object.values(fields).includes('required'), fields };
  }
  return {
    ok: true,
    address: {
      street: draft.street.trim(),
      city: draft.city.trim(),
      postalCode: postalCode ?? draft.postalCode,
      country: draft.country.trim(),
    },
  };
}
