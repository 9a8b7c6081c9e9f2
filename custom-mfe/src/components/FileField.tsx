import { type FieldErrorCode, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { cx } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import { isImageFile } from '../lib/file-check.ts';
import { describedBy, FieldError } from './FieldError.tsx';
import styles from './FileField.module.css';
import form from './form.module.css';
import link from './link-button.module.css';

interface FileFieldProps {
  label: string;
  hint: string;
  file: File | null;
  /** A file chosen before logging in, to attach again. */
  missingName?: string | undefined;
  error?: FieldErrorCode | undefined;
  disabled?: boolean;
  onSelect: (file: File) => void;
  onRemove: () => void;
}

const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** An object URL for an image preview, released when the file changes or the field goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !isImageFile(file) || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** An optional image-or-PDF upload with its preview or name, a remove button and its error beside it. */
export function FileField({
  label,
  hint,
  file,
  missingName,
  error,
  disabled,
  onSelect,
  onRemove,
}: FileFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const missingId = useId();
  const preview = usePreviewUrl(file);

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    onRemove();
    inputRef.current?.focus();
  };

  return (
    <div className={cx(styles.file, error && styles.invalid)}>
      <span id={labelId} className={form.label}>
        {label}
      </span>
      <p id={hintId} className={form.hint}>
        {hint} {t('files.limits', { max: MAX_MB })}
      </p>
      {missingName && !file ? (
        <p id={missingId} className={styles.missing}>
          {t('files.reattach', { name: missingName })}
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className={`${styles.input} visually-hidden`}
        accept={UPLOAD_ACCEPT}
        aria-labelledby={labelId}
        aria-describedby={describedBy(hintId, missingName && !file && missingId, error && errorId)}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onSelect(chosen);
          // The choice now lives in the form's state; clearing lets the same file be chosen again.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={`shop-button shop-button--secondary ${styles.choose}`}
        aria-hidden="true"
      >
        {file ? t('files.replace') : t('files.choose')}
      </label>
      {file ? (
        <div className={styles.chosen}>
          {preview ? (
            <img src={preview} alt={t('files.preview', { name: file.name })} className={styles.preview} />
          ) : (
            <span className={styles.badge} aria-hidden="true">
              {file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')
                ? 'PDF'
                : t('files.file')}
            </span>
          )}
          <span className={styles.name}>
            {file.name} <span className={form.hint}>({sizeText(file.size)})</span>
          </span>
          <button type="button" className={link.linkButton} onClick={remove} disabled={disabled}>
            {t('files.remove')}
            <span className="visually-hidden"> {file.name}</span>
          </button>
        </div>
      ) : null}
      <FieldError id={errorId} code={error} />
    </div>
  );
}
