import type { OrderStatus } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import styles from '@shop/ui/status-badge.module.css';
import { NAMESPACE } from '../i18n/register.ts';

/**
 * The colour of each status: settled ones are done or cancelled; the open ones (waiting for the shop or
 * the buyer) keep the badge's own. Every status is listed, so a new one must choose its colour here.
 */
const TONE: Record<OrderStatus, string | undefined> = {
  submitted: undefined,
  quoted: undefined,
  changes_requested: undefined,
  confirmed: styles.done,
  processing: undefined,
  shipped: styles.done,
  delivered: styles.done,
  cancelled: styles.refused,
};

/** An order or custom request status, in words (the colour only repeats them). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <span className={`${styles.status} ${TONE[status] ?? ''}`.trim()}>{t(`status.${status}`)}</span>;
}
