import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and password-reset links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of a token: a leaked table cannot be replayed. One-shot `hash` (no Hash
 * object per call): it runs on every API request of a logged-in buyer.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
