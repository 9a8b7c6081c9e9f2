import type { FastifyInstance } from 'fastify';

/**
 * Every route under `/api/office` is the shop team's: a visitor gets 401, a buyer 403, a staff session that
 * still owes its second factor 403 `second_factor_required` (but for enrolment), before the body is read.
 * Answers are never cached.
 */
export default async function officeHooks(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.requireStaff);
  fastify.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
