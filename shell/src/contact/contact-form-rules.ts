import { type ContactMessageBody, INQUIRY_TYPES, type InquiryType, isGreekPhone } from '@shop/contracts';

export interface ContactFormValues {
  name: string;
  email: string;
  companyName: string;
  phone: string;
  inquiryType: InquiryType;
  message: string;
}

export type ContactField = keyof ContactFormValues;
/** Field error codes, the same the BFF answers with in `error.fields`. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  companyName: '',
  phone: '',
  inquiryType: 'general',
  message: '',
};

/** The fields in the order they appear, so the first invalid one can take focus. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'companyName',
  'phone',
  'inquiryType',
  'message',
];

/** The `email` format the BFF checks (ajv-formats, full mode), so both sides agree on what is valid. */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Maximum lengths of the contact message schema in contracts. */
const MAX_LENGTH: Record<Exclude<ContactField, 'inquiryType'>, number> = {
  name: 200,
  email: 254,
  companyName: 200,
  phone: 40,
  message: 5000,
};

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** The same checks the BFF makes, so most mistakes are caught before sending. */
export function validateContactForm(values: ContactFormValues): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();

  if (!name) errors.name = 'required';
  if (!email) errors.email = 'required';
  else if (!isEmailAddress(email)) errors.email = 'invalid_email';
  if (phone && !isGreekPhone(phone)) errors.phone = 'invalid_format';
  if (!INQUIRY_TYPES.includes(values.inquiryType)) errors.inquiryType = 'invalid_value';
  if (!values.message.trim()) errors.message = 'required';

  for (const [field, max] of Object.entries(MAX_LENGTH) as [keyof typeof MAX_LENGTH, number][]) {
    if (!errors[field] && values[field].trim().length > max) errors[field] = 'too_long';
  }
  return errors;
}

/** The request body: trimmed, with empty optional fields left out. */
export function toContactMessage(values: ContactFormValues): ContactMessageBody {
  const companyName = values.companyName.trim();
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    inquiryType: values.inquiryType,
    message: values.message.trim(),
    ...(companyName ? { companyName } : {}),
    ...(phone ? { phone } : {}),
  };
}

/** Keeps only the server's field errors that belong to a field of this form. */
export function contactFieldErrors(fields: Record<string, string> | undefined): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const code = fields?.[field];
    if (code) errors[field] = code;
  }
  return errors;
}
