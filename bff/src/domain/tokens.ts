import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and password-reset links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
