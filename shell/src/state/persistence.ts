import { isLanguage, LANGUAGE_COOKIE, type Language } from '@shop/contracts';

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
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed-format cookie; the Cookie Store API is not in every browser the shop supports
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

export function storedBannerDismissed(): boolean {
  return read(BANNER_KEY) === 'true';
}

export function storeBannerDismissed(): void {
  write(BANNER_KEY, 'true');
}
