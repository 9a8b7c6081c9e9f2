import type { RecoveryCodes, Staff, TotpEnrolment } from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  caller,
  createTestStaff,
  loginStaff,
  registerBuyer,
  SHOP_REQUEST,
  STAFF_PASSWORD,
  staffSession,
  totpCode,
} from '../../../../test/index.ts';
import { readMails } from '../../../../test/outbox.ts';
import { SESSION_COOKIE } from '../../../plugins/auth.ts';
import { createStaff, createStaffPasswordToken, disableStaff } from '../../../repositories/staff.ts';

/**
 * The shop team's side of `/api/auth`: staff log in on the buyers' form and get a browser-session cookie
 * that ends after 8 idle hours; members with an authenticator (or all of them, with STAFF_2FA=required) give
 * a TOTP or recovery code before the office opens; a mailed link sets a member's password.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

type Cookies = Record<string, string>;

const post = (target: FastifyInstance, url: string, payload?: object, cookies?: Cookies) =>
  target.inject({
    method: 'POST',
    url,
    headers: SHOP_REQUEST,
    ...(payload === undefined ? {} : { payload }),
    ...(cookies ? { cookies } : {}),
  });
const get = (target: FastifyInstance, url: string, cookies?: Cookies) =>
  target.inject({ url, ...(cookies ? { cookies } : {}) });
const login = (target: FastifyInstance, email: string, password = STAFF_PASSWORD, cookies?: Cookies) =>
  post(target, '/api/auth/login', { email, password }, cookies);
const cookieOf = (response: LightMyRequestResponse): Cookies => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error('no session cookie');
  return { [SESSION_COOKIE]: cookie.value };
};
const errorOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  code: response.json().error?.code,
});

/** The code an authenticator shows `steps` periods of 30 s from now (the server takes one step either side). */
const codeAt = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * 30_000);

/** Six digits that are none of the codes the server would take now. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1, 2].map((steps) => codeAt(secret, steps)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/**
 * Sets up an authenticator for the member of `cookies` through the office; answers its secret, codes and the
 * session's new cookie (its id changes once the second factor is given).
 */
async function enrol(
  target: FastifyInstance,
  cookies: Cookies,
): Promise<{ secret: string; recoveryCodes: string[]; cookies: Cookies }> {
  const started = await post(target, '/api/office/me/second-factor', {}, cookies);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json<TotpEnrolment>();
  const confirmed = await post(
    target,
    '/api/office/me/second-factor/confirm',
    { code: codeAt(secret) },
    cookies,
  );
  expect(confirmed.statusCode).toBe(200);
  return {
    secret,
    recoveryCodes: confirmed.json<RecoveryCodes>().recoveryCodes,
    cookies: cookieOf(confirmed),
  };
}

async function sessionRow(target: FastifyInstance, staffId: string) {
  return target.db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
}

