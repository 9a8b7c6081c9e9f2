import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiHttpError } from '../lib/api-error.ts';

/**
 * Wrong passwords and codes counted per account, on top of the per-address limit (`authRateLimit`): whoever
 * tries an account from many addresses meets the same count, across instances (the rate-limit plugin's shared
 * store: Redis, else PostgreSQL, else memory). The waits grow with the failures and end on their own: at most
 * an hour, never a lock a stranger could make permanent. A browser the account logged in from before counts
 * on its own (the login route names it: known-devices.ts), so a stranger's guesses never lock the owner's own
 * browser out.
 */
export const ACCOUNT_GUESS_TIERS = [
  { failures: 5, windowMs: 60_000 },
  { failures: 10, windowMs: 15 * 60_000 },
  { failures: 20, windowMs: 60 * 60_000 },
] as const;

/** Failures within the hour after which the account's owner is mailed (once an hour at most). */
export const MAIL_OWNER_AFTER_FAILURES = 10;

export interface AccountGuesses {
  /** Refuses with 429 `rate_limited` while `account` has to wait, without counting anything. */
  check(request: FastifyRequest, account: string): Promise<void>;
  /** Counts a wrong guess at `account`; answers how many the last hour's count now holds. */
  failed(request: FastifyRequest, account: string): Promise<number>;
  /** `attempt` once `account` need not wait, its wrong guess (a 4xx `invalid_*` answer) counted. */
  guard<T>(request: FastifyRequest, account: string, attempt: () => Promise<T>): Promise<T>;
}

/** An answer that says a password or code was wrong. */
function isWrongGuess(error: unknown): boolean {
  return (
    error instanceof ApiHttpError &&
    (error.code === 'invalid_credentials' || error.code === 'invalid_second_factor')
  );
}

/** What names an account in the shared counters: a hash, so the store holds no e-mail address. */
export function accountKey(kind: string, id: string): string {
  return `${kind}:${createHash('sha256').update(id).digest('base64url').slice(0, 24)}`;
}

/** The account a limiter's key generator reads (the plugin's limiters take a request, not a key). */
const accountOf = new WeakMap<FastifyRequest, string>();

function minutes(ms: number): string {
  const whole = Math.max(1, Math.ceil(ms / 60_000));
  return whole === 1 ? '1 minute' : `${whole} minutes`;
}

export default fp(
  async function accountGuesses(fastify: FastifyInstance) {
    const limiters = ACCOUNT_GUESS_TIERS.map((tier, index) =>
      fastify.createRateLimit({
        max: tier.failures,
        timeWindow: tier.windowMs,
        keyGenerator: (request) => `account-guesses:${index}:${accountOf.get(request) ?? ''}`,
      }),
    );

    const guesses: AccountGuesses = {
      async check(request, account) {
        accountOf.set(request, account);
        const states = await Promise.all(limiters.map((limit) => limit(request, { increment: false })));
        const waits = states.flatMap((state) =>
          !state.isAllowed && state.remaining === 0 && state.ttl > 0 ? [state.ttl] : [],
        );
        if (waits.length === 0) return;
        const wait = Math.max(...waits);
        throw new ApiHttpError(
          429,
          'rate_limited',
          `Too many wrong attempts for this account; try again in ${minutes(wait)}.`,
        );
      },
      async failed(request, account) {
        accountOf.set(request, account);
        const states = await Promise.all(limiters.map((limit) => limit(request)));
        const hour = states.at(-1);
        return hour && !hour.isAllowed ? hour.max - hour.remaining : 0;
      },
      async guard(request, account, attempt) {
        await guesses.check(request, account);
        try {
          return await attempt();
        } catch (error) {
          if (isWrongGuess(error)) await guesses.failed(request, account);
          throw error;
        }
      },
    };
    fastify.decorate('accountGuesses', guesses);
  },
  { name: 'account-guesses', dependencies: ['rate-limit'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    accountGuesses: AccountGuesses;
  }
}
