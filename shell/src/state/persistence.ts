import { isLanguage, type Language } from '@shop/contracts';

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

export function storeLanguage(language: Language): void {
  write(LANGUAGE_KEY, language);
}

export function storedBannerDismissed(): boolean {
  return read(BANNER_KEY) === 'true';
}

export function storeBannerDismissed(): void {
  write(BANNER_KEY, 'true');
}
