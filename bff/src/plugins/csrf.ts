import { SHOP_REQUEST_HEADER, SHOP_REQUEST_HEADER_VALUE } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiHttpError } from '../lib/api-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const headerName = SHOP_REQUEST_HEADER.toLowerCase();

/** `application/json` or a `+json` type, whatever its parameters (`; charset=utf-8`). */
export function isJsonContentType(value: string | undefined): boolean {
  const type = value?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(type);
}

/** May this request change state on behalf of the session cookie it carries? */
export function passesCsrfCheck(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  if (request.headers[headerName] === SHOP_REQUEST_HEADER_VALUE) return true;
  return isJsonContentType(request.headers['content-type']);
}

/**
 * Cross-site request forgery guard for the cookie session. The cookie is SameSite=Lax already; on
 * top of that every state-changing request must prove it was made by the shop's own script: a JSON
 * body or the `X-Shop-Request: 1` header (see request-headers.ts in contracts). A form on another
 * site can send neither, and a cross-site fetch cannot without a CORS preflight, which this BFF never
 * grants. Runs onRequest, before any body (an upload) is read. Only the API changes state; the
 * check covers every unsafe method so a future route outside /api/ cannot forget it.
 */
export default fp(
  async function csrf(fastify: FastifyInstance) {
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (passesCsrfCheck(request)) return done();
      done(
        new ApiHttpError(
          403,
          'csrf',
          `State-changing requests need a JSON body or the ${SHOP_REQUEST_HEADER} header.`,
        ),
      );
    });
  },
  { name: 'csrf', dependencies: ['error-handler', 'security'] },
);
