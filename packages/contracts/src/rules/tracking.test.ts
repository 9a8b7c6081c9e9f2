import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierOf, trackingLink } from './tracking.ts';

describe('tracking links', () => {
  it('recognises each carrier by the names the team types, in Greek or Latin letters, any case or accents', () => {
    expect(carrierOf('ELTA')?.id).toBe('elta');
    expect(carrierOf('ΕΛΤΑ')?.id).toBe('elta');
    expect(carrierOf('acs courier')?.id).toBe('acs');
    expect(carrierOf('SpeedEx')?.id).toBe('speedex');
    expect(carrierOf('Γενική Ταχυδρομική')?.id).toBe('geniki');
    expect(carrierOf('Geniki Taxydromiki')?.id).toBe('geniki');
    expect(carrierOf('DHL Express')?.id).toBe('dhl');
    for (const carrier of CARRIERS) expect(carrierOf(carrier.name)).toBe(carrier);
  });

  it('gives no carrier for another name or a word that merely contains one', () => {
    expect(carrierOf('Courier Center')).toBeUndefined();
    expect(carrierOf('BOX NOW')).toBeUndefined();
    expect(carrierOf('dhlx')).toBeUndefined();
    expect(carrierOf('')).toBeUndefined();
    expect(carrierOf(null)).toBeUndefined();
  });

  it("links to the carrier's own page with the number encoded", () => {
    expect(trackingLink('ACS', '7401234567')).toBe(
      'https://www.acscourier.net/en/track-and-trace/?trackingNumber=7401234567',
    );
    expect(trackingLink('ΕΛΤΑ', 'SE 101 046 219 GR')).toBe(
      'https://itemsearch.elta.gr/en-GB/Query/Direct/SE101046219GR',
    );
    expect(trackingLink('DHL', '1234567890')).toBe(
      'https://www.dhl.com/gr-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    );
  });

  it('refuses a number that could change where the link goes, and unknown carriers', () => {
    expect(trackingLink('DHL', '123&tracking-id=evil')).toBeNull();
    expect(trackingLink('ACS', '../../evil.example/x')).toBeNull();
    expect(trackingLink('ACS', 'javascript:alert(1)')).toBeNull();
    expect(trackingLink('ACS', '12')).toBeNull();
    expect(trackingLink('Courier Center', '7401234567')).toBeNull();
    expect(trackingLink('ACS', null)).toBeNull();
  });

  it('only ever links to https pages of the carriers', () => {
    for (const carrier of CARRIERS)
      expect(carrier.page('X1234')).toMatch(/^https:\/\/[a-z.-]+\.(gr|com|net)\//);
  });
});
