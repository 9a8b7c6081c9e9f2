import type { Buyer } from '@shop/contracts';
import type { ChangeMark } from '../db/session-changes.ts';

/** Live sessions remembered at most (the oldest goes first). */
export const SESSION_CACHE_MAX = 10_000;

interface Entry {
  buyer: Buyer;
  /** ISO timestamp, as the sessions table holds it. */
  expiresAt: string;
}

interface Kept {
  buyer: Buyer;
  /** `expiresAt` in epoch milliseconds: a cached session is checked against `Date.now()`, no date text made. */
  expiresAtMs: number;
}

/**
 * Live sessions found by the lookup, by token, valid only while the change mark stays where it was
 * when they were read: any write to `sessions` or to a buyer's name or e-mail, by this process or another,
 * empties it before the next request is answered. So a session ends at once however it ends (logout,
 * password reset, expiry, a revocation by hand or by another process), as without a cache. Unknown and
 * dead tokens are never kept: they cost a lookup each, as before.
 *
 * Kept by the cookie's token itself, not its hash: this process holds every request's token anyway, and a
 * remembered session then costs no SHA-256 per request. Only the database keeps hashes, so that a leaked
 * table cannot be replayed.
 */
export class SessionCache {
  readonly #mark: ChangeMark;
  readonly #max: number;
  readonly #entries = new Map<string, Kept>();
  #seen: string;

  constructor(mark: ChangeMark, max = SESSION_CACHE_MAX) {
    this.#mark = mark;
    this.#max = max;
    this.#seen = mark();
  }

  /** Where the change mark is now; hand it back to `remember` with what was read after it. */
  mark(): string {
    return this.#mark();
  }

  /** The buyer of a live cached session (`nowMs`: `Date.now()`); undefined when the database has to be asked. */
  find(token: string, nowMs: number): Buyer | undefined {
    const mark = this.#mark();
    if (mark !== this.#seen) {
      this.#entries.clear();
      this.#seen = mark;
      return undefined;
    }
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.buyer;
  }

  /** Keeps a live session read after `markBefore` — unless anything changed since, while it was read. */
  remember(token: string, entry: Entry, markBefore: string): void {
    if (this.#mark() !== markBefore) return;
    if (this.#entries.size >= this.#max && !this.#entries.has(token)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(token, { buyer: entry.buyer, expiresAtMs: Date.parse(entry.expiresAt) });
  }

  get size(): number {
    return this.#entries.size;
  }
}
