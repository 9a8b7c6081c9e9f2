import type { TotpEnrolment } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiHttpError, invalidFields } from '../../lib/api-error.ts';
import { enqueueMails } from '../../repositories/mail-outbox.ts';
import {
  confirmPendingTotp,
  consumeRecoveryCode,
  findStaffById,
  removeTotp,
  type StaffRow,
  setPendingTotpSecret,
  useTotpStep,
} from '../../repositories/staff.ts';
import { appendAudit } from '../office/audit.ts';
import { type SecondFactorChange, secondFactorChangedMail } from '../office/mails.ts';
import {
  hashRecoveryCode,
  looksLikeTotpCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrSvg,
} from './second-factor.ts';

/**
 * A member's authenticator set up, replaced or removed. The one in force stays in force until a new one is
 * confirmed with a code made from it; replacing or removing it asks for a code of it (or a recovery code)
 * even in a session that gave one at login, since a session left open is not the member. Each change is
 * audited and mailed to the member in its transaction.
 */

export function invalidSecondFactor(): ApiHttpError {
  return new ApiHttpError(400, 'invalid_second_factor', 'This code is not valid. Try the current one.');
}

async function memberOf(db: Kysely<Database>, staffId: string): Promise<StaffRow> {
  const member = await findStaffById(db, staffId);
  if (!member) throw new ApiHttpError(401, 'unauthenticated', 'Please log in to continue.');
  return member;
}

/**
 * Whether `code` is the member's: a code of the authenticator in force (each time step once, RFC 6238 §5.2)
 * or one of their recovery codes (used up).
 */
export async function isCurrentSecondFactor(
  db: Kysely<Database>,
  member: StaffRow,
  code: string,
): Promise<boolean> {
  if (!member.totp_enabled_at || !member.totp_secret) return false;
  if (looksLikeTotpCode(code)) {
    const step = matchTotpStep(member.totp_secret, code);
    return step !== null && (await useTotpStep(db, member.id, step));
  }
  return consumeRecoveryCode(db, member.id, hashRecoveryCode(code));
}

/** Asks for a code of the second factor in force before it is replaced or removed. */
async function requireCurrentCode(db: Kysely<Database>, member: StaffRow, code: string | undefined) {
  if (code === undefined) throw invalidFields({ currentCode: 'required' });
  if (!(await isCurrentSecondFactor(db, member, code))) throw invalidSecondFactor();
}

/** A new secret set aside for the member's authenticator app (QR code and key); nothing in force changes. */
export async function startAuthenticator(
  db: Kysely<Database>,
  staffId: string,
  currentCode: string | undefined,
): Promise<TotpEnrolment> {
  const member = await memberOf(db, staffId);
  if (member.totp_enabled_at) await requireCurrentCode(db, member, currentCode);
  const secret = newTotpSecret();
  await setPendingTotpSecret(db, member.id, secret);
  const uri = otpauthUri(secret, member.email);
  return { secret, otpauthUri: uri, qrSvg: await qrSvg(uri) };
}

async function recordChange(trx: Kysely<Database>, member: StaffRow, change: SecondFactorChange) {
  await appendAudit(trx, { id: member.id, name: member.name }, `second_factor_${change}`, {
    kind: 'staff',
    ref: member.email,
  });
  await enqueueMails(trx, `second factor ${change}`, [secondFactorChangedMail(member, change, new Date())]);
}

/**
 * The secret set aside becomes the member's second factor once `code` is made from it: the recovery codes,
 * shown once. Answers 409 when no set-up was started (or another confirmed or restarted it meanwhile).
 */
export async function confirmAuthenticator(
  db: Kysely<Database>,
  staffId: string,
  code: string,
): Promise<string[]> {
  const member = await memberOf(db, staffId);
  const secret = member.totp_pending_secret;
  if (!secret) {
    throw new ApiHttpError(409, 'conflict', 'Start the set-up first: POST /api/office/me/second-factor.');
  }
  const step = matchTotpStep(secret, code);
  if (step === null) {
    throw new ApiHttpError(
      400,
      'invalid_second_factor',
      'This code does not match; check the time on your phone and try the current one.',
    );
  }
  const { codes, hashes } = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    if (!(await confirmPendingTotp(trx, member.id, secret, step, hashes))) {
      throw new ApiHttpError(
        409,
        'conflict',
        'The set-up was started again meanwhile; use the newest QR code.',
      );
    }
    await recordChange(trx, member, member.totp_enabled_at ? 'replaced' : 'enrolled');
  });
  return codes;
}

/** Switches the member's second factor off with a code of it; refused where the shop requires one. */
export async function removeAuthenticator(
  db: Kysely<Database>,
  staffId: string,
  code: string,
  requirement: 'required' | 'optional',
): Promise<void> {
  const member = await memberOf(db, staffId);
  if (!member.totp_enabled_at) {
    throw new ApiHttpError(409, 'conflict', 'No authenticator is set up for this account.');
  }
  if (requirement === 'required') {
    throw new ApiHttpError(
      409,
      'second_factor_required',
      'This shop requires a second factor: set up a new authenticator instead of removing it.',
    );
  }
  await requireCurrentCode(db, member, code);
  await db.transaction().execute(async (trx) => {
    await removeTotp(trx, member.id);
    await recordChange(trx, member, 'removed');
  });
}
