import { formatDate, type OfficeContactMessage } from '@shop/contracts';
import { selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import items from '../../shared/components/items.module.css';
import { ListFrame } from '../../shared/components/list-controls/ListFrame.tsx';
import { StatusBadge } from '../../shared/components/StatusBadge.tsx';
import { useOfficeGetOfficeContactMessagesInfiniteQuery } from '../api/get-lists.ts';
import type { ListFilters } from '../lib/inbox-params.ts';
import { ContactMessageDialog } from './ContactMessageDialog.tsx';
import { messageButtonId } from './row-ids.ts';

const EXCERPT_LENGTH = 160;

function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

function MessageItem({ message, onRead }: { message: OfficeContactMessage; onRead: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  return (
    <li className={items.item} data-row="">
      <div className={items.head}>
        <h3>
          {message.name}
          {message.companyName ? ` · ${message.companyName}` : ''}
        </h3>
        <StatusBadge kind="contact" status={message.status} />
      </div>
      <dl className={items.facts}>
        <div>
          <dt>{t('contact.type')}</dt>
          <dd>{t(`inquiry.${message.inquiryType}`)}</dd>
        </div>
        <div>
          <dt>{t('contact.from')}</dt>
          <dd>{message.email}</dd>
        </div>
        <div>
          <dt>{t('contact.received')}</dt>
          <dd>{formatDate(message.createdAt, language)}</dd>
        </div>
      </dl>
      <p className={items.excerpt}>{excerpt(message.message)}</p>
      <div className={items.actions}>
        <Button
          id={messageButtonId(message)}
          variant="secondary"
          data-row-focus=""
          aria-label={t('contact.read', { name: message.name })}
          onClick={onRead}
        >
          {t('contact.readShort')}
        </Button>
      </div>
    </li>
  );
}

/** The contact form's messages, newest first; each opens to be read, answered by e-mail or closed. */
export function ContactList({ filters }: { filters: ListFilters }) {
  const query = useOfficeGetOfficeContactMessagesInfiniteQuery(filters);
  const messages = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [reading, setReading] = useState<string | null>(null);
  // The message as the list has it now (after a reply, with the reply).
  const open = messages.find((message) => message.id === reading);
  return (
    <>
      <ListFrame query={query} count={messages.length}>
        <ul className={items.items}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} onRead={() => setReading(message.id)} />
          ))}
        </ul>
      </ListFrame>
      {open ? <ContactMessageDialog message={open} onClose={() => setReading(null)} /> : null}
    </>
  );
}
