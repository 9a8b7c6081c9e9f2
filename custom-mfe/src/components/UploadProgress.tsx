import { useTranslation } from '@shop/platform';
import { useId } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import form from './form.module.css';
import styles from './UploadProgress.module.css';

/**
 * How much of the request (files included) has reached the shop, from the browser's upload events.
 * The spoken text moves in quarters so a screen reader is not flooded.
 */
export function UploadProgress({ sent, hasFiles }: { sent: number; hasFiles: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const labelId = useId();
  const percent = Math.round(sent * 100);
  const spoken = Math.floor(percent / 25) * 25;
  return (
    <div className={styles.progress}>
      <span id={labelId} className={form.label}>
        {hasFiles ? t('progress.uploading') : t('progress.sending')}
      </span>
      <progress aria-labelledby={labelId} max={100} value={percent} />
      <p role="status" className={form.hint}>
        {percent < 100 ? t('progress.sent', { percent: spoken }) : t('progress.processing')}
      </p>
    </div>
  );
}
