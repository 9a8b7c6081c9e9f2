import { describe, expect, it } from 'vitest';
import { officeReturnPath, staffLoginPath } from './office-paths.ts';

describe('office paths', () => {
  it('gives the way back only when it is not the inbox', () => {
    expect(staffLoginPath('/office')).toBe('/office/login');
    expect(staffLoginPath('/office?tab=samples')).toBe('/office/login?returnTo=%2Foffice%3Ftab%3Dsamples');
  });

  it('returns only to a page of the office, never to its own log-in', () => {
    expect(officeReturnPath('/office?tab=samples')).toBe('/office?tab=samples');
    expect(officeReturnPath('/office/orders/WS-2026-000001')).toBe('/office/orders/WS-2026-000001');
    for (const elsewhere of [
      null,
      '',
      '/basket',
      '//evil.example',
      'https://evil.example',
      '/office/login',
      '/officers',
    ]) {
      expect(officeReturnPath(elsewhere)).toBe('/office');
    }
  });
});
