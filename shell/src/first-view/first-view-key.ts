import type { Language } from '@shop/contracts';

/**
 * What the frame's first render depends on besides the session and basket answers (which both sides read
 * from the page's answers): the language and whether the banner is dismissed. The server render and the
 * browser each compute it from their own copy (cookies and localStorage); the browser hydrates only when
 * the two are the same, and otherwise renders the page afresh (no mismatch to recover from).
 */
export function firstViewKey(language: Language, bannerDismissed: boolean): string {
  return `${language}.${bannerDismissed ? 'no-banner' : 'banner'}`;
}
