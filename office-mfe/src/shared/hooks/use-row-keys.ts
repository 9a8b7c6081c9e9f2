import type { KeyboardEvent } from 'react';

const KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/** The element of each row that takes focus: a request's link, a message's Read button, an item's heading. */
export const ROW_FOCUS = '[data-row-focus]';

/**
 * Moving through a list with the keyboard: ↓ and ↑ move focus to the next or previous row, Home and End to
 * the first and last; Enter is then the focused link's or button's own (it opens the row). Keys typed into a
 * field, or inside a dialog opened from a row, are left alone.
 */
export function onRowKeys(event: KeyboardEvent<HTMLElement>): void {
  if (!KEYS.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  if (target.closest('input, textarea, select, [role="dialog"]')) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row]')];
  const current = rows.findIndex((row) => row.contains(target));
  if (rows.length === 0) return;
  let next: number;
  if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = rows.length - 1;
  else if (current === -1) next = 0;
  else next = Math.min(rows.length - 1, Math.max(0, current + (event.key === 'ArrowDown' ? 1 : -1)));
  const focusTarget = rows[next]?.querySelector<HTMLElement>(ROW_FOCUS);
  if (!focusTarget) return;
  event.preventDefault();
  focusTarget.focus();
}

/** Focus to an element once the page has caught up (a dialog closed, a list refreshed). */
export function focusSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
