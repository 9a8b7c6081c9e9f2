import { formatDate, formatPrice, type Quote, type RequestEvent } from '@shop/contracts';
import { selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './RequestPage.module.css';

/** Every change of the request: who, when, from → to, and the note. */
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
            {event.note ? <p className={styles.note}>{event.note}</p> : null}
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
          {quote.note ? <p className={styles.note}>{quote.note}</p> : null}
        </article>
      ))}
    </section>
  );
}
