import { PREVIEW_COOKIE } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { previewsInCookie } from '../domain/deployments/preview-links.ts';
import { previewReleases, type Release } from '../domain/deployments/releases.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The preview releases this request's browser gets instead of the live ones: those its signed preview
     * cookie names that are previews still. Without the cookie (every buyer) nothing is read: an empty list.
     */
    previewsOf(request: FastifyRequest): Promise<Release[]>;
  }
}

export default fp(
  async function previews(fastify: FastifyInstance) {
    const known = new WeakMap<FastifyRequest, Promise<Release[]>>();
    fastify.decorate('previewsOf', (request: FastifyRequest) => {
      const cookie = request.cookies[PREVIEW_COOKIE];
      if (!cookie) return Promise.resolve([]);
      let found = known.get(request);
      if (!found) {
        found = previewsInCookie(fastify.db, cookie).then((wanted) =>
          wanted.length === 0 ? [] : previewReleases(fastify.db, wanted),
        );
        known.set(request, found);
      }
      return found;
    });
  },
  { name: 'previews', dependencies: ['db', 'cookie'] },
);
