import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type ChangeMark, sessionChangeMark } from '../db/session-changes.ts';

/** Live sessions remembered at most (the oldest goes first). */
export const SESSION_CACHE_MAX = 10_000;

export interface Entry<T> {
  /** What the session shows: its buyer, or its staff member. */
  value: T;
  /** ISO timestamp, as the sessions tables hold it. */
  expiresAt: string;
}

interface Kept<T> {
  value: T;
  /** `expiresAt` in epoch milliseconds: a cached session is checked against `Date.now()`, no date text made. */
  expiresAtMs: number;
}

/**
 * Live sessions found by the lookup (a buyer's, or a staff member's), by token, valid only while the change mark
 * stays where it was when they were read: any write to a live session or to what it shows (a buyer's name,
 * e-mail or approval; a staff member's name, e-mail, authenticator or disabling), by this process or another,
 * empties it before the next request is answered. So a session ends at once however it ends (logout,
 * password reset, expiry, a revocation by hand or by another process or instance), as without a cache.
 * Unknown and dead tokens are never kept: they cost a lookup each, as before.
 *
 * Kept by the cookie's token itself, not its hash: this process holds every request's token anyway, and a
 * remembered session then costs no SHA-256 per request. Only the database keeps hashes, so that a leaked
 * table cannot be replayed.
 */
export class SessionCache<T> {
  readonly #mark: ChangeMark;
  readonly #max: number;
  readonly #entries = new Map<string, Kept<T>>();
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
   * What a live cached session shows (`nowMs`: `Date.now()`) as of `mark`, read after the request arrived;
   * undefined when the database has to be asked.
   */
  find(token: string, nowMs: number, mark: string): T | undefined {
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
    return entry.value;
  }

  /** Keeps a live session read after `markBefore` — unless anything changed since, while it was read. */
  remember(token: string, entry: Entry<T>, markBefore: string): void {
    if (markBefore !== this.#seen) return;
    // A synchronous mark also moves with this process's own writes at once: one made while this was read counts.
    if (this.#mark.synchronous && this.#mark() !== markBefore) return;
    if (this.#entries.size >= this.#max && !this.#entries.has(token)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(token, { value: entry.value, expiresAtMs: Date.parse(entry.expiresAt) });
  }

  /**
   * The live session of `token` as of now: remembered, or read by `read` (null: no live session) and then
   * remembered. `usable` can send a remembered session back to the database (a staff session due for its
   * idle expiry to be moved on).
   */
  async lookUp(
    token: string,
    read: () => Promise<Entry<T> | null>,
    usable?: (value: T, nowMs: number) => boolean,
  ): Promise<T | null> {
    const mark = this.mark();
    // SQLite's mark is a string at once: no promise for a cached session there.
    const markBefore = typeof mark === 'string' ? mark : await mark;
    const nowMs = Date.now();
    const cached = this.find(token, nowMs, markBefore);
    if (cached !== undefined && (!usable || usable(cached, nowMs))) return cached;
    const entry = await read();
    if (!entry) return null;
    this.remember(token, entry, markBefore);
    return entry.value;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * A lookup of live sessions of `T` through one cache per database, kept for the database's life: remembered
 * sessions answered at once, the others read by `read` (SessionCache.lookUp). Where the database has no change
 * mark (a SQLite instance not made by connectDatabase) every lookup reads. Use it once the migrations have run
 * (sessionChangeMark).
 */
export function cachedSessionLookup<T>(): (
  db: Kysely<Database>,
  token: string,
  read: () => Promise<Entry<T> | null>,
  usable?: (value: T, nowMs: number) => boolean,
) => Promise<T | null> {
  const caches = new WeakMap<Kysely<Database>, SessionCache<T> | null>();
  return (db, token, read, usable) => {
    let cache = caches.get(db);
    if (cache === undefined) {
      const mark = sessionChangeMark(db);
      cache = mark ? new SessionCache<T>(mark) : null;
      caches.set(db, cache);
    }
    return cache ? cache.lookUp(token, read, usable) : read().then((entry) => entry?.value ?? null);
  };
}
