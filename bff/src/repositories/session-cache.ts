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
 * when they were read: any write to `sessions` or to a buyer's name, e-mail or approval, by this process or
 * another, empties it before the next request is answered. So a session ends at once however it ends (logout,
 * password reset, expiry, a revocation by hand or by another process or instance), as without a cache.
 * Unknown and dead tokens are never kept: they cost a lookup each, as before.
 *
 * Kept by the cookie's token itself, not its hash: this process holds every request's token anyway, and a
 * remembered session then costs no SHA-256 per request. Only the database keeps hashes, so that a leaked
 * table cannot be replayed.
 */
export class SessionCache {
  readonly #mark: ChangeMark;
  readonly #max: number;
  readonly #entries = new Map<string, Kept>();
  /** The mark the entries were read under; undefined until the first one is seen. */
  #seen: string | undefined;

  constructor(mark: ChangeMark, max = SESSION_CACHE_MAX) {
    this.#mark = mark;
    this.#max = max;
  }

  /** Where the change mark is now (a promise on PostgreSQL); hand it to `find`, then to `remember`. */
  mark(): string | Promise<string> {
    return this.#mark();
  }

  /**
   * The buyer of a live cached session (`nowMs`: `Date.now()`) as of `mark`, read after the request arrived;
   * undefined when the database has to be asked.
   */
  find(token: string, nowMs: number, mark: string): Buyer | undefined {
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
    if (markBefore !== this.#seen) return;
    // A synchronous mark also moves with this process's own writes at once: one made while this was read counts.
    if (this.#mark.synchronous && this.#mark() !== markBefore) return;
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