describe('staff login on /api/auth/login', () => {
  it('answers the member (no buyer), and /api/auth/me tells a staff session from a buyer’s', async () => {
    const member = await createTestStaff(app, { name: 'Eleni Staff' });
    const response = await login(app, member.email);
    expect(response.statusCode).toBe(200);
    const expected: Staff = {
      id: member.id,
      email: member.email,
      name: 'Eleni Staff',
      secondFactor: 'verified',
      totpEnabled: false,
      secondFactorRequired: false,
    };
    expect(response.json()).toEqual({ staff: expected });
    expect(cookieOf(response)[SESSION_COOKIE]).toMatch(/^s\./);

    const me = await get(app, '/api/auth/me', cookieOf(response));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ buyer: null, staff: expected });
    expect((await get(app, '/api/office/orders', cookieOf(response))).statusCode).toBe(200);
  });

  it('finds the member whatever the case of the e-mail', async () => {
    const member = await createTestStaff(app);
    const response = await login(app, member.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().staff.id).toBe(member.id);
  });

  it('answers a wrong password exactly as an unknown e-mail', async () => {
    const member = await createTestStaff(app);
    const wrong = await login(app, member.email, 'Not-The-Password-1');
    const unknown = await login(app, 'nobody-here@wholesale.gr');
    expect(errorOf(wrong)).toEqual({ status: 401, code: 'invalid_credentials' });
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.cookies).toEqual([]);
  });

  it('refuses a disabled member, and ends their live session', async () => {
    const member = await staffSession(app);
    expect(await disableStaff(app.db, member.email)).toBe(true);
    expect(errorOf(await login(app, member.email))).toEqual({ status: 403, code: 'account_disabled' });
    // With the wrong password it says no more than for anyone else.
    expect(errorOf(await login(app, member.email, 'Not-The-Password-1'))).toEqual({
      status: 401,
      code: 'invalid_credentials',
    });
    expect(errorOf(await get(app, '/api/office/orders', member.cookies))).toEqual({
      status: 401,
      code: 'unauthenticated',
    });
  });

  it('sets a browser-session cookie: httpOnly, no Max-Age, no Expires', async () => {
    const member = await createTestStaff(app);
    const response = await login(app, member.email);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    const sessionHeader = [response.headers['set-cookie']]
      .flat()
      .find((h) => h?.startsWith(`${SESSION_COOKIE}=`));
    expect(sessionHeader).not.toMatch(/max-age|expires/i);
    // A buyer's cookie, for comparison, lasts its 30 days.
    const buyer = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `cookie-${member.id.slice(0, 8)}@example.gr`,
        businessName: 'Cookie Boutique',
        password: STAFF_PASSWORD,
        confirmPassword: STAFF_PASSWORD,
      },
    });
    expect(buyer.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(
      app.config.sessionTtlHours * 3600,
    );
  });

  it('ends the staff session at logout', async () => {
    const member = await staffSession(app);
    const response = await post(app, '/api/auth/logout', undefined, member.cookies);
    expect(response.statusCode).toBe(204);
    expect(errorOf(await get(app, '/api/office/me', member.cookies))).toEqual({
      status: 401,
      code: 'unauthenticated',
    });
    expect((await get(app, '/api/auth/me', member.cookies)).json()).toEqual({ buyer: null });
    const row = await app.db
      .selectFrom('staff_sessions')
      .select('revoked_at')
      .where('staff_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('ends the session of the same browser when someone else logs in', async () => {
    const first = await staffSession(app);
    const second = await createTestStaff(app);
    expect((await login(app, second.email, STAFF_PASSWORD, first.cookies)).statusCode).toBe(200);
    expect((await get(app, '/api/office/me', first.cookies)).statusCode).toBe(401);
    // And a buyer logging in where a staff member was.
    const buyer = await registerBuyer(app);
    const member = await staffSession(app);
    const asBuyer = await login(app, buyer.email, buyer.password, member.cookies);
    expect(asBuyer.statusCode).toBe(200);
    expect((await get(app, '/api/office/me', member.cookies)).statusCode).toBe(401);
  });

  it('ends a session idle past its expiry', async () => {
    const member = await staffSession(app);
    expect((await get(app, '/api/office/orders', member.cookies)).statusCode).toBe(200);
    await app.db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('staff_id', '=', member.id)
      .execute();
    expect(errorOf(await get(app, '/api/office/orders', member.cookies))).toEqual({
      status: 401,
      code: 'unauthenticated',
    });
    expect((await get(app, '/api/auth/me', member.cookies)).json()).toEqual({ buyer: null });
  });

  it('moves the expiry of a session in use on to 8 hours from now (at most once a minute)', async () => {
    const member = await staffSession(app);
    expect(app.config.staffSessionIdleHours).toBe(8);
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();

    // Seen a moment ago: not written again.
    await app.db
      .updateTable('staff_sessions')
      .set({ expires_at: inAnHour })
      .where('staff_id', '=', member.id)
      .execute();
    expect((await get(app, '/api/office/orders', member.cookies)).statusCode).toBe(200);
    expect((await sessionRow(app, member.id)).expires_at).toBe(inAnHour);

    // Seen two minutes ago: moved on.
    await app.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - 120_000).toISOString(), expires_at: inAnHour })
      .where('staff_id', '=', member.id)
      .execute();
    const before = Date.now();
    expect((await get(app, '/api/office/orders', member.cookies)).statusCode).toBe(200);
    const after = Date.now();
    const row = await sessionRow(app, member.id);
    const eightHours = 8 * 3600_000;
    expect(Date.parse(row.expires_at)).toBeGreaterThanOrEqual(before + eightHours - 1000);
    expect(Date.parse(row.expires_at)).toBeLessThanOrEqual(after + eightHours + 1000);
    expect(Date.parse(row.last_seen_at)).toBeGreaterThanOrEqual(before - 1000);
  });
});

