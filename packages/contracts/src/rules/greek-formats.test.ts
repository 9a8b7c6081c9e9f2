import { describe, expect, it } from 'vitest';
import {
  formatGreekPostalCode,
  isGreekPhone,
  isGreekPostalCode,
  normalizeGreekPhone,
  normalizeGreekPostalCode,
} from './greek-formats.ts';

describe('Greek postal codes', () => {
  it.each(['10431', '104 31', '104\u00a031', ' 546 21 '])('accepts %j', (value) => {
    expect(isGreekPostalCode(value)).toBe(true);
  });

  it.each(['1043', '104311', '10 431', 'ABCDE', '104-31', ''])('rejects %j', (value) => {
    expect(isGreekPostalCode(value)).toBe(false);
    expect(normalizeGreekPostalCode(value)).toBeNull();
  });

  it('stores without the space and writes with it', () => {
    expect(normalizeGreekPostalCode('104 31')).toBe('10431');
    expect(formatGreekPostalCode('10431')).toBe('104 31');
  });
});

describe('Greek phone numbers', () => {
  it.each([
    ['+30 210 123 4567', '+302101234567'],
    ['+306912345678', '+306912345678'],
    ['0030 694 123 4567', '+306941234567'],
    ['2310-123456', '+302310123456'],
    ['69 1234 5678', '+306912345678'],
    ['+30 (210) 123.45.67', '+302101234567'],
  ])('accepts %j as %s', (value, stored) => {
    expect(isGreekPhone(value)).toBe(true);
    expect(normalizeGreekPhone(value)).toBe(stored);
  });

  it.each([
    '+30 310 123 4567', // neither landline (2) nor mobile (69)
    '+30 68 1234 5678',
    '+30 210 123 456', // 9 digits
    '+30 210 123 45678', // 11 digits
    '+44 20 7946 0958',
    'call me',
    '',
  ])('rejects %j', (value) => {
    expect(isGreekPhone(value)).toBe(false);
    expect(normalizeGreekPhone(value)).toBeNull();
  });
});
