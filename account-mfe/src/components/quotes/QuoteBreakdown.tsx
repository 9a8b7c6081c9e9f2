import { formatDate, formatPercent, formatPrice, type Quote, type QuoteLine } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/platform';
import hint from '@shop/ui/hint.module.css';
import { Fragment, useId } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import details from '../details.module.css';
import table from '../orders/table.module.css';
import type { QuoteStanding } from './quote-format.ts';
import styles from './quotes.module.css';

interface Props {
  quote: Quote;
  /** The delivery option the buyer chose, on the accepted quote. */
  chosenOption?: number | null | undefined;
  /** How the quote stands, when the request says more than the quote's own state (default: its state). */
  standing?: QuoteStanding | undefined;
  /** A line's description in the reader's language, when the page knows better than the quote. */
  describe?: ((line: QuoteLine) => string) | undefined;
}

/**
 * One quote version as the team sent it: each line (quantity, unit price, discount, net), the extras, the
 * goods' net total, every delivery option with its cost, lead time and net / VAT / total, the VAT rate,
 * the validity date and the team's note. Amounts and dates in the reader's language (contracts formatters).
 */
export function QuoteBreakdown({ quote, chosenOption = null, standing, describe }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const headingId = useId();
  const price = (cents: number) => formatPrice(cents, language);
  const note = quote.note.trim();

  return (
    <article aria-labelledby={headingId} className={styles.quote}>
      <h3 id={headingId}>
        {t('quote.version', { version: quote.version })}{' '}
        <span className={styles.state}>({t(`quote.state.${standing ?? quote.state}`)})</span>
      </h3>
      <p className={hint.hint}>
        {t('quote.sentBy', { date: formatDate(quote.createdAt, language), name: quote.createdBy })}
      </p>

      <div className={table.scroll}>
        <table className={table.table}>
          <caption className={styles.caption}>{t('quote.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('quote.description')}</th>
              <th scope="col">{t('quote.quantity')}</th>
              <th scope="col">{t('quote.unitPrice')}</th>
              <th scope="col">{t('quote.discount')}</th>
              <th scope="col">{t('quote.net')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={line.position}>
                <th scope="row">{describe ? describe(line) : line.description}</th>
                <td>{line.quantity}</td>
                <td>{price(line.unitPriceCents)}</td>
                <td>
                  {line.discountTotalCents === 0
                    ? t('quote.noDiscount')
                    : line.discountBasisPoints
                      ? t('quote.discountPercent', {
                          amount: price(line.discountTotalCents),
                          percent: formatPercent(line.discountBasisPoints, language),
                        })
                      : t('quote.discountAmount', { amount: price(line.discountTotalCents) })}
                </td>
                <td>{price(line.netCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className={`${details.details} ${styles.totals}`}>
        {quote.extras.map((extra, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sent quote's extras have no id and never change
          <Fragment key={i}>
            <dt>{t('quote.extra', { label: extra.label })}</dt>
            <dd>{price(extra.amountCents)}</dd>
          </Fragment>
        ))}
        <dt>{t('quote.goodsNet')}</dt>
        <dd>{price(quote.goodsNetCents)}</dd>
        <dt>{t('quote.vatRate')}</dt>
        <dd>{formatPercent(quote.vatRateBasisPoints, language)}</dd>
        <dt>{t('quote.validUntil')}</dt>
        <dd>
          <time dateTime={quote.validUntil}>{formatDate(quote.validUntil, language)}</time>
        </dd>
      </dl>

      <div className={table.scroll}>
        <table className={table.table}>
          <caption className={styles.caption}>{t('quote.deliveryOptions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('quote.option')}</th>
              <th scope="col">{t('quote.deliveryCost')}</th>
              <th scope="col">{t('quote.leadTime')}</th>
              <th scope="col">{t('quote.optionNet')}</th>
              <th scope="col">
                {t('quote.vat', { rate: formatPercent(quote.vatRateBasisPoints, language) })}
              </th>
              <th scope="col">{t('quote.gross')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.deliveryOptions.map((option) => {
              const chosen = chosenOption === option.index;
              return (
                <tr key={option.index} className={chosen ? styles.chosen : undefined}>
                  <th scope="row">
                    {chosen ? `${option.label} — ` : option.label}
                    {chosen ? <span className={styles.chosenTag}>{t('quote.yourChoice')}</span> : null}
                  </th>
                  <td>{price(option.costCents)}</td>
                  <td>{t('quote.leadTimeDays', { count: option.leadTimeDays })}</td>
                  <td>{price(option.netCents)}</td>
                  <td>{price(option.vatCents)}</td>
                  <td>
                    <strong>{price(option.grossCents)}</strong>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {note ? (
        <div className={styles.note}>
          <p className={styles.noteLabel}>{t('quote.teamNote')}</p>
          <p className={details.notes}>{note}</p>
        </div>
      ) : null}
    </article>
  );
}
