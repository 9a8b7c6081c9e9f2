import { randomBytes, randomUUID } from 'node:crypto';
import type { Staff } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { TOTP } from 'otpauth';
import type { Database } from '../src/db/schema.ts';
import { hashPassword } from '../src/domain/passwords.ts';
import { SESSION_COOKIE } from '../src/plugins/auth.ts';
import { createStaff } from '../src/repositories/staff.ts';
import { buildTestApp } from './app.ts';
import { caller } from './commerce.ts';

export const STAFF_PASSWORD = 'Staff-Password-2026';

export interface TestStaff {
  id: string;
  email: string;
  name: string;
  /** The session after login (and the second factor, when the member has one). */
  cookies: Record<string, string>;
  staff: Staff;
}

/** The current TOTP code of a secret, as an authenticator app shows it. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

/**
 * A member as an earlier schema stored them (before migration 018's pending secret), for tests of migrations
 * that start from there.
 */
export async function insertEarlierStaff(
  db: Kysely<Database>,
  member: { email: string; name: string; passwordHash: string | null },
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await sql`insert into staff (id, email, name, password_hash, totp_secret, totp_enabled_at, totp_last_step,
    recovery_codes, disabled_at, created_at, updated_at)
    values (${id}, ${member.email}, ${member.name}, ${member.passwordHash}, null, null, null, '[]', null,
      ${now}, ${now})`.execute(db);
  return id;
}

/** Creates a staff member with a password (as `npm run staff -- add` and the mailed link would). */
export async function createTestStaff(
  app: FastifyInstance,
  overrides: { email?: string; name?: string } = {},
): Promise<{ id: string; email: string; name: string }> {
  const email = overrides.email ?? `staff-${randomBytes(5).toString('hex')}@wholesale.gr`;
  const name = overrides.name ?? 'Test Staff';
  const row = await createStaff(app.db, { email, name });
  if (!row) throw new Error(`staff ${email} exists`);
  await app.db
    .updateTable('staff')
    .set({ password_hash: await hashPassword(STAFF_PASSWORD) })
    .where('id', '=', row.id)
    .execute();
  return { id: row.id, email: row.email, name };
}

/** Logs a staff member in on the shop's login API; answers the cookies and what the session still needs. */
export async function loginStaff(
  app: FastifyInstance,
  email: string,
  password = STAFF_PASSWORD,
): Promise<{ cookies: Record<string, string>; staff: Staff }> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200)
    throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error('no session cookie in the response');
  return { cookies: { [SESSION_COOKIE]: cookie.value }, staff: response.json<{ staff: Staff }>().staff };
}

/** A new staff member, logged in, with nothing more to give (the test app's STAFF_2FA is optional). */
export async function staffSession(
  app: FastifyInstance,
  overrides: { email?: string; name?: string } = {},
): Promise<TestStaff> {
  const member = await createTestStaff(app, overrides);
  const { cookies, staff } = await loginStaff(app, member.email);
  return { ...member, cookies, staff };
}

/** A test app with staff member `name` logged in and `office`, the API as them; close it in afterAll. */
export async function officeTestApp(
  name: string,
): Promise<{ app: FastifyInstance; staff: TestStaff; office: ReturnType<typeof caller> }> {
  const app = await buildTestApp();
  try {
    const staff = await staffSession(app, { name });
    return { app, staff, office: caller(app, staff) };
  } catch (error) {
    await app.close();
    throw error;
  }
}
