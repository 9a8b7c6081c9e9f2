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
  /**
   * `attempt` once `account` need not wait; a wrong guess (a 4xx `invalid_*` answer) stays counted, and
   * `onRepeatedFailures` hears the last hour's count when it reaches MAIL_OWNER_AFTER_FAILURES. Refuses with
   * 429 `rate_limited` while the account must wait.
   */
  guard<T>(
    request: FastifyRequest,
    account: string,
    attempt: () => Promise<T>,
    onRepeatedFailures?: (failures: number) => Promise<void>,
  ): Promise<T>;
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

/** The counter a limiter's key generator reads (the plugin's limiters take a request, not a key). */
const counterOf = new WeakMap<FastifyRequest, string>();

/**
 * The limiters are used as counters: a ceiling no count reaches, so a state's `remaining` tells the count
 * itself (the tiers' limits are compared here, against counts net of what was given back).
 */
const COUNT_CEILING = 1_000_000_000;

function minutes(ms: number): string {
  const whole = Math.max(1, Math.ceil(ms / 60_000));
  return whole === 1 ? '1 minute' : `${whole} minutes`;
}

export default fp(
  async function accountGuesses(fastify: FastifyInstance) {
    // One counter per tier (its window), for attempts and for what was given back alike.
    const counters = ACCOUNT_GUESS_TIERS.map((tier) =>
      fastify.createRateLimit({
        max: COUNT_CEILING,
        timeWindow: tier.windowMs,
        keyGenerator: (request) => `account-guesses:${counterOf.get(request) ?? ''}`,
      }),
    );
    /** Adds one to a tier's counter (or reads it) in the shared store; answers its count and time left. */
    async function count(request: FastifyRequest, tier: number, name: string, increment: boolean) {
      const counter = counters[tier];
      if (!counter) throw new Error(`no account-guess tier ${tier}`);
      counterOf.set(request, `${tier}:${name}`);
      const state = await counter(request, { increment });
      // The plugin's allow list (none is set) counts nothing.
      if (state.isAllowed) return { count: 0, ttl: 0 };
      return { count: COUNT_CEILING - state.remaining, ttl: state.ttl };
    }

    /**
     * Every attempt is counted before it is made, in one step of the shared store, so attempts sent together
     * cannot all pass a check made before any is counted. One that turns out right (or fails otherwise than
     * as a wrong guess) is given back; a tier's count is its attempts less what was given back. An attempt
     * refused at once is not counted at all; one refused only because others were counted at the same
     * moment stays counted (given back, a burst's refusals would outnumber the next window's attempts).
     */
    async function reserve(request: FastifyRequest, account: string) {
      const refuse = (waits: number[]) =>
        new ApiHttpError(
          429,
          'rate_limited',
          `Too many wrong attempts for this account; try again in ${minutes(Math.max(...waits))}.`,
        );
      // What was given back is read before this attempt is counted: whatever another attempt gave back by
      // then had been counted before this one, so the difference never counts too little.
      const before = await Promise.all(
        ACCOUNT_GUESS_TIERS.map(async (tier, index) => {
          const returned = (await count(request, index, `returned:${account}`, false)).count;
          const attempts = await count(request, index, account, false);
          return { returned, wait: attempts.count - returned >= tier.failures ? attempts.ttl : 0 };
        }),
      );
      const waitsBefore = before.flatMap(({ wait }) => (wait > 0 ? [wait] : []));
      if (waitsBefore.length > 0) throw refuse(waitsBefore);
      const tiers = await Promise.all(
        ACCOUNT_GUESS_TIERS.map(async (tier, index) => {
          const attempts = await count(request, index, account, true);
          const failures = attempts.count - (before[index]?.returned ?? 0);
          return { failures, wait: failures > tier.failures ? attempts.ttl : 0 };
        }),
      );
      const waits = tiers.flatMap(({ wait }) => (wait > 0 ? [wait] : []));
      if (waits.length > 0) throw refuse(waits);
      const giveBack = async () => {
        await Promise.all(
          ACCOUNT_GUESS_TIERS.map((_, index) => count(request, index, `returned:${account}`, true)),
        );
      };
      return { failuresInTheHour: tiers.at(-1)?.failures ?? 0, giveBack };
    }

    const guesses: AccountGuesses = {
      async guard(request, account, attempt, onRepeatedFailures) {
        const reservation = await reserve(request, account);
        let wrong = false;
        try {
          return await attempt();
        } catch (error) {
          wrong = isWrongGuess(error);
          if (wrong && reservation.failuresInTheHour === MAIL_OWNER_AFTER_FAILURES)
            await onRepeatedFailures?.(reservation.failuresInTheHour);
          throw error;
        } finally {
          if (!wrong) await reservation.giveBack();
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
