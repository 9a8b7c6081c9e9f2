import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PREVIEW_COOKIE, PREVIEW_LINK_REFUSED, PREVIEW_NOTICE_PARAM, REMOTE_ROUTES } from '@shop/contracts';
import { Type } from 'typebox';
import {
  isPreviewArea,
  isValidLink,
  previewCookie,
  previewsInCookie,
  withPreview,
} from '../../domain/deployments/preview-links.ts';
import { previewReleases } from '../../domain/deployments/releases.ts';

/** The page a preview link lands on: the previewed area's first page (the shell's: the home page). */
function landingPath(area: string): string {
  return REMOTE_ROUTES.find((route) => route.remote === area && !route.path.includes(':'))?.path ?? '/';
}

/**
 * A preview link (`npm run deploy -w <package> -- --preview` prints it): with a valid signature, before its
 * time is up, and for a release that is a preview still, it adds the release to this browser's signed,
 * HttpOnly preview cookie (other previews in it stay) and lands on the area's page. Any other link changes
 * nothing and lands on the home page, which says the link could not be used.
 */
const previewLinks: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:area/:version',
    {
      schema: {
        hide: true,
        params: Type.Object({ area: Type.String(), version: Type.String({ maxLength: 200 }) }),
        querystring: Type.Object({
          until: Type.Optional(Type.String({ maxLength: 20 })),
          sig: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request, reply) => {
      const { area, version } = request.params;
      const link = { area, version, until: request.query.until ?? '', sig: request.query.sig ?? '' };
      reply.header('cache-control', 'no-store');
      const refuse = () => {
        request.log.info({ area, version }, 'preview link refused');
        return reply.redirect(`/?${PREVIEW_NOTICE_PARAM}=${PREVIEW_LINK_REFUSED}`, 303);
      };
      if (!isPreviewArea(area) || !(await isValidLink(fastify.db, link))) return refuse();
      if ((await previewReleases(fastify.db, [{ area, version }])).length === 0) return refuse();
      const held = await previewsInCookie(fastify.db, request.cookies[PREVIEW_COOKIE]);
      const previews = withPreview(held, { area, version });
      const { value, maxAgeSeconds } = await previewCookie(fastify.db, previews);
      reply.setCookie(PREVIEW_COOKIE, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: fastify.config.cookieSecure,
        maxAge: maxAgeSeconds,
      });
      return reply.redirect(landingPath(area), 303);
    },
  );
};

export default previewLinks;
