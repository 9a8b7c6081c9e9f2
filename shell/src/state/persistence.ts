import {
  BANNER_DISMISSED_COOKIE,
  BANNER_DISMISSED_VALUE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '@shop/contracts';

const LANGUAGE_KEY = 'shop.language';
const BANNER_KEY = 'shop.bannerDismissed';

/** localStorage can throw (privacy modes, quotas): preferences then simply do not persist. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // not persisted; the page keeps working
  }
}

export function storedLanguage(): Language | null {
  const value = read(LANGUAGE_KEY);
  return isLanguage(value) ? value : null;
}

/**
 * Also mirrored into a cookie: the BFF answers a page's first API reads inside the page, in the language
 * the shell will ask in (initial-answers.ts in contracts). A preference, not a secret: readable by script.
 */
export function storeLanguage(language: Language): void {
  write(LANGUAGE_KEY, language);
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
  const dismissed = read(BANNER_KEY) === 'true';
  if (dismissed && !hasCookie(BANNER_DISMISSED_COOKIE, BANNER_DISMISSED_VALUE)) {
    writeCookie(BANNER_DISMISSED_COOKIE, BANNER_DISMISSED_VALUE);
  }
  return dismissed;
}

export function storeBannerDismissed(): void {
  write(BANNER_KEY, 'true');
  writeCookie(BANNER_DISMISSED_COOKIE, BANNER_DISMISSED_VALUE);
}
