import { FIELD_ERROR_CODES } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { type FieldError, type FieldErrors, hasErrors } from '../lib/validation.ts';

function isFieldError(code: string): code is FieldError {
  return (FIELD_ERROR_CODES as readonly string[]).includes(code);
}

/** The BFF's `error.fields` for the fields of one form; unknown names are left to the form's general alert. */
export function serverFieldErrors<Field extends string>(
  fields: Record<string, string> | undefined,
  names: readonly Field[],
): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  for (const [name, code] of Object.entries(fields ?? {})) {
    if ((names as readonly string[]).includes(name)) {
      found[name as Field] = isFieldError(code) ? code : 'invalid_value';
    }
  }
  return found;
}

/**
 * A form's drafts and errors. Errors show from the first submit on and follow every keystroke after; a
 * submit with errors moves focus to the first invalid field. Errors the server found stay on their field
 * until it is changed.
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

  /** Props of one field. */
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

  /** Back to the first values (a form used again, e.g. after a refused code). */
  const reset = (next: V = initial) => {
    setValues(next);
    setAttempted(false);
    setServerErrors({});
  };

  return { values, setValue, errors, field, check, showServerErrors, reset, formRef };
}
