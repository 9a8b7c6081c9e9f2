import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoIn, nowIso } from '../lib/time.ts';
import { hashToken, newToken } from '../lib/tokens.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A new single-use reset token for the e-mailed link; older unused ones stop working. */
export async function createPasswordReset(db: Kysely<Database>, buyerId: string): Promise<string> {
  const token = newToken();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('buyer_id', '=', buyerId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        token_hash: hashToken(token),
        buyer_id: buyerId,
        created_at: now,
        expires_at: isoIn(RESET_TOKEN_TTL_MS),
        used_at: null,
      })
      .execute();
  });
  return token;
}

/**
 * Marks the token used and returns its buyer, in one conditional UPDATE so two concurrent
 * resets with the same link cannot both succeed. Null when unknown, used or expired.
 */
export async function consumePasswordReset(db: Kysely<Database>, token: string): Promise<string | null> {
  const now = nowIso();
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('buyer_id')
    .executeTakeFirst();
  return row?.buyer_id ?? null;
}
