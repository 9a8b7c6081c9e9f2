import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  looksLikeTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrSvg,
  TOTP_ISSUER,
  verifyTotp,
} from './second-factor.ts';

/** A code as an authenticator app computes it (otpauth, not this module). */
function appCode(secret: string, timestamp: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp,
  });
}

describe('TOTP second factor', () => {
  it('makes 20-byte base32 secrets, a new one each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("accepts the app's code for now, and one step either side", () => {
    const secret = newTotpSecret();
    const now = Date.now();
    expect(verifyTotp(secret, appCode(secret, now), now)).toBe(true);
    expect(verifyTotp(secret, appCode(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, appCode(secret, now + 30_000), now)).toBe(true);
  });

  it('ignores spaces in the code', () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const code = appCode(secret, now);
    expect(verifyTotp(secret, ` ${code.slice(0, 3)} ${code.slice(3)} `, now)).toBe(true);
  });

  it('refuses a code from two steps ago', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_015_000; // mid-step, fixed
    const old = appCode(secret, now - 60_000);
    const window = [-1, 0, 1].map((step) => appCode(secret, now + step * 30_000));
    // (One chance in a million that the old code is also one in the window: checked, not assumed.)
    if (!window.includes(old)) expect(verifyTotp(secret, old, now)).toBe(false);
  });

  it('refuses a wrong code, a code of another secret, and anything that is not six digits', () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const code = appCode(secret, now);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyTotp(secret, wrong, now)).toBe(false);
    const other = newTotpSecret();
    const otherCode = appCode(other, now);
    if (otherCode !== code) expect(verifyTotp(secret, otherCode, now)).toBe(false);
    expect(verifyTotp(secret, '', now)).toBe(false);
    expect(verifyTotp(secret, `${code}0`, now)).toBe(false);
    expect(verifyTotp(secret, code.slice(1), now)).toBe(false);
    expect(verifyTotp('not base32!', code, now)).toBe(false);
  });

  it('tells a TOTP code from a recovery code', () => {
    expect(looksLikeTotpCode('123456')).toBe(true);
    expect(looksLikeTotpCode('123 456')).toBe(true);
    expect(looksLikeTotpCode('12345')).toBe(false);
    expect(looksLikeTotpCode('1234567')).toBe(false);
    expect(looksLikeTotpCode('K7QX-2M9P-4TRW')).toBe(false);
  });

  it('puts issuer, account and secret in the otpauth URI', () => {
    const secret = newTotpSecret();
    const uri = otpauthUri(secret, 'maria@wholesale.gr');
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.host).toBe('totp');
    expect(decodeURIComponent(parsed.pathname)).toBe(`/${TOTP_ISSUER}:maria@wholesale.gr`);
    expect(parsed.searchParams.get('issuer')).toBe(TOTP_ISSUER);
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('algorithm')).toBe('SHA1');
    expect(parsed.searchParams.get('digits')).toBe('6');
    expect(parsed.searchParams.get('period')).toBe('30');
    // As an authenticator app reads it.
    const read = URI.parse(uri);
    expect(read).toBeInstanceOf(TOTP);
    expect(read).toMatchObject({ issuer: TOTP_ISSUER, label: 'maria@wholesale.gr' });
    expect((read as TOTP).secret.base32).toBe(secret);
  });

  it('draws the URI as an SVG QR code', async () => {
    const svg = await qrSvg(otpauthUri(newTotpSecret(), 'maria@wholesale.gr'));
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).toContain('</svg>');
  });
});

describe('recovery codes', () => {
  it('makes distinct, readable codes and their hashes', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(hashes).toEqual(codes.map(hashRecoveryCode));
    for (const h of hashes) expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(newRecoveryCodes(3).codes).toHaveLength(3);
  });

  it('hashes a code the same however it is typed', () => {
    const h = hashRecoveryCode('K7QX-2M9P-4TRW');
    expect(hashRecoveryCode('k7qx-2m9p-4trw')).toBe(h);
    expect(hashRecoveryCode('K7QX2M9P4TRW')).toBe(h);
    expect(hashRecoveryCode(' k7qx 2m9p 4trw ')).toBe(h);
    expect(hashRecoveryCode('K7QX-2M9P-4TRX')).not.toBe(h);
  });
});
