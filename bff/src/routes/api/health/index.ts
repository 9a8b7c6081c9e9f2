import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@shop/contracts';
import { sql } from 'kysely';
import { Type } from 'typebox';

const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  uptimeSeconds: Type.Number(),
  /**
   * Where rate limits are counted and whether it answers. Reported, not required: while it is down the
   * limits let requests through, and taking every instance out of the load balancer would close the shop.
   */
  rateLimits: Type.Object({
    store: Type.Union([Type.Literal('redis'), Type.Literal('database'), Type.Literal('memory')]),
    up: Type.Boolean(),
  }),
});

/** Liveness and readiness in one: answers only when the database does. */
const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Health check',
        response: { 200: HealthSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(fastify.db);
      } catch (err) {
        request.log.error({ err }, 'database not reachable');
        return reply
          .code(503)
          .send({ error: { code: 'internal_error', message: 'The database is not reachable.' } });
      }
      return {
        status: 'ok' as const,
        database: fastify.config.database.kind,
        uptimeSeconds: process.uptime(),
        rateLimits: { store: fastify.rateLimitStore.kind, up: await fastify.rateLimitStore.reachable() },
      };
    },
  );

  fastify.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness for a load balancer: fails while the instance drains before it stops',
        response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (fastify.lifecycle.draining) {
        return reply
          .code(503)
          .send({ error: { code: 'unavailable', message: 'This instance is shutting down.' } });
      }
      return { status: 'ready' as const };
    },
  );
};

export default health;
