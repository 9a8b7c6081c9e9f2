import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the page is the server's HTML (the server render, and the browser's hydration of it), true
 * once the catalogue's own code runs it (at once when the browser rendered the page itself). A field
 * changed before then would show a value the page does not know of (a quantity typed, a sort picked):
 * the catalogue's fields are disabled until then. The remote keeps its own copy of this hook rather than
 * take it from the platform: it must run on the platform release the shell provides, which may predate it.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
