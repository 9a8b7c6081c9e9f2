import type { FieldErrorCode } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './FieldError.module.css';

/** A field's message, referenced by the control's aria-describedby; nothing when the field is fine. */
export function FieldError({ id, code }: { id: string; code: FieldErrorCode | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  if (!code) return null;
  return (
    <p id={id} className={styles.error}>
      {t(`fieldErrors.${code}`)}
    </p>
  );
}

/** The ids an aria-describedby lists, leaving out the ones not on the page. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
