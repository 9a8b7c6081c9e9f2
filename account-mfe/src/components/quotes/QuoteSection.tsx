import {
  type CustomRequest,
  formatDate,
  formatPrice,
  type OrderStatus,
  type QuoteLine,
  quoteStillValid,
  type RequestKind,
  type RequestProgress,
  shopToday,
} from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/platform';
import hint from '@shop/ui/hint.module.css';
import { TrackingNumber } from '@shop/ui/tracking-number';
import { useEffect, useId, useRef, useState } from 'react';
import { quotePdfUrl } from '../../api/answer-request.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import details from '../details.module.css';
import panel from '../panel.module.css';
import { type ConflictNotice, QuoteActions } from './QuoteActions.tsx';
import { QuoteBreakdown } from './QuoteBreakdown.tsx';
import { earlierQuotes, liveQuote, quoteStanding } from './quote-format.ts';
import styles from './quotes.module.css';

interface Props {
  kind: RequestKind;
  reference: string;
  status: OrderStatus;
  progress: RequestProgress;
  /** A custom-made request's lines: its quote lines are described from them in the reader's language. */
  customLines?: CustomRequest['lines'] | undefined;
  /** An order request's products, to name the sizes accepting found short. */
  lines?: readonly { productId: string; name: string }[] | undefined;
}

/**
 * The quote part of a request's details: the quote the buyer answers (or accepted) in full, a PDF of it,
 * the answers the server allows now, earlier versions folded away, and the shipment once sent. Before a
 * quote it says one is being prepared (and offers cancelling, where allowed).
 */
export function QuoteSection({ kind, reference, status, progress, customLines, lines }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<ConflictNotice | null>(null);
  const [expiredByServer, setExpiredByServer] = useState<number | null>(null);
  const [answered, setAnswered] = useState(0);

  // After an answer the buttons that opened the dialog may be gone: focus goes to the section's heading.
  useEffect(() => {
    if (answered > 0) heading.current?.focus();
  }, [answered]);

  const quote = liveQuote(progress.quotes);
  const earlier = earlierQuotes(progress.quotes);
  const shipped = Boolean(progress.carrier || progress.trackingNumber);
  if (!quote && progress.actions.length === 0 && !shipped) return null;

  const expired =
    quote?.state === 'current' &&
    status === 'quoted' &&
    (!quoteStillValid(quote.validUntil, shopToday()) || expiredByServer === quote.version);
  const chosen =
    quote?.state === 'accepted' && progress.acceptedDeliveryOption !== null
      ? quote.deliveryOptions.find((option) => option.index === progress.acceptedDeliveryOption)
      : undefined;
  const describe = customLines
    ? (line: QuoteLine) => {
        const asked = customLines[line.position - 1];
        return asked
          ? t('quote.customLine', {
              type: t(`productTypes.${asked.type}`),
              fabric: t(`fabrics.${asked.fabric}`),
            })
          : line.description;
      }
    : undefined;

  return (
    <section aria-labelledby={headingId} className={panel.panel}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {t('quote.title')}
      </h2>
      <div role="status" className={notice ? styles.notice : undefined}>
        {notice ? t(`quote.notice.${notice}`) : null}
      </div>

      {status === 'changes_requested' ? (
        <p>{t('quote.preparingNew')}</p>
      ) : quote || status !== 'submitted' ? null : (
        <p>{t('quote.preparing')}</p>
      )}
      {chosen ? (
        <p className={styles.accepted}>
          {t('quote.acceptedWith', {
            version: quote?.version,
            label: chosen.label,
            gross: formatPrice(chosen.grossCents, language),
          })}
        </p>
      ) : null}
      {expired && quote ? (
        <p className={styles.expired}>
          {t('quote.expired', { date: formatDate(quote.validUntil, language) })}
        </p>
      ) : null}

      {quote ? (
        <>
          <QuoteBreakdown
            quote={quote}
            chosenOption={chosen ? chosen.index : null}
            standing={quoteStanding(quote, status)}
            describe={describe}
          />
          <p>
            <a href={quotePdfUrl(kind, reference, language)} download>
              {t('quote.downloadPdf', { version: quote.version })}
            </a>
          </p>
        </>
      ) : null}

      <QuoteActions
        kind={kind}
        reference={reference}
        status={status}
        progress={progress}
        quote={quote}
        expired={expired}
        lines={lines}
        onAnswered={() => {
          setNotice(null);
          setAnswered((n) => n + 1);
        }}
        onConflict={(next, quoteVersion) => {
          setNotice(next);
          if (next === 'expired') setExpiredByServer(quoteVersion);
        }}
      />

      {shipped ? (
        <section aria-labelledby={`${headingId}-shipment`} className={styles.shipment}>
          <h3 id={`${headingId}-shipment`}>{t('quote.shipment')}</h3>
          <dl className={details.details}>
            <dt>{t('quote.carrier')}</dt>
            <dd>{progress.carrier ?? '—'}</dd>
            <dt>{t('quote.trackingNumber')}</dt>
            <dd>
              <TrackingNumber
                carrier={progress.carrier}
                number={progress.trackingNumber}
                linkLabel={(texts) => t('tracking.open', texts)}
              />
            </dd>
          </dl>
        </section>
      ) : null}

      {earlier.length > 0 ? (
        <details className={styles.earlier}>
          <summary>{t('quote.earlier', { count: earlier.length })}</summary>
          <p className={hint.hint}>{t('quote.earlierHint')}</p>
          {earlier.map((old) => (
            <QuoteBreakdown key={old.version} quote={old} describe={describe} />
          ))}
        </details>
      ) : null}
    </section>
  );
}
