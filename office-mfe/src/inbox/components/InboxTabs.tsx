import type { OfficeInbox } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import type { KeyboardEvent } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { COUNTS_KEY, isFilteredList, LISTS, type ListName, OPEN_STATUSES } from '../lib/inbox-params.ts';
import styles from './InboxTabs.module.css';

/**
 * How many items of a list wait for the team: the sum over its open statuses; for the low stock, the products
 * running low (null from a BFF that does not count them yet: no badge rather than a wrong one).
 */
export function waitingIn(counts: OfficeInbox, list: ListName): number | null {
  if (!isFilteredList(list)) return counts.lowStock ?? null;
  const byStatus = counts[COUNTS_KEY[list]];
  return OPEN_STATUSES[list].reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
}

export const tabId = (prefix: string, list: ListName) => `${prefix}-tab-${list}`;

/**
 * The inbox's lists as tabs, each with how many of its items wait. ← → Home End move between the tabs;
 * Enter or Space opens one (opening a list asks the BFF for it, so moving alone does not).
 */
export function InboxTabs({
  idPrefix,
  panelId,
  current,
  counts,
  onChoose,
}: {
  idPrefix: string;
  panelId: string;
  current: ListName;
  counts: OfficeInbox | undefined;
  onChoose: (list: ListName) => void;
}) {
  const { t } = useTranslation(NAMESPACE);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    tabs[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={t('inbox.listsLabel')} className={styles.tabs} onKeyDown={onKeyDown}>
      {LISTS.map((list) => {
        const selected = list === current;
        const waiting = counts ? waitingIn(counts, list) : null;
        const name = t(`lists.${list}`);
        return (
          <button
            key={list}
            type="button"
            role="tab"
            id={tabId(idPrefix, list)}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChoose(list)}
          >
            {name}
            {waiting !== null ? (
              // Read as "Order requests 7 waiting" ("Low stock 3 running low"); the badge shows the number.
              <>
                {' '}
                <span className={styles.count} aria-hidden="true">
                  {waiting}
                </span>
                <span className="visually-hidden">
                  {t(isFilteredList(list) ? 'inbox.waiting' : 'lowStock.tabCount', { count: waiting })}
                </span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
