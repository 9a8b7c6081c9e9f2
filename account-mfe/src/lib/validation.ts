import {
  type Address,
  type FieldErrorCode,
  greekVatNumberProblem,
  isGreekPostalCode,
  normalizeGreekPostalCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@shop/contracts';
import type { FieldErrors } from '@shop/ui/use-form';

export type { FieldErrors };

/** The same shape the BFF's `format: 'email'` accepts, so the form never lets through what it refuses. */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/iu;

export function checkRequired(value: string): FieldErrorCode | undefined {
  return value.trim() === '' ? 'required' : undefined;
}

export function checkEmail(value: string): FieldErrorCode | undefined {
  if (value.trim() === '') return 'required';
  return EMAIL.test(value.trim()) ? undefined : 'invalid_email';
}

export function checkNewPassword(value: string): FieldErrorCode | undefined {
  if (value === '') return 'required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'too_short';
  return value.length > PASSWORD_MAX_LENGTH ? 'too_long' : undefined;
}

export function checkConfirmation(password: string, confirmation: string): FieldErrorCode | undefined {
  if (confirmation === '') return 'required';
  return confirmation === password ? undefined : 'passwords_do_not_match';
}

export function checkPostalCode(value: string): FieldErrorCode | undefined {
  if (value.trim() === '') return 'required';
  return isGreekPostalCode(value) ? undefined : 'invalid_postal_code';
}

/** The VAT number (ΑΦΜ) by the contracts rule; empty is fine here (it is asked for before ordering). */
export function checkVatNumber(value: string): FieldErrorCode | undefined {
  if (value.trim() === '') return undefined;
  return greekVatNumberProblem(value) ?? undefined;
}

/** Drops the fields without an error, so `Object.keys(errors).length` says whether the form is valid. */
function only<Field extends string>(checks: Record<Field, FieldErrorCode | undefined>): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(checks).filter(([, code]) => code !== undefined),
  ) as FieldErrors<Field>;
}

export interface RegisterValues {
  email: string;
  businessName: string;
  vatNumber: string;
  password: string;
  confirmPassword: string;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  return only({
    email: checkEmail(values.email),
    businessName: checkRequired(values.businessName),
    vatNumber: checkVatNumber(values.vatNumber),
    password: checkNewPassword(values.password),
    confirmPassword: checkConfirmation(values.password, values.confirmPassword),
  });
}

export function validateForgotPassword(values: { email: string }): FieldErrors<'email'> {
  return only({ email: checkEmail(values.email) });
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return only({
    password: checkNewPassword(values.password),
    confirmPassword: checkConfirmation(values.password, values.confirmPassword),
  });
}

/** An address as typed: every field a string, the postal code possibly with its space. */
export type AddressDraft = Address;

export function validateAddress(values: AddressDraft): FieldErrors<keyof AddressDraft> {
  return only({
    street: checkRequired(values.street),
    city: checkRequired(values.city),
    postalCode: checkPostalCode(values.postalCode),
    country: checkRequired(values.country),
  });
}

export type BusinessDetailsValues = AddressDraft & { businessName: string; vatNumber: string };

export function validateBusinessDetails(
  values: BusinessDetailsValues,
): FieldErrors<keyof BusinessDetailsValues> {
  return {
    ...only({
      businessName: checkRequired(values.businessName),
      vatNumber: checkVatNumber(values.vatNumber),
    }),
    ...validateAddress(values),
  };
}

/** What is sent: trimmed text, the postal code in its stored form (`NNNNN`). */
export function addressToSend(values: AddressDraft): Address {
  return {
    street: values.street.trim(),
    city: values.city.trim(),
    postalCode: normalizeGreekPostalCode(values.postalCode) ?? values.postalCode.trim(),
    country: values.country.trim(),
  };
}
