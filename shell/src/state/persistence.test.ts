import { BANNER_DISMISSED_COOKIE, BANNER_DISMISSED_VALUE, LANGUAGE_COOKIE } from '@shop/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { storeBannerDismissed, storedBannerDismissed, storedLanguage, storeLanguage } from './persistence.ts';

describe('the stored language', () => {
  afterEach(() => {
    window.localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: removing the cookie the code under test wrote
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('is kept for the next visit, and told to the BFF in its cookie', () => {
    expect(storedLanguage()).toBeNull();
    storeLanguage('gr');
    expect(storedLanguage()).toBe('gr');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=gr`);
    storeLanguage('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it("keeps a language stored under the key it had before decision 0030, moved to the shell's own key", () => {
    window.localStorage.setItem('shop.language', 'gr');
    expect(storedLanguage()).toBe('gr');
    expect(window.localStorage.getItem('shell.language')).toBe('gr');
    expect(window.localStorage.getItem('shop.language')).toBeNull();
  });

  it('ignores a stored value the shop does not speak', () => {
    window.localStorage.setItem('shop.language', 'fr');
    expect(storedLanguage()).toBeNull();
  });
});

describe('the banner dismissal', () => {
  afterEach(() => {
    window.localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: removing the cookie the code under test wrote
    document.cookie = `${BANNER_DISMISSED_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('is kept, and told to the server render in its cookie', () => {
    expect(storedBannerDismissed()).toBe(false);
    storeBannerDismissed();
    expect(storedBannerDismissed()).toBe(true);
    expect(document.cookie).toContain(`${BANNER_DISMISSED_COOKIE}=${BANNER_DISMISSED_VALUE}`);
  });

  it('mirrors a dismissal stored before the cookie existed', () => {
    window.localStorage.setItem('shop.bannerDismissed', 'true');
    expect(document.cookie).not.toContain(BANNER_DISMISSED_COOKIE);
    expect(storedBannerDismissed()).toBe(true);
    expect(document.cookie).toContain(`${BANNER_DISMISSED_COOKIE}=${BANNER_DISMISSED_VALUE}`);
  });
});
