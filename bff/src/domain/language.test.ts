import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language.ts';

describe('resolveLanguage', () => {
  it('prefers the lang parameter', () => {
    expect(resolveLanguage('gr', 'en-GB')).toBe('gr');
    expect(resolveLanguage('en', 'el-GR')).toBe('en');
  });

  it('reads Accept-Language by q-value, knowing el and gr as Greek', () => {
    expect(resolveLanguage(undefined, 'el-GR,el;q=0.9')).toBe('gr');
    expect(resolveLanguage(undefined, 'fr;q=1, en;q=0.5, el;q=0.8')).toBe('gr');
    expect(resolveLanguage(undefined, 'de, en-US;q=0.7')).toBe('en');
    expect(resolveLanguage(undefined, 'gr')).toBe('gr');
  });

  it('falls back to English', () => {
    expect(resolveLanguage(undefined, undefined)).toBe('en');
    expect(resolveLanguage(undefined, 'fr-FR, de;q=0.5')).toBe('en');
    expect(resolveLanguage(undefined, 'el;q=0')).toBe('en');
    expect(resolveLanguage('xx', 'garbage;;;')).toBe('en');
  });
});
