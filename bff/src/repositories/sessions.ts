import { randomUUID } from 'node:crypto';
import type { Buyer } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashToken, newToken } from '../domain/tokens.ts';
import { isoIn, nowIso } from '../lib/time.ts';

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

/** The buyer of a live (not revoked, not expired) session. */
export async function findSessionBuyer(db: Kysely<Database>, token: string): Promise<Buyer | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('buyers', 'buyers.id', 'sessions.buyer_id')
    .select(['buyers.id', 'buyers.email', 'buyers.business_name'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowIso())
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, businessName: row.business_name } : null;
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
