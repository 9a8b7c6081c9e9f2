import { randomUUID } from 'node:crypto';
import type { Buyer, BuyerApproval } from '@shop/contracts';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Database } from '../db/schema.ts';
import { isoIn, nowIso } from '../lib/time.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { cachedSessionLookup } from './session-cache.ts';

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

/** The buyer of a live session: one join, compiled once per database (compiledOnce). */
const sessionBuyerQuery = compiledOnce(['tokenHash', 'now'], (db, slot) =>
  db
    .selectFrom('sessions')
    .innerJoin('buyers', 'buyers.id', 'sessions.buyer_id')
    .select(['buyers.id', 'buyers.email', 'buyers.business_name', 'buyers.approval', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', slot.tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', slot.now),
);

const lookUpSession = cachedSessionLookup<Buyer>();

/**
 * The buyer of a live (not revoked, not expired) session. A live session is remembered until anything about
 * sessions changes (session-cache.ts, session-changes.ts): the lookup was the whole difference between a
 * buyer's and a visitor's catalogue request under load. The token is hashed only when the database is asked.
 */
export function findSessionBuyer(db: Kysely<Database>, token: string): Promise<Buyer | null> {
  const read = async () => {
    const { rows } = await db.executeQuery(
      sessionBuyerQuery(db, { tokenHash: hashToken(token), now: nowIso() }),
    );
    const row = rows[0];
    if (!row) return null;
    const buyer: Buyer = {
      id: row.id,
      email: row.email,
      businessName: row.business_name,
      approval: row.approval as BuyerApproval,
    };
    return { value: buyer, expiresAt: row.expires_at };
  };
  return lookUpSession(db, token, read);
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** After a password reset (or a rejected account) every device has to log in again. */
export async function revokeAllSessions(db: Kysely<Database>, buyerId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('buyer_id', '=', buyerId)
    .where('revoked_at', 'is', null)
    .execute();
}
