import { useTranslation } from '@shop/platform';
import styles from './WaitingBadge.module.css';

/**
 * The number of requests waiting for the buyer's answer, beside My orders; nothing when there are none.
 * The digits are seen; the sentence ("2 requests wait for your answer") is what a screen reader reads.
 */
export function WaitingBadge({ count }: { count: number }) {
  const { t } = useTranslation('shell');
  if (count <= 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('nav.waitingCount', { count })}</span>
    </span>
  );
}
