import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useId, useRef, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './BrandLogoPicker.module.css';

interface Props {
  file: File | null;
  onChange: (file: File | null) => void;
}

/**
 * The brand-logo file picker (loaded only when Add Your Brand is switched on). The file is uploaded
 * with Add to basket; the BFF decides by its content whether it is an accepted image or PDF.
 */
export default function BrandLogoPicker({ file, onChange }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > MAX_UPLOAD_BYTES) {
      setError(t('brand.tooLarge'));
      if (input.current) input.current.value = '';
      return;
    }
    setError(null);
    onChange(chosen);
  };

  const remove = () => {
    onChange(null);
    setError(null);
    if (input.current) input.current.value = '';
    input.current?.focus();
  };

  return (
    <div className={styles.logo}>
      <label htmlFor={inputId}>{t('brand.file')}</label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      {error ? (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {file ? (
        <p className={styles.chosen}>
          <span>{t('brand.chosen', { name: file.name })}</span>
          <button type="button" className={styles.linkButton} onClick={remove}>
            {t('brand.remove')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
