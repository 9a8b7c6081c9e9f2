import type { Basket } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useId } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './OverStockSummary.module.css';

/**
 * Above the send button: the lines asking for more than is free, size by size. Nothing is refused for it —
 * the team answers with a part, a back-order or an alternative — so this informs and the button stays.
 */
export function OverStockSummary({ basket }: { basket: Basket }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const over = basket.lines.filter((line) => line.stockShortfalls.length > 0);
  if (over.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.summary}>
      <h3 id={headingId} className={styles.title}>
        {t('stock.summaryTitle')}
      </h3>
      <ul>
        {over.map((line) => (
          <li key={line.productId}>
            {t('stock.summaryLine', {
              name: line.name,
              sizes: line.stockShortfalls.map((short) => t('stock.lineOverSize', { ...short })).join('; '),
            })}
          </li>
        ))}
      </ul>
      <p>{t('stock.summaryText')}</p>
    </section>
  );
}
