import { formatDate, type OfficeContactMessage } from '@shop/contracts';
import { selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { Dialog } from '@shop/ui/dialog';
import formStyles from '@shop/ui/form.module.css';
import hint from '@shop/ui/hint.module.css';
import { useForm } from '@shop/ui/use-form';
import type { FormEvent } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { ActionFailure } from '../../shared/components/ActionFailure.tsx';
import { TextAreaField } from '../../shared/components/fields.tsx';
import items from '../../shared/components/items.module.css';
import { useItemAction } from '../../shared/hooks/use-item-action.ts';
import { checkRequired } from '../../shared/lib/validation.ts';
import {
  useOfficeCloseContactMessageMutation,
  useOfficeReplyToContactMessageMutation,
} from '../api/office-actions.ts';
import styles from './ContactMessageDialog.module.css';
import { messageButtonId } from './row-ids.ts';

const validate = ({ reply }: { reply: string }) => {
  const error = checkRequired(reply);
  return error ? { reply: error } : {};
};

/**
 * One contact message: read it with the replies sent so far, reply by e-mail (kept with the message, which
 * becomes answered) or close it. Both send the version the list showed.
 */
export function ContactMessageDialog({
  message,
  onClose,
}: {
  message: OfficeContactMessage;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const [reply, replying] = useOfficeReplyToContactMessageMutation();
  const [close, closing] = useOfficeCloseContactMessageMutation();
  const { failure, run } = useItemAction();
  const form = useForm({ reply: '' }, validate);
  const isOpen = message.status !== 'closed';
  const returnFocus = messageButtonId(message);

  const onReply = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const sent = await run(
      () =>
        reply({
          id: message.id,
          body: { version: message.version, reply: form.values.reply.trim() },
        }).unwrap(),
      t('contact.sent'),
      returnFocus,
    );
    if (sent) onClose();
  };

  const onCloseMessage = async () => {
    const closed = await run(
      () => close({ id: message.id, body: { version: message.version } }).unwrap(),
      t('contact.closed'),
      returnFocus,
    );
    if (closed) onClose();
  };

  return (
    <Dialog
      title={t('contact.messageTitle', { name: message.name })}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      {failure ? <ActionFailure failure={failure} onReload={onClose} /> : null}
      <dl className={items.facts}>
        <div>
          <dt>{t('contact.from')}</dt>
          <dd>{message.email}</dd>
        </div>
        {message.companyName ? (
          <div>
            <dt>{t('contact.company')}</dt>
            <dd>{message.companyName}</dd>
          </div>
        ) : null}
        {message.phone ? (
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>{message.phone}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('contact.type')}</dt>
          <dd>{t(`inquiry.${message.inquiryType}`)}</dd>
        </div>
        <div>
          <dt>{t('contact.received')}</dt>
          <dd>{formatDate(message.createdAt, language)}</dd>
        </div>
      </dl>
      <h3 className={styles.subheading}>{t('contact.message')}</h3>
      <p className={styles.message}>{message.message}</p>
      <h3 className={styles.subheading}>{t('contact.replies')}</h3>
      {message.replies.length === 0 ? (
        <p className={hint.hint}>{t('contact.noReplies')}</p>
      ) : (
        <ol className={styles.replies}>
          {message.replies.map((sent) => (
            <li key={`${sent.at}-${sent.by}`}>
              <p className={hint.hint}>
                {t('contact.replyBy', { by: sent.by, date: formatDate(sent.at, language) })}
              </p>
              <p className={styles.message}>{sent.text}</p>
            </li>
          ))}
        </ol>
      )}
      {isOpen ? (
        <form ref={form.formRef} onSubmit={onReply} className={formStyles.form} noValidate>
          <TextAreaField
            label={t('contact.reply')}
            hint={t('contact.replyHint', { email: message.email })}
            required
            maxLength={5000}
            {...form.field('reply')}
          />
          <div className={formStyles.actions}>
            <Button type="submit" busy={replying.isLoading}>
              {t('contact.send')}
            </Button>
            <Button variant="secondary" busy={closing.isLoading} onClick={onCloseMessage}>
              {t('contact.closeMessage')}
            </Button>
          </div>
        </form>
      ) : (
        <p>{t('contact.closedNote')}</p>
      )}
    </Dialog>
  );
}
