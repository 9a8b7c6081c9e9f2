import { LANGUAGE_COOKIE } from '@shop/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { storedLanguage, storeLanguage } from './persistence.ts';

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

  it('ignores a stored value the shop does not speak', () => {
    window.localStorage.setItem('shop.language', 'fr');
    expect(storedLanguage()).toBeNull();
  });
});
