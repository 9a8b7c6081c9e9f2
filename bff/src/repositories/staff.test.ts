import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/index.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../domain/staff/second-factor.ts';
import { isoIn, nowIso } from '../lib/time.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import {
  confirmPendingTotp,
  consumeRecoveryCode,
  consumeStaffPasswordToken,
  createStaff,
  createStaffPasswordToken,
  disableStaff,
  findStaffByEmail,
  findStaffById,
  listStaff,
  removeTotp,
  setPendingTotpSecret,
  setStaffPassword,
} from './staff.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A member with a unique address, for tests that change them. */
async function newMember(name = 'Maria Papadopoulou') {
  const member = await createStaff(app.db, { email: `member-${randomUUID()}@wholesale.gr`, name });
  if (!member) throw new Error('member not created');
  return member;
}

async function openSession(staffId: string) {
  const now = nowIso();
  const id = randomUUID();
  await app.db
    .insertInto('staff_sessions')
    .values({
      id,
      token_hash: hashToken(newToken()),
      staff_id: staffId,
      verified: 1,
      created_at: now,
      last_seen_at: now,
      expires_at: isoIn(8 * 3_600_000),
      revoked_at: null,
    })
    .execute();
  return id;
}

/** A second factor in force with these recovery codes (as a confirmed set-up leaves it). */
async function enableTestTotp(staffId: string, hashes: string[]) {
  await setPendingTotpSecret(app.db, staffId, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  await confirmPendingTotp(app.db, staffId, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 1, hashes);
}

const storedCodes = async (staffId: string) =>
  JSON.parse((await findStaffById(app.db, staffId))?.recovery_codes ?? 'null') as string[];

describe('staff accounts', () => {
  it('creates a member lower-cased and trimmed, without password or second factor', async () => {
    const member = await createStaff(app.db, { email: '  Eleni.K@Wholesale.GR ', name: ' Eleni K ' });
    expect(member).toMatchObject({
      email: 'eleni.k@wholesale.gr',
      name: 'Eleni K',
      password_hash: null,
      totp_secret: null,
      totp_enabled_at: null,
      recovery_codes: '[]',
      disabled_at: null,
    });
    expect(await findStaffById(app.db, member?.id ?? '')).toEqual(member);
  });

  it('refuses an e-mail that is taken, in any case', async () => {
    await createStaff(app.db, { email: 'nikos@wholesale.gr', name: 'Nikos' });
    expect(await createStaff(app.db, { email: 'NIKOS@wholesale.gr ', name: 'Another Nikos' })).toBeNull();
  });

  it('finds a member by e-mail in any case, and by id', async () => {
    const member = await createStaff(app.db, { email: 'sofia@wholesale.gr', name: 'Sofia' });
    expect((await findStaffByEmail(app.db, ' SOFIA@Wholesale.gr'))?.id).toBe(member?.id);
    expect(await findStaffByEmail(app.db, 'nobody@wholesale.gr')).toBeUndefined();
    expect(await findStaffById(app.db, randomUUID())).toBeUndefined();
  });

  it('lists members by e-mail', async () => {
    await createStaff(app.db, { email: 'zoe@wholesale.gr', name: 'Zoe' });
    await createStaff(app.db, { email: 'alex@wholesale.gr', name: 'Alex' });
    const emails = (await listStaff(app.db)).map((m) => m.email);
    expect(emails).toContain('alex@wholesale.gr');
    expect(emails).toContain('zoe@wholesale.gr');
    expect(emails).toEqual([...emails].sort());
  });

  it('sets the password hash', async () => {
    const member = await newMember();
    await setStaffPassword(app.db, member.id, '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA');
    expect((await findStaffById(app.db, member.id))?.password_hash).toBe(
      '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    );
  });
});

describe('set-password tokens', () => {
  it('stores only the hash and gives the member once', async () => {
    const member = await newMember();
    const token = await createStaffPasswordToken(app.db, member.id);
    const stored = await app.db
      .selectFrom('staff_password_tokens')
      .selectAll()
      .where('staff_id', '=', member.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // 72 hours by default.
    const ttl = Date.parse(stored[0]?.expires_at ?? '') - Date.parse(stored[0]?.created_at ?? '');
    expect(Math.abs(ttl - 72 * 3_600_000)).toBeLessThan(5_000);

    expect(await consumeStaffPasswordToken(app.db, token)).toBe(member.id);
    expect(await consumeStaffPasswordToken(app.db, token)).toBeNull();
  });

  it('gives nothing for an unknown or expired token', async () => {
    const member = await newMember();
    expect(await consumeStaffPasswordToken(app.db, newToken())).toBeNull();
    const expired = await createStaffPasswordToken(app.db, member.id, -1);
    expect(await consumeStaffPasswordToken(app.db, expired)).toBeNull();
  });

  it('lets a newer link replace an older unused one', async () => {
    const member = await newMember();
    const older = await createStaffPasswordToken(app.db, member.id);
    const newer = await createStaffPasswordToken(app.db, member.id);
    expect(await consumeStaffPasswordToken(app.db, older)).toBeNull();
    expect(await consumeStaffPasswordToken(app.db, newer)).toBe(member.id);
  });

  it('gives the member to only one of two concurrent uses of a link', async () => {
    const member = await newMember();
    const token = await createStaffPasswordToken(app.db, member.id);
    const results = await Promise.all([1, 2, 3].map(() => consumeStaffPasswordToken(app.db, token)));
    expect(results.filter((r) => r === member.id)).toHaveLength(1);
  });
});

describe('disabling a member', () => {
  it('sets disabled_at, revokes their sessions only, and ends their unused links', async () => {
    const member = await newMember();
    const other = await newMember();
    const sessions = [await openSession(member.id), await openSession(member.id)];
    const othersSession = await openSession(other.id);
    const link = await createStaffPasswordToken(app.db, member.id);

    expect(await disableStaff(app.db, member.email.toUpperCase())).toBe(true);

    const after = await findStaffById(app.db, member.id);
    expect(after?.disabled_at).toEqual(expect.any(String));
    const revoked = await app.db
      .selectFrom('staff_sessions')
      .select(['id', 'revoked_at'])
      .where('id', 'in', [...sessions, othersSession])
      .execute();
    for (const row of revoked) {
      if (row.id === othersSession) expect(row.revoked_at).toBeNull();
      else expect(row.revoked_at).toEqual(expect.any(String));
    }
    expect(await consumeStaffPasswordToken(app.db, link)).toBeNull();
    expect((await findStaffById(app.db, other.id))?.disabled_at).toBeNull();

    // Again: still true, the first date kept.
    expect(await disableStaff(app.db, member.email)).toBe(true);
    expect((await findStaffById(app.db, member.id))?.disabled_at).toBe(after?.disabled_at);
  });

  it('is false for an unknown e-mail', async () => {
    expect(await disableStaff(app.db, 'nobody@wholesale.gr')).toBe(false);
  });
});

describe('second factor', () => {
  it('sets a new secret aside, and trusts it only once confirmed, the one in force kept till then', async () => {
    const member = await newMember();
    await setPendingTotpSecret(app.db, member.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(await findStaffById(app.db, member.id)).toMatchObject({
      totp_secret: null,
      totp_pending_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      totp_enabled_at: null,
      recovery_codes: '[]',
    });

    const { hashes } = newRecoveryCodes();
    expect(await confirmPendingTotp(app.db, member.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 7, hashes)).toBe(
      true,
    );
    const enabled = await findStaffById(app.db, member.id);
    expect(enabled).toMatchObject({
      totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      totp_pending_secret: null,
      totp_last_step: 7,
    });
    expect(enabled?.totp_enabled_at).toEqual(expect.any(String));
    expect(await storedCodes(member.id)).toEqual(hashes);

    // A new authenticator: set aside, the old secret and its codes in force until it is confirmed.
    await setPendingTotpSecret(app.db, member.id, 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU');
    expect(await findStaffById(app.db, member.id)).toMatchObject({
      totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      totp_pending_secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
      totp_enabled_at: enabled?.totp_enabled_at,
    });
    expect(await storedCodes(member.id)).toEqual(hashes);
    // Confirming a secret that is no longer the one set aside changes nothing.
    expect(await confirmPendingTotp(app.db, member.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 9, [])).toBe(
      false,
    );

    await removeTotp(app.db, member.id);
    expect(await findStaffById(app.db, member.id)).toMatchObject({
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      recovery_codes: '[]',
    });
  });

  it('uses each recovery code once, removing only that one', async () => {
    const member = await newMember();
    const { codes, hashes } = newRecoveryCodes(3);
    await enableTestTotp(member.id, hashes);
    const [first, second] = codes as [string, string, string];

    expect(await consumeRecoveryCode(app.db, member.id, hashRecoveryCode(first.toLowerCase()))).toBe(true);
    expect(await storedCodes(member.id)).toEqual(hashes.slice(1));
    expect(await consumeRecoveryCode(app.db, member.id, hashRecoveryCode(first))).toBe(false);
    expect(await consumeRecoveryCode(app.db, member.id, hashRecoveryCode('AAAA-BBBB-CCCC'))).toBe(false);
    expect(await consumeRecoveryCode(app.db, randomUUID(), hashRecoveryCode(second))).toBe(false);
    expect(await consumeRecoveryCode(app.db, member.id, hashRecoveryCode(second))).toBe(true);
    expect(await storedCodes(member.id)).toEqual(hashes.slice(2));
  });

  it('lets only one of several concurrent uses of one code succeed', async () => {
    const member = await newMember();
    const { codes, hashes } = newRecoveryCodes(4);
    await enableTestTotp(member.id, hashes);
    const code = hashRecoveryCode(codes[0] ?? '');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => consumeRecoveryCode(app.db, member.id, code)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await storedCodes(member.id)).toEqual(hashes.slice(1));
  });

  it('uses different codes at the same time without losing either removal', async () => {
    const member = await newMember();
    const { hashes } = newRecoveryCodes(6);
    await enableTestTotp(member.id, hashes);
    const results = await Promise.all(
      hashes.slice(0, 4).map((h) => consumeRecoveryCode(app.db, member.id, h)),
    );
    expect(results).toEqual([true, true, true, true]);
    expect(await storedCodes(member.id)).toEqual(hashes.slice(4));
  });
});
