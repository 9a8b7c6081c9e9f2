import { useTranslation } from '@shop/platform';
import type { ReactElement } from 'react';
import styles from './ContactFormField.module.css';

interface ControlProps {
  id: string;
  className: string | undefined;
  name: string;
  'aria-invalid': boolean;
  'aria-required': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  hint?: string;
  children: (props: ControlProps) => ReactElement;
}

/** A labelled control with its hint and error message tied to it for screen readers. */
export function ContactFormField({ id, name, label, error, required = false, hint, children }: Props) {
  const { t } = useTranslation('shell');
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? null : <span className={styles.optional}> {t('contactForm.optional')}</span>}
      </label>
      {hint ? (
        <p id={hintId ?? undefined} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        className: styles.control,
        name,
        'aria-invalid': Boolean(error),
        'aria-required': required || undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={errorId ?? undefined} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
