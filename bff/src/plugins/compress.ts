import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** gzip/brotli for JSON and the built frontends (static files are streamed through it). */
export default fp(
  async function compression(fastify: FastifyInstance) {
    await fastify.register(compress, { threshold: 1024 });
  },
  { name: 'compress' },
);
