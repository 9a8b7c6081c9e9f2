import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import type { StaffTable } from '../db/tables/office.ts';
import { isoIn, nowIso } from '../lib/time.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { normalizeEmail } from './buyers.ts';

export type StaffRow = Selectable<StaffTable>;

/** Runs `work` in the caller's transaction when given one, else in a transaction of its own. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The new member (no password yet: they choose it through the mailed link), or null when the e-mail is taken. */
export async function createStaff(
  db: Kysely<Database>,
  input: { email: string; name: string },
): Promise<StaffRow | null> {
  const now = nowIso();
  const row: StaffRow = {
    id: randomUUID(),
    email: normalizeEmail(input.email),
    name: input.name.trim(),
    password_hash: null,
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
    recovery_codes: '[]',
    disabled_at: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.insertInto('staff').values(row).execute();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

export function findStaffByEmail(db: Kysely<Database>, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/**
 * Addresses that are a buyer's and a staff member's at once: stored before migration 017 made that impossible,
 * left for the team to settle (reported at start and by `staff list`).
 */
export async function emailsOfBuyerAndStaff(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('staff')
    .innerJoin('buyers', 'buyers.email', 'staff.email')
    .select('staff.email')
    .orderBy('staff.email')
    .execute();
  return rows.map((row) => row.email);
}

export function findStaffById(db: Kysely<Database>, id: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every member, disabled ones too, by e-mail. */
export function listStaff(db: Kysely<Database>): Promise<StaffRow[]> {
  return db.selectFrom('staff').selectAll().orderBy('email').execute();
}

/**
 * Disables a member: their sessions are revoked and their unused set-password links stop working, in one
 * transaction. Disabling again keeps the first date. False when the e-mail is unknown.
 */
export async function disableStaff(db: Kysely<Database>, email: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const member = await trx
      .selectFrom('staff')
      .select(['id', 'disabled_at'])
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst();
    if (!member) return false;
    const now = nowIso();
    if (member.disabled_at === null) {
      await trx
        .updateTable('staff')
        .set({ disabled_at: now, updated_at: now })
        .where('id', '=', member.id)
        .where('disabled_at', 'is', null)
        .execute();
    }
    await trx
      .updateTable('staff_sessions')
      .set({ revoked_at: now })
      .where('staff_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('staff_password_tokens')
      .set({ used_at: now })
      .where('staff_id', '=', member.id)
      .where('used_at', 'is', null)
      .execute();
    return true;
  });
}

/**
 * A new single-use set-password token for the mailed link (only its hash is stored); the member's older unused
 * ones stop working. Runs inside the caller's transaction when given one.
 */
export async function createStaffPasswordToken(
  db: Kysely<Database>,
  staffId: string,
  ttlHours = 72,
): Promise<string> {
  const token = newToken();
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('staff_password_tokens')
      .set({ used_at: now })
      .where('staff_id', '=', staffId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('staff_password_tokens')
      .values({
        token_hash: hashToken(token),
        staff_id: staffId,
        created_at: now,
        expires_at: isoIn(ttlHours * 3_600_000),
        used_at: null,
      })
      .execute();
  });
  return token;
}

/**
 * Marks the token used and returns its member, in one conditional UPDATE so two concurrent uses of the
 * same link cannot both succeed. Null when unknown, used or expired.
 */
export async function consumeStaffPasswordToken(db: Kysely<Database>, token: string): Promise<string | null> {
  const now = nowIso();
  const row = await db
    .updateTable('staff_password_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id ?? null;
}

export async function setStaffPassword(
  db: Kysely<Database>,
  staffId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('staff')
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where('id', '=', staffId)
    .execute();
}

/**
 * Keeps a new authenticator's secret (the QR code shown) aside until the member confirms it with a code
 * (confirmPendingTotp); the second factor in force, if any, stays as it is. Starting again replaces the
 * secret set aside.
 */
export async function setPendingTotpSecret(
  db: Kysely<Database>,
  staffId: string,
  secret: string,
): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_pending_secret: secret, updated_at: nowIso() })
    .where('id', '=', staffId)
    .execute();
}

/**
 * The secret set aside becomes the member's second factor, replacing any earlier one, with these (hashed)
 * recovery codes; `step` is the time step of the code that confirmed it (it cannot be used again). Conditional
 * on that secret still being the one set aside: false when it was replaced or confirmed meanwhile.
 */
export async function confirmPendingTotp(
  db: Kysely<Database>,
  staffId: string,
  secret: string,
  step: number,
  recoveryCodeHashes: string[],
): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('staff')
    .set({
      totp_secret: secret,
      totp_pending_secret: null,
      totp_enabled_at: now,
      totp_last_step: step,
      recovery_codes: JSON.stringify(recoveryCodeHashes),
      updated_at: now,
    })
    .where('id', '=', staffId)
    .where('totp_pending_secret', '=', secret)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Switches the member's second factor off: no secret, no recovery codes. */
export async function removeTotp(db: Kysely<Database>, staffId: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      recovery_codes: '[]',
      updated_at: nowIso(),
    })
    .where('id', '=', staffId)
    .execute();
}

function parseCodes(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
}

/**
 * Uses up one recovery code: true once for each code. The list is rewritten only if it is still the one
 * read (a conditional UPDATE on the previous JSON), so two concurrent uses of one code cannot both succeed;
 * when another code was used meanwhile, it reads the list again.
 */
export async function consumeRecoveryCode(
  db: Kysely<Database>,
  staffId: string,
  codeHash: string,
): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const row = await db
      .selectFrom('staff')
      .select('recovery_codes')
      .where('id', '=', staffId)
      .executeTakeFirst();
    if (!row) return false;
    const codes = parseCodes(row.recovery_codes);
    const index = codes.indexOf(codeHash);
    if (index === -1) return false;
    codes.splice(index, 1);
    const result = await db
      .updateTable('staff')
      .set({ recovery_codes: JSON.stringify(codes), updated_at: nowIso() })
      .where('id', '=', staffId)
      .where('recovery_codes', '=', row.recovery_codes)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return true;
  }
  return false;
}

/**
 * Records that the code of time step `step` was used: true only the first time a step at or after every earlier
 * one is used (one conditional update, so two requests racing with the same code cannot both pass).
 */
export async function useTotpStep(db: Kysely<Database>, staffId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
