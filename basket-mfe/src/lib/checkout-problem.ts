import { ADDRESS_FIELDS, type AddressField } from '@shop/contracts';
import type { ApiErrorBody } from '@shop/platform';

/** Field codes by field: the address fields and `notes`. */
export type CheckoutFieldErrors = Partial<Record<AddressField | 'notes', string>>;

/** Why the order request was not sent, as the basket page explains it. */
export type CheckoutProblem =
  | { kind: 'minimum' }
  /** The profile has no VAT number (ΑΦΜ) yet: the alert links there. */
  | { kind: 'vatNumber' }
  | { kind: 'address'; fields: CheckoutFieldErrors }
  | { kind: 'fields'; fields: CheckoutFieldErrors }
  | { kind: 'network' }
  | { kind: 'other'; code: string };

/** `deliveryAddress.postalCode` → `postalCode`; fields the form does not show are left out. */
function formFields(fields: Record<string, string> | undefined): CheckoutFieldErrors {
  const shown: CheckoutFieldErrors = {};
  for (const [name, code] of Object.entries(fields ?? {})) {
    const field = name.replace(/^deliveryAddress\./u, '');
    if (name === 'notes' || (name !== field && (ADDRESS_FIELDS as readonly string[]).includes(field))) {
      shown[field as AddressField | 'notes'] = code;
    }
  }
  return shown;
}

/** The BFF's refusal of a submit, in the form's terms. */
export function problemFromApi(error: ApiErrorBody): CheckoutProblem {
  switch (error.code) {
    case 'minimum_order_not_met':
      return { kind: 'minimum' };
    case 'delivery_address_required':
      return { kind: 'address', fields: {} };
    case 'vat_number_required':
      return { kind: 'vatNumber' };
    case 'validation_failed': {
      const fields = formFields(error.fields);
      return Object.keys(fields).length > 0
        ? { kind: 'fields', fields }
        : { kind: 'other', code: error.code };
    }
    case 'network_error':
      return { kind: 'network' };
    default:
      return { kind: 'other', code: error.code };
  }
}
