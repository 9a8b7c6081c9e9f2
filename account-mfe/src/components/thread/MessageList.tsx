import { type Language, perLanguage, type ThreadMessage } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/platform';
import { attachmentUrl } from '../../api/get-request-thread.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './MessageList.module.css';

/** A message's date and time in the reader's language, on the shop's clock (Greece). */
const dateTimeFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Athens' }),
);

export function formatMessageTime(iso: string, language: Language): string {
  return dateTimeFormat(language).format(new Date(iso));
}

function MessageItem({ message, language }: { message: ThreadMessage; language: Language }) {
  const { t } = useTranslation(NAMESPACE);
  const mine = message.author.kind === 'buyer';
  return (
    <li className={`${styles.message} ${mine ? styles.mine : styles.theirs}`}>
      <p className={styles.meta}>
        <strong>{mine ? t('thread.you') : t('thread.teamMember', { name: message.author.name })}</strong>{' '}
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, language)}</time>
      </p>
      <p className={styles.body}>{message.body}</p>
      {message.attachments.length > 0 ? (
        <ul className={styles.attachments} aria-label={t('thread.attachments')}>
          {message.attachments.map((attachment) => (
            <li key={attachment.id}>
              <a href={attachmentUrl(attachment.id)} download={attachment.name}>
                {t('thread.download', { name: attachment.name })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The messages about a request, oldest first: who wrote each and when, its text and its files. */
export function MessageList({ messages }: { messages: readonly ThreadMessage[] }) {
  const language = useLanguage();
  return (
    <ol className={styles.messages}>
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} language={language} />
      ))}
    </ol>
  );
}
