/**
 * The Greek VAT number (ΑΦΜ): 9 digits, the last a check digit; written alone or in its EU form with the
 * `EL` prefix. Spaces and dots between digits are tolerated; the stored form is the 9 digits.
 *
 * Check digit: each of the first 8 digits times 2^(8 − position), summed; the remainder mod 11, then mod 10,
 * is the 9th digit. 000000000 passes that sum and is no one's number: refused.
 */

/** Longer input is refused by the schemas before the rule looks at it (`EL 123.456.789` fits). */
export const VAT_NUMBER_MAX_LENGTH = 20;

/** The shape alone (for `pattern` on inputs and schemas): optional `EL`, then 9 digits. */
export const GREEK_VAT_NUMBER_PATTERN = '^\\s*(?:[Ee][Ll])?[\\s.]*(?:\\d[\\s.]*){9}$';

const shape = new RegExp(GREEK_VAT_NUMBER_PATTERN, 'u');

/** Why a VAT number is refused: not 9 digits (`invalid_format`), or a wrong check digit. */
export type VatNumberProblem = 'invalid_format' | 'invalid_check_digit';

/** The 9 digits of a well-formed number (check digit not yet checked), or null. */
function digitsOf(value: string): string | null {
  if (!shape.test(value)) return null;
  return value.replace(/^\s*[Ee][Ll]/u, '').replace(/[\s.]/gu, '');
}

function checkDigitHolds(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(digits[8]);
}

/** null when the value is a Greek VAT number; otherwise what is wrong with it. */
export function greekVatNumberProblem(value: string): VatNumberProblem | null {
  const digits = digitsOf(value);
  if (!digits) return 'invalid_format';
  if (digits === '000000000' || !checkDigitHolds(digits)) return 'invalid_check_digit';
  return null;
}

/** The stored form (9 digits), or null when the value is not a valid Greek VAT number. */
export function normalizeGreekVatNumber(value: string): string | null {
  return greekVatNumberProblem(value) === null ? digitsOf(value) : null;
}

/** The EU form shown on quotes and PDFs: `EL` and the 9 digits. */
export function formatGreekVatNumber(digits: string): string {
  return `EL${digits}`;
}
