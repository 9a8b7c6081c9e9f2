import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What @fastify/rate-limit asks of a store: count a hit of a key, answer the count and the window's rest. */
type Done = (error: Error | null, result: { current: number; ttl: number } | null) => void;
interface RouteOptions {
  routeInfo: { method?: string; url?: string };
}

/** Expired counters are deleted every this many hits (a few rows per client, kept small). */
const SWEEP_EVERY = 500;

/**
 * A rate-limit store in the database, for several instances on one PostgreSQL without Redis: every hit is one
 * upsert that starts a new window once the old one is over, so the instances count together. The same
 * statement runs on SQLite (used there only by tests: one instance counts in memory).
 */
export function databaseRateLimitStore(db: Kysely<Database>, prefix: string) {
  let hits = 0;
  const sweep = async (now: number) => {
    await db.deleteFrom('rate_limit_hits').where('resets_at', '<=', now).execute();
  };

  return class DatabaseRateLimitStore {
    readonly key: string;

    constructor(_global?: unknown, key = `${prefix}rate-limit:`) {
      this.key = key;
    }

    incr(key: string, done: Done, timeWindow: number): void {
      const now = Date.now();
      const resetsAt = now + timeWindow;
      const existing = sql.ref('rate_limit_hits.resets_at');
      const over = sql<boolean>`${existing} <= ${now}`;
      db.insertInto('rate_limit_hits')
        .values({ key: this.key + key, hits: 1, resets_at: resetsAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when ${over} then 1 else ${sql.ref('rate_limit_hits.hits')} + 1 end`,
            resets_at: sql`case when ${over} then ${resetsAt} else ${existing} end`,
          }),
        )
        .returning(['hits', 'resets_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => {
            done(null, { current: row.hits, ttl: Math.max(0, Number(row.resets_at) - now) });
            hits += 1;
            if (hits % SWEEP_EVERY === 0) void sweep(now).catch(() => undefined);
          },
          (error: Error) => done(error, null),
        );
    }

    /** The count of a key without counting (`createRateLimit`'s `{ increment: false }`). */
    read(key: string, done: Done): void {
      const now = Date.now();
      db.selectFrom('rate_limit_hits')
        .select(['hits', 'resets_at'])
        .where('key', '=', this.key + key)
        .where('resets_at', '>', now)
        .executeTakeFirst()
        .then(
          (row) =>
            done(
              null,
              row ? { current: row.hits, ttl: Number(row.resets_at) - now } : { current: 0, ttl: 0 },
            ),
          (error: Error) => done(error, null),
        );
    }

    /** A route's own counters; a limiter made with `createRateLimit` (no route) keeps this store's keys. */
    child(route: RouteOptions): DatabaseRateLimitStore {
      const { method, url } = route.routeInfo;
      return new DatabaseRateLimitStore(undefined, method ? `${this.key}${method}${url}:` : this.key);
    }
  };
}
