import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { useId } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import form from '../form.module.css';
import hint from '../hint.module.css';
import styles from './PasteBox.module.css';

interface PasteBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Puts the pasted lines into the grid. */
  onPut: () => void;
}

/** A box for rows copied from a spreadsheet (code, then a quantity per size), put into the grid on demand. */
export function PasteBox({ value, onChange, onPut }: PasteBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.paste}>
      <h2 id={`${id}-heading`}>{t('quickOrder.paste.heading')}</h2>
      <div className={form.field}>
        <label htmlFor={`${id}-text`}>{t('quickOrder.paste.label')}</label>
        <p id={`${id}-hint`} className={hint.hint}>
          {t('quickOrder.paste.hint')}
        </p>
        <textarea
          id={`${id}-text`}
          rows={5}
          value={value}
          aria-describedby={`${id}-hint`}
          spellCheck={false}
          className={styles.pasteArea}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <Button variant="secondary" onClick={onPut} disabled={value.trim() === ''}>
        {t('quickOrder.paste.button')}
      </Button>
    </section>
  );
}
