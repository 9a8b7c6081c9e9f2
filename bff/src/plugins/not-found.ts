import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendShellPage } from '../rendering/shell-page.ts';

/** Browser navigations to the shop's client-side routes (/product/3, /basket …) get the shell. */
function wantsShellPage(request: FastifyRequest): boolean {
  const url = request.url;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !url.startsWith('/api/') &&
    url !== '/api' &&
    !url.startsWith('/remotes/') &&
    !url.startsWith('/deployments/') &&
    !url.startsWith('/media/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Unknown URLs: the SPA fallback for page navigations when the shell is built (its router shows
 * the 404 page), otherwise a JSON 404 in the API's error shape.
 */
export default fp(
  async function notFound(fastify: FastifyInstance) {
    fastify.setNotFoundHandler(async (request, reply) => {
      if (wantsShellPage(request) && (await sendShellPage(fastify, request, reply))) return reply;
      return reply.code(404).send({
        error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}.` },
      });
    });
  },
  {
    name: 'not-found',
    dependencies: ['db', 'remote-registry', 'previews'],
    decorators: { fastify: ['config'] },
  },
);
