import { formatDate, type RequestEvent } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/platform';
import { useId } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import panel from '../panel.module.css';
import { StatusBadge } from '../StatusBadge.tsx';
import { THREAD_ID } from '../thread/RequestThread.tsx';
import styles from './timeline.module.css';

/**
 * The status history as a timeline, oldest first: what happened (translated), who did it and when, the
 * status it led to and the note it carried (a reason); a change request links to its words in the thread.
 */
export function RequestTimeline({ events }: { events: readonly RequestEvent[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={panel.panel}>
      <h2 id={headingId}>{t('timeline.title')}</h2>
      <ol className={styles.timeline}>
        {events.map((event) => {
          const note = event.note.trim();
          return (
            <li key={`${event.at}-${event.action}-${event.status}`} className={styles.entry}>
              <p className={styles.what}>
                <strong>{t(`timeline.actions.${event.action}`)}</strong>{' '}
                <span>
                  {event.by.kind === 'buyer'
                    ? t('timeline.byYou')
                    : t('timeline.byTeam', { name: event.by.name })}
                </span>
                {', '}
                <time dateTime={event.at}>{formatDate(event.at, language)}</time>
              </p>
              <p className={styles.status}>
                {event.from
                  ? t('timeline.statusChange', { from: t(`status.${event.from}`) })
                  : t('timeline.statusNow')}{' '}
                <StatusBadge status={event.status} />
              </p>
              {event.quoteVersion ? (
                <p className={styles.note}>{t('timeline.quoteVersion', { version: event.quoteVersion })}</p>
              ) : null}
              {note ? (
                <p className={styles.note}>
                  <span className={styles.noteLabel}>{t('timeline.note')}:</span> {note}
                </p>
              ) : event.action === 'request_changes' ? (
                <p className={styles.note}>
                  <a href={`#${THREAD_ID}`}>
                    {event.by.kind === 'buyer' ? t('timeline.yourMessage') : t('timeline.theirMessage')}
                  </a>
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
