import type { Buyer, Staff } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiHttpError } from '../lib/api-error.ts';
import { findSessionBuyer } from '../repositories/sessions.ts';
import { findStaffSession, isStaffToken, type StaffSession } from '../repositories/staff-sessions.ts';

export const SESSION_COOKIE = 'shop_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in buyer of this request's session cookie, or null for a visitor. */
    buyer: Buyer | null;
    /** The staff member of this request's session cookie, or null. */
    staffSession: StaffSession | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 `unauthenticated` unless a buyer is logged in; 403 `account_pending` until approved. */
    requireBuyer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a buyer, approved or not (their profile). */
    requireAnyBuyer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of every `/api/office` route: 401 for a visitor, 403 for a buyer, 403 `second_factor_required`
     * for a staff session still owing its second factor (except on routes with `config.secondFactorPending`).
     */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Sets the httpOnly session cookie on a reply; `maxAgeSeconds` null = until the browser closes. */
    setSessionCookie: (reply: FastifyReply, token: string, maxAgeSeconds?: number | null) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
  interface FastifyContextConfig {
    /** An office route a staff session may use before its second factor (enrolment). */
    secondFactorPending?: boolean;
  }
}

/** `request.buyer` after `requireBuyer` ran, typed non-null. */
export function currentBuyer(request: FastifyRequest): Buyer {
  if (!request.buyer) throw new ApiHttpError(401, 'unauthenticated', 'Please log in to continue.');
  return request.buyer;
}

/** `request.staffSession` after `requireStaff` ran, typed non-null. */
export function currentStaff(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw new ApiHttpError(401, 'unauthenticated', 'Please log in to continue.');
  return request.staffSession;
}

/** Prices, basket and orders are for approved buyers; a pending account sees the shop as a visitor does. */
export function seesPrices(request: FastifyRequest): boolean {
  return (
    request.buyer !== null && request.buyer.approval !== 'pending' && request.buyer.approval !== 'rejected'
  );
}

/** What a staff session may do now, as `me` and the login answer tell it. */
export function staffView(session: StaffSession, secondFactor: 'required' | 'optional'): Staff {
  const state = session.verified
    ? 'verified'
    : session.totpEnabled
      ? 'required'
      : secondFactor === 'required'
        ? 'enrol'
        : 'verified';
  return {
    id: session.staffId,
    email: session.email,
    name: session.name,
    secondFactor: state,
    totpEnabled: session.totpEnabled,
    secondFactorRequired: secondFactor === 'required',
  };
}

/**
 * Server-side sessions: the cookie holds a random token, the database its SHA-256 hash, so any
 * number of BFF instances share them and logout revokes for real. A staff token (prefix `s.`) is looked
 * up among staff sessions, any other among buyers'.
 */
export default fp(
  async function auth(fastify: FastifyInstance) {
    const { config } = fastify;
    fastify.decorateRequest('buyer', null);
    fastify.decorateRequest('staffSession', null);

    // A callback hook, not an async one: a visitor's request (no cookie) costs no promise.
    fastify.addHook('onRequest', (request, _reply, done) => {
      // Static files never depend on who asks; a product's pictures do (a draft's are the team's, routes/media).
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/media/')) return done();
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return done();
      if (isStaffToken(token)) {
        findStaffSession(fastify.db, token, config.staffSessionIdleHours).then((session) => {
          request.staffSession = session;
          done();
        }, done);
        return;
      }
      findSessionBuyer(fastify.db, token).then((buyer) => {
        request.buyer = buyer;
        done();
      }, done);
    });

    fastify.decorate('requireAnyBuyer', async (request: FastifyRequest) => {
      if (!request.buyer && request.staffSession) {
        throw new ApiHttpError(403, 'forbidden', 'This is for buyers; staff accounts cannot use it.');
      }
      currentBuyer(request);
    });

    fastify.decorate('requireBuyer', async (request: FastifyRequest) => {
      if (!request.buyer && request.staffSession) {
        throw new ApiHttpError(403, 'forbidden', 'This is for buyers; staff accounts cannot use it.');
      }
      const buyer = currentBuyer(request);
      if (buyer.approval === 'pending' || buyer.approval === 'rejected') {
        throw new ApiHttpError(
          403,
          'account_pending',
          'Your account is waiting for approval by our team; you can order once it is approved.',
        );
      }
    });

    fastify.decorate('requireStaff', async (request: FastifyRequest) => {
      const session = request.staffSession;
      if (!session) {
        if (request.buyer) throw new ApiHttpError(403, 'forbidden', 'This is for the shop team only.');
        throw new ApiHttpError(401, 'unauthenticated', 'Please log in to continue.');
      }
      if (request.routeOptions.config.secondFactorPending) return;
      if (staffView(session, config.staffSecondFactor).secondFactor !== 'verified') {
        throw new ApiHttpError(
          403,
          'second_factor_required',
          'Enter the code of your authenticator app (or set one up) to continue.',
        );
      }
    });

    fastify.decorate(
      'setSessionCookie',
      (reply: FastifyReply, token: string, maxAgeSeconds?: number | null) => {
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.cookieSecure,
          ...(maxAgeSeconds === null ? {} : { maxAge: maxAgeSeconds ?? config.sessionTtlHours * 3600 }),
        });
      },
    );

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
