import type { OrderStatus } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './StatusBadge.module.css';

/** The colour of a status that is settled: done, or cancelled; the others keep the badge's own. */
const TONE: Partial<Record<OrderStatus, string>> = {
  confirmed: styles.done,
  shipped: styles.done,
  cancelled: styles.cancelled,
};

/** An order or custom request status, in words (the colour only repeats them). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <span className={`${styles.status} ${TONE[status] ?? ''}`.trim()}>{t(`status.${status}`)}</span>;
}
