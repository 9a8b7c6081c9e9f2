import { formatDate, type RequestKind } from '@shop/contracts';
import { readApiError, selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import fieldStyles from '@shop/ui/field.module.css';
import form from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { type FormEvent, useId, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { TextAreaField } from '../../shared/components/fields.tsx';
import { apiErrorKey } from '../../shared/lib/api-error-message.ts';
import {
  uploadUrl,
  useOfficeGetRequestThreadQuery,
  useOfficePostRequestMessageMutation,
  useOfficeUploadRequestAttachmentMutation,
} from '../api/office-requests.ts';
import styles from './RequestPage.module.css';

/** The thread's place on the page: the history links a change request's words to it. */
export const THREAD_ID = 'messages';

/** The messages with the buyer, oldest first, and a form to write (with a file, uploaded first). */
export function RequestThread({ kind, reference }: { kind: RequestKind; reference: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const { data } = useOfficeGetRequestThreadQuery({ kind, reference });
  const [upload, uploading] = useOfficeUploadRequestAttachmentMutation();
  const [post, posting] = useOfficePostRequestMessageMutation();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [error, setError] = useState<'required' | undefined>();
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);
  const fileId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setError('required');
      return;
    }
    setError(undefined);
    setFailure(null);
    try {
      const attachmentIds = file ? [(await upload({ kind, reference, file }).unwrap()).id] : undefined;
      await post({
        kind,
        reference,
        body: { body: body.trim(), ...(attachmentIds ? { attachmentIds } : {}) },
      }).unwrap();
      setBody('');
      setFile(null);
      setFileKey((k) => k + 1);
    } catch (caught) {
      const { code } = readApiError(caught);
      setFailure((p) => ({ code, attempt: (p?.attempt ?? 0) + 1 }));
    }
  };

  return (
    <section id={THREAD_ID} aria-labelledby="thread-title">
      <h2 id="thread-title">{t('thread.title')}</h2>
      {data && data.messages.length === 0 ? <p>{t('thread.empty')}</p> : null}
      <ol className={styles.list}>
        {data?.messages.map((message) => (
          <li key={message.id} className={styles.card}>
            <p>
              <strong>{message.author.name}</strong> ({t(`thread.author.${message.author.kind}`)}),{' '}
              {formatDate(message.createdAt, language)}
            </p>
            <p className={styles.note}>{message.body}</p>
            {message.attachments.length > 0 ? (
              <ul>
                {message.attachments.map((attachment) => (
                  <li key={attachment.id}>
                    <a href={uploadUrl(attachment.id)} download={attachment.name}>
                      {t('request.download', { name: attachment.name })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {failure ? <FormAlert key={failure.attempt}>{t(apiErrorKey(failure.code))}</FormAlert> : null}
      <form noValidate className={form.form} onSubmit={onSubmit}>
        <TextAreaField label={t('thread.message')} rows={4} value={body} onChange={setBody} error={error} />
        <div className={fieldStyles.field}>
          <label htmlFor={fileId}>{t('thread.attachment')}</label>
          <input
            key={fileKey}
            id={fileId}
            type="file"
            accept="image/png,image/jpeg,image/webp,application/pdf"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" className={form.submit} busy={uploading.isLoading || posting.isLoading}>
          {t('thread.send')}
        </Button>
      </form>
    </section>
  );
}
