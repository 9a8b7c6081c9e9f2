import { PASSWORD_MIN_LENGTH } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import hintStyles from '@shop/ui/hint.module.css';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import type { FieldError } from '../lib/validation.ts';
import styles from './Field.module.css';

interface FieldProps {
  label: string;
  /** Shown before the user types (a rule, an example), read with the field. */
  hint?: string | undefined;
  error?: FieldError | undefined;
  /** `{{min}}` of a length error (the password rule's length). */
  ruleMin?: number | undefined;
  /** More values for the error's words (`{{line}}` of a feature's line that is too long). */
  errorValues?: Record<string, string | number> | undefined;
}

/** The label, hint and error of one control, tied to it for assistive technology. */
function useFieldParts({ label, hint, error, ruleMin, errorValues }: FieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  const wrap = (input: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className={hintStyles.hint}>
          {hint}
        </p>
      ) : null}
      {input}
      {error ? (
        <p id={errorId} className={styles.error}>
          {t(`fieldErrors.${error}`, { min: ruleMin ?? PASSWORD_MIN_LENGTH, ...errorValues })}
        </p>
      ) : null}
    </div>
  );
  return { control, wrap };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

/** A labelled input whose hint and translated error are announced with it. */
export function TextField({
  label,
  hint,
  error,
  ruleMin,
  errorValues,
  value,
  onChange,
  type = 'text',
  ...rest
}: FieldProps & InputProps & { value: string; onChange: (value: string) => void }) {
  const { control, wrap } = useFieldParts({ label, hint, error, ruleMin, errorValues });
  return wrap(
    <input
      {...rest}
      {...control}
      className={styles.control}
      type={type}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />,
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'>;

export function TextAreaField({
  label,
  hint,
  error,
  errorValues,
  value,
  onChange,
  ...rest
}: FieldProps & TextAreaProps & { value: string; onChange: (value: string) => void }) {
  const { control, wrap } = useFieldParts({ label, hint, error, errorValues });
  return wrap(
    <textarea
      rows={5}
      {...rest}
      {...control}
      className={styles.control}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />,
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'>;

export function SelectField({
  label,
  hint,
  error,
  errorValues,
  value,
  onChange,
  options,
  ...rest
}: FieldProps &
  SelectProps & {
    value: string;
    onChange: (value: string) => void;
    options: readonly { value: string; label: string }[];
  }) {
  const { control, wrap } = useFieldParts({ label, hint, error, errorValues });
  return wrap(
    <select
      {...rest}
      {...control}
      className={styles.control}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>,
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'id' | 'type'>;

/** A labelled checkbox (the label after the box), its hint and error read with it. */
export function CheckboxField({
  label,
  hint,
  error,
  checked,
  onChange,
  ...rest
}: Omit<FieldProps, 'ruleMin' | 'errorValues'> &
  CheckboxProps & { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.check}>
      <input
        {...rest}
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className={`${hintStyles.hint} ${styles.checkNote}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={`${styles.error} ${styles.checkNote}`}>
          {t(`fieldErrors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
