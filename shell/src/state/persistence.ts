import {
  BANNER_DISMISSED_COOKIE,
  BANNER_DISMISSED_VALUE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '@shop/contracts';
import { areaStorageKey } from '@shop/platform';

/**
 * Named `shop.language` and `shop.bannerDismissed` before each area's storage was named after it (decision
 * 0030): a preference stored then is moved on its first read, so that no returning buyer loses it.
 */
const languageKey = areaStorageKey('shell', 'language', 'local', 'shop.language');
const bannerKey = areaStorageKey('shell', 'bannerDismissed', 'local', 'shop.bannerDismissed');

export function storedLanguage(): Language | null {
  const value = languageKey.read();
  return isLanguage(value) ? value : null;
}

/**
 * Also mirrored into a cookie: the BFF answers a page's first API reads inside the page, in the language
 * the shell will ask in (initial-answers.ts in contracts). A preference, not a secret: readable by script.
 */
export function storeLanguage(language: Language): void {
  languageKey.write(language);
  writeCookie(LANGUAGE_COOKIE, language);
}

/** A preference for the server's render of the page, not a secret: readable by script, kept a year. */
function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed-format cookie; the Cookie Store API is not in every browser the shop supports
  document.cookie = `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

function hasCookie(name: string, value: string): boolean {
  return document.cookie.split('; ').includes(`${name}=${value}`);
}

/**
 * Whether the banner was dismissed. Also mirrored into a cookie, so that the server renders the frame
 * without it (first-view.ts in contracts); a dismissal stored before the cookie existed is mirrored now.
 */
export function storedBannerDismissed(): boolean {
  const dismissed = bannerKey.read() === 'true';
  if (dismissed && !hasCookie(BANNER_DISMISSED_COOKIE, BANNER_DISMISSED_VALUE)) {
    writeCookie(BANNER_DISMISSED_COOKIE, BANNER_DISMISSED_VALUE);
  }
  return dismissed;
}

export function storeBannerDismissed(): void {
  bannerKey.write('true');
  writeCookie(BANNER_DISMISSED_COOKIE, BANNER_DISMISSED_VALUE);
}
