import type { OrderStatus } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';

/** An order or custom request status, in words (the colour only repeats them). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <span className={`account-status account-status--${status}`}>{t(`status.${status}`)}</span>;
}
