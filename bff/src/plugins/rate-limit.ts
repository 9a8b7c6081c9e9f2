import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiHttpError } from '../lib/api-error.ts';

/**
 * Off by default; a route opts in with `config: { rateLimit: fastify.authRateLimit }` (login,
 * register, password reset) or its own numbers (contact). Counters live in process memory, so
 * with several instances each one counts its own share.
 */
export default fp(
  async function rateLimits(fastify: FastifyInstance) {
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new ApiHttpError(429, 'rate_limited', `Too many requests; try again in ${context.after}.`),
    });
    fastify.decorate('authRateLimit', { max: fastify.config.authRateLimitMax, timeWindow: '1 minute' });
  },
  { name: 'rate-limit', decorators: { fastify: ['config'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Route-level rate-limit settings for the account endpoints. */
    authRateLimit: { max: number; timeWindow: string };
  }
}
