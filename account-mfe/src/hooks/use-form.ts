import { FIELD_ERROR_CODES, type FieldErrorCode } from '@shop/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type FieldErrors, hasErrors } from '../lib/validation.ts';

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
 * A form's drafts and errors. Errors show from the first submit on and follow every keystroke after;
 * a submit with errors moves focus to the first invalid field. Errors the server found stay on their
 * field until it is changed.
 */
export function useForm<V extends Record<keyof V, string>>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
) {
  type Field = keyof V & string;
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const errors: FieldErrors<Field> = { ...serverErrors, ...(attempted ? validate(values) : {}) };

  const setValue = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      const { [name]: _dropped, ...rest } = current;
      return rest as FieldErrors<Field>;
    });
  };

  /** Props of one field's TextField. */
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  /** On submit: true when the values may be sent; otherwise the errors show and focus goes to the first. */
  const check = (): boolean => {
    setAttempted(true);
    if (!hasErrors(validate(values))) return true;
    setFocusRequest((n) => n + 1);
    return false;
  };

  /** Marks the fields the server refused; false when none of them is in this form. */
  const showServerErrors = (found: FieldErrors<Field>): boolean => {
    if (!hasErrors(found)) return false;
    setServerErrors(found);
    setFocusRequest((n) => n + 1);
    return true;
  };

  return { values, setValue, errors, field, check, showServerErrors, formRef };
}

/** A form that opens in place (editing an address) takes focus on its first field. */
export function useFocusFirstField(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [formRef]);
}
