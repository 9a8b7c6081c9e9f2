import { type FieldErrorCode, PASSWORD_MIN_LENGTH } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import hintStyles from '@shop/ui/hint.module.css';
import { type InputHTMLAttributes, useId } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './TextField.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export interface TextFieldProps extends InputProps {
  label: string;
  /** Shown before the user types (e.g. the password rule), read with the field. */
  hint?: string;
  value: string;
  error?: FieldErrorCode | undefined;
  onChange: (value: string) => void;
}

/** A labelled input whose hint and translated error are announced with it. */
export function TextField({ label, hint, value, error, onChange, type = 'text', ...rest }: TextFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className={hintStyles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        {...rest}
        id={id}
        className={styles.input}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {t(`fieldErrors.${error}`, { min: PASSWORD_MIN_LENGTH })}
        </p>
      ) : null}
    </div>
  );
}
