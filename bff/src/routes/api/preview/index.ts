import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PREVIEW_COOKIE, PreviewsSchema } from '@shop/contracts';
import { Type } from 'typebox';
import { activePreviews } from '../../../domain/deployments/preview-links.ts';

/** The previews this browser has (its signed preview cookie), and leaving them. */
const preview: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'The preview releases this browser gets instead of the live ones (none for buyers)',
        response: { 200: PreviewsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { previews: activePreviews(await fastify.previewsOf(request)) };
    },
  );

  fastify.delete(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Leave every preview: this browser gets the live releases again',
        response: { 204: Type.Null() },
      },
    },
    async (_request, reply) => {
      reply.clearCookie(PREVIEW_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
      return reply.code(204).send(null);
    },
  );
};

export default preview;
