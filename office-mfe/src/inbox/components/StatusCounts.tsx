import type { OfficeInbox } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import { CountButtons } from '../../shared/components/list-controls/CountButtons.tsx';
import type { StatusKind } from '../../shared/components/StatusBadge.tsx';
import { COUNTS_KEY, type FilteredList, STATUSES } from '../lib/inbox-params.ts';

export const STATUS_KIND: Record<FilteredList, StatusKind> = {
  orders: 'order',
  'custom-requests': 'order',
  samples: 'sample',
  'contact-messages': 'contact',
  buyers: 'buyer',
};

/**
 * The current list's counts per status, as the inbox gives them (the statuses still waiting for the team).
 * Each shows only that status; pressed again, it shows every status.
 */
export function StatusCounts({
  list,
  counts,
  status,
  onChoose,
}: {
  list: FilteredList;
  counts: OfficeInbox;
  status: string | undefined;
  onChoose: (status: string | undefined) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const byStatus = counts[COUNTS_KEY[list]];
  const shown = STATUSES[list].filter((name) => byStatus[name] !== undefined);
  if (shown.length === 0) return null;
  return (
    <CountButtons
      label={t('inbox.countsLabel')}
      choices={shown.map((name) => ({
        key: name,
        label: t(`status.${STATUS_KIND[list]}.${name}`),
        count: byStatus[name] ?? 0,
        pressed: status === name,
        onPress: () => onChoose(status === name ? undefined : name),
      }))}
    />
  );
}
