import { RUN_AFTER_PAINT_ATTRIBUTE } from '@shop/contracts';

/**
 * The shell's scripts a served page names: its script tags and, on a page sent with a first view, the
 * preloads its paint-first script starts once the page has painted (first-view.ts in contracts).
 */
export function shellScriptsIn(html: string): string[] {
  const preloads = new RegExp(
    `<link rel="preload" as="script" href="([^"]+)"[^>]*${RUN_AFTER_PAINT_ATTRIBUTE}`,
    'g',
  );
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(preloads)].map(
    (match) => match[1] as string,
  );
}

/** Preloads the BFF adds to a page (a remote's files), as opposed to the shell's own. */
export const BFF_PRELOADS = new RegExp(`<link rel="preload"(?![^>]*${RUN_AFTER_PAINT_ATTRIBUTE})[^>]*>`, 'g');
