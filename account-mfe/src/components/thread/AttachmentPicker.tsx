import { UPLOAD_ACCEPT } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import field from '@shop/ui/field.module.css';
import hint from '@shop/ui/hint.module.css';
import { type ChangeEvent, useId, useRef } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './AttachmentPicker.module.css';
import { MAX_ATTACHMENTS, MAX_FILE_MB } from './attachment-check.ts';
import type { AttachmentUploads } from './use-attachment-uploads.ts';

/** The message's file field: the files chosen so far (uploading or ready) and the ones refused. */
export function AttachmentPicker({ uploads }: { uploads: AttachmentUploads }) {
  const { t } = useTranslation(NAMESPACE);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const fileHintId = useId();
  const fileProblemsId = useId();
  const { attachments, problems } = uploads;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // The choices now live in the form's state; clearing lets the same file be chosen again.
    event.target.value = '';
    uploads.choose(chosen);
  };

  const remove = (key: number) => {
    uploads.remove(key);
    fileInputRef.current?.focus();
  };

  const describedBy = [fileHintId, problems.length > 0 ? fileProblemsId : null].filter(Boolean).join(' ');

  return (
    <div className={field.field}>
      <label htmlFor={fileId}>{t('thread.attach')}</label>
      <p id={fileHintId} className={hint.hint}>
        {t('thread.attachHint', { max: MAX_ATTACHMENTS, mb: MAX_FILE_MB })}
      </p>
      <input
        ref={fileInputRef}
        id={fileId}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        aria-describedby={describedBy}
        aria-invalid={problems.length > 0 ? true : undefined}
        onChange={onFiles}
      />
      {attachments.length > 0 ? (
        <ul className={styles.files} aria-label={t('thread.chosenFiles')}>
          {attachments.map((attachment) => (
            <li key={attachment.key}>
              <span>{attachment.name}</span>{' '}
              <span className={hint.hint}>
                {attachment.uploadId ? t('thread.fileReady') : t('thread.fileUploading')}
              </span>{' '}
              <button
                type="button"
                className={styles.remove}
                aria-label={`${t('thread.removeFile')} ${attachment.name}`}
                onClick={() => remove(attachment.key)}
              >
                {t('thread.removeFile')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div id={fileProblemsId} aria-live="polite">
        {problems.map((problem) => (
          <p key={problem.key} className={field.error}>
            {t(`thread.fileErrors.${problem.code}`, {
              name: problem.name,
              max: MAX_ATTACHMENTS,
              mb: MAX_FILE_MB,
            })}
          </p>
        ))}
      </div>
    </div>
  );
}
