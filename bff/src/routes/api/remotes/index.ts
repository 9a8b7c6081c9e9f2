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
    async (request, reply) => {
      // Never cached: pointing the registry at a new build must reach the next page load.
      reply.header('cache-control', 'no-store');
      // A browser with a preview cookie gets the releases it previews (previews.ts).
      return { remotes: await fastify.remoteRegistry.list(await fastify.previewsOf(request)) };
    },
  );
};

export default remotes;
