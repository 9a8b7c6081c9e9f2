import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { databaseRateLimitStore } from '../domain/rate-limits/database-store.ts';
import { ApiHttpError } from '../lib/api-error.ts';

/**
 * Where the counters live, so that several instances count together: Redis when `REDIS_URL` is set (the
 * plugin's own Redis store), else the PostgreSQL database, else this process's memory (the embedded SQLite
 * default runs one instance).
 */
function sharedCounters(fastify: FastifyInstance): Partial<RateLimitPluginOptions> {
  const { redisUrl, redisKeyPrefix, database } = fastify.config;
  if (redisUrl) {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    redis.on('error', (err) => fastify.log.warn({ err }, 'rate limits: Redis unreachable'));
    fastify.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    fastify.decorate('rateLimitStore', {
      kind: 'redis',
      reachable: () =>
        redis.ping().then(
          () => true,
          () => false,
        ),
    });
    return { redis, nameSpace: `${redisKeyPrefix}rate-limit:` };
  }
  if (database.kind === 'postgres') {
    // Reachable with the database, which the health check asks itself.
    fastify.decorate('rateLimitStore', { kind: 'database', reachable: async () => true });
    return { store: databaseRateLimitStore(fastify.db, redisKeyPrefix) as never };
  }
  fastify.decorate('rateLimitStore', { kind: 'memory', reachable: async () => true });
  return {};
}

/**
 * Off by default; a route opts in with `config: { rateLimit: fastify.authRateLimit }` (login,
 * register, password reset) or its own numbers (contact). With the shared store unreachable a request is
 * let through (logged): the shop stays open, and the limits hold again once it is back.
 */
export default fp(
  async function rateLimits(fastify: FastifyInstance) {
    await fastify.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...sharedCounters(fastify),
      errorResponseBuilder: (_request, context) =>
        new ApiHttpError(429, 'rate_limited', `Too many requests; try again in ${context.after}.`),
    });
    fastify.decorate('authRateLimit', { max: fastify.config.authRateLimitMax, timeWindow: '1 minute' });
  },
  { name: 'rate-limit', dependencies: ['db'], decorators: { fastify: ['config'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Route-level rate-limit settings for the account endpoints. */
    authRateLimit: { max: number; timeWindow: string };
    /** Where the counters are, and whether it answers now (the health check reports it). */
    rateLimitStore: { kind: 'redis' | 'database' | 'memory'; reachable: () => Promise<boolean> };
  }
}
