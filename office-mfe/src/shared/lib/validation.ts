import { type FieldErrorCode, PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@shop/contracts';

/** The BFF's field codes, and the office's own checks (`fieldErrors.<code>` in its catalogue). */
export type FieldError = FieldErrorCode | 'code_format' | 'dates_reversed' | 'line_too_long';

/** One translatable code per field that is wrong; a field that is fine has no entry. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, FieldError>>;

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Drops the fields without an error, so `hasErrors` says whether the form is valid. */
export function only<Field extends string>(
  checks: Record<Field, FieldError | undefined>,
): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(checks).filter(([, code]) => code !== undefined),
  ) as FieldErrors<Field>;
}

export function checkRequired(value: string): FieldErrorCode | undefined {
  return value.trim() === '' ? 'required' : undefined;
}

/** The staff password: the BFF's rule (`StaffPasswordBodySchema`), longer than a buyer's. */
export function checkStaffPassword(value: string): FieldErrorCode | undefined {
  if (value === '') return 'required';
  if (value.length < STAFF_PASSWORD_MIN_LENGTH) return 'too_short';
  return value.length > PASSWORD_MAX_LENGTH ? 'too_long' : undefined;
}

export function checkConfirmation(password: string, confirmation: string): FieldErrorCode | undefined {
  if (confirmation === '') return 'required';
  return confirmation === password ? undefined : 'passwords_do_not_match';
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateStaffPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return only({
    password: checkStaffPassword(values.password),
    confirmPassword: checkConfirmation(values.password, values.confirmPassword),
  });
}

/** A code as typed: spaces and dashes some apps show inside the six digits are dropped. */
export function normaliseTotpCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The authenticator's code: six digits. */
export function checkTotpCode(value: string): FieldError | undefined {
  const code = normaliseTotpCode(value);
  if (code === '') return 'required';
  return /^\d{6}$/.test(code) ? undefined : 'code_format';
}

/** A recovery code as the BFF takes it (`SecondFactorBodySchema`: 6 to 40 characters). */
export function checkRecoveryCode(value: string): FieldError | undefined {
  const code = value.trim();
  if (code === '') return 'required';
  return code.length >= 6 && code.length <= 40 ? undefined : 'invalid_format';
}

/** A date range of the filters: the end may not come before the start. */
export function checkDateRange(from: string, to: string): FieldError | undefined {
  return from && to && to < from ? 'dates_reversed' : undefined;
}
