import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { pingDatabase } from '../../../db/connect.ts';

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

const DATABASE_DOWN = {
  error: { code: 'internal_error', message: 'The database is not reachable.' },
} as const;

/** `/api/health` reports; `/api/health/ready` is the load balancer's check. Both fail without the database. */
const health: FastifyPluginAsyncTypebox = async (fastify) => {
  const databaseAnswers = async (request: FastifyRequest) => {
    try {
      await pingDatabase(fastify.db);
      return true;
    } catch (err) {
      request.log.error({ err }, 'database not reachable');
      return false;
    }
  };

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
      if (!(await databaseAnswers(request))) return reply.code(503).send(DATABASE_DOWN);
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
        summary:
          'Readiness for a load balancer: fails while the instance drains before it stops, or cannot reach the database',
        response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (fastify.lifecycle.draining) {
        return reply
          .code(503)
          .send({ error: { code: 'unavailable', message: 'This instance is shutting down.' } });
      }
      // An instance that lost its database (the others still reach it) is taken out until it is back.
      if (!(await databaseAnswers(request))) return reply.code(503).send(DATABASE_DOWN);
      return { status: 'ready' as const };
    },
  );
};

export default health;
