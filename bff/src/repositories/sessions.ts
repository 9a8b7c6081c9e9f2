import { randomUUID } from 'node:crypto';
import type { Buyer, BuyerApproval } from '@shop/contracts';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sessionChangeMark } from '../db/session-changes.ts';
import { hashToken, newToken } from '../domain/tokens.ts';
import { isoIn, nowIso } from '../lib/time.ts';
import { SessionCache } from './session-cache.ts';

/** Starts a session; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Kysely<Database>,
  buyerId: string,
  ttlHours: number,
): Promise<string> {
  const token = newToken();
  const now = nowIso();
  // The buyer's dead sessions go as a new one starts, so the table does not grow forever.
  await db
    .deleteFrom('sessions')
    .where('buyer_id', '=', buyerId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .execute();
  await db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      token_hash: hashToken(token),
      buyer_id: buyerId,
      created_at: now,
      expires_at: isoIn(ttlHours * 3600_000),
      revoked_at: null,
    })
    .execute();
  return token;
}

const TOKEN_SLOT = '\u0000token-hash';
const NOW_SLOT = '\u0000now';

function sessionBuyerQueryOf(db: Kysely<Database>) {
  return db
    .selectFrom('sessions')
    .innerJoin('buyers', 'buyers.id', 'sessions.buyer_id')
    .select(['buyers.id', 'buyers.email', 'buyers.business_name', 'buyers.approval', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', TOKEN_SLOT)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', NOW_SLOT);
}
type SessionBuyerRow = Awaited<ReturnType<ReturnType<typeof sessionBuyerQueryOf>['executeTakeFirstOrThrow']>>;

/**
 * The session lookup runs on every API request of a logged-in buyer, always the same query with two
 * values: it is built and compiled once per database (Kysely would rebuild and recompile it each time,
 * about two thirds of the lookup's cost under load) and run with the request's values in their slots.
 */
const sessionBuyerQueries = new WeakMap<
  Kysely<Database>,
  { query: CompiledQuery<SessionBuyerRow>; token: number; now: number }
>();

function compiledSessionBuyerQuery(db: Kysely<Database>) {
  let compiled = sessionBuyerQueries.get(db);
  if (!compiled) {
    const query = sessionBuyerQueryOf(db).compile();
    const token = query.parameters.indexOf(TOKEN_SLOT);
    const now = query.parameters.indexOf(NOW_SLOT);
    if (token === -1 || now === -1 || query.parameters.length !== 2) {
      throw new Error('session lookup: unexpected compiled parameters');
    }
    compiled = { query, token, now };
    sessionBuyerQueries.set(db, compiled);
  }
  return compiled;
}

const sessionCaches = new WeakMap<Kysely<Database>, SessionCache | null>();

function sessionCacheOf(db: Kysely<Database>): SessionCache | null {
  let cache = sessionCaches.get(db);
  if (cache === undefined) {
    const mark = sessionChangeMark(db);
    cache = mark ? new SessionCache(mark) : null;
    sessionCaches.set(db, cache);
  }
  return cache;
}

/**
 * The buyer of a live (not revoked, not expired) session. A live session is remembered until anything about
 * sessions changes (session-cache.ts, session-changes.ts): the lookup was the whole difference between a
 * buyer's and a visitor's catalogue request under load. The token is hashed only when the database is asked.
 */
export async function findSessionBuyer(db: Kysely<Database>, token: string): Promise<Buyer | null> {
  const cache = sessionCacheOf(db);
  let markBefore = '';
  if (cache) {
    const read = cache.mark();
    // SQLite's mark is a string at once: no promise for a cached session there.
    markBefore = typeof read === 'string' ? read : await read;
    const cached = cache.find(token, Date.now(), markBefore);
    if (cached) return cached;
  }
  const tokenHash = hashToken(token);
  const now = nowIso();

  const compiled = compiledSessionBuyerQuery(db);
  const parameters: unknown[] = [];
  parameters[compiled.token] = tokenHash;
  parameters[compiled.now] = now;
  const { rows } = await db.executeQuery(
    CompiledQuery.raw(compiled.query.sql, parameters) as CompiledQuery<SessionBuyerRow>,
  );
  const row = rows[0];
  if (!row) return null;
  const buyer: Buyer = {
    id: row.id,
    email: row.email,
    businessName: row.business_name,
    approval: row.approval as BuyerApproval,
  };
  cache?.remember(token, { buyer, expiresAt: row.expires_at }, markBefore);
  return buyer;
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** After a password reset every device has to log in again. */
export async function revokeAllSessions(db: Kysely<Database>, buyerId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('buyer_id', '=', buyerId)
    .where('revoked_at', 'is', null)
    .execute();
}
