import { FIELD_ERROR_CODES, type FieldErrorCode } from '@shop/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * `@shop/ui/use-form`: a form's drafts, errors and focus, bundled into each frontend that imports it
 * (decision 0019). The codes are translated by the frontend (`fieldErrors.<code>` in its catalogue).
 */

/** One code per field that is wrong; a field that is fine has no entry. */
export type FieldErrors<Field extends string = string, Code extends string = FieldErrorCode> = Partial<
  Record<Field, Code>
>;

function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.keys(errors).length > 0;
}

function isFieldErrorCode(code: string): code is FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The BFF's `error.fields` for the fields of one form: `prefix` picks nested ones
 * (`businessAddress.postalCode` → `postalCode`), unknown names are left to the form's general alert.
 */
export function serverFieldErrors<Field extends string>(
  fields: Record<string, string> | undefined,
  names: readonly Field[],
  prefix = '',
): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  for (const [name, code] of Object.entries(fields ?? {})) {
    const local = name.startsWith(prefix) ? name.slice(prefix.length) : null;
    if (local && (names as readonly string[]).includes(local)) {
      found[local as Field] = isFieldErrorCode(code) ? code : 'invalid_value';
    }
  }
  return found;
}

/**
 * A form's drafts and errors. Errors show from the first submit on and follow every keystroke after; a
 * submit with errors moves focus to the first invalid field. Errors the server found stay on their field
 * until it is changed.
 *
 * `Code` is inferred from what `validate` returns: the BFF's codes (`FieldErrorCode`, also when it finds
 * none), or a form's own checks beside them. With the values' type given (`useForm<Values>(…)`) and a
 * `validate` typed with a wider union, the errors are typed as the BFF's codes: give such a form's
 * `validate` only the BFF's checks, or let `Values` be inferred.
 */
export function useForm<V extends Record<keyof V, string>, Code extends string = FieldErrorCode>(
  initial: V,
  validate: (values: V) => Partial<Record<string, Code>>,
): Form<V, Code>;
export function useForm<V extends Record<keyof V, string>>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string, string>,
): Form<V, FieldErrorCode>;
export function useForm<V extends Record<keyof V, string>>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string, string>,
): Form<V, string> {
  type Field = keyof V & string;
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const errors: FieldErrors<Field, string> = { ...serverErrors, ...(attempted ? validate(values) : {}) };

  const setValue = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      const { [name]: _dropped, ...rest } = current;
      return rest as FieldErrors<Field, string>;
    });
  };

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  const check = (): boolean => {
    setAttempted(true);
    if (!hasErrors(validate(values))) return true;
    setFocusRequest((n) => n + 1);
    return false;
  };

  const showServerErrors = (found: FieldErrors<Field, string>): boolean => {
    if (!hasErrors(found)) return false;
    setServerErrors(found);
    setFocusRequest((n) => n + 1);
    return true;
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setAttempted(false);
    setServerErrors({});
  };

  return { values, setValue, errors, field, check, showServerErrors, reset, formRef };
}

/** What `useForm` gives a form. */
export interface Form<V extends Record<keyof V, string>, Code extends string> {
  values: V;
  setValue: (name: keyof V & string, value: string) => void;
  errors: FieldErrors<keyof V & string, Code>;
  /** Props of one field's control: its value, its error and its change handler. */
  field: (name: keyof V & string) => {
    value: string;
    error: Code | undefined;
    onChange: (value: string) => void;
  };
  /** On submit: true when the values may be sent; otherwise the errors show and focus goes to the first. */
  check: () => boolean;
  /** Marks the fields the server refused; false when none of them is in this form. */
  showServerErrors(found: FieldErrors<keyof V & string, Code>): boolean;
  /** Back to the first values, or to `next` (a form used again, e.g. after a refused code). */
  reset: (next?: V) => void;
  formRef: RefObject<HTMLFormElement | null>;
}

/** A form that opens in place (editing an address) takes focus on its first field. */
export function useFocusFirstField(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [formRef]);
}
