import type { Buyer } from '@shop/contracts';
import type { ChangeMark } from '../db/session-changes.ts';

/** Live sessions remembered at most (the oldest goes first). */
export const SESSION_CACHE_MAX = 10_000;

interface Entry {
  buyer: Buyer;
  /** ISO timestamp, compared as text like the lookup does. */
  expiresAt: string;
}

/**
 * Live sessions found by the lookup, by token hash, valid only while the change mark stays where it was
 * when they were read: any write to `sessions` or to a buyer's name or e-mail, by this process or another,
 * empties it before the next request is answered. So a session ends at once however it ends (logout,
 * password reset, expiry, a revocation by hand or by another process), as without a cache. Unknown and
 * dead tokens are never kept: they cost a lookup each, as before.
 */
export class SessionCache {
  readonly #mark: ChangeMark;
  readonly #max: number;
  readonly #entries = new Map<string, Entry>();
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

  /** The buyer of a live cached session; undefined when the database has to be asked. */
  find(tokenHash: string, now: string): Buyer | undefined {
    const mark = this.#mark();
    if (mark !== this.#seen) {
      this.#entries.clear();
      this.#seen = mark;
      return undefined;
    }
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.buyer;
  }

  /** Keeps a live session read after `markBefore` — unless anything changed since, while it was read. */
  remember(tokenHash: string, entry: Entry, markBefore: string): void {
    if (this.#mark() !== markBefore) return;
    if (this.#entries.size >= this.#max && !this.#entries.has(tokenHash)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, entry);
  }

  get size(): number {
    return this.#entries.size;
  }
}
