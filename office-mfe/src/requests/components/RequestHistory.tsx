import { formatDate, formatPrice, type Quote, type RequestEvent } from '@shop/contracts';
import { selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './RequestPage.module.css';
import { THREAD_ID } from './RequestThread.tsx';

/** Every change of the request: who, when, from → to, the quote sent, the note; changes asked link to the thread. */
export function RequestHistory({ events }: { events: readonly RequestEvent[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  return (
    <section aria-labelledby="request-history-title">
      <h2 id="request-history-title">{t('request.history')}</h2>
      <ol className={styles.list}>
        {events.map((event) => (
          <li key={`${event.at}-${event.action}`}>
            <p>
              {t('request.historyEntry', {
                who: event.by.name,
                when: formatDate(event.at, language),
                from: event.from ? t(`status.order.${event.from}`) : '—',
                to: t(`status.order.${event.status}`),
              })}
            </p>
            {event.quoteVersion ? <p>{t('request.quoteVersion', { version: event.quoteVersion })}</p> : null}
            {event.note ? (
              <p className={styles.note}>{event.note}</p>
            ) : event.action === 'request_changes' ? (
              <p>
                <a href={`#${THREAD_ID}`}>{t('request.changesInThread')}</a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The quote versions sent, newest first, with their totals per delivery option. */
export function SentQuotes({ quotes }: { quotes: readonly Quote[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="sent-quotes-title">
      <h2 id="sent-quotes-title">{t('request.quotes')}</h2>
      {[...quotes].reverse().map((quote) => (
        <article key={quote.version} className={styles.card} aria-labelledby={`quote-${quote.version}`}>
          <h3 id={`quote-${quote.version}`}>
            {t('request.quoteVersion', { version: quote.version })} — {t(`request.quoteState.${quote.state}`)}
          </h3>
          <p>
            {t('request.quoteMeta', {
              who: quote.createdBy,
              when: formatDate(quote.createdAt, language),
              until: formatDate(quote.validUntil, language),
            })}
          </p>
          <p>{t('request.goodsNet', { amount: formatPrice(quote.goodsNetCents, language) })}</p>
          <QuoteOptionsList quote={quote} />
          {quote.note ? <p className={styles.note}>{quote.note}</p> : null}
        </article>
      ))}
    </section>
  );
}

/** A quote's delivery options, each with its lead time and totals. */
export function QuoteOptionsList({ quote }: { quote: Quote }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  return (
    <ul className={styles.list}>
      {quote.deliveryOptions.map((option) => (
        <li key={option.index}>
          {t('request.quoteOption', {
            label: option.label,
            days: option.leadTimeDays,
            net: formatPrice(option.netCents, language),
            vat: formatPrice(option.vatCents, language),
            gross: formatPrice(option.grossCents, language),
          })}
        </li>
      ))}
    </ul>
  );
}
