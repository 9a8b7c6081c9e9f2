import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the page is still the server's HTML (the server render, and the browser's hydration of it),
 * true once the browser's React runs it (at once when the browser rendered the page itself). A form that
 * is not yet run by React would be submitted by the browser itself, to the page's own URL, fields and all.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
