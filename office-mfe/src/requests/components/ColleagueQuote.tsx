import { formatDate, formatPrice, type Quote } from '@shop/contracts';
import { selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import form from '@shop/ui/form.module.css';
import { useId } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './QuoteEditor.module.css';
import { QuoteOptionsList } from './RequestHistory.tsx';

interface Props {
  quote: Quote;
  onStartFromIt: () => void;
  onKeepMine: () => void;
}

/**
 * A version a colleague sent while this member was editing, beside the draft: who, when, its totals per
 * delivery option, and the choice — start from it, or keep the draft (which will replace it when sent).
 */
export function ColleagueQuote({ quote, onStartFromIt, onKeepMine }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h3 id={headingId}>{t('quote.colleague.title', { name: quote.createdBy, version: quote.version })}</h3>
      <p>
        {t('quote.colleague.meta', {
          when: formatDate(quote.createdAt, language),
          amount: formatPrice(quote.goodsNetCents, language),
        })}
      </p>
      <QuoteOptionsList quote={quote} />
      {quote.note ? <p>{quote.note}</p> : null}
      <div className={form.actions}>
        <Button onClick={onStartFromIt}>
          {t('quote.colleague.startFromIt', { version: quote.version })}
        </Button>
        <Button variant="secondary" onClick={onKeepMine}>
          {t('quote.colleague.keepMine', { version: quote.version })}
        </Button>
      </div>
    </section>
  );
}
