import type { QuickOrderResult } from '@shop/contracts';
import { Link, useTranslation } from '@shop/platform';
import { type Ref, useId } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import page from '../page.module.css';
import styles from './QuickOrderAdded.module.css';

interface QuickOrderAddedProps {
  result: QuickOrderResult;
  /** The heading, focused when the rows have just been added. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** What the quick order put into the basket: each line, the basket's new total and the way to it. */
export function QuickOrderAdded({ result, headingRef }: QuickOrderAddedProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const pieces = result.added.reduce((sum, line) => sum + line.totalQuantity, 0);
  return (
    <section aria-labelledby={headingId} className={styles.added}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('quickOrder.added.title', { count: pieces })}
      </h2>
      <ul>
        {result.added.map((line, index) => (
          // The same product may be added by two rows.
          // biome-ignore lint/suspicious/noArrayIndexKey: the answer's order is the key
          <li key={index}>
            {t('quickOrder.added.line', { code: line.code, name: line.name, count: line.totalQuantity })}
          </li>
        ))}
      </ul>
      <p>{t('quickOrder.added.basket', { count: result.basket.totalQuantity })}</p>
      <p className={page.links}>
        <Link to="/basket" className="shop-button shop-button--primary">
          {t('quickOrder.added.goToBasket')}
        </Link>
      </p>
    </section>
  );
}
