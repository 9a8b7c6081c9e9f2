import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, type UploadRef } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './BrandLogoControl.module.css';
import hint from './hint.module.css';
import type { ActionResult } from './line-actions.ts';

interface BrandLogoControlProps {
  productName: string;
  addYourBrand: boolean;
  logo: UploadRef | null;
  onToggle: (on: boolean) => Promise<ActionResult>;
  onAttach: (file: File) => Promise<ActionResult>;
  onDetach: () => Promise<ActionResult>;
  onResult: (result: ActionResult) => void;
}

/** Add Your Brand for one line: the toggle, then the logo's file name or a file picker. */
export function BrandLogoControl({
  productName,
  addYourBrand,
  logo,
  onToggle,
  onAttach,
  onDetach,
  onResult,
}: BrandLogoControlProps) {
  const { t } = useTranslation(NAMESPACE);
  const toggleId = useId();
  const fileId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState<'toggle' | 'upload' | 'detach' | null>(null);
  // The toggle shows the buyer's choice at once; the basket's answer (or a refusal) settles it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const branded = chosen ?? addYourBrand;
  useEffect(() => {
    if (chosen === addYourBrand) setChosen(null);
  }, [chosen, addYourBrand]);

  // Controls stay enabled (disabling would drop keyboard focus); a second action waits its turn: a logo
  // picked while the toggle is still being saved is uploaded right after, not dropped.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const run = (kind: NonNullable<typeof busy>, action: () => Promise<ActionResult>) => {
    queue.current = queue.current.then(async () => {
      setBusy(kind);
      const result = await action();
      setBusy(null);
      onResult(result);
    });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    // The same file may be picked again after a failure.
    input.value = '';
    if (file.size > MAX_UPLOAD_BYTES) {
      onResult({ ok: false, code: 'payload_too_large' });
      return;
    }
    run('upload', () => onAttach(file));
  };

  return (
    <div className={styles.brand}>
      <div className={styles.toggle}>
        <input
          id={toggleId}
          type="checkbox"
          checked={branded}
          aria-busy={busy === 'toggle' || undefined}
          onChange={(event) => {
            const on = event.target.checked;
            setChosen(on);
            run('toggle', async () => {
              const result = await onToggle(on);
              if (!result.ok) setChosen(null);
              return result;
            });
          }}
        />
        <label htmlFor={toggleId}>{t('line.addYourBrand')}</label>
      </div>
      {branded ? (
        logo ? (
          <p className={styles.file}>
            <span>{t('line.logoFile', { name: logo.name })}</span>{' '}
            <Button
              variant="secondary"
              busy={busy === 'detach'}
              aria-label={t('line.removeLogoFor', { name: productName })}
              onClick={() => run('detach', onDetach)}
            >
              {t('line.removeLogo')}
            </Button>
          </p>
        ) : (
          <div className={styles.upload}>
            <label htmlFor={fileId}>{t('line.uploadLogo')}</label>
            <input
              id={fileId}
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-describedby={hintId}
              aria-busy={busy === 'upload' || undefined}
              onChange={onFile}
            />
            <span id={hintId} className={hint.hint}>
              {busy === 'upload' ? t('line.uploading') : t('line.logoHint')}
            </span>
          </div>
        )
      ) : null}
    </div>
  );
}
