import { useTranslation } from '@shop/platform';
import styles from '@shop/ui/status-badge.module.css';
import { NAMESPACE } from '../../i18n/register.ts';

/** What a status belongs to: its words are under `status.<kind>` in the catalogue. */
export type StatusKind = 'order' | 'sample' | 'contact' | 'buyer' | 'product';

/** Settled statuses take a colour of their own; the ones still waiting keep the badge's. */
const DONE = new Set([
  'delivered',
  'order:shipped',
  'sample:shipped',
  'buyer:approved',
  'closed',
  'product:published',
]);
const REFUSED = new Set(['cancelled', 'declined', 'rejected', 'product:hidden']);

function tone(kind: StatusKind, status: string): string {
  if (DONE.has(status) || DONE.has(`${kind}:${status}`)) return styles.done ?? '';
  if (REFUSED.has(status) || REFUSED.has(`${kind}:${status}`)) return styles.refused ?? '';
  return '';
}

/** A status in words (the colour only repeats them). */
export function StatusBadge({ kind, status }: { kind: StatusKind; status: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span className={`${styles.status} ${tone(kind, status)}`.trim()}>{t(`status.${kind}.${status}`)}</span>
  );
}
