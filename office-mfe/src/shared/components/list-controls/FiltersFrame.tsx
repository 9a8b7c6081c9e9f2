import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { type FormEvent, type ReactNode, type Ref, useId } from 'react';
import { NAMESPACE } from '../../../i18n/register.ts';
import styles from './FiltersFrame.module.css';

/**
 * A list's filters form: a hidden "Filters" heading naming it, the fields (`children`) in a grid, and the
 * Apply (submit) and Clear buttons. Validation is the fields' own (`noValidate`).
 */
export function FiltersFrame({
  onApply,
  onClear,
  children,
  ref,
}: {
  /** The form was submitted (Apply, or Enter in a field). */
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };

  return (
    <form ref={ref} onSubmit={onSubmit} className={styles.filters} aria-labelledby={headingId} noValidate>
      <h2 id={headingId} className="visually-hidden">
        {t('inbox.filters')}
      </h2>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <Button type="submit">{t('inbox.apply')}</Button>
        <Button variant="secondary" onClick={onClear}>
          {t('inbox.clear')}
        </Button>
      </div>
    </form>
  );
}
