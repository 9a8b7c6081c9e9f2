import { hash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The name authenticator apps show next to the account. */
export const TOTP_ISSUER = 'Wholesale Shop';

/** RFC 6238 as every authenticator app does it by default: 6 digits, HMAC-SHA1, 30-second steps. */
const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side: a phone clock a little off, a code typed as it changes. */
const TOTP_WINDOW = 1;

/** A fresh shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, accountEmail: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: accountEmail,
    secret: Secret.fromBase32(secret),
    ...TOTP_PARAMS,
  }).toString();
}

/** The URI as an SVG QR code, to show inline on the enrolment page. */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

function compact(code: string): string {
  return code.replace(/\s+/g, '');
}

/** Six digits, spaces allowed (`123 456`): what to check as a TOTP code rather than a recovery code. */
export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(compact(code));
}

/**
 * The time step (`⌊unix seconds / 30⌋`) whose code `code` is, at `now` (ms) or one step before or after; null
 * when it matches none. The caller records it so that a code is accepted once (RFC 6238 §5.2).
 */
export function matchTotpStep(secret: string, code: string, now: number = Date.now()): number | null {
  if (!looksLikeTotpCode(code)) return null;
  try {
    const delta = TOTP.validate({
      token: compact(code),
      secret: Secret.fromBase32(secret),
      ...TOTP_PARAMS,
      timestamp: now,
      window: TOTP_WINDOW,
    });
    return delta === null ? null : Math.floor(now / 1000 / TOTP_PARAMS.period) + delta;
  } catch {
    // A secret that is not base32: nothing can match it.
    return null;
  }
}

/** Is `code` the secret's code at `now` (ms) or one step before or after? */
export function verifyTotp(secret: string, code: string, now: number = Date.now()): boolean {
  return matchTotpStep(secret, code, now) !== null;
}

/** No 0/O, 1/I/L: codes are read off paper and typed in. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_GROUPS = 3;
const RECOVERY_GROUP_LENGTH = 4;

function newRecoveryCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < RECOVERY_GROUPS; g++) {
    let group = '';
    for (let i = 0; i < RECOVERY_GROUP_LENGTH; i++)
      group += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/**
 * One-time recovery codes like `K7QX-2M9P-4TRW` (about 59 random bits each), shown to the member once, and
 * the hashes to store instead of them.
 */
export function newRecoveryCodes(count = 10): { codes: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newRecoveryCode());
  const list = [...codes];
  return { codes: list, hashes: list.map(hashRecoveryCode) };
}

/** SHA-256 hex of the code as typed in any case, with or without its spaces and hyphens. */
export function hashRecoveryCode(code: string): string {
  return hash('sha256', code.toUpperCase().replace(/[\s-]+/g, ''), 'hex');
}
