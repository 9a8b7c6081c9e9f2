import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatPercent, formatPrice, perLanguage } from './format.ts';

describe('formatPrice', () => {
  it('writes euros with 2 decimals in English', () => {
    expect(formatPrice(123450, 'en')).toBe('€1,234.50');
  });

  it('writes euros the Greek way, with the euro sign after a no-break space', () => {
    // Not `€1,234.50`: Intl given `gr` would silently format like en-US.
    expect(formatPrice(123450, 'gr')).toMatch(/^1\.234,50\s€$/u);
  });
});

describe('formatDate', () => {
  it('uses the long en-GB and el-GR forms', () => {
    expect(formatDate('2026-11-22T10:00:00Z', 'en')).toBe('22 November 2026');
    expect(formatDate('2026-11-22T10:00:00Z', 'gr')).toBe('22 Νοεμβρίου 2026');
  });
});

describe('perLanguage', () => {
  it('makes a formatter once per language, for that language’s Intl locale', () => {
    const make = vi.fn((locale: string) => ({ locale }));
    const formatterFor = perLanguage(make);
    expect(formatterFor('gr')).toEqual({ locale: 'el-GR' });
    expect(formatterFor('gr')).toBe(formatterFor('gr'));
    expect(formatterFor('en')).toEqual({ locale: 'en-GB' });
    expect(make).toHaveBeenCalledTimes(2);
  });
});

describe('formatPercent', () => {
  it.each([
    [2400, 'en', '24%'],
    [2400, 'gr', '24%'],
    [1250, 'en', '12.5%'],
    [1250, 'gr', '12,5%'],
  ] as const)('%i basis points in %s read %s', (basisPoints, language, text) => {
    expect(formatPercent(basisPoints, language).replace(/\s/gu, '')).toBe(text);
  });
});
