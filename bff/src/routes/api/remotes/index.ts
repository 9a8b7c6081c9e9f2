import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemoteRegistrySchema } from '@shop/contracts';

const remotes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Where the shell loads each remote from (manifest URL and version)',
        response: { 200: RemoteRegistrySchema },
      },
    },
    async (_request, reply) => {
      // Never cached: pointing the registry at a new build must reach the next page load.
      reply.header('cache-control', 'no-store');
      return { remotes: await fastify.remoteRegistry.list() };
    },
  );
};

export default remotes;