// Live staff sessions are remembered (repositories/staff-sessions.ts, session-cache.ts): these hold with the
// session warm, i.e. looked up by a request before the change.
describe('a remembered staff session', () => {
  const warm = async (cookies: Cookies) => {
    for (let i = 0; i < 2; i++) expect((await get(app, '/api/office/me', cookies)).statusCode).toBe(200);
  };
  const now = () => new Date().toISOString();

  it('ends at once when the member is disabled, the session revoked by hand, or idle past its expiry', async () => {
    const ends: Array<(staffId: string) => Promise<unknown>> = [
      (id) => app.db.updateTable('staff').set({ disabled_at: now() }).where('id', '=', id).execute(),
      (id) =>
        app.db.updateTable('staff_sessions').set({ revoked_at: now() }).where('staff_id', '=', id).execute(),
      (id) =>
        app.db
          .updateTable('staff_sessions')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('staff_id', '=', id)
          .execute(),
    ];
    for (const end of ends) {
      const member = await staffSession(app);
      await warm(member.cookies);
      await end(member.id);
      expect(errorOf(await get(app, '/api/office/orders', member.cookies))).toEqual({
        status: 401,
        code: 'unauthenticated',
      });
    }
  });

  it('shows a renamed member, and an authenticator enabled elsewhere, at once', async () => {
    const member = await staffSession(app);
    await warm(member.cookies);
    await app.db
      .updateTable('staff')
      .set({ name: 'Renamed Member', totp_enabled_at: now() })
      .where('id', '=', member.id)
      .execute();
    // The session was verified before: it stays so, and the office shows the new name and the authenticator.
    expect((await get(app, '/api/office/me', member.cookies)).json().staff).toMatchObject({
      name: 'Renamed Member',
      totpEnabled: true,
      secondFactor: 'verified',
    });
  });

  it('still moves its expiry on after a minute of use', async () => {
    const member = await staffSession(app);
    await warm(member.cookies);
    const seen = (await sessionRow(app, member.id)).last_seen_at;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 30_000);
      await warm(member.cookies);
      expect((await sessionRow(app, member.id)).last_seen_at).toBe(seen);
      vi.setSystemTime(Date.now() + 60_000);
      const before = Date.now();
      await warm(member.cookies);
      const row = await sessionRow(app, member.id);
      expect(Date.parse(row.last_seen_at)).toBe(before);
      expect(Date.parse(row.expires_at)).toBe(before + 8 * 3600_000);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('TOTP second factor (STAFF_2FA=optional)', () => {
  it('enrols an authenticator, then asks every new login for its code', async () => {
    const member = await staffSession(app);
    let call = caller(app, member);

    const started = await call('POST', '/api/office/me/second-factor', {});
    expect(started.statusCode).toBe(200);
    const enrolment = started.json<TotpEnrolment>();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(enrolment.otpauthUri.startsWith('otpauth://totp/')).toBe(true);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toContain('<svg');
    // Not trusted before it is confirmed.
    expect((await call('GET', '/api/office/me')).json().staff.totpEnabled).toBe(false);

    const wrong = await call('POST', '/api/office/me/second-factor/confirm', {
      code: wrongCode(enrolment.secret),
    });
    expect(errorOf(wrong)).toEqual({ status: 400, code: 'invalid_second_factor' });

    const confirmed = await call('POST', '/api/office/me/second-factor/confirm', {
      code: codeAt(enrolment.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<RecoveryCodes>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The session that enrolled stays in, under a new id: the old one is worth nothing.
    expect(errorOf(await call('GET', '/api/office/me'))).toEqual({ status: 401, code: 'unauthenticated' });
    call = caller(app, { cookies: cookieOf(confirmed) });
    expect((await call('GET', '/api/office/me')).json().staff).toMatchObject({
      secondFactor: 'verified',
      totpEnabled: true,
    });
    expect((await call('GET', '/api/office/orders')).statusCode).toBe(200);

    // A new login owes the code.
    const next = await loginStaff(app, member.email);
    expect(next.staff).toMatchObject({ secondFactor: 'required', totpEnabled: true });
    expect((await get(app, '/api/auth/me', next.cookies)).json().staff.secondFactor).toBe('required');
    expect(errorOf(await get(app, '/api/office/orders', next.cookies))).toEqual({
      status: 403,
      code: 'second_factor_required',
    });

    const bad = await post(
      app,
      '/api/auth/second-factor',
      { code: wrongCode(enrolment.secret) },
      next.cookies,
    );
    expect(errorOf(bad)).toEqual({ status: 401, code: 'invalid_second_factor' });
    expect((await get(app, '/api/office/orders', next.cookies)).statusCode).toBe(403);

    // The next step's code: the one of this step was used to confirm.
    const code = codeAt(enrolment.secret, 1);
    const good = await post(app, '/api/auth/second-factor', { code }, next.cookies);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({
      staff: {
        id: member.id,
        email: member.email,
        name: member.name,
        secondFactor: 'verified',
        totpEnabled: true,
        secondFactorRequired: false,
      },
    });
    // The session id changes once the code is given: the half-logged-in token no longer works.
    expect((await get(app, '/api/office/orders', next.cookies)).statusCode).toBe(401);
    expect((await get(app, '/api/office/orders', cookieOf(good))).statusCode).toBe(200);
    expect((await get(app, '/api/auth/me', cookieOf(good))).json().staff.secondFactor).toBe('verified');

    // A code once used does not open another session.
    const replay = await loginStaff(app, member.email);
    expect(errorOf(await post(app, '/api/auth/second-factor', { code }, replay.cookies))).toEqual({
      status: 401,
      code: 'invalid_second_factor',
    });
  });

  it('takes each recovery code once, typed in any case', async () => {
    const member = await staffSession(app);
    const { recoveryCodes } = await enrol(app, member.cookies);
    const [first = '', second = ''] = recoveryCodes;

    const a = await loginStaff(app, member.email);
    const given = await post(app, '/api/auth/second-factor', { code: first }, a.cookies);
    expect(given.statusCode).toBe(200);
    expect((await get(app, '/api/office/orders', cookieOf(given))).statusCode).toBe(200);

    const b = await loginStaff(app, member.email);
    expect(errorOf(await post(app, '/api/auth/second-factor', { code: first }, b.cookies))).toEqual({
      status: 401,
      code: 'invalid_second_factor',
    });
    expect((await get(app, '/api/office/orders', b.cookies)).statusCode).toBe(403);

    const typed = second.toLowerCase().replaceAll('-', ' ');
    const again = await post(app, '/api/auth/second-factor', { code: typed }, b.cookies);
    expect(again.statusCode).toBe(200);
    expect((await get(app, '/api/office/orders', cookieOf(again))).statusCode).toBe(200);
  });

  it('refuses the code without a staff session, and for a member without an authenticator', async () => {
    expect(errorOf(await post(app, '/api/auth/second-factor', { code: '123456' }))).toEqual({
      status: 401,
      code: 'unauthenticated',
    });
    const buyer = await registerBuyer(app);
    expect(errorOf(await post(app, '/api/auth/second-factor', { code: '123456' }, buyer.cookies))).toEqual({
      status: 401,
      code: 'unauthenticated',
    });
    const member = await staffSession(app);
    expect(errorOf(await post(app, '/api/auth/second-factor', { code: '123456' }, member.cookies))).toEqual({
      status: 400,
      code: 'bad_request',
    });
  });
});

describe('replacing or removing the second factor (issue 44, 3)', () => {
  /** A member with an authenticator, in a session past it; `mails` of theirs so far. */
  async function enrolled() {
    const member = await staffSession(app);
    const { secret, recoveryCodes, cookies } = await enrol(app, member.cookies);
    return { member, secret, recoveryCodes, call: caller(app, { cookies }) };
  }
  const mailsTo = async (email: string) =>
    (await readMails(app)).filter((mail) => mail.to === email).map((mail) => mail.subject);

  it('asks for a code of the authenticator in force before a new one is set up', async () => {
    const { member, secret, call } = await enrolled();
    expect(errorOf(await call('POST', '/api/office/me/second-factor', {}))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(
      errorOf(await call('POST', '/api/office/me/second-factor', { currentCode: wrongCode(secret) })),
    ).toEqual({ status: 400, code: 'invalid_second_factor' });
    // Nothing changed: a new login still owes a code of the authenticator in force.
    const next = await loginStaff(app, member.email);
    expect(next.staff).toMatchObject({ secondFactor: 'required', totpEnabled: true });
    expect(
      (await post(app, '/api/auth/second-factor', { code: codeAt(secret, 1) }, next.cookies)).statusCode,
    ).toBe(200);
  });

  it('keeps the old authenticator in force until the new one is confirmed, then only the new one', async () => {
    const { member, secret, recoveryCodes, call } = await enrolled();
    const started = await call('POST', '/api/office/me/second-factor', { currentCode: codeAt(secret, 1) });
    expect(started.statusCode).toBe(200);
    const replacement = started.json<TotpEnrolment>().secret;
    expect(replacement).not.toBe(secret);

    // Not confirmed yet: the old one still opens a login, the new one does not, the old recovery codes work.
    const before = await loginStaff(app, member.email);
    expect(before.staff.secondFactor).toBe('required');
    expect(
      errorOf(await post(app, '/api/auth/second-factor', { code: codeAt(replacement) }, before.cookies)),
    ).toEqual({ status: 401, code: 'invalid_second_factor' });
    expect(
      (await post(app, '/api/auth/second-factor', { code: recoveryCodes[0] ?? '' }, before.cookies))
        .statusCode,
    ).toBe(200);

    const confirmed = await call('POST', '/api/office/me/second-factor/confirm', {
      code: codeAt(replacement),
    });
    expect(confirmed.statusCode).toBe(200);
    const after = await loginStaff(app, member.email);
    expect(
      errorOf(await post(app, '/api/auth/second-factor', { code: codeAt(secret, -1) }, after.cookies)),
    ).toEqual({
      status: 401,
      code: 'invalid_second_factor',
    });
    expect(
      errorOf(await post(app, '/api/auth/second-factor', { code: recoveryCodes[1] ?? '' }, after.cookies)),
    ).toEqual({ status: 401, code: 'invalid_second_factor' });
    expect(
      (await post(app, '/api/auth/second-factor', { code: codeAt(replacement, 1) }, after.cookies))
        .statusCode,
    ).toBe(200);
    // Sent in either order (the outbox sends what is due together).
    expect((await mailsTo(member.email)).sort()).toEqual([
      'An authenticator app now protects your staff account',
      'The authenticator app of your staff account was replaced',
    ]);
  });

  it('takes a recovery code instead of the current code, once', async () => {
    const { secret, recoveryCodes, call } = await enrolled();
    const code = recoveryCodes[2] ?? '';
    expect((await call('POST', '/api/office/me/second-factor', { currentCode: code })).statusCode).toBe(200);
    expect(errorOf(await call('POST', '/api/office/me/second-factor', { currentCode: code }))).toEqual({
      status: 400,
      code: 'invalid_second_factor',
    });
    expect(
      (await call('POST', '/api/office/me/second-factor', { currentCode: codeAt(secret, 1) })).statusCode,
    ).toBe(200);
  });

  it('removes it only with a code of it, mails the member, and the next login needs the password alone', async () => {
    const { member, secret, call } = await enrolled();
    expect(errorOf(await call('POST', '/api/office/me/second-factor/remove', {}))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(
      errorOf(await call('POST', '/api/office/me/second-factor/remove', { code: wrongCode(secret) })),
    ).toEqual({ status: 400, code: 'invalid_second_factor' });
    expect((await loginStaff(app, member.email)).staff.secondFactor).toBe('required');

    const removed = await call('POST', '/api/office/me/second-factor/remove', { code: codeAt(secret, 1) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().staff).toMatchObject({ totpEnabled: false, secondFactor: 'verified' });
    expect((await loginStaff(app, member.email)).staff).toMatchObject({ secondFactor: 'verified' });
    expect(await mailsTo(member.email)).toContain('The second factor of your staff account was switched off');
    expect(
      errorOf(await call('POST', '/api/office/me/second-factor/remove', { code: codeAt(secret, 1) })),
    ).toEqual({ status: 409, code: 'conflict' });
  });

  it('gives the session a new id at login, so a token from before it is worth nothing', async () => {
    const member = await createTestStaff(app);
    const first = await loginStaff(app, member.email);
    const second = await login(app, member.email, STAFF_PASSWORD, first.cookies);
    expect(cookieOf(second)[SESSION_COOKIE]).not.toBe(first.cookies[SESSION_COOKIE]);
    expect((await get(app, '/api/auth/me', first.cookies)).json()).toEqual({ buyer: null });
  });
});

describe('STAFF_2FA=required', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await buildTestApp({ staffSecondFactor: 'required' });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('lets a member without an authenticator only enrol, and the session is verified after (new id)', async () => {
    const member = await createTestStaff(strict);
    const session = await loginStaff(strict, member.email);
    expect(session.staff).toMatchObject({ secondFactor: 'enrol', totpEnabled: false });
    expect((await get(strict, '/api/auth/me', session.cookies)).json().staff.secondFactor).toBe('enrol');
    expect(errorOf(await get(strict, '/api/office/orders', session.cookies))).toEqual({
      status: 403,
      code: 'second_factor_required',
    });
    // Nothing to give a code for yet.
    expect(
      errorOf(await post(strict, '/api/auth/second-factor', { code: '123456' }, session.cookies)),
    ).toEqual({ status: 400, code: 'bad_request' });
    expect((await get(strict, '/api/office/me', session.cookies)).json().staff.secondFactor).toBe('enrol');

    const { secret, recoveryCodes, cookies } = await enrol(strict, session.cookies);
    expect(recoveryCodes).toHaveLength(10);
    expect((await get(strict, '/api/office/me', cookies)).json().staff).toMatchObject({
      secondFactor: 'verified',
      totpEnabled: true,
    });
    expect((await get(strict, '/api/office/orders', cookies)).statusCode).toBe(200);

    // The next login gives the code like any member with an authenticator.
    const next = await loginStaff(strict, member.email);
    expect(next.staff.secondFactor).toBe('required');
    const given = await post(strict, '/api/auth/second-factor', { code: codeAt(secret, 1) }, next.cookies);
    expect(given.statusCode).toBe(200);
    expect((await get(strict, '/api/office/orders', cookieOf(given))).statusCode).toBe(200);
  });

  it('refuses to switch the second factor off: a new one replaces it instead', async () => {
    const member = await createTestStaff(strict);
    const session = await loginStaff(strict, member.email);
    const { secret, cookies } = await enrol(strict, session.cookies);
    expect(
      errorOf(
        await post(strict, '/api/office/me/second-factor/remove', { code: codeAt(secret, 1) }, cookies),
      ),
    ).toEqual({ status: 409, code: 'second_factor_required' });
    expect((await get(strict, '/api/office/me', cookies)).json().staff.totpEnabled).toBe(true);
  });
});

describe('POST /api/auth/staff-password', () => {
  const NEW_PASSWORD = 'A-Long-Staff-Password-1';
  const setPassword = (body: object) => post(app, '/api/auth/staff-password', body);

  async function newMember() {
    const email = `invited-${Math.random().toString(36).slice(2, 10)}@wholesale.gr`;
    const row = await createStaff(app.db, { email, name: 'Invited Member' });
    if (!row) throw new Error('member exists');
    return { ...row, token: await createStaffPasswordToken(app.db, row.id) };
  }

  it('sets the password once with the mailed token; then the member logs in', async () => {
    const member = await newMember();
    // No password yet: no way in.
    expect(errorOf(await login(app, member.email, NEW_PASSWORD))).toEqual({
      status: 401,
      code: 'invalid_credentials',
    });
    const body = { token: member.token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const response = await setPassword(body);
    expect(response.statusCode).toBe(204);
    expect((await login(app, member.email, NEW_PASSWORD)).statusCode).toBe(200);

    expect(
      errorOf(
        await setPassword({ ...body, password: 'Another-Password-2', confirmPassword: 'Another-Password-2' }),
      ),
    ).toEqual({
      status: 400,
      code: 'invalid_token',
    });
    expect((await login(app, member.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a mismatched confirmation and a short password, and the link still works after', async () => {
    const member = await newMember();
    const mismatch = await setPassword({
      token: member.token,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { confirmPassword: 'passwords_do_not_match' },
    });

    const short = await setPassword({ token: member.token, password: 'Short-1', confirmPassword: 'Short-1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('validation_failed');
    expect(short.json().error.fields).toHaveProperty('password');

    expect(
      (await setPassword({ token: member.token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))
        .statusCode,
    ).toBe(204);
  });

  it('refuses an unknown token, a replaced one and a disabled member’s', async () => {
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect(errorOf(await setPassword({ ...body, token: 'no-such-token' }))).toEqual({
      status: 400,
      code: 'invalid_token',
    });

    const member = await newMember();
    const newer = await createStaffPasswordToken(app.db, member.id);
    expect(errorOf(await setPassword({ ...body, token: member.token }))).toEqual({
      status: 400,
      code: 'invalid_token',
    });

    const disabled = await newMember();
    await disableStaff(app.db, disabled.email);
    expect(errorOf(await setPassword({ ...body, token: disabled.token }))).toEqual({
      status: 400,
      code: 'invalid_token',
    });

    expect((await setPassword({ ...body, token: newer })).statusCode).toBe(204);
  });
});
