import type { Buyer } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiHttpError } from '../lib/api-error.ts';
import { findSessionBuyer } from '../repositories/sessions.ts';

export const SESSION_COOKIE = 'shop_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in buyer of this request's session cookie, or null for a visitor. */
    buyer: Buyer | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 `unauthenticated` unless a buyer is logged in. */
    requireBuyer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Sets the httpOnly session cookie on a reply. */
    setSessionCookie: (reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/** `request.buyer` after `requireBuyer` ran, typed non-null. */
export function currentBuyer(request: FastifyRequest): Buyer {
  if (!request.buyer) throw new ApiHttpError(401, 'unauthenticated', 'Please log in to continue.');
  return request.buyer;
}

/**
 * Server-side sessions: the cookie holds a random token, the database its SHA-256 hash, so any
 * number of BFF instances share them and logout revokes for real.
 */
export default fp(
  async function auth(fastify: FastifyInstance) {
    const { config } = fastify;
    fastify.decorateRequest('buyer', null);

    // A callback hook, not an async one: a visitor's request (no cookie) costs no promise.
    fastify.addHook('onRequest', (request, _reply, done) => {
      // Static files and media never depend on who asks.
      if (!request.url.startsWith('/api/')) return done();
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return done();
      findSessionBuyer(fastify.db, token).then((buyer) => {
        request.buyer = buyer;
        done();
      }, done);
    });

    fastify.decorate('requireBuyer', async (request: FastifyRequest) => {
      currentBuyer(request);
    });

    fastify.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        maxAge: config.sessionTtlHours * 3600,
      });
    });

    fastify.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
      });
    });
  },
  { name: 'auth', dependencies: ['db', 'cookie'], decorators: { fastify: ['config'] } },
);
