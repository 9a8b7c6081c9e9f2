import { describe, expect, it } from 'vitest';
import { CUSTOM_REQUEST_REFERENCE_PATTERN, formatReference, ORDER_REFERENCE_PATTERN } from './references.ts';

describe('references', () => {
  it('pads the sequence to 6 digits', () => {
    expect(formatReference('WS', 2026, 123)).toBe('WS-2026-000123');
    expect(formatReference('CR', 2026, 42)).toBe('CR-2026-000042');
    expect(new RegExp(ORDER_REFERENCE_PATTERN).test('WS-2026-000123')).toBe(true);
    expect(new RegExp(CUSTOM_REQUEST_REFERENCE_PATTERN).test('CR-2026-1234567')).toBe(true);
  });
});
