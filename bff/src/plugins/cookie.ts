import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Cookie parsing and `reply.setCookie`; the session cookie is the only one (see auth.ts). */
export default fp(
  async function cookies(fastify: FastifyInstance) {
    await fastify.register(cookie);
  },
  { name: 'cookie' },
);
