import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../lib/time.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { cachedSessionLookup } from './session-cache.ts';

/**
 * Staff sessions share the buyer's cookie; their tokens start with this prefix, so one lookup serves each
 * kind and a buyer's request never asks the staff table.
 */
export const STAFF_TOKEN_PREFIX = 's.';

export function isStaffToken(token: string): boolean {
  return token.startsWith(STAFF_TOKEN_PREFIX);
}

/** A live staff session: the member, and whether the second factor was given. */
export interface StaffSession {
  sessionId: string;
  staffId: string;
  email: string;
  name: string;
  verified: boolean;
  totpEnabled: boolean;
  lastSeenAt: string;
}

/** How often a working session's idle expiry is pushed on (not a write per request). */
const TOUCH_EVERY_MS = 60_000;

export async function createStaffSession(
  db: Kysely<Database>,
  staffId: string,
  verified: boolean,
  idleHours: number,
): Promise<string> {
  const token = STAFF_TOKEN_PREFIX + newToken();
  const now = new Date();
  await db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('revoked_at', 'is not', null)]))
    .execute();
  await db
    .insertInto('staff_sessions')
    .values({
      id: randomUUID(),
      token_hash: hashToken(token),
      staff_id: staffId,
      verified: verified ? 1 : 0,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + idleHours * 3600_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The member of a live staff session: one join, compiled once per database (compiledOnce). */
const staffSessionQuery = compiledOnce(['tokenHash', 'now'], (db, slot) =>
  db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.id as session_id',
      'staff_sessions.verified',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
      'staff.id',
      'staff.email',
      'staff.name',
      'staff.totp_enabled_at',
    ])
    .where('staff_sessions.token_hash', '=', slot.tokenHash)
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', slot.now)
    .where('staff.disabled_at', 'is', null),
);

const lookUpStaffSession = cachedSessionLookup<StaffSession>();

/** A remembered session seen within the last minute: its expiry need not move yet. */
const seenLately = (session: StaffSession, nowMs: number) =>
  nowMs - Date.parse(session.lastSeenAt) <= TOUCH_EVERY_MS;

/**
 * The member of a live session (not revoked, not idle past its expiry, member not disabled). A session in
 * use has its expiry moved to `idleHours` after now, at most once a minute. Live sessions are remembered as
 * buyers' are (session-cache.ts): until anything about a live staff session or its member changes, and for a
 * minute at most, so that the expiry still moves.
 */
export function findStaffSession(
  db: Kysely<Database>,
  token: string,
  idleHours: number,
): Promise<StaffSession | null> {
  const read = async () => {
    const now = new Date();
    const { rows } = await db.executeQuery(
      staffSessionQuery(db, { tokenHash: hashToken(token), now: now.toISOString() }),
    );
    const row = rows[0];
    if (!row) return null;
    const session: StaffSession = {
      sessionId: row.session_id,
      staffId: row.id,
      email: row.email,
      name: row.name,
      verified: row.verified === 1,
      totpEnabled: row.totp_enabled_at !== null,
      lastSeenAt: row.last_seen_at,
    };
    if (!seenLately(session, now.getTime())) {
      const expiresAt = new Date(now.getTime() + idleHours * 3600_000).toISOString();
      session.lastSeenAt = now.toISOString();
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: session.lastSeenAt, expires_at: expiresAt })
        .where('id', '=', row.session_id)
        .execute();
      return { value: session, expiresAt };
    }
    return { value: session, expiresAt: row.expires_at };
  };
  return lookUpStaffSession(db, token, read, seenLately);
}

export async function revokeStaffSession(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: nowIso() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * A new token for the member's session once their second factor is given: the token in use until then (which a
 * page or a person may have seen before the login was complete) stops working in the same transaction.
 */
export async function rotateStaffSession(
  db: Kysely<Database>,
  oldToken: string,
  staffId: string,
  idleHours: number,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await revokeStaffSession(trx, oldToken);
    return createStaffSession(trx, staffId, true, idleHours);
  });
}
