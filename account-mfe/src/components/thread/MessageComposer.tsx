import type { RequestKind } from '@shop/contracts';
import { readApiError, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import field from '@shop/ui/field.module.css';
import form from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import hint from '@shop/ui/hint.module.css';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAccountPostRequestMessageMutation } from '../../api/post-request-message.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { apiErrorKey } from '../../lib/api-error-message.ts';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import { MAX_MESSAGE_LENGTH } from './attachment-check.ts';
import styles from './MessageComposer.module.css';
import { useAttachmentUploads } from './use-attachment-uploads.ts';

type BodyError = 'required' | 'too_long' | 'invalid';

/** The BFF's field code for the text, as the form says it. */
function bodyErrorOf(code: string | undefined): BodyError | null {
  if (!code) return null;
  if (code === 'required' || code === 'invalid_format' || code === 'too_short') return 'required';
  if (code === 'too_long') return 'too_long';
  return 'invalid';
}

/**
 * The form to write to the team about a request: the text and up to five files. It waits for the files'
 * uploads, checks the text, and says when the message was sent (the thread then shows it).
 */
export function MessageComposer({ kind, reference }: { kind: RequestKind; reference: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [post, posting] = useAccountPostRequestMessageMutation();
  const uploads = useAttachmentUploads();

  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<BodyError | null>(null);
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);
  const [sent, setSent] = useState(0);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const bodyId = useId();
  const bodyHintId = useId();
  const bodyErrorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSent(0);
    const text = body.trim();
    const localError: BodyError | null =
      text === '' ? 'required' : body.length > MAX_MESSAGE_LENGTH ? 'too_long' : null;
    setBodyError(localError);
    if (localError) {
      textareaRef.current?.focus();
      return;
    }
    if (uploads.uploading) return;
    const attachmentIds = uploads.uploadIds;
    try {
      await post({
        kind,
        reference,
        body: { body: text, ...(attachmentIds.length > 0 ? { attachmentIds } : {}) },
      }).unwrap();
      setBody('');
      uploads.clear();
      setSent((count) => count + 1);
      textareaRef.current?.focus();
    } catch (caught) {
      const error = readApiError(caught);
      const fieldError = bodyErrorOf(error.fields?.body);
      if (fieldError) {
        setBodyError(fieldError);
        textareaRef.current?.focus();
        return;
      }
      setFailure((previous) => ({ code: error.code, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  const bodyDescribedBy = [bodyHintId, bodyError ? bodyErrorId : null].filter(Boolean).join(' ');

  return (
    <>
      {failure ? <FormAlert key={failure.attempt}>{t(apiErrorKey(failure.code))}</FormAlert> : null}
      <form noValidate className={form.form} onSubmit={onSubmit}>
        <div className={field.field}>
          <label htmlFor={bodyId}>{t('thread.message')}</label>
          <p id={bodyHintId} className={hint.hint}>
            {t('thread.messageHint', { max: MAX_MESSAGE_LENGTH })}
          </p>
          <textarea
            ref={textareaRef}
            id={bodyId}
            className={`${field.control} ${styles.textarea}`}
            rows={5}
            value={body}
            required
            aria-required="true"
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyDescribedBy}
            onChange={(event) => {
              setBody(event.target.value);
              if (bodyError) setBodyError(null);
            }}
          />
          {bodyError ? (
            <p id={bodyErrorId} className={field.error}>
              {t(`thread.bodyErrors.${bodyError}`, { max: MAX_MESSAGE_LENGTH })}
            </p>
          ) : null}
        </div>

        <AttachmentPicker uploads={uploads} />

        <Button type="submit" className={form.submit} busy={posting.isLoading || uploads.uploading}>
          {uploads.uploading ? t('thread.waitForFiles') : t('thread.send')}
        </Button>
        <p role="status" className="visually-hidden">
          {sent > 0 ? t('thread.sent') : ''}
        </p>
      </form>
    </>
  );
}
