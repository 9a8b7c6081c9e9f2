import type { FieldErrorCode } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import hintStyles from '@shop/ui/hint.module.css';
import { type ReactNode, useId } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './TextField.module.css';

export interface FieldPartsProps {
  label: string;
  /** Shown before the user types (e.g. the password rule), read with the field. */
  hint?: string | undefined;
  error?: FieldErrorCode | undefined;
}

/**
 * The label, hint and translated error of one control, tied to it for assistive technology: `control` goes
 * on the input (id, class, invalid state, what describes it) and `wrap` frames it with the rest.
 * `errorValues` fill the error's message (e.g. the password rule's `{{min}}`).
 */
export function useFieldParts(
  { label, hint, error }: FieldPartsProps,
  errorValues: Record<string, unknown> = {},
) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = {
    id,
    className: styles.input,
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
          {t(`fieldErrors.${error}`, errorValues)}
        </p>
      ) : null}
    </div>
  );
  return { control, wrap };
}
