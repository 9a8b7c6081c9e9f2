import { randomBytes } from 'node:crypto';
import type { Buyer } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../src/plugins/auth.ts';

export const TEST_PASSWORD = 'Correct-Horse-9';
/** Made up; its check digit holds (contracts rules/vat-number.ts). */
export const TEST_VAT_NUMBER = '123456783';

export interface TestBuyer {
  buyer: Buyer;
  email: string;
  password: string;
  /** Ready for `app.inject({ cookies })`. */
  cookies: Record<string, string>;
}

function sessionCookie(response: {
  cookies: Array<{ name: string; value: string }>;
}): Record<string, string> {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error('no session cookie in the response');
  return { [SESSION_COOKIE]: cookie.value };
}

/** Registers a new buyer with a unique e-mail (or the one given) and returns its session. */
export async function registerBuyer(
  app: FastifyInstance,
  overrides: { email?: string; businessName?: string; password?: string; vatNumber?: string | null } = {},
): Promise<TestBuyer> {
  const email = overrides.email ?? `buyer-${randomBytes(5).toString('hex')}@example.gr`;
  const password = overrides.password ?? TEST_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      businessName: overrides.businessName ?? 'Test Boutique',
      // A well-formed made-up ΑΦΜ (its check digit holds): ordering needs one. null registers without.
      ...(overrides.vatNumber === null ? {} : { vatNumber: overrides.vatNumber ?? TEST_VAT_NUMBER }),
      password,
      confirmPassword: password,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return {
    buyer: response.json<{ buyer: Buyer }>().buyer,
    email,
    password,
    cookies: sessionCookie(response),
  };
}

/** Logs in and returns the session cookies for `app.inject({ cookies })`. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}
