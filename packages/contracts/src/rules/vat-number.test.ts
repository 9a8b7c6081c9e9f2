import { describe, expect, it } from 'vitest';
import {
  formatGreekVatNumber,
  GREEK_VAT_NUMBER_PATTERN,
  greekVatNumberProblem,
  normalizeGreekVatNumber,
} from './vat-number.ts';

describe('Greek VAT numbers (ΑΦΜ)', () => {
  it.each([
    // Numbers of real public companies (published), in every accepted writing.
    ['090000045', '090000045'],
    ['094014201', '094014201'],
    ['094019245', '094019245'],
    ['800654300', '800654300'],
    ['EL094079101', '094079101'],
    ['el 090000045', '090000045'],
    [' 094 014 201 ', '094014201'],
    ['094.019.245', '094019245'],
  ])('%s is valid and stored as %s', (written, stored) => {
    expect(greekVatNumberProblem(written)).toBeNull();
    expect(normalizeGreekVatNumber(written)).toBe(stored);
    expect(new RegExp(GREEK_VAT_NUMBER_PATTERN, 'u').test(written)).toBe(true);
  });

  it.each([
    ['094014202', 'invalid_check_digit'],
    ['123456789', 'invalid_check_digit'],
    ['EL997799677', 'invalid_check_digit'],
    ['000000000', 'invalid_check_digit'],
    ['09401420', 'invalid_format'],
    ['0940142011', 'invalid_format'],
    ['GR094014201', 'invalid_format'],
    ['DE094014201', 'invalid_format'],
    ['09401420A', 'invalid_format'],
    ['', 'invalid_format'],
  ] as const)('%s is refused: %s', (written, problem) => {
    expect(greekVatNumberProblem(written)).toBe(problem);
    expect(normalizeGreekVatNumber(written)).toBeNull();
  });

  it('is shown in its EU form', () => {
    expect(formatGreekVatNumber('094014201')).toBe('EL094014201');
  });
});
