import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  loginAs,
  registerBuyer,
  SHOP_REQUEST,
  TEST_PASSWORD,
  testEngine,
  waitForMail,
} from '../../../../test/index.ts';
import { SESSION_COOKIE } from '../../../plugins/auth.ts';
import { DEMO_BUYER } from '../../../seed/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seedDemoUser: true });
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, cookies?: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/auth/${url}`,
    payload: payload as object,
    ...(cookies ? { cookies } : {}),
  });

describe('POST /api/auth/register', () => {
  it('creates the account, logs it in and hides the password', async () => {
    const res = await post('register', {
      email: 'New.Shop@Example.gr',
      businessName: '  Νέο Κατάστημα  ',
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      buyer: {
        id: expect.any(String),
        email: 'new.shop@example.gr',
        businessName: 'Νέο Κατάστημα',
        approval: 'approved',
      },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.body).not.toContain('password');

    const me = await app.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: cookie!.value } });
    expect(me.json().buyer.email).toBe('new.shop@example.gr');
  });

  it('refuses a taken e-mail, whatever its case', async () => {
    const { email } = await registerBuyer(app);
    const res = await post('register', {
      email: email.toUpperCase(),
      businessName: 'Copy',
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email_taken');
  });

  it('names each invalid field', async () => {
    const res = await post('register', { email: 'not-an-email', businessName: '   ', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        email: 'invalid_email',
        businessName: 'required',
        password: 'too_short',
        confirmPassword: 'required',
      },
    });
  });

  it('takes an optional VAT number (ΑΦΜ) by the contracts rule and stores its 9 digits', async () => {
    const account = {
      businessName: 'Boutique ΑΦΜ',
      password: 'Correct-Horse-9',
      confirmPassword: 'Correct-Horse-9',
    };
    const wrong = await post('register', {
      ...account,
      email: 'vat-wrong@example.gr',
      vatNumber: '094014202',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ fields: { vatNumber: 'invalid_check_digit' } });
    const right = await post('register', {
      ...account,
      email: 'vat-right@example.gr',
      vatNumber: 'EL 094014201',
    });
    expect(right.statusCode).toBe(201);
    const cookie = right.cookies.find((c) => c.name === SESSION_COOKIE);
    const profile = await app.inject({
      url: '/api/profile',
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '' },
    });
    expect(profile.json().vatNumber).toBe('094014201');
    const none = await post('register', { ...account, email: 'vat-none@example.gr', vatNumber: '' });
    expect(none.statusCode).toBe(201);
  });

  it('refuses mismatched passwords, extra fields and wrong types', async () => {
    const base = {
      email: 'x@example.gr',
      businessName: 'X',
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    };
    const mismatch = await post('register', { ...base, confirmPassword: 'Something-else-1' });
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: 'passwords_do_not_match' });

    const extra = await post('register', { ...base, isAdmin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields).toEqual({ isAdmin: 'unknown_field' });

    const wrongType = await post('register', { ...base, businessName: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields).toEqual({ businessName: 'invalid_type' });

    const noBody = await app.inject({ method: 'POST', url: '/api/auth/register', headers: SHOP_REQUEST });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error.code).toBe('validation_failed');
  });
});

describe('POST /api/auth/login and /logout', () => {
  it('logs the demo buyer in', async () => {
    const cookies = await loginAs(app, DEMO_BUYER.email, DEMO_BUYER.password);
    const me = await app.inject({ url: '/api/auth/me', cookies });
    expect(me.json().buyer).toMatchObject({ email: DEMO_BUYER.email, businessName: DEMO_BUYER.businessName });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await post('login', { email: DEMO_BUYER.email, password: 'wrong-password' });
    const unknown = await post('login', { email: 'nobody@example.gr', password: 'wrong-password' });
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'invalid_credentials', message: 'Invalid email or password.' },
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('validates the login body', async () => {
    const res = await post('login', { email: '', password: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'required', password: 'invalid_type' });
  });

  it('revokes the session at logout', async () => {
    const { cookies } = await registerBuyer(app);
    const out = await post('logout', {}, cookies);
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    // The old token no longer works even if a client kept it.
    const me = await app.inject({ url: '/api/auth/me', cookies });
    expect(me.json()).toEqual({ buyer: null });
  });

  it('treats a forged or unknown cookie as a visitor', async () => {
    const me = await app.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: 'forged-token' } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ buyer: null });
  });

  it('treats an expired session as a visitor', async () => {
    const { cookies, buyer } = await registerBuyer(app);
    await app.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('buyer_id', '=', buyer.id)
      .execute();
    expect((await app.inject({ url: '/api/auth/me', cookies })).json()).toEqual({ buyer: null });
    expect((await app.inject({ url: '/api/profile', cookies })).statusCode).toBe(401);
  });

  // The session lookup is cached on SQLite (repositories/session-cache.ts): these hold with the cache warm.
  it('ends a session at once when another process revokes it (SQLite)', async (context) => {
    if (testEngine !== 'sqlite') return context.skip();
    const folder = mkdtempSync(path.join(tmpdir(), 'bff-session-file-'));
    const file = path.join(folder, 'shop.db');
    const fileApp = await buildTestApp({ database: { kind: 'sqlite', file } });
    try {
      const { cookies, buyer } = await registerBuyer(fileApp);
      // Over a socket, as buyers' requests come: another process's commits are read once per turn of the
      // event loop (db/session-changes.ts), and a request that arrives after the commit is in a later turn.
      const origin = await fileApp.listen({ host: '127.0.0.1', port: 0 });
      const cookie = Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
      const me = async () => (await fetch(`${origin}/api/auth/me`, { headers: { cookie } })).json();
      for (let i = 0; i < 2; i++) expect(await me()).toEqual({ buyer });
      // Another connection to the same file, as a command-line tool or a second process would have.
      const other = new SQLite(file);
      try {
        other
          .prepare('update sessions set revoked_at = ? where buyer_id = ?')
          .run(new Date().toISOString(), buyer.id);
      } finally {
        other.close();
      }
      expect(await me()).toEqual({ buyer: null });
    } finally {
      await fileApp.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('ends a session at once when it is revoked by hand in this process', async () => {
    const { cookies, buyer } = await registerBuyer(app);
    expect((await app.inject({ url: '/api/auth/me', cookies })).json()).toEqual({ buyer });
    await app.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('buyer_id', '=', buyer.id)
      .execute();
    expect((await app.inject({ url: '/api/auth/me', cookies })).json()).toEqual({ buyer: null });
  });

  it('shows a renamed business at once', async () => {
    const { cookies, buyer } = await registerBuyer(app);
    expect((await app.inject({ url: '/api/auth/me', cookies })).json()).toEqual({ buyer });
    await app.db
      .updateTable('buyers')
      .set({ business_name: 'Renamed Boutique' })
      .where('id', '=', buyer.id)
      .execute();
    expect((await app.inject({ url: '/api/auth/me', cookies })).json()).toEqual({
      buyer: { ...buyer, businessName: 'Renamed Boutique' },
    });
  });

  it('logout without a session still answers 204', async () => {
    expect((await post('logout', {})).statusCode).toBe(204);
  });
});

describe('password reset', () => {
  const tokenFrom = (mail: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];

  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const { email } = await registerBuyer(app);
    const known = await post('forgot-password', { email });
    const unknown = await post('forgot-password', { email: 'nobody-here@example.gr' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const mail = await waitForMail(app, (m) => m.includes(email));
    expect(tokenFrom(mail)).toBeTruthy();
  });

  it('sets a new password once with the e-mailed link and ends existing sessions', async () => {
    const { email, cookies } = await registerBuyer(app);
    await post('forgot-password', { email }, undefined);
    const token = tokenFrom(await waitForMail(app, (m) => m.includes(email)));
    const newPassword = 'Brand-New-Secret-7';

    const reset = await post('reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(204);
    expect((await app.inject({ url: '/api/auth/me', cookies })).json()).toEqual({ buyer: null });
    expect((await post('login', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
    await loginAs(app, email, newPassword);

    const again = await post('reset-password', {
      token,
      password: 'Another-Secret-8',
      confirmPassword: 'Another-Secret-8',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');
  });

  it('refuses expired, unknown and mismatched resets', async () => {
    const { email } = await registerBuyer(app);
    await post('forgot-password', { email });
    const token = tokenFrom(await waitForMail(app, (m) => m.includes(email)));
    // Expire it in the database rather than waiting an hour.
    await app.db.updateTable('password_resets').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const expired = await post('reset-password', {
      token,
      password: 'Valid-Secret-9',
      confirmPassword: 'Valid-Secret-9',
    });
    expect(expired.json().error.code).toBe('invalid_token');

    const unknown = await post('reset-password', {
      token: 'nope',
      password: 'Valid-Secret-9',
      confirmPassword: 'Valid-Secret-9',
    });
    expect(unknown.json().error.code).toBe('invalid_token');

    const mismatch = await post('reset-password', {
      token: 'x',
      password: 'Valid-Secret-9',
      confirmPassword: 'Other-1234',
    });
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: 'passwords_do_not_match' });

    const invalid = await post('forgot-password', { email: 'nope', extra: 1 });
    expect(invalid.json().error.fields).toEqual({ email: 'invalid_email', extra: 'unknown_field' });
  });

  it('stores only hashes of reset and session tokens', async () => {
    const { email, cookies } = await registerBuyer(app);
    await post('forgot-password', { email });
    const token = tokenFrom(await waitForMail(app, (m) => m.includes(email)))!;
    const resets = await app.db.selectFrom('password_resets').select('token_hash').execute();
    expect(resets.map((r) => r.token_hash)).not.toContain(token);
    const sessions = await app.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).not.toContain(cookies[SESSION_COOKIE]);
  });
});

describe('session cookie in production', () => {
  it('is Secure', async () => {
    const secure = await buildTestApp({ cookieSecure: true });
    try {
      const { email, password } = await registerBuyer(secure);
      const res = await secure.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await secure.close();
    }
  });
});

describe('rate limits', () => {
  it('limits password-reset requests too', async () => {
    const limited = await buildTestApp({ authRateLimitMax: 2 });
    try {
      const ask = () =>
        limited.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a@b.gr' } });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits login attempts per client', async () => {
    const limited = await buildTestApp({ authRateLimitMax: 3 });
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@b.gr', password: 'x' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
