/**
 * Greek postal codes and phone numbers (design.md §4): postal codes are 5 digits written `NNN NN` or
 * `NNNNN` and stored without the space; phones are +30 then 10 digits (landlines start 2, mobiles 69).
 */

/** Accepts `NNNNN` or `NNN NN` (any single space, the no-break one included). */
export const GREEK_POSTAL_CODE_PATTERN = '^\\s*\\d{3}\\s?\\d{2}\\s*$';

/**
 * `+30`/`0030` optional, then 10 digits starting 2 (landline) or 69 (mobile); spaces, dots, dashes
 * and brackets between digits are tolerated.
 */
export const GREEK_PHONE_PATTERN =
  '^\\s*(?:(?:\\+|00)[\\s.()-]*3[\\s.()-]*0[\\s.()-]*)?(?:2(?:[\\s.()-]*\\d){9}|6[\\s.()-]*9(?:[\\s.()-]*\\d){8})\\s*$';

const postalCodeRegExp = new RegExp(GREEK_POSTAL_CODE_PATTERN, 'u');
const phoneRegExp = new RegExp(GREEK_PHONE_PATTERN, 'u');

export function isGreekPostalCode(value: string): boolean {
  return postalCodeRegExp.test(value);
}

/** The stored form, `NNNNN`, or null when the value is not a Greek postal code. */
export function normalizeGreekPostalCode(value: string): string | null {
  return isGreekPostalCode(value) ? value.replace(/\s/gu, '') : null;
}

/** The written form, `NNN NN`. */
export function formatGreekPostalCode(value: string): string {
  const digits = value.replace(/\s/gu, '');
  return digits.length === 5 ? `${digits.slice(0, 3)} ${digits.slice(3)}` : value;
}

export function isGreekPhone(value: string): boolean {
  return phoneRegExp.test(value);
}

/** The stored form, `+30` and 10 digits, or null when the value is not a Greek phone number. */
export function normalizeGreekPhone(value: string): string | null {
  if (!isGreekPhone(value)) return null;
  const digits = value.replace(/\D/gu, '');
  return `+30${digits.slice(-10)}`;
}
