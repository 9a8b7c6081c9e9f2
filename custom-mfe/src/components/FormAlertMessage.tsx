import { MIN_ORDER_PIECES } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useEffect, useRef } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import type { FormAlert } from '../lib/form-errors.ts';
import styles from './FormAlertMessage.module.css';

/** The form's current problem, announced and focused so the buyer hears what to fix. */
export function FormAlertMessage({ alert }: { alert: FormAlert }) {
  const { t } = useTranslation(NAMESPACE);
  const ref = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new alert (even an identical one) takes focus again
  useEffect(() => {
    ref.current?.focus();
  }, [alert]);

  const values = { min: MIN_ORDER_PIECES, ...alert.values };
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.alert}>
      <p className={styles.title}>{t(`alerts.${alert.code}.title`, values)}</p>
      <p>{t(`alerts.${alert.code}.description`, values)}</p>
    </div>
  );
}
