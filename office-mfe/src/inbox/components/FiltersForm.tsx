import { useTranslation } from '@shop/platform';
import { useRef, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { SelectField, TextField } from '../../shared/components/fields.tsx';
import { FiltersFrame } from '../../shared/components/list-controls/FiltersFrame.tsx';
import { checkDateRange } from '../../shared/lib/validation.ts';
import {
  ANY_STATUS,
  type FilteredView,
  type InboxView,
  isDay,
  STATUSES,
  statusChoice,
} from '../lib/inbox-params.ts';
import { STATUS_KIND } from './StatusCounts.tsx';

const SEARCH_HINT = {
  orders: 'inbox.searchRequests',
  'custom-requests': 'inbox.searchRequests',
  samples: 'inbox.searchSamples',
  'contact-messages': 'inbox.searchOthers',
  buyers: 'inbox.searchOthers',
} as const;

/**
 * The current list's filters: status, dates, buyer and search. Applied together (the URL then holds them, so
 * a filtered list can be bookmarked, shared and gone back to); cleared back to the list's default.
 * Remount it (`key`) when the URL changes, so the fields show what the URL says.
 */
export function FiltersForm({
  view,
  onApply,
  onClear,
}: {
  view: FilteredView;
  onApply: (view: InboxView) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { list, filters } = view;
  const [status, setStatus] = useState(statusChoice(filters));
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [buyer, setBuyer] = useState(filters.buyer ?? '');
  const [q, setQ] = useState(filters.q ?? '');
  const [attempted, setAttempted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const rangeError = attempted ? checkDateRange(from, to) : undefined;

  const apply = () => {
    setAttempted(true);
    if (checkDateRange(from, to)) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onApply({
      list,
      filters: {
        ...(status !== ANY_STATUS ? { status } : {}),
        ...(isDay(from) ? { from } : {}),
        ...(isDay(to) ? { to } : {}),
        ...(buyer.trim() && list !== 'buyers' ? { buyer: buyer.trim() } : {}),
        ...(q.trim() ? { q: q.trim() } : {}),
      },
    });
  };

  const statusOptions = [
    { value: ANY_STATUS, label: t('inbox.anyStatus') },
    ...STATUSES[list].map((name) => ({ value: name, label: t(`status.${STATUS_KIND[list]}.${name}`) })),
  ];

  return (
    <FiltersFrame ref={form} onApply={apply} onClear={onClear}>
      <SelectField label={t('inbox.status')} value={status} onChange={setStatus} options={statusOptions} />
      <TextField label={t('inbox.from')} type="date" value={from} onChange={setFrom} max={to || undefined} />
      <TextField
        label={t('inbox.to')}
        type="date"
        value={to}
        onChange={setTo}
        min={from || undefined}
        error={rangeError}
      />
      {list !== 'buyers' ? (
        <TextField
          label={t('inbox.buyer')}
          hint={t('inbox.buyerHint')}
          value={buyer}
          onChange={setBuyer}
          maxLength={100}
          spellCheck={false}
        />
      ) : null}
      <TextField
        label={t('inbox.search')}
        hint={t(SEARCH_HINT[list])}
        type="search"
        value={q}
        onChange={setQ}
        maxLength={100}
      />
    </FiltersFrame>
  );
}
