import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** `draining`: the process was told to stop (server.ts); its readiness check fails from then on. */
    lifecycle: { draining: boolean };
  }
}

export default fp(
  async function lifecycle(fastify: FastifyInstance) {
    fastify.decorate('lifecycle', { draining: false });
  },
  { name: 'lifecycle' },
);
