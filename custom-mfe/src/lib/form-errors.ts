import {
  ADDRESS_FIELDS,
  type AddressField,
  CUSTOM_PRODUCT_TYPES,
  type CustomProductType,
  type CustomRequestInput,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
} from '@shop/contracts';
import type { ApiErrorBody } from '@shop/platform';
import type { SubmitProblem } from './submit-check.ts';

/** The form's own names for the places an error can show next to. */
export type FieldKey =
  | 'brandLabel'
  | `design.${CustomProductType}`
  | `fabric.${CustomProductType}`
  | `address.${AddressField}`
  | 'preferredDeliveryDate'
  | 'notes';

/** A message at the top of the form: `alerts.<code>.title` / `.description` in the translations. */
export interface FormAlert {
  code: AlertCode;
  values?: Record<string, number>;
}

export const ALERT_CODES = [
  'no_items_selected',
  'minimum_order_not_met',
  'fabric_required',
  'delivery_address_required',
  'invalid_address',
  'validation_failed',
  'payload_too_large',
  'unsupported_file_type',
  'rate_limited',
  'network_error',
  'generic',
] as const;
export type AlertCode = (typeof ALERT_CODES)[number];

export interface FormErrors {
  alert: FormAlert | null;
  fields: Partial<Record<FieldKey, FieldErrorCode>>;
}

export const NO_ERRORS: FormErrors = { alert: null, fields: {} };

/** The browser's own finding, as the form shows it (login is the banner, not an error). */
export function problemErrors(problem: Exclude<SubmitProblem, { code: 'login_required' }>): FormErrors {
  switch (problem.code) {
    case 'no_items_selected':
      return { alert: { code: 'no_items_selected' }, fields: {} };
    case 'minimum_order_not_met':
      return {
        alert: {
          code: problem.code,
          values: { count: problem.count, min: problem.min, missing: problem.missing },
        },
        fields: {},
      };
    case 'fabric_required':
      return {
        alert: { code: 'fabric_required' },
        fields: Object.fromEntries(problem.types.map((type) => [`fabric.${type}`, 'required'])),
      };
    case 'delivery_address_required':
    case 'invalid_address':
      return {
        alert: { code: problem.code },
        fields: Object.fromEntries(
          Object.entries(problem.fields).map(([field, code]) => [`address.${field}`, code]),
        ),
      };
    case 'date_in_past':
      return { alert: { code: 'validation_failed' }, fields: { preferredDeliveryDate: 'date_in_past' } };
  }
}

function asFieldCode(value: string): FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly string[]).includes(value)
    ? (value as FieldErrorCode)
    : 'invalid_value';
}

function isProductType(value: string | undefined): value is CustomProductType {
  return (CUSTOM_PRODUCT_TYPES as readonly string[]).includes(value ?? '');
}

/** Where one of the BFF's `fields` belongs in this form, or null when no field shows it. */
export function fieldKeyOf(name: string, input: CustomRequestInput): FieldKey | null {
  if (name === 'brandLabel' || name === 'preferredDeliveryDate' || name === 'notes') return name;
  const [head, second, third] = name.split('.');
  if (head === 'designFile' && isProductType(second)) return `design.${second}`;
  if (head === 'lines' && third === 'fabric') {
    const type = input.lines[Number(second)]?.type;
    return type ? `fabric.${type}` : null;
  }
  if (head === 'deliveryAddress' && (ADDRESS_FIELDS as readonly string[]).includes(second ?? '')) {
    return `address.${second as AddressField}`;
  }
  return null;
}

/** The BFF's answer, placed next to the fields it names; its code becomes the alert. */
export function serverErrors(error: ApiErrorBody, input: CustomRequestInput): FormErrors {
  const fields: FormErrors['fields'] = {};
  for (const [name, code] of Object.entries(error.fields ?? {})) {
    const key = fieldKeyOf(name, input);
    if (key) fields[key] = asFieldCode(code);
    else if (name === 'deliveryAddress') {
      for (const field of ADDRESS_FIELDS) fields[`address.${field}`] = 'required';
    }
  }
  const code = (ALERT_CODES as readonly string[]).includes(error.code)
    ? (error.code as AlertCode)
    : 'generic';
  return { alert: { code }, fields };
}

/** The tab to open so the first field error of a product type can be seen. */
export function typeWithError(fields: FormErrors['fields']): CustomProductType | null {
  for (const key of Object.keys(fields)) {
    const [head, type] = key.split('.');
    if ((head === 'design' || head === 'fabric') && isProductType(type)) return type;
  }
  return null;
}
